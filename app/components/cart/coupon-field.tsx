import { useState, type FormEvent } from "react";
import type { OrderLine } from "../../../lib/cart-line";
import { normaliseCouponCode } from "../../../lib/coupons";
import { useT } from "../../i18n/use-t";
import type { CouponState } from "./use-coupon";

type Props = {
  state: CouponState;
  /** The cart's lines as the checkout sends them (what the server checks the code against). */
  items: OrderLine[];
  /** The coupon applies to the cart as it is now. */
  applies: boolean;
  /** Why the applied coupon does not apply to the cart as it is now (the cart changed), in the page's language. */
  problem: string | null;
};

/** The order summary's "Coupon code" field, or the applied coupon with its Remove button. */
export function CouponField({ state, items, applies, problem }: Props) {
  const t = useT();
  const [code, setCode] = useState("");
  const c = state.coupon;
  const message = c ? problem : state.error;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const normal = normaliseCouponCode(code);
    if (!normal) return state.refuse(t("cart.couponEnter"));
    void state.apply(normal, items).then((ok) => ok && setCode(""));
  };
  return (
    <div className="mt-5" data-testid="coupon">
      {c ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-saddle bg-sand px-3 py-1 text-sm">
          <p className={`font-semibold ${applies ? "text-moss" : "text-bark"}`} data-testid="coupon-applied">
            {applies ? t("cart.couponApplied", { code: c.code }) : t("cart.couponNotApplied", { code: c.code })}
          </p>
          <button
            type="button"
            className="min-h-11 shrink-0 font-semibold text-saddle hover:underline"
            aria-label={t("cart.couponRemoveLabel", { code: c.code })}
            onClick={state.remove}
          >
            {t("cart.couponRemove")}
          </button>
        </div>
      ) : (
        <form onSubmit={apply} noValidate>
          <label htmlFor="coupon-code" className="block text-sm font-semibold uppercase">
            {t("cart.couponLabel")}
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id="coupon-code"
              className="input min-w-0 uppercase"
              value={code}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? "coupon-message" : undefined}
            />
            <button type="submit" className="btn-outline shrink-0 px-4 disabled:opacity-60" disabled={state.busy}>
              {t("cart.couponApply")}
            </button>
          </div>
        </form>
      )}
      {message && (
        <p id="coupon-message" role="alert" className="mt-1 text-sm font-medium text-red-800" data-testid="coupon-message">
          {message}
        </p>
      )}
    </div>
  );
}
