/**
 * The shop's shipping and cash-on-delivery rules (issue 18, item 3; decision 029), set in Settings → Pricing &
 * shipping and applied by one function, priceCheckout, that the cart and the server's order placement both call:
 * what the cart shows is what the order charges.
 *
 * Shipping fee, per order with at least one line:
 * 1. free when the items' value (what the customer pays for the items, GST included) reaches `freeAbovePaise`;
 * 2. otherwise, with weight slabs on: the zone's price for the first slab, plus the zone's price for each further
 *    slab or part of one (`slabGrams`, e.g. 500 g). The order's weight is the sum of its units' weights, the
 *    variant's weight where the seller gave it, `itemGrams` otherwise. Before an address is chosen (no zone yet)
 *    the cart prices the "rest of India" zone and says it is an estimate;
 * 3. otherwise the flat fee (`pricing.shippingFeePaise`, the spec's ₹39).
 * Cash on delivery: `codFeePaise` is added to the shipping charge of a COD order (it is a charge for delivering and
 * collecting; GST on it follows the shipping rule), and COD is refused above `codMaxPaise` (the order's total) and
 * for the listed PINs and states, with the reason.
 * No zod and nothing heavy here: the cart loads it.
 */
import { DELIVERY_ZONES, type DeliveryZone } from "./delivery";
import { formatPrice, type Paise } from "./money";
import { priceOrder, type OrderPricing, type PriceLineInput, type PricingRules } from "./pricing";

export type ZonePrices = Record<DeliveryZone, Paise>;
export type ShippingRules = {
  /** Free shipping when the items' value (GST included) is at least this; null: never free. */
  freeAbovePaise: Paise | null;
  /** Weight slabs per zone; off: the flat fee. */
  slabs: { on: boolean; slabGrams: number; first: ZonePrices; extra: ZonePrices };
  /** The weight of a unit whose variant has none set. */
  itemGrams: number;
  cod: {
    /** Added to the shipping charge of a cash-on-delivery order. */
    feePaise: Paise;
    /** COD only for orders whose total is at most this; null: any total. */
    maxPaise: Paise | null;
    /** PIN codes and states (GST state codes) COD is not offered to. */
    blockedPins: string[];
    blockedStates: string[];
  };
};

const zones = (first: number, step: number): ZonePrices => Object.fromEntries(DELIVERY_ZONES.map((z, i) => [z, first + i * step])) as ZonePrices;

/** The spec's shop: a flat ₹39, no free shipping, no COD fee or limits (slab prices ready for when they are turned on). */
export const DEFAULT_SHIPPING_RULES: ShippingRules = {
  freeAbovePaise: null,
  slabs: { on: false, slabGrams: 500, first: zones(3900, 1000), extra: zones(2000, 500) },
  itemGrams: 400,
  cod: { feePaise: 0, maxPaise: null, blockedPins: [], blockedStates: [] },
};

export type CheckoutLine = PriceLineInput & { weightGrams: number | null };
export type CheckoutInput = {
  lines: CheckoutLine[];
  pricing: Omit<PricingRules, "shippingFeePaise"> & { shippingFeePaise: number };
  rules: ShippingRules;
  shopStateCode: string;
  /** null before an address is chosen. */
  delivery: { stateCode: string; zone: DeliveryZone | null } | null;
  payment: "COD" | "Online";
  /** A coupon that applies (lib/coupons.ts couponDiscount): its share per line, and free shipping. */
  coupon?: { lineDiscounts: readonly Paise[]; freeShipping: boolean } | null;
};
export type CheckoutPricing = OrderPricing & {
  /** Of shippingPaise: the shipping itself and the COD fee. */
  deliveryFeePaise: Paise;
  codFeePaise: Paise;
  weightGrams: number;
  /** The order's items reached the free-shipping value. */
  freeShipping: boolean;
  /** The shipping charge was priced for a zone not known yet ("rest of India"). */
  feeEstimated: boolean;
  /** A free-shipping coupon took the shipping off (the COD fee stays). */
  couponFreeShipping: boolean;
};

/** Σ units × their weight (a unit without one weighs `itemGrams`). */
export function orderWeightGrams(lines: readonly Pick<CheckoutLine, "quantity" | "weightGrams">[], itemGrams: number): number {
  return lines.reduce((g, l) => g + l.quantity * (l.weightGrams ?? itemGrams), 0);
}

/** The slab price of a parcel in a zone: the first slab, then each further slab or part of one. */
export function slabFeePaise(slabs: ShippingRules["slabs"], zone: DeliveryZone, grams: number): Paise {
  const further = Math.max(0, Math.ceil((grams - slabs.slabGrams) / slabs.slabGrams));
  return slabs.first[zone] + further * slabs.extra[zone];
}

/** Prices a checkout: the items, the shipping charge the rules give (COD fee included) and GST; see the top of this file. */
export function priceCheckout(c: CheckoutInput): CheckoutPricing {
  const place = { shopStateCode: c.shopStateCode, deliveryStateCode: c.delivery?.stateCode ?? null };
  const shares = c.coupon?.lineDiscounts;
  if (shares && shares.length !== c.lines.length) throw new RangeError(`A coupon share per line is needed: ${shares.length} for ${c.lines.length} lines`);
  const lines = shares ? c.lines.map((l, i) => ({ ...l, discountPaise: shares[i]! })) : c.lines;
  const items = priceOrder(lines, { ...c.pricing, shippingFeePaise: 0 }, place);
  const weightGrams = orderWeightGrams(c.lines, c.rules.itemGrams);
  // The items' value after the coupon reaches the free-shipping value.
  const freeShipping = c.rules.freeAbovePaise !== null && items.totalPaise >= c.rules.freeAbovePaise;
  const couponFreeShipping = c.coupon?.freeShipping === true && !freeShipping;
  const zone = c.delivery?.zone ?? null;
  const slabbed = c.rules.slabs.on && !freeShipping && !couponFreeShipping;
  const delivery = freeShipping || couponFreeShipping ? 0 : slabbed ? slabFeePaise(c.rules.slabs, zone ?? "rest", weightGrams) : c.pricing.shippingFeePaise;
  const codFee = c.payment === "COD" ? c.rules.cod.feePaise : 0;
  const pricing = priceOrder(lines, { ...c.pricing, shippingFeePaise: delivery + codFee }, place);
  const charged = pricing.shippingPaise > 0;
  return {
    ...pricing,
    deliveryFeePaise: charged ? delivery : 0,
    codFeePaise: charged ? codFee : 0,
    weightGrams,
    freeShipping,
    feeEstimated: slabbed && zone === null,
    couponFreeShipping: couponFreeShipping && pricing.lines.length > 0,
  };
}

/** Why the shop's rules refuse cash on delivery for an order. */
export type CodRefusal = { kind: "pin"; pin: string } | { kind: "state"; stateCode: string; stateName: string } | { kind: "max"; maxPaise: Paise };

/** Whether the rules refuse cash on delivery for this order, and why; null when they allow it. `totalPaise` is the COD total (its fee included). */
export function codRefusal(rules: ShippingRules, to: { pin: string; stateCode: string; stateName: string }, totalPaise: Paise): CodRefusal | null {
  if (rules.cod.blockedPins.includes(to.pin)) return { kind: "pin", pin: to.pin };
  if (rules.cod.blockedStates.includes(to.stateCode)) return { kind: "state", stateCode: to.stateCode, stateName: to.stateName };
  if (rules.cod.maxPaise !== null && totalPaise > rules.cod.maxPaise) return { kind: "max", maxPaise: rules.cod.maxPaise };
  return null;
}

/** The server's words for a refusal (lib/messages-hi.ts has the Hindi; the cart words it from its catalogue). */
export function codRefusalText(r: CodRefusal): string {
  if (r.kind === "pin") return `Cash on Delivery is not available for PIN ${r.pin}`;
  if (r.kind === "state") return `Cash on Delivery is not available in ${r.stateName}`;
  return `Cash on Delivery is available for orders up to ${formatPrice(r.maxPaise)}. Please pay online.`;
}
