/**
 * Coupons (issue 19, item 2; decision 033): which codes apply to a cart and how a discount is spread over its lines.
 * The cart and the server's order placement both call `couponDiscount`, so the cart shows what the order charges.
 *
 * - Kinds: `percent` (whole percent of the eligible lines' value), `flat` (an amount off the eligible lines, at most
 *   their value) and `free_shipping` (the shipping charge becomes 0; a cash-on-delivery fee stays).
 * - The discount is taken before GST (lib/pricing.ts): it is spread over the eligible lines in proportion to their
 *   value (unit × quantity) by the largest-remainder method (lib/apportion.ts), so the shares add up to the discount exactly, each at
 *   most its line; ties go to the earlier line. Each line's taxable value and tax then come from its reduced value.
 * - Minimum order value: the cart's subtotal (Σ unit × quantity, before the discount), as the cart shows it.
 * - Limited to categories or products: only those lines are eligible; a cart with none of them is refused with
 *   "does not apply", the same words as a code that does not exist (no one can find codes by trying them).
 * No zod and nothing heavy here: the cart loads it.
 */
import { apportion } from "./apportion";
import { formatPrice, type Paise } from "./money";

export const COUPON_KINDS = ["percent", "flat", "free_shipping"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon's rule as the cart and the server apply it (no usage counts: those stay on the server). */
export type CouponRule = {
  code: string;
  kind: CouponKind;
  /** percent: 1–100 (whole percent); flat: paise; free_shipping: 0. */
  value: number;
  minOrderPaise: Paise;
  /** Empty: every category / product. A line is eligible when its category or its product is listed. */
  categories: string[];
  productIds: string[];
};

export type CouponLine = { productId: string; category: string; unitPricePaise: Paise; quantity: number };

export type CouponDiscount = {
  /** One share per line, in the lines' order (0 for a line the coupon does not cover). */
  lineDiscounts: Paise[];
  discountPaise: Paise;
  freeShipping: boolean;
};

/** The words shoppers see when a coupon is refused; `doesNotApply` is also the answer for a code that does not exist. */
export const COUPON_MESSAGES = {
  doesNotApply: "This coupon does not apply to your cart",
  expired: "This coupon has expired",
  usedUp: "This coupon has been fully used",
  usedByYou: "You have already used this coupon",
  firstOrder: "This coupon is for your first order only",
  login: "Please log in to use this coupon",
  code: "Enter a coupon code",
} as const;

/** "Add ₹150.00 more to use this coupon (minimum order ₹999.00)". */
export function minimumText(minPaise: Paise, subtotalPaise: Paise): string {
  return `Add ${formatPrice(minPaise - subtotalPaise)} more to use this coupon (minimum order ${formatPrice(minPaise)})`;
}

/** Codes are kept upper-case without spaces: " diwali 10 " and "DIWALI10" are the same code. */
export function normaliseCouponCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

/** Whether a line is one the coupon covers. */
export function coversLine(rule: Pick<CouponRule, "categories" | "productIds">, line: Pick<CouponLine, "productId" | "category">): boolean {
  if (rule.categories.length === 0 && rule.productIds.length === 0) return true;
  return rule.categories.includes(line.category) || rule.productIds.includes(line.productId);
}

export type CouponOutcome = ({ ok: true } & CouponDiscount) | { ok: false; reason: string };

/**
 * What a coupon takes off these lines, or why it does not apply (cart rules only: dates, usage limits and the
 * customer's history are the server's, in server/modules/coupons).
 */
export function couponDiscount(rule: CouponRule, lines: readonly CouponLine[]): CouponOutcome {
  const values = lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotal = values.reduce((a, v) => a + v, 0);
  const eligible = lines.map((l, i) => (coversLine(rule, l) ? values[i]! : 0));
  const base = eligible.reduce((a, v) => a + v, 0);
  if (lines.length === 0 || base === 0) return { ok: false, reason: COUPON_MESSAGES.doesNotApply };
  if (subtotal < rule.minOrderPaise) return { ok: false, reason: minimumText(rule.minOrderPaise, subtotal) };
  if (rule.kind === "free_shipping") return { ok: true, lineDiscounts: lines.map(() => 0), discountPaise: 0, freeShipping: true };
  const discount = rule.kind === "percent" ? Number((BigInt(base) * BigInt(rule.value) + 50n) / 100n) : Math.min(rule.value, base);
  return { ok: true, lineDiscounts: apportion(discount, eligible), discountPaise: discount, freeShipping: false };
}

/** The coupon as POST /api/coupon/check gives it to the cart (rupees at the edge, like every JSON amount). */
export type ApiCartCoupon = {
  code: string;
  kind: CouponKind;
  /** percent: whole percent; flat: rupees; free_shipping: 0. */
  value: number;
  /** Rupees. */
  minOrder: number;
  categories: string[];
  products: string[];
};

export function cartCouponOf(rule: CouponRule): ApiCartCoupon {
  return {
    code: rule.code,
    kind: rule.kind,
    value: rule.kind === "flat" ? rule.value / 100 : rule.value,
    minOrder: rule.minOrderPaise / 100,
    categories: rule.categories,
    products: rule.productIds,
  };
}

export function ruleOfCartCoupon(c: ApiCartCoupon): CouponRule {
  return {
    code: c.code,
    kind: c.kind,
    value: c.kind === "flat" ? Math.round(c.value * 100) : c.value,
    minOrderPaise: Math.round(c.minOrder * 100),
    categories: c.categories,
    productIds: c.products,
  };
}
