import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { INDIAN_STATES } from "../../../lib/india";
import { paiseToRupees, rupeesToPaise } from "../../../lib/money";
import { GST_RATES } from "../../../lib/product-admin";
import type { ShopSettings } from "../../../lib/shop-settings";
import { sellerSend, useSellerData } from "../../components/seller/seller-api";
import { toast } from "../../toast";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <div className="mt-1">{children}</div>
    </label>
  );
}

/**
 * The shop settings every page reads (identity, address, contact, pricing,
 * tracking page), editable by the seller. The page content (banners,
 * testimonials, about texts…) is edited as JSON under "All content".
 */
export default function SellerSettings() {
  const revalidator = useRevalidator();
  const loaded = useSellerData<{ settings: ShopSettings }>("/api/seller/settings", (m) => toast.error(m));
  const [s, setS] = useState<ShopSettings | null>(null);
  const [json, setJson] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (loaded.data) {
      setS(loaded.data.settings);
      setJson(JSON.stringify(loaded.data.settings, null, 2));
    }
  }, [loaded.data]);
  if (!s) return <p className="text-muted">Loading...</p>;

  const set = (next: ShopSettings) => {
    setS(next);
    setJson(JSON.stringify(next, null, 2));
  };
  const save = async (settings: ShopSettings) => {
    setBusy(true);
    const res = await sellerSend<{ settings: ShopSettings }>("PUT", "/api/seller/settings", { settings });
    setBusy(false);
    if (!res.success || !res.settings) return void toast.error(res.message || "Could not save the settings");
    set(res.settings);
    toast.success("Settings saved");
    void revalidator.revalidate();
  };
  const submitForm = (e: FormEvent) => {
    e.preventDefault();
    void save(s);
  };
  const submitJson = (e: FormEvent) => {
    e.preventDefault();
    try {
      void save(JSON.parse(json) as ShopSettings);
    } catch {
      toast.error("All content: this is not valid JSON");
    }
  };
  const a = s.address;
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Settings</h1>
      <form onSubmit={submitForm} className="mt-6 space-y-8">
        <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Shop and tax identity</legend>
          <Field label="Shop name">
            <input className="input" value={s.shopName} onChange={(e) => set({ ...s, shopName: e.target.value })} required />
          </Field>
          <Field label="Legal name (on invoices)">
            <input className="input" value={s.legalName} onChange={(e) => set({ ...s, legalName: e.target.value })} required />
          </Field>
          <Field label="GSTIN">
            <input className="input uppercase" value={s.gstin} maxLength={15} onChange={(e) => set({ ...s, gstin: e.target.value.toUpperCase() })} required />
          </Field>
          <Field label="Tagline">
            <input className="input" value={s.tagline} onChange={(e) => set({ ...s, tagline: e.target.value })} required />
          </Field>
        </fieldset>
        <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Address and contact</legend>
          <Field label="Address line 1">
            <input className="input" value={a.line1} onChange={(e) => set({ ...s, address: { ...a, line1: e.target.value } })} required />
          </Field>
          <Field label="Address line 2">
            <input className="input" value={a.line2} onChange={(e) => set({ ...s, address: { ...a, line2: e.target.value } })} />
          </Field>
          <Field label="City">
            <input className="input" value={a.city} onChange={(e) => set({ ...s, address: { ...a, city: e.target.value } })} required />
          </Field>
          <Field label="State (decides CGST + SGST or IGST)">
            <select className="input" value={a.stateCode} onChange={(e) => set({ ...s, address: { ...a, stateCode: e.target.value, state: INDIAN_STATES.find((x) => x.code === e.target.value)?.name ?? a.state } })}>
              {INDIAN_STATES.map((st) => (
                <option key={st.code} value={st.code}>
                  {st.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="PIN code">
            <input className="input" value={a.pincode} inputMode="numeric" maxLength={6} onChange={(e) => set({ ...s, address: { ...a, pincode: e.target.value } })} required />
          </Field>
          <Field label="Phone numbers (comma-separated)">
            <input className="input" value={s.phones.join(", ")} onChange={(e) => set({ ...s, phones: e.target.value.split(",").map((p) => p.trim()).filter(Boolean) })} required />
          </Field>
          <Field label="Sales email">
            <input className="input" type="email" value={s.emails.sales} onChange={(e) => set({ ...s, emails: { ...s.emails, sales: e.target.value } })} required />
          </Field>
          <Field label="Support email (order alerts go here)">
            <input className="input" type="email" value={s.emails.support} onChange={(e) => set({ ...s, emails: { ...s.emails, support: e.target.value } })} required />
          </Field>
          <Field label="WhatsApp number (with country code, digits only)">
            <input className="input" value={s.whatsappNumber} inputMode="numeric" onChange={(e) => set({ ...s, whatsappNumber: e.target.value })} required />
          </Field>
        </fieldset>
        <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Prices, shipping and tracking</legend>
          <Field label="Shipping fee per order (₹)">
            <input
              className="input"
              inputMode="decimal"
              defaultValue={String(paiseToRupees(s.pricing.shippingFeePaise))}
              onChange={(e) => {
                try {
                  set({ ...s, pricing: { ...s.pricing, shippingFeePaise: rupeesToPaise(e.target.value || "0") } });
                } catch {
                  // not a rupee amount yet: keep typing
                }
              }}
            />
          </Field>
          <Field label="Default GST rate for new products">
            <select className="input" value={s.pricing.defaultGstRateBp / 100} onChange={(e) => set({ ...s, pricing: { ...s.pricing, defaultGstRateBp: Number(e.target.value) * 100 } })}>
              {GST_RATES.map((r) => (
                <option key={r} value={r}>
                  {r}%
                </option>
              ))}
            </select>
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={s.pricing.pricesIncludeTax} onChange={(e) => set({ ...s, pricing: { ...s.pricing, pricesIncludeTax: e.target.checked } })} />
            Prices include GST (“inclusive of all taxes”)
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={s.pricing.shippingTaxed} onChange={(e) => set({ ...s, pricing: { ...s.pricing, shippingTaxed: e.target.checked } })} />
            Charge GST on shipping
          </label>
          <div className="sm:col-span-2">
            <Field label="Tracking page ({id} is replaced by the AWB)">
              <input className="input" value={s.shipping.trackingUrlTemplate} onChange={(e) => set({ ...s, shipping: { trackingUrlTemplate: e.target.value } })} required />
            </Field>
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={busy}>
          Save settings
        </button>
      </form>
      <form onSubmit={submitJson} className="mt-10">
        <details className="rounded-2xl border border-stone-200 bg-white p-5">
          <summary className="cursor-pointer font-semibold">All content (banners, testimonials, about, gallery…) as JSON</summary>
          <label htmlFor="settings-json" className="sr-only">
            All settings as JSON
          </label>
          <textarea id="settings-json" className="input mt-4 h-96 font-mono text-xs" value={json} onChange={(e) => setJson(e.target.value)} spellCheck={false} />
          <button type="submit" className="btn-outline mt-3" disabled={busy}>
            Save all content
          </button>
        </details>
      </form>
    </div>
  );
}
