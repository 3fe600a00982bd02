import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion } from "./apportion";
import { COUPON_MESSAGES, couponDiscount, normaliseCouponCode, type CouponLine, type CouponRule } from "./coupons";
import { priceCheckout, DEFAULT_SHIPPING_RULES } from "./shipping-rules";

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "DIWALI10",
  kind: "percent",
  value: 10,
  minOrderPaise: 0,
  categories: [],
  productIds: [],
  ...over,
});
const cl = (productId: string, unitPricePaise: number, quantity = 1, category = "Dog Collars"): CouponLine => ({
  productId,
  category,
  unitPricePaise,
  quantity,
});

describe("apportion (largest remainder), as coupons spread a discount", () => {
  it("splits ₹100 over three equal lines as 33.34 / 33.33 / 33.33 (the earlier line takes the odd paisa)", () => {
    expect(apportion(10_000, [50_000, 50_000, 50_000])).toEqual([3334, 3333, 3333]);
  });
  it("gives the leftover paise to the largest remainders", () => {
    // 100 over 100:200:700 → 10, 20, 70 exactly; 101 → 10.1, 20.2, 70.7 → 10, 20, 71.
    expect(apportion(100, [100, 200, 700])).toEqual([10, 20, 70]);
    expect(apportion(101, [100, 200, 700])).toEqual([10, 20, 71]);
    expect(apportion(5, [0, 300, 0])).toEqual([0, 5, 0]);
  });
  it("property: shares add up to the total, each within a paisa of its exact share and at most its weight", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000_00 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const sum = weights.reduce((a, w) => a + w, 0);
          fc.pre(sum > 0);
          const total = Math.floor(sum * f);
          const shares = apportion(total, weights);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
          shares.forEach((s, i) => {
            expect(s).toBeLessThanOrEqual(weights[i]!);
            expect(Math.abs(s * sum - total * weights[i]!)).toBeLessThan(sum); // |share − exact| < 1 paisa
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("couponDiscount", () => {
  it("percent: 10 % of the eligible lines, spread in proportion", () => {
    const out = couponDiscount(rule(), [cl("a", 49_900, 2), cl("b", 29_900)]);
    expect(out).toEqual({ ok: true, discountPaise: 12_970, lineDiscounts: [9980, 2990], freeShipping: false });
  });
  it("flat: at most the eligible value; only the listed category's lines", () => {
    const r = rule({ kind: "flat", value: 100_000, categories: ["Horse Halters"] });
    const out = couponDiscount(r, [cl("a", 49_900), cl("h", 89_900, 1, "Horse Halters")]);
    expect(out).toEqual({ ok: true, discountPaise: 89_900, lineDiscounts: [0, 89_900], freeShipping: false });
  });
  it("products listed: a cart without them gets the same words as an unknown code", () => {
    expect(couponDiscount(rule({ productIds: ["x"] }), [cl("a", 49_900)])).toEqual({ ok: false, reason: COUPON_MESSAGES.doesNotApply });
  });
  it("minimum order from the subtotal, with what is missing", () => {
    expect(couponDiscount(rule({ minOrderPaise: 99_900 }), [cl("a", 84_900)])).toEqual({
      ok: false,
      reason: "Add ₹150 more to use this coupon (minimum order ₹999)",
    });
    expect(couponDiscount(rule({ minOrderPaise: 99_900 }), [cl("a", 99_900)]).ok).toBe(true);
  });
  it("free shipping takes nothing off the lines", () => {
    expect(couponDiscount(rule({ kind: "free_shipping", value: 0 }), [cl("a", 10_000)])).toEqual({
      ok: true,
      discountPaise: 0,
      lineDiscounts: [0],
      freeShipping: true,
    });
  });
  it("codes are compared upper-case without spaces", () => {
    expect(normaliseCouponCode(" diwali 10 ")).toBe("DIWALI10");
  });
});

describe("a coupon through priceCheckout (what the cart shows and the order charges)", () => {
  const base = {
    pricing: { pricesIncludeTax: false, shippingFeePaise: 3900, shippingTaxed: false },
    rules: DEFAULT_SHIPPING_RULES,
    shopStateCode: "09",
    delivery: { stateCode: "09", zone: "city" as const },
    payment: "COD" as const,
  };
  const line = (productId: string, unitPricePaise: number, quantity: number, gstRateBp = 1200) => ({
    productId,
    name: productId,
    unitPricePaise,
    quantity,
    gstRateBp,
    hsnCode: "4201",
    weightGrams: null,
  });

  it("10 % off ₹1,000 at 12 % GST: taxable ₹900, GST ₹108, total ₹1,047 with ₹39 shipping", () => {
    const lines = [line("a", 100_000, 1)];
    const c = couponDiscount(
      rule(),
      lines.map((l) => cl(l.productId, l.unitPricePaise, l.quantity)),
    );
    if (!c.ok) throw new Error(c.reason);
    const p = priceCheckout({ ...base, lines, coupon: c });
    expect(p).toMatchObject({
      subtotalPaise: 100_000,
      discountPaise: 10_000,
      taxablePaise: 90_000,
      gstPaise: 10_800,
      shippingPaise: 3900,
      totalPaise: 104_700,
    });
  });

  it("free shipping: the shipping goes, a COD fee stays", () => {
    const rules = { ...DEFAULT_SHIPPING_RULES, cod: { ...DEFAULT_SHIPPING_RULES.cod, feePaise: 2500 } };
    const p = priceCheckout({ ...base, rules, lines: [line("a", 100_000, 1)], coupon: { lineDiscounts: [0], freeShipping: true } });
    expect(p).toMatchObject({ deliveryFeePaise: 0, codFeePaise: 2500, shippingPaise: 2500, couponFreeShipping: true, totalPaise: 112_000 + 2500 });
  });

  it("property: with any coupon every invoice line and the order foot to the paisa", () => {
    const lineArb = fc.record({
      unitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      gstRateBp: fc.constantFrom(0, 500, 1200, 1800, 2800),
      category: fc.constantFrom("A", "B"),
    });
    const ruleArb = fc.record({
      kind: fc.constantFrom("percent" as const, "flat" as const, "free_shipping" as const),
      value: fc.integer({ min: 1, max: 100 }),
      flat: fc.integer({ min: 1, max: 10_000_000 }),
      categories: fc.constantFrom([], ["A"], ["B"]),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        ruleArb,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("09", "27"),
        (ls, r, inclusive, cod, state) => {
          const lines = ls.map((l, i) => line(`p${i}`, l.unitPricePaise, l.quantity, l.gstRateBp));
          const coupon = rule({ kind: r.kind, value: r.kind === "flat" ? r.flat : r.kind === "percent" ? r.value : 0, categories: [...r.categories] });
          const c = couponDiscount(
            coupon,
            ls.map((l, i) => cl(`p${i}`, l.unitPricePaise, l.quantity, l.category)),
          );
          fc.pre(c.ok);
          if (!c.ok) return;
          const p = priceCheckout({
            ...base,
            pricing: { ...base.pricing, pricesIncludeTax: inclusive },
            payment: cod ? "COD" : "Online",
            delivery: { stateCode: state, zone: "state" },
            lines,
            coupon: c,
          });
          const sum = (f: (l: (typeof p.lines)[number]) => number) => p.lines.reduce((a, l) => a + f(l), 0);
          expect(p.discountPaise).toBe(c.discountPaise);
          expect(sum((l) => l.discountPaise)).toBe(c.discountPaise);
          for (const l of p.lines) {
            expect(l.discountPaise).toBeLessThanOrEqual(l.lineTotalPaise);
            expect(l.grossPaise).toBe(l.taxablePaise + l.taxPaise);
            expect(l.grossPaise).toBe(inclusive ? l.lineTotalPaise - l.discountPaise : l.lineTotalPaise - l.discountPaise + l.taxPaise);
            expect(l.taxPaise).toBe(l.cgstPaise + l.sgstPaise + l.igstPaise);
            if (!inclusive) {
              // Tax on the discounted taxable value, within half a paisa per component.
              const parts: [number, number][] = p.interState
                ? [[l.igstPaise, 10_000]]
                : [
                    [l.cgstPaise, 20_000],
                    [l.sgstPaise, 20_000],
                  ];
              for (const [paise, per] of parts) expect(Math.abs(paise * per - l.taxablePaise * l.gstRateBp) * 2).toBeLessThanOrEqual(per);
            }
          }
          expect(p.taxablePaise).toBe(sum((l) => l.taxablePaise) + p.shipping.taxablePaise);
          expect(p.gstPaise).toBe(sum((l) => l.taxPaise) + p.shipping.taxPaise);
          expect(p.totalPaise).toBe(p.subtotalPaise - p.discountPaise + (inclusive ? 0 : sum((l) => l.taxPaise)) + p.shippingPaise + p.shippingTaxPaise);
          if (r.kind === "free_shipping") expect(p.shippingPaise).toBe(cod ? DEFAULT_SHIPPING_RULES.cod.feePaise : 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
