import { useEffect, useState } from "react";
import type { OrderLine } from "../../../lib/cart-line";
import { COUPON_KINDS, type ApiCartCoupon } from "../../../lib/coupons";
import { postJson } from "../../api";
import { tNow } from "../../i18n/use-t";

/** The applied coupon, kept for the browser session so a reload keeps it (the server checks it again at checkout). */
const KEY = "cart-coupon";

const isCoupon = (c: unknown): c is ApiCartCoupon => {
  const x = c as Partial<ApiCartCoupon> | null;
  return (
    !!x &&
    typeof x.code === "string" &&
    COUPON_KINDS.includes(x.kind!) &&
    typeof x.value === "number" &&
    typeof x.minOrder === "number" &&
    Array.isArray(x.categories) &&
    Array.isArray(x.products)
  );
};

function store(c: ApiCartCoupon | null): void {
  try {
    if (c) sessionStorage.setItem(KEY, JSON.stringify(c));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage off (private mode): the coupon lasts as long as the page.
  }
}

/** The order is placed: its coupon is used. */
export const forgetCoupon = () => store(null);

/**
 * The cart's coupon (issue 19, item 2): POST /api/coupon/check answers with the coupon's rule, which the cart then
 * applies itself (lib/coupons.ts couponDiscount) as quantities change. `error` is the server's refusal, in the
 * page's language (postJson sends it).
 */
export function useCoupon() {
  const [coupon, setCoupon] = useState<ApiCartCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
      if (isCoupon(saved)) setCoupon(saved);
    } catch {
      // Nothing kept, or not readable: no coupon.
    }
  }, []);

  const keep = (c: ApiCartCoupon | null) => {
    setCoupon(c);
    store(c);
  };

  /** Whether the server applied it. */
  const apply = async (code: string, items: OrderLine[]): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const res = await postJson<{ coupon: ApiCartCoupon }>("/api/coupon/check", { code, items });
    setBusy(false);
    if (res.success && isCoupon(res.coupon)) {
      keep(res.coupon);
      return true;
    }
    setError(res.message || tNow("toast.failed"));
    return false;
  };

  return {
    coupon,
    error,
    busy,
    apply,
    remove: () => {
      keep(null);
      setError(null);
    },
    /** Refused (an empty code, or the order refused it at checkout): the coupon is dropped and the reason shown. */
    refuse: (message: string) => {
      keep(null);
      setError(message);
    },
  };
}

export type CouponState = ReturnType<typeof useCoupon>;
