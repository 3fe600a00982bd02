import { describe, expect, it } from "vitest";
import {
  codRefusal,
  codRefusalText,
  DEFAULT_SHIPPING_RULES,
  orderWeightGrams,
  priceCheckout,
  slabFeePaise,
  type CheckoutInput,
  type ShippingRules,
} from "./shipping-rules";

const slabs: ShippingRules["slabs"] = {
  on: true,
  slabGrams: 500,
  first: { city: 3000, state: 4000, rest: 5000, far: 8000 },
  extra: { city: 1000, state: 1500, rest: 2000, far: 3000 },
};
const line = (unitPricePaise: number, quantity: number, weightGrams: number | null = null) => ({
  productId: "p",
  name: "Collar",
  unitPricePaise,
  quantity,
  gstRateBp: 1200,
  hsnCode: "4201",
  weightGrams,
});
const input = (over: Partial<CheckoutInput> & { rules?: ShippingRules }): CheckoutInput => ({
  lines: [line(100_000, 1)],
  pricing: { pricesIncludeTax: false, shippingFeePaise: 3900, shippingTaxed: false },
  rules: DEFAULT_SHIPPING_RULES,
  shopStateCode: "09",
  delivery: { stateCode: "09", zone: "city" },
  payment: "COD",
  ...over,
});

describe("shipping and COD rules (issue 18, item 3)", () => {
  it("keeps the spec's flat ₹39 by default: ₹1,000 of goods at 12 % → ₹1,159", () => {
    expect(priceCheckout(input({})).totalPaise).toBe(115_900);
  });

  it("weighs units by their variant's weight, the default for the rest", () => {
    expect(orderWeightGrams([line(1, 2, 650), line(1, 1, null)], 400)).toBe(1700);
  });

  it("slabs: the first covers up to its weight, each further slab or part of one adds the zone's price", () => {
    expect(slabFeePaise(slabs, "city", 1)).toBe(3000);
    expect(slabFeePaise(slabs, "city", 500)).toBe(3000);
    expect(slabFeePaise(slabs, "city", 501)).toBe(4000);
    expect(slabFeePaise(slabs, "far", 1700)).toBe(8000 + 3 * 3000);
  });

  it("free shipping from the items' value with GST (exactly at it too); a COD fee is still charged", () => {
    const rules = { ...DEFAULT_SHIPPING_RULES, freeAbovePaise: 112_000, cod: { ...DEFAULT_SHIPPING_RULES.cod, feePaise: 2500 } };
    const at = priceCheckout(input({ rules }));
    expect(at).toMatchObject({ freeShipping: true, deliveryFeePaise: 0, codFeePaise: 2500, shippingPaise: 2500, totalPaise: 112_000 + 2500 });
    expect(priceCheckout(input({ rules, payment: "Online" }))).toMatchObject({ shippingPaise: 0, codFeePaise: 0, totalPaise: 112_000 });
    expect(priceCheckout(input({ rules, lines: [line(99_999, 1)] }))).toMatchObject({ freeShipping: false, shippingPaise: 3900 + 2500 });
  });

  it("prices the 'rest of India' slab before an address is chosen, and says it is an estimate", () => {
    const rules = { ...DEFAULT_SHIPPING_RULES, slabs };
    expect(priceCheckout(input({ rules, delivery: null }))).toMatchObject({ shippingPaise: 5000, feeEstimated: true });
    expect(priceCheckout(input({ rules }))).toMatchObject({ shippingPaise: 3000, feeEstimated: false });
  });

  it("an empty cart has no shipping and no COD fee", () => {
    const rules = { ...DEFAULT_SHIPPING_RULES, cod: { ...DEFAULT_SHIPPING_RULES.cod, feePaise: 2500 } };
    expect(priceCheckout(input({ rules, lines: [] }))).toMatchObject({ shippingPaise: 0, codFeePaise: 0, totalPaise: 0 });
  });

  it("refuses COD for a listed PIN, a listed state, and a total above the limit, in that order, with the reason", () => {
    const rules = { ...DEFAULT_SHIPPING_RULES, cod: { feePaise: 0, maxPaise: 500_000, blockedPins: ["744101"], blockedStates: ["35", "18"] } };
    const to = (pin: string, stateCode: string, stateName: string) => ({ pin, stateCode, stateName });
    expect(codRefusal(rules, to("744101", "35", "Andaman and Nicobar Islands"), 1)).toEqual({ kind: "pin", pin: "744101" });
    expect(codRefusalText(codRefusal(rules, to("781001", "18", "Assam"), 1)!)).toBe("Cash on Delivery is not available in Assam");
    expect(codRefusal(rules, to("208001", "09", "Uttar Pradesh"), 500_000)).toBeNull();
    expect(codRefusalText(codRefusal(rules, to("208001", "09", "Uttar Pradesh"), 500_001)!)).toBe(
      "Cash on Delivery is available for orders up to ₹5,000. Please pay online.",
    );
  });
});
