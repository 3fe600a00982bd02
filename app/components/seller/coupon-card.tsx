import { useState } from "react";
import { couponSummary, type ApiCoupon } from "../../../lib/coupon-admin";
import { formatIstDate, istDate, istStartOfDay } from "../../../lib/india-time";
import { formatPrice, rupeesToPaise } from "../../../lib/money";
import { toast } from "../../toast";
import { couponInput, draftOf } from "./coupon-form";
import { sellerSend } from "./seller-api";
import { StockSwitch } from "./stock-switch";

/** Rupees from the API as a price tag: "₹999", "₹1,250.50". */
const price = (rupees: number) => formatPrice(rupeesToPaise(rupees));
/** An India calendar day ("2026-11-01") as "1 Nov 2026". */
const day = (isoDay: string) => formatIstDate(istStartOfDay(isoDay));

function datesText(c: ApiCoupon, today: string): string {
  const span =
    c.startsOn && c.endsOn
      ? `${day(c.startsOn)} to ${day(c.endsOn)}`
      : c.startsOn
        ? `From ${day(c.startsOn)}`
        : c.endsOn
          ? `Until ${day(c.endsOn)}`
          : "Any time";
  if (c.endsOn && c.endsOn < today) return `${span} (ended)`;
  if (c.startsOn && c.startsOn > today) return `${span} (not started yet)`;
  return span;
}

function limitsText(c: ApiCoupon): string {
  const parts = [
    c.totalLimit !== null ? `${c.totalLimit} ${c.totalLimit === 1 ? "use" : "uses"} in all` : "",
    c.perCustomerLimit !== null ? `${c.perCustomerLimit} per customer` : "",
    c.firstOrderOnly ? "First order only" : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "No limits";
}

/**
 * One coupon in the seller's list: code, what it takes off, minimum order, dates, limits, what it covers, how often
 * it was used and what it gave away, and whether it is on. The owner switches it on or off here (the whole coupon
 * is sent back with `active` changed) or opens it in the form with Edit; staff see it only.
 */
export function CouponCard({
  coupon,
  owner,
  categoryName,
  productName,
  onEdit,
  onSaved,
}: {
  coupon: ApiCoupon;
  owner: boolean;
  categoryName: (path: string) => string;
  productName: (id: string) => string;
  onEdit: () => void;
  onSaved: () => void;
}) {
  // The server's answer is shown at once; a newer copy from the list (after its re-fetch) replaces it.
  const [saved, setSaved] = useState<ApiCoupon | null>(null);
  const [prev, setPrev] = useState(coupon);
  if (prev !== coupon) {
    setPrev(coupon);
    setSaved(null);
  }
  const c = saved ?? coupon;
  const [busy, setBusy] = useState(false);

  const switchTo = async (active: boolean) => {
    setBusy(true);
    const res = await sellerSend<{ coupon: ApiCoupon }>("POST", `/api/seller/coupons/${encodeURIComponent(c._id)}`, { ...couponInput(draftOf(c)), active });
    setBusy(false);
    if (!res.success || !res.coupon) return void toast.error(res.message || "Something went wrong");
    toast.success(active ? `${c.code} is on` : `${c.code} is off`);
    setSaved(res.coupon);
    onSaved();
  };

  const id = `cpn-${c._id}`;
  const covers = [
    c.categories.length ? c.categories.map(categoryName).join(", ") : "",
    c.products.length ? `${c.products.length === 1 ? "1 product" : `${c.products.length} products`}: ${c.products.map(productName).join(", ")}` : "",
  ].filter(Boolean);

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 text-sm break-words sm:p-5" data-testid="seller-coupon" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-mono text-lg font-semibold break-all">
            {c.code}
          </h3>
          <p className="font-semibold text-saddle" data-testid="coupon-summary">
            {couponSummary(c, formatPrice)}
          </p>
        </div>
        <span
          className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${c.active ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-800"}`}
          data-testid="coupon-state"
        >
          {c.active ? "Active" : "Off"}
        </span>
      </div>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Minimum order</dt>
        <dd>{c.minOrder > 0 ? price(c.minOrder) : "None"}</dd>
        <dt className="text-muted">Dates</dt>
        <dd data-testid="coupon-dates">{datesText(c, istDate(new Date()))}</dd>
        <dt className="text-muted">Limits</dt>
        <dd>{limitsText(c)}</dd>
        <dt className="text-muted">Covers</dt>
        <dd className="min-w-0" data-testid="coupon-covers">
          {covers.length ? covers.join("; ") : "Every product"}
        </dd>
        <dt className="text-muted">Used</dt>
        <dd data-testid="coupon-used">
          {c.used === 1 ? "1 order" : `${c.used} orders`} · {price(c.discountGiven)} given
        </dd>
        {c.note && (
          <>
            <dt className="text-muted">Note</dt>
            <dd className="min-w-0 whitespace-pre-line">{c.note}</dd>
          </>
        )}
      </dl>

      {owner && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <div className="flex min-h-11 flex-1 items-center gap-3 pl-1">
            <StockSwitch on={c.active} label={`${c.code} on`} disabled={busy} onToggle={() => void switchTo(!c.active)} />
            <span aria-hidden="true" className="text-muted">
              {busy ? "Saving..." : c.active ? "On" : "Off"}
            </span>
          </div>
          <button type="button" id={`${id}-edit`} className="btn-outline min-h-11 py-2 text-sm" aria-label={`Edit coupon ${c.code}`} onClick={onEdit}>
            Edit
          </button>
        </div>
      )}
    </li>
  );
}
