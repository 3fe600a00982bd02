import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from "react";
import { distinctCategoryPaths } from "../../../lib/catalog";
import { couponInputSchema, type ApiCoupon, type CouponInput } from "../../../lib/coupon-admin";
import { COUPON_KINDS, type CouponKind } from "../../../lib/coupons";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { sellerSend } from "./seller-api";
import { Field } from "./form-field";

/** What the back office calls each kind of coupon. */
export const COUPON_KIND_TEXT: Record<CouponKind, string> = { percent: "Percentage off", flat: "Flat amount off", free_shipping: "Free shipping" };

/** A product the coupon can be limited to (GET /api/seller/products gives more; this is what the form needs). */
export type CouponProduct = { _id: string; name: string; category: string };

/** The form's fields as typed (numbers stay text until the schema reads them, as the server does). */
export type CouponDraft = {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  startsOn: string;
  endsOn: string;
  totalLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  categories: string[];
  products: string[];
  active: boolean;
  note: string;
};
type TextField = "code" | "value" | "minOrder" | "startsOn" | "endsOn" | "totalLimit" | "perCustomerLimit" | "note";
type Errors = Partial<Record<keyof CouponDraft, string>>;

const NEW_COUPON: CouponDraft = {
  code: "",
  kind: "percent",
  value: "",
  minOrder: "",
  startsOn: "",
  endsOn: "",
  totalLimit: "",
  perCustomerLimit: "",
  firstOrderOnly: false,
  categories: [],
  products: [],
  active: true,
  note: "",
};

const text = (n: number | null) => (n === null ? "" : String(n));

/** A saved coupon as the form shows it. */
export function draftOf(c: ApiCoupon): CouponDraft {
  return {
    code: c.code,
    kind: c.kind,
    value: c.kind === "free_shipping" ? "" : String(c.value),
    minOrder: c.minOrder > 0 ? String(c.minOrder) : "",
    startsOn: c.startsOn ?? "",
    endsOn: c.endsOn ?? "",
    totalLimit: text(c.totalLimit),
    perCustomerLimit: text(c.perCustomerLimit),
    firstOrderOnly: c.firstOrderOnly,
    categories: c.categories,
    products: c.products,
    active: c.active,
    note: c.note ?? "",
  };
}

/** The body of POST /api/seller/coupons(/{id}): the whole coupon. */
export function couponInput(d: CouponDraft): CouponInput {
  return {
    code: d.code,
    kind: d.kind,
    value: d.kind === "free_shipping" ? null : d.value,
    minOrder: d.minOrder,
    startsOn: d.startsOn || null,
    endsOn: d.endsOn || null,
    totalLimit: d.totalLimit,
    perCustomerLimit: d.perCustomerLimit,
    firstOrderOnly: d.firstOrderOnly,
    categories: d.categories,
    products: d.products,
    active: d.active,
    note: d.note,
  };
}

/** The schema's first word on each field (the same messages the server answers with). */
function check(d: CouponDraft): { errors: Errors; other: string | null } {
  const parsed = couponInputSchema.safeParse(couponInput(d));
  const errors: Errors = {};
  let other: string | null = null;
  if (parsed.success) return { errors, other };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in d) errors[key as keyof CouponDraft] ??= issue.message;
    else other ??= issue.message;
  }
  return { errors, other };
}

const ORDER: TextField[] = ["code", "value", "minOrder", "startsOn", "endsOn", "totalLimit", "perCustomerLimit", "note"];

const box = "flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-sand";

/**
 * Create a coupon, or change one (the whole coupon is sent; its code cannot change once made). The form checks
 * the fields with the server's own schema first, so a mistake shows under its field; whatever the server still
 * refuses (a code already taken, a product deleted meanwhile, a staff login) shows as a toast and above the buttons.
 */
export function CouponForm({
  coupon,
  products,
  titleRef,
  onSaved,
  onCancel,
}: {
  coupon: ApiCoupon | null;
  products: CouponProduct[] | null;
  titleRef?: Ref<HTMLHeadingElement>;
  onSaved: (saved: ApiCoupon, created: boolean) => void;
  onCancel?: () => void;
}) {
  const { categories } = useShop();
  const uid = useId();
  const [f, setF] = useState<CouponDraft>(coupon ? draftOf(coupon) : NEW_COUPON);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState("");

  const id = (k: string) => `${uid}-${k}`;
  const describe = (k: TextField, hint = false) => ({
    id: id(k),
    name: k,
    "aria-invalid": errors[k] ? true : undefined,
    "aria-describedby": [hint ? `${id(k)}-hint` : "", errors[k] ? `${id(k)}-error` : ""].filter(Boolean).join(" ") || undefined,
  });
  const change = (next: Partial<CouponDraft>) => {
    setF((prev) => ({ ...prev, ...next }));
    setErrors((prev) => {
      const out = { ...prev };
      for (const k of Object.keys(next) as (keyof CouponDraft)[]) delete out[k];
      return out;
    });
  };
  const set = (k: TextField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change({ [k]: k === "code" ? e.target.value.toUpperCase() : e.target.value });
  const toggle = (list: "categories" | "products", value: string, on: boolean) =>
    change({ [list]: on ? [...f[list].filter((v) => v !== value), value] : f[list].filter((v) => v !== value) });

  const shopCategories = distinctCategoryPaths(categories);
  // A category the shop no longer lists, or a product deleted since, stays chosen until the owner unticks it.
  const categoryChoices = [
    ...shopCategories.map((c) => ({ value: c.path, label: c.text })),
    ...f.categories.filter((p) => !shopCategories.some((c) => c.path === p)).map((p) => ({ value: p, label: p })),
  ];
  const known = new Set((products ?? []).map((p) => p._id));
  const gone = products ? f.products.filter((p) => !known.has(p)) : [];
  const q = search.trim().toLowerCase();
  const shown = (products ?? []).filter((p) => q === "" || p.name.toLowerCase().includes(q));
  const chosenNames = f.products.map((pid) => (products ?? []).find((p) => p._id === pid)?.name ?? "Product no longer in the shop");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = check(f);
    setErrors(found.errors);
    setRefused(found.other);
    const first = ORDER.find((k) => found.errors[k]);
    if (first) return void document.getElementById(id(first))?.focus();
    if (found.other) return void toast.error(found.other);
    setBusy(true);
    const url = coupon ? `/api/seller/coupons/${encodeURIComponent(coupon._id)}` : "/api/seller/coupons";
    const res = await sellerSend<{ coupon: ApiCoupon }>("POST", url, couponInput(f));
    setBusy(false);
    if (!res.success || !res.coupon) {
      const message = res.message || "Something went wrong";
      setRefused(message);
      return void toast.error(message);
    }
    toast.success(res.message || (coupon ? "Coupon saved" : "Coupon created"));
    if (!coupon) {
      setF(NEW_COUPON);
      setSearch("");
    }
    onSaved(res.coupon, !coupon);
  };

  const valueLabel = f.kind === "percent" ? "Percent off" : "Amount off (₹)";
  const title = coupon ? `Edit coupon ${coupon.code}` : "New coupon";

  return (
    <form
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 text-sm sm:p-5"
      aria-labelledby={id("title")}
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="coupon-form"
    >
      <h2 id={id("title")} ref={titleRef} tabIndex={-1} className="font-display text-2xl font-bold break-words">
        {title}
      </h2>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id("code")}
          label="Code"
          error={errors.code}
          hint={
            coupon ? "A code cannot change once made: create a new coupon instead." : "3–30 letters or digits (- and _ allowed). Shoppers type it in the cart."
          }
        >
          <input
            {...describe("code", true)}
            className={`input mt-1 font-mono uppercase ${coupon ? "bg-stone-100" : ""}`}
            value={f.code}
            onChange={set("code")}
            readOnly={coupon !== null}
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="DIWALI10"
          />
        </Field>
      </div>

      <fieldset>
        <legend className="text-sm font-medium">Discount</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {COUPON_KINDS.map((k) => (
            <label key={k} className={box}>
              <input
                type="radio"
                className="h-5 w-5 accent-saddle"
                name={id("kind")}
                value={k}
                checked={f.kind === k}
                onChange={() => change({ kind: k, value: k === f.kind ? f.value : "" })}
              />
              {COUPON_KIND_TEXT[k]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        {f.kind !== "free_shipping" && (
          <Field
            id={id("value")}
            label={valueLabel}
            error={errors.value}
            hint={f.kind === "percent" ? "A whole number from 1 to 100." : "Taken off the items the coupon covers, at most their value."}
          >
            <input
              {...describe("value", true)}
              className="input mt-1"
              inputMode={f.kind === "percent" ? "numeric" : "decimal"}
              value={f.value}
              onChange={set("value")}
              required
              autoComplete="off"
              placeholder={f.kind === "percent" ? "10" : "200"}
            />
          </Field>
        )}
        <Field id={id("minOrder")} label="Minimum order (₹)" error={errors.minOrder} hint="The cart's total before the discount. Empty: no minimum.">
          <input
            {...describe("minOrder", true)}
            className="input mt-1"
            inputMode="decimal"
            value={f.minOrder}
            onChange={set("minOrder")}
            autoComplete="off"
            placeholder="0"
          />
        </Field>
        <Field id={id("startsOn")} label="Start date" error={errors.startsOn} hint="From the start of this day, India time. Empty: from now.">
          <input {...describe("startsOn", true)} type="date" className="input mt-1" value={f.startsOn} max={f.endsOn || undefined} onChange={set("startsOn")} />
        </Field>
        <Field id={id("endsOn")} label="End date" error={errors.endsOn} hint="To the end of this day, India time. Empty: no end.">
          <input {...describe("endsOn", true)} type="date" className="input mt-1" value={f.endsOn} min={f.startsOn || undefined} onChange={set("endsOn")} />
        </Field>
        <Field id={id("totalLimit")} label="Total uses" error={errors.totalLimit} hint="Orders that may use it in all. Empty: no limit.">
          <input
            {...describe("totalLimit", true)}
            className="input mt-1"
            inputMode="numeric"
            value={f.totalLimit}
            onChange={set("totalLimit")}
            autoComplete="off"
          />
        </Field>
        <Field
          id={id("perCustomerLimit")}
          label="Uses per customer"
          error={errors.perCustomerLimit}
          hint="Empty: no limit. A limit needs the shopper logged in."
        >
          <input
            {...describe("perCustomerLimit", true)}
            className="input mt-1"
            inputMode="numeric"
            value={f.perCustomerLimit}
            onChange={set("perCustomerLimit")}
            autoComplete="off"
          />
        </Field>
      </div>

      <label className={box}>
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-saddle"
          checked={f.firstOrderOnly}
          onChange={(e) => change({ firstOrderOnly: e.target.checked })}
        />
        First order only
      </label>

      <fieldset aria-describedby={id("limits-hint")}>
        <legend className="text-sm font-medium">Limit to categories</legend>
        <p id={id("limits-hint")} className="mt-1 text-xs text-muted">
          None chosen here or below: the coupon covers every product. Otherwise only the chosen categories and products get the discount.
        </p>
        {categoryChoices.length === 0 ? (
          <p className="mt-2 text-muted">The shop has no categories yet.</p>
        ) : (
          <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
            {categoryChoices.map((c) => (
              <label key={c.value} className={box}>
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-saddle"
                  checked={f.categories.includes(c.value)}
                  onChange={(e) => toggle("categories", c.value, e.target.checked)}
                />
                <span className="min-w-0 break-words">{c.label}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium">Limit to products</legend>
        <p className="mt-1 text-xs text-muted" data-testid="coupon-chosen-products">
          {f.products.length === 0 ? "No products chosen." : `${f.products.length} chosen: ${chosenNames.join(", ")}`}
        </p>
        {products === null ? (
          <p className="mt-2 text-muted">Loading products...</p>
        ) : (
          <>
            <label htmlFor={id("search")} className="mt-2 block text-sm font-medium">
              Find a product
            </label>
            <input
              id={id("search")}
              type="search"
              className="input mt-1"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoComplete="off"
              placeholder="Name"
            />
            <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-stone-200 p-1">
              {gone.map((pid) => (
                <label key={pid} className={box}>
                  <input type="checkbox" className="h-5 w-5 shrink-0 accent-saddle" checked onChange={(e) => toggle("products", pid, e.target.checked)} />
                  <span className="min-w-0 break-all">Product no longer in the shop ({pid})</span>
                </label>
              ))}
              {shown.map((p) => (
                <label key={p._id} className={box}>
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-saddle"
                    checked={f.products.includes(p._id)}
                    onChange={(e) => toggle("products", p._id, e.target.checked)}
                  />
                  <span className="min-w-0 break-words">{p.name}</span>
                </label>
              ))}
              {shown.length === 0 && gone.length === 0 && <p className="px-2 py-3 text-muted">{q ? "No product matches." : "No products yet."}</p>}
            </div>
          </>
        )}
      </fieldset>

      <label className={box}>
        <input type="checkbox" className="h-5 w-5 shrink-0 accent-saddle" checked={f.active} onChange={(e) => change({ active: e.target.checked })} />
        Active (shoppers can use it)
      </label>

      <Field id={id("note")} label="Note (only the back office sees it)" error={errors.note}>
        <textarea {...describe("note")} className="input mt-1 min-h-20" maxLength={200} value={f.note} onChange={set("note")} />
      </Field>

      {refused && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800" data-testid="coupon-refused">
          {refused}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11 py-2 text-sm" disabled={busy}>
          {busy ? "Saving..." : coupon ? "Save coupon" : "Create coupon"}
        </button>
        {onCancel && (
          <button type="button" className="btn-outline min-h-11 py-2 text-sm" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
