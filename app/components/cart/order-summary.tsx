import { useState, type ReactNode } from "react";
import { deliveryStreet, recipientName } from "../../../lib/address-lines";
import { Link } from "react-router";
import type { ApiAddress } from "../../../lib/address";
import { gstinProblem, normaliseGstin } from "../../../lib/gstin";
import { formatAmount } from "../../../lib/money";
import { gstLabel } from "../../../lib/pricing";
import type { CheckoutPricing } from "../../../lib/shipping-rules";
import { useLocale, useLocalePath, useT } from "../../i18n/use-t";
import { promiseText } from "../delivery-ask";
import type { DeliveryAnswer } from "../../../lib/delivery";
import { gstinMessage } from "./client-messages";
import { withNodes } from "./with-nodes";

export type PaymentMethod = "COD" | "Online" | "UPI";

type Props = {
  pricing: CheckoutPricing;
  /** The shop's free-shipping value (items with GST), null when shipping is never free. */
  freeAbovePaise: number | null;
  /** The delivery promise for the chosen address (null until it is answered). */
  promise: DeliveryAnswer | null;
  /** Why cash on delivery is not offered for this order, in the page's language; null when it is. */
  codBlocked: string | null;
  loggedIn: boolean;
  addresses: ApiAddress[] | null;
  selected: ApiAddress | null;
  onSelect: (a: ApiAddress) => void;
  gstNumber: string;
  onGstNumber: (v: string) => void;
  payment: PaymentMethod;
  onPayment: (p: PaymentMethod) => void;
  /** false: the shop takes no online payments (production without Razorpay keys). */
  onlineOffered: boolean;
  /** The shop has set its UPI ID: "UPI" (paid to the shop directly, confirmed by it) is offered. */
  upiOffered: boolean;
  /** Order updates on WhatsApp are offered; `whatsapp` is the customer's choice (off by default). */
  whatsappOffered: boolean;
  whatsapp: boolean;
  onWhatsapp: (on: boolean) => void;
  busy: boolean;
  empty: boolean;
  onPlace: () => void;
  /** The coupon field (./coupon-field.tsx), shown above the price lines. */
  coupon: ReactNode;
  /** The code of the coupon the prices include, for its discount line; null without one. */
  couponCode: string | null;
};

const oneLine = (a: ApiAddress) => `${deliveryStreet(a)}, ${a.city}, ${a.state}, ${a.country} ${a.zipCode}`;

/** The spec's order summary: address chooser, optional GSTIN, payment method, price lines, Place Order. */
export function OrderSummary(p: Props) {
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const [choosing, setChoosing] = useState(false);
  const promise = p.promise;
  const pr = p.pricing;
  const toFree =
    p.freeAbovePaise === null || pr.lines.length === 0 || pr.freeShipping || pr.couponFreeShipping
      ? 0
      : p.freeAbovePaise - (pr.totalPaise - pr.shippingPaise - pr.shippingTaxPaise);
  const problem = p.gstNumber.trim() ? gstinProblem(normaliseGstin(p.gstNumber)) : null;
  const gstError = problem ? gstinMessage(t, problem) : null;
  return (
    <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-xl font-semibold">
        {t("summary.heading")}
      </h2>
      <hr className="my-4 border-stone-200" />

      <h3 className="text-sm font-semibold uppercase">{t("summary.deliveryAddress")}</h3>
      <div className="relative mt-2 flex items-start justify-between gap-3">
        <p className="text-sm text-muted" data-testid="selected-address">
          {p.selected
            ? oneLine(p.selected)
            : p.loggedIn
              ? p.addresses === null
                ? t("summary.loading")
                : t("summary.noAddress")
              : t("summary.logInForAddress")}
        </p>
        {p.loggedIn && (
          <button
            type="button"
            className="shrink-0 text-sm font-semibold text-saddle hover:underline"
            aria-expanded={choosing}
            onClick={() => setChoosing((c) => !c)}
          >
            {t("summary.change")}
          </button>
        )}
      </div>
      {promise && (
        <p className={`mt-2 text-sm font-medium ${promise.success && promise.deliveryBy ? "text-moss" : "text-red-800"}`} data-testid="cart-delivery">
          {promiseText(t, locale, promise)}
        </p>
      )}
      {choosing && (
        <ul className="mt-2 rounded-lg border border-stone-200 text-sm" aria-label={t("summary.yourAddresses")}>
          {(p.addresses ?? []).map((a) => (
            <li key={a._id}>
              <button
                type="button"
                className="w-full p-2 text-left hover:bg-sand"
                onClick={() => {
                  p.onSelect(a);
                  setChoosing(false);
                }}
              >
                {recipientName(a)} – {oneLine(a)}
              </button>
            </li>
          ))}
          <li>
            <Link to={lp("/add-address")} className="block p-2 text-center font-semibold text-saddle hover:bg-sand">
              {t("summary.addAddress")}
            </Link>
          </li>
        </ul>
      )}

      <label htmlFor="gst-number" className="mt-5 block text-sm font-semibold uppercase">
        {t("summary.gstNumber")} <span className="font-normal normal-case text-muted">{t("summary.gstOptional")}</span>
      </label>
      <input
        id="gst-number"
        className="input mt-2 uppercase"
        value={p.gstNumber}
        maxLength={20}
        onChange={(e) => p.onGstNumber(e.target.value)}
        placeholder={t("summary.gstPlaceholder")}
        aria-invalid={Boolean(gstError)}
        aria-describedby={gstError ? "gst-number-error" : undefined}
      />
      {gstError && (
        <p id="gst-number-error" className="mt-1 text-sm text-red-800">
          {gstError}
        </p>
      )}

      <label htmlFor="payment-method" className="mt-5 block text-sm font-semibold uppercase">
        {t("summary.paymentMethod")}
      </label>
      <select
        id="payment-method"
        className="input mt-2"
        value={p.payment}
        onChange={(e) => p.onPayment(e.target.value as PaymentMethod)}
        aria-describedby={p.codBlocked ? "cod-blocked" : undefined}
      >
        <option value="COD" disabled={Boolean(p.codBlocked) && (p.onlineOffered || p.upiOffered)}>
          {t("summary.cod")}
        </option>
        {p.onlineOffered && <option value="Online">{t("summary.online")}</option>}
        {p.upiOffered && <option value="UPI">{t("summary.upi")}</option>}
      </select>
      {p.payment === "UPI" && (
        <p className="mt-1 text-xs text-muted" data-testid="upi-note">
          {t("summary.upiNote")}
        </p>
      )}
      {p.codBlocked && (
        <p id="cod-blocked" className="mt-1 text-sm font-medium text-red-800" data-testid="cod-blocked">
          {p.codBlocked}
        </p>
      )}

      {p.whatsappOffered && (
        <label className="mt-4 flex min-h-11 items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-saddle"
            checked={p.whatsapp}
            onChange={(e) => p.onWhatsapp(e.target.checked)}
            data-testid="whatsapp-opt-in"
          />
          <span>
            {t("summary.whatsapp")}
            {p.selected && <span className="block text-xs text-muted">{t("summary.whatsappTo", { phone: p.selected.phone })}</span>}
          </span>
        </label>
      )}

      {p.coupon}

      <hr className="my-4 border-stone-200" />
      <dl className="space-y-2 text-sm" data-testid="price-lines">
        <div className="flex justify-between">
          <dt>{t("summary.price")}</dt>
          <dd data-testid="subtotal">{formatAmount(p.pricing.subtotalPaise)}</dd>
        </div>
        {pr.discountPaise > 0 && (
          <div className="flex justify-between font-medium text-moss">
            <dt>{t("cart.couponDiscount", { code: p.couponCode ?? "" })}</dt>
            <dd data-testid="discount">−{formatAmount(pr.discountPaise)}</dd>
          </div>
        )}
        {gstLabel(p.pricing).map((g) => (
          <div key={g.label} className="flex justify-between">
            <dt>{g.label}</dt>
            <dd>{formatAmount(g.paise)}</dd>
          </div>
        ))}
        {/* The notes are more descriptions of the shipping term (a dl allows several dd after a dt). */}
        <div className="flex flex-wrap justify-between">
          <dt>{t("summary.shippingFee")}</dt>
          <dd data-testid="shipping-fee">{formatAmount(pr.shippingPaise + pr.shippingTaxPaise)}</dd>
          {pr.codFeePaise > 0 && <dd className="basis-full text-xs text-muted">{t("summary.codFeeIncluded", { fee: formatAmount(pr.codFeePaise) })}</dd>}
          {pr.couponFreeShipping && (
            <dd className="basis-full text-xs font-medium text-moss" data-testid="free-shipping">
              {t("cart.couponFreeShipping", { code: p.couponCode ?? "" })}
            </dd>
          )}
          {pr.freeShipping && pr.lines.length > 0 && (
            <dd className="basis-full text-xs font-medium text-moss" data-testid="free-shipping">
              {t("summary.freeShipping")}
            </dd>
          )}
          {toFree > 0 && (
            <dd className="basis-full text-xs text-muted" data-testid="free-shipping">
              {t("summary.freeShippingMore", { amount: formatAmount(toFree) })}
            </dd>
          )}
          {pr.feeEstimated && pr.lines.length > 0 && <dd className="basis-full text-xs text-muted">{t("summary.shippingEstimate")}</dd>}
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t("summary.total")}</dt>
          <dd data-testid="total">{formatAmount(p.pricing.totalPaise)}</dd>
        </div>
      </dl>
      {!p.pricing.placeKnown && p.pricing.lines.length > 0 && <p className="mt-2 text-xs text-muted">{t("summary.gstEstimate")}</p>}

      {/* A tap before hydration is kept and replayed (app/early-taps.ts); a customer's cart is drawn by the server. */}
      <button type="button" className="btn-primary mt-6 w-full py-3" disabled={p.busy || p.empty} onClick={p.onPlace} data-early="place">
        {p.busy ? t("summary.placing") : p.payment === "COD" ? t("summary.placeOrder") : t("summary.proceedToPay")}
      </button>
      <p className="mt-3 text-center text-xs text-muted" data-testid="cart-policies">
        {withNodes(t("summary.policies"), {
          terms: (
            <Link to={lp("/policies/terms")} className="font-medium text-saddle underline">
              {t("summary.policyTerms")}
            </Link>
          ),
          returns: (
            <Link to={lp("/policies/returns")} className="font-medium text-saddle underline">
              {t("summary.policyReturns")}
            </Link>
          ),
          cancellation: (
            <Link to={lp("/policies/cancellation")} className="font-medium text-saddle underline">
              {t("summary.policyCancellation")}
            </Link>
          ),
        })}
      </p>
    </aside>
  );
}
