import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "./india";
import { formatGstRate, gstLabel, priceOrder, type OrderPricing, type PriceLineInput, type PricingRules } from "./pricing";

/** The spec's defaults (also the demo shop's settings): prices exclude GST, ₹39 flat, shipping untaxed. */
const SPEC: PricingRules = { pricesIncludeTax: false, shippingFeePaise: 3900, shippingTaxed: false };
const INCLUSIVE: PricingRules = { ...SPEC, pricesIncludeTax: true };
const UP = "09";
const INTRA = { shopStateCode: UP, deliveryStateCode: UP };
const INTER = { shopStateCode: UP, deliveryStateCode: "27" };
const UNKNOWN = { shopStateCode: UP, deliveryStateCode: null };

let n = 0;
function line(unitPricePaise: number, quantity: number, gstRateBp = 1200): PriceLineInput {
  n += 1;
  return { productId: `prd_${n}`, name: `Product ${n}`, unitPricePaise, quantity, gstRateBp, hsnCode: "6307" };
}

/** The figures a test compares, without the line echo. */
function totals(p: OrderPricing) {
  const { subtotalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, gstPaise, shippingPaise, shippingTaxPaise, totalPaise } = p;
  return { subtotalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, gstPaise, shippingPaise, shippingTaxPaise, totalPaise };
}

const split = (p: { cgstPaise: number; sgstPaise: number; igstPaise: number }) => [p.cgstPaise, p.sgstPaise, p.igstPaise];

describe("priceOrder with the spec's defaults", () => {
  it("₹1,000 of goods: GST ₹120.00 (CGST + SGST within the state), total ₹1,159.00", () => {
    const p = priceOrder([line(50_000, 2)], SPEC, INTRA);
    const expected = { subtotalPaise: 100_000, taxablePaise: 100_000, cgstPaise: 6_000, sgstPaise: 6_000, igstPaise: 0 };
    expect(totals(p)).toEqual({ ...expected, gstPaise: 12_000, shippingPaise: 3_900, shippingTaxPaise: 0, totalPaise: 115_900 });
    expect(p.interState).toBe(false);
    expect(p.placeKnown).toBe(true);
    expect(gstLabel(p)).toEqual([
      { label: "CGST (6%)", paise: 6_000 },
      { label: "SGST (6%)", paise: 6_000 },
    ]);
  });

  it("₹1,000 to another state: IGST ₹120.00, same total", () => {
    const p = priceOrder([line(100_000, 1)], SPEC, INTER);
    expect(split(p)).toEqual([0, 0, 12_000]);
    expect(p.totalPaise).toBe(115_900);
    expect(p.interState).toBe(true);
    expect(gstLabel(p)).toEqual([{ label: "IGST (12%)", paise: 12_000 }]);
  });

  it("echoes each input line unchanged and does not modify the input", () => {
    const input = [line(50_000, 2)];
    const copy = structuredClone(input);
    const p = priceOrder(input, SPEC, INTRA);
    expect(input).toEqual(copy);
    expect(p.lines[0]).toMatchObject(copy[0]!);
    expect(p.pricesIncludeTax).toBe(false);
  });

  it("prices an unknown place of supply as intra-state and says so", () => {
    const p = priceOrder([line(100_000, 1)], SPEC, UNKNOWN);
    expect(split(p)).toEqual([6_000, 6_000, 0]);
    expect(p.interState).toBe(false);
    expect(p.placeKnown).toBe(false);
  });
});

describe("priceOrder, mixed rates, to the paisa", () => {
  const cart = () => [line(49_900, 2, 500), line(129_900, 1, 1200), line(34_950, 3, 1800)];

  it("within the state: CGST and SGST rounded per line and per component", () => {
    const p = priceOrder(cart(), SPEC, INTRA);
    // 998.00 @ 5 % → 24.95 + 24.95; 1,299.00 @ 12 % → 77.94 + 77.94; 1,048.50 @ 18 % → 94.365 → 94.37 + 94.37
    expect(p.lines.map(split)).toEqual([
      [2_495, 2_495, 0],
      [7_794, 7_794, 0],
      [9_437, 9_437, 0],
    ]);
    expect(p.lines.map((l) => [l.lineTotalPaise, l.taxablePaise, l.taxPaise, l.grossPaise])).toEqual([
      [99_800, 99_800, 4_990, 104_790],
      [129_900, 129_900, 15_588, 145_488],
      [104_850, 104_850, 18_874, 123_724],
    ]);
    expect(totals(p)).toMatchObject({ subtotalPaise: 334_550, cgstPaise: 19_726, sgstPaise: 19_726, gstPaise: 39_452, totalPaise: 377_902 });
    expect(gstLabel(p)).toEqual([
      { label: "CGST", paise: 19_726 },
      { label: "SGST", paise: 19_726 },
    ]);
  });

  it("to another state: IGST at the full rate per line", () => {
    const p = priceOrder(cart(), SPEC, INTER);
    expect(p.lines.map((l) => l.igstPaise)).toEqual([4_990, 15_588, 18_873]);
    expect(totals(p)).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 39_451, gstPaise: 39_451, totalPaise: 377_901 });
    expect(gstLabel(p)).toEqual([{ label: "IGST", paise: 39_451 }]);
  });

  it("rounds half a paisa away from zero, each half on its own (odd paise)", () => {
    // ₹10.25 @ 12 %: IGST 123.0 paise; each half 61.5 → 62, so intra-state tax is 124.
    expect(split(priceOrder([line(1_025, 1)], SPEC, INTRA).lines[0]!)).toEqual([62, 62, 0]);
    expect(split(priceOrder([line(1_025, 1)], SPEC, INTER).lines[0]!)).toEqual([0, 0, 123]);
    // ₹10.25 @ 18 %: IGST 184.5 → 185. ₹123.45 @ 5 %: IGST 617.25 → 617, halves 308.625 → 309.
    expect(priceOrder([line(1_025, 1, 1800)], SPEC, INTER).igstPaise).toBe(185);
    expect(split(priceOrder([line(12_345, 1, 500)], SPEC, INTRA))).toEqual([309, 309, 0]);
    expect(priceOrder([line(12_345, 1, 500)], SPEC, INTER).igstPaise).toBe(617);
  });

  it("charges no tax at 0 % and allows free lines", () => {
    const p = priceOrder([line(25_000, 2, 0), line(0, 1, 1200)], SPEC, INTRA);
    expect(totals(p)).toMatchObject({ subtotalPaise: 50_000, gstPaise: 0, totalPaise: 53_900 });
    expect(gstLabel(p)).toEqual([
      { label: "CGST", paise: 0 },
      { label: "SGST", paise: 0 },
    ]);
  });
});

describe("priceOrder when prices include tax", () => {
  it("extracts the tax so the customer pays the shown price", () => {
    const p = priceOrder([line(112_000, 1)], INCLUSIVE, INTRA);
    expect(totals(p)).toMatchObject({
      subtotalPaise: 112_000,
      taxablePaise: 100_000,
      cgstPaise: 6_000,
      sgstPaise: 6_000,
      gstPaise: 12_000,
      totalPaise: 115_900,
    });
    expect(p.lines[0]!.grossPaise).toBe(112_000);
  });

  it("gives an odd paisa of tax to CGST, mixed rates, to the paisa", () => {
    const p = priceOrder([line(129_900, 1, 1800), line(39_900, 2, 1200), line(29_900, 1, 500)], INCLUSIVE, INTRA);
    // 1,299 / 1.18 = 1,100.847… → 1,100.85, tax 198.15; 798 / 1.12 = 712.50; 299 / 1.05 = 284.761… → 284.76
    expect(p.lines.map((l) => [l.taxablePaise, ...split(l)])).toEqual([
      [110_085, 9_908, 9_907, 0],
      [71_250, 4_275, 4_275, 0],
      [28_476, 712, 712, 0],
    ]);
    expect(totals(p)).toMatchObject({
      subtotalPaise: 239_600,
      taxablePaise: 209_811,
      cgstPaise: 14_895,
      sgstPaise: 14_894,
      gstPaise: 29_789,
      totalPaise: 243_500,
    });
    const inter = priceOrder([line(129_900, 1, 1800)], INCLUSIVE, INTER);
    expect(split(inter)).toEqual([0, 0, 19_815]);
  });

  it("rounds an extracted taxable value of exactly half a paisa up", () => {
    // 280.14 / 1.12 = 250.125 → 250.13
    expect(priceOrder([line(28_014, 1)], INCLUSIVE, INTRA).lines[0]).toMatchObject({ taxablePaise: 25_013, cgstPaise: 1_501, sgstPaise: 1_500 });
  });
});

describe("priceOrder shipping", () => {
  it("adds GST on a taxed shipping fee (18 % by default), split like a line", () => {
    const p = priceOrder([line(100_000, 1)], { ...SPEC, shippingTaxed: true }, INTRA);
    const expected = { subtotalPaise: 100_000, taxablePaise: 103_900, cgstPaise: 6_351, sgstPaise: 6_351, igstPaise: 0 };
    expect(totals(p)).toEqual({ ...expected, gstPaise: 12_702, shippingPaise: 3_900, shippingTaxPaise: 702, totalPaise: 116_602 });
    expect(p.shipping).toMatchObject({ taxed: true, gstRateBp: 1800, taxablePaise: 3_900, grossPaise: 4_602 });
    expect(gstLabel(p).map((g) => g.label)).toEqual(["CGST", "SGST"]); // 12 % goods, 18 % shipping
  });

  it("uses the configured shipping rate, on top even when prices include tax", () => {
    const rules = { ...INCLUSIVE, shippingTaxed: true, shippingGstRateBp: 1200 };
    const p = priceOrder([line(112_000, 1)], rules, INTER);
    expect(totals(p)).toMatchObject({ igstPaise: 12_468, shippingTaxPaise: 468, totalPaise: 112_000 + 3_900 + 468 });
    expect(gstLabel(p)).toEqual([{ label: "IGST (12%)", paise: 12_468 }]);
    // ₹39.50 at 18 % within the state: halves 355.5 → 356 each.
    const odd = priceOrder([line(100, 1)], { ...SPEC, shippingFeePaise: 3_950, shippingTaxed: true }, INTRA);
    expect(split(odd.shipping)).toEqual([356, 356, 0]);
  });

  it("prices an empty order at zero, with no shipping", () => {
    const p = priceOrder([], { ...SPEC, shippingTaxed: true }, INTER);
    expect(Object.values(totals(p))).toEqual(Array(9).fill(0));
    expect(p.lines).toEqual([]);
    expect(p.shipping.taxed).toBe(false);
    expect(gstLabel(p)).toEqual([]);
  });

  it("leaves shipping out when the fee is zero", () => {
    const p = priceOrder([line(100_000, 1)], { ...SPEC, shippingFeePaise: 0, shippingTaxed: true }, INTRA);
    expect(totals(p)).toMatchObject({ shippingPaise: 0, shippingTaxPaise: 0, totalPaise: 112_000 });
    expect(gstLabel(p)[0]!.label).toBe("CGST (6%)");
  });
});

describe("priceOrder refuses bad input with RangeError", () => {
  const bad: [string, () => unknown][] = [
    ["fractional price", () => priceOrder([line(99.5, 1)], SPEC, INTRA)],
    ["negative price", () => priceOrder([line(-100, 1)], SPEC, INTRA)],
    ["NaN price", () => priceOrder([line(Number.NaN, 1)], SPEC, INTRA)],
    ["zero quantity", () => priceOrder([line(100, 0)], SPEC, INTRA)],
    ["fractional quantity", () => priceOrder([line(100, 1.5)], SPEC, INTRA)],
    ["rate above 28 %", () => priceOrder([line(100, 1, 2801)], SPEC, INTRA)],
    ["negative rate", () => priceOrder([line(100, 1, -1)], SPEC, INTRA)],
    ["fractional rate", () => priceOrder([line(100, 1, 1200.5)], SPEC, INTRA)],
    ["line total beyond safe integers", () => priceOrder([line(Number.MAX_SAFE_INTEGER, 2)], SPEC, INTRA)],
    ["negative shipping", () => priceOrder([line(100, 1)], { ...SPEC, shippingFeePaise: -1 }, INTRA)],
    ["fractional shipping", () => priceOrder([line(100, 1)], { ...SPEC, shippingFeePaise: 39.5 }, INTRA)],
    ["shipping rate above 28 %", () => priceOrder([line(100, 1)], { ...SPEC, shippingGstRateBp: 4000 }, INTRA)],
    ["unknown shop state", () => priceOrder([line(100, 1)], SPEC, { shopStateCode: "97", deliveryStateCode: UP })],
    ["unknown delivery state", () => priceOrder([line(100, 1)], SPEC, { shopStateCode: UP, deliveryStateCode: "Uttar Pradesh" })],
  ];
  it.each(bad)("%s", (_, run) => expect(run).toThrow(RangeError));
});

describe("priceOrder properties", () => {
  const codes = INDIAN_STATES.map((s) => s.code);
  const lineArb = fc.record({
    unitPricePaise: fc.integer({ min: 0, max: 50_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    gstRateBp: fc.oneof(fc.constantFrom(0, 250, 500, 1200, 1800, 2800), fc.integer({ min: 0, max: 2800 })),
  });
  const input = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    rules: fc.record({
      pricesIncludeTax: fc.boolean(),
      shippingFeePaise: fc.integer({ min: 0, max: 100_000 }),
      shippingTaxed: fc.boolean(),
      shippingGstRateBp: fc.integer({ min: 0, max: 2800 }),
    }),
    shop: fc.constantFrom(...codes),
    delivery: fc.option(fc.constantFrom(...codes)),
  });

  type Taxed = { taxablePaise: number; grossPaise: number; gstRateBp: number; cgstPaise: number; sgstPaise: number; igstPaise: number; taxPaise: number };
  function checkTax(l: Taxed, exclusive: boolean, interState: boolean): void {
    expect(l.taxPaise).toBe(l.cgstPaise + l.sgstPaise + l.igstPaise);
    if (interState) expect(l.cgstPaise + l.sgstPaise).toBe(0);
    else expect(l.igstPaise).toBe(0);
    if (exclusive) {
      // Each component within half a paisa of its exact share: |paise − taxable × rate / per| ≤ ½.
      const parts: [number, number][] = interState
        ? [[l.igstPaise, 10_000]]
        : [
            [l.cgstPaise, 20_000],
            [l.sgstPaise, 20_000],
          ];
      for (const [paise, per] of parts) expect(Math.abs(paise * per - l.taxablePaise * l.gstRateBp) * 2).toBeLessThanOrEqual(per);
    } else {
      // Extracted: taxable within half a paisa of gross / (1 + rate); CGST gets the odd paisa.
      expect(Math.abs(l.taxablePaise * (10_000 + l.gstRateBp) - l.grossPaise * 10_000) * 2).toBeLessThanOrEqual(10_000 + l.gstRateBp);
      expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
      expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(interState ? 0 : 1);
    }
  }

  it("lines and shipping add up exactly to the totals; every line's tax is right to half a paisa", () => {
    fc.assert(
      fc.property(input, ({ lines, rules, shop, delivery }) => {
        const p = priceOrder(
          lines.map((l) => line(l.unitPricePaise, l.quantity, l.gstRateBp)),
          rules,
          { shopStateCode: shop, deliveryStateCode: delivery },
        );
        const sum = (f: (l: (typeof p.lines)[number]) => number) => p.lines.reduce((a, l) => a + f(l), 0);
        expect(p.subtotalPaise).toBe(sum((l) => l.lineTotalPaise));
        expect(p.taxablePaise).toBe(sum((l) => l.taxablePaise) + p.shipping.taxablePaise);
        expect(p.cgstPaise).toBe(sum((l) => l.cgstPaise) + p.shipping.cgstPaise);
        expect(p.sgstPaise).toBe(sum((l) => l.sgstPaise) + p.shipping.sgstPaise);
        expect(p.igstPaise).toBe(sum((l) => l.igstPaise) + p.shipping.igstPaise);
        expect(p.gstPaise).toBe(p.cgstPaise + p.sgstPaise + p.igstPaise);
        const linesTax = rules.pricesIncludeTax ? 0 : sum((l) => l.taxPaise);
        expect(p.totalPaise).toBe(p.subtotalPaise + linesTax + p.shippingPaise + p.shippingTaxPaise);
        expect(p.totalPaise).toBe(p.taxablePaise + p.gstPaise + (p.shipping.taxed ? 0 : p.shippingPaise));
        expect(p.interState).toBe(delivery !== null && delivery !== shop);
        expect(p.shippingPaise).toBe(lines.length > 0 ? rules.shippingFeePaise : 0);
        for (const l of p.lines) {
          expect(l.grossPaise).toBe(l.taxablePaise + l.taxPaise);
          expect(l.grossPaise).toBe(rules.pricesIncludeTax ? l.lineTotalPaise : l.lineTotalPaise + l.taxPaise);
          checkTax(l, !rules.pricesIncludeTax, p.interState);
        }
        const ship = p.shipping;
        expect(ship.grossPaise).toBe(ship.feePaise + ship.taxPaise);
        expect(ship.taxablePaise).toBe(ship.taxed ? ship.feePaise : 0);
        checkTax(ship, true, p.interState);
      }),
      { numRuns: 500 },
    );
  });

  it("within the state costs at most a paisa per line more or less than across states", () => {
    fc.assert(
      fc.property(input, ({ lines, rules }) => {
        const priced = lines.map((l) => line(l.unitPricePaise, l.quantity, l.gstRateBp));
        const intra = priceOrder(priced, rules, INTRA);
        const inter = priceOrder(priced, rules, INTER);
        expect(intra.subtotalPaise).toBe(inter.subtotalPaise);
        intra.lines.forEach((l, i) => expect(Math.abs(l.taxPaise - inter.lines[i]!.taxPaise)).toBeLessThanOrEqual(1));
        expect(Math.abs(intra.totalPaise - inter.totalPaise)).toBeLessThanOrEqual(lines.length + 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe("formatGstRate", () => {
  it("shows basis points as a percentage", () => {
    expect([0, 250, 500, 1200, 1800, 2800, 125, 12.5, 600].map(formatGstRate)).toEqual(["0%", "2.5%", "5%", "12%", "18%", "28%", "1.25%", "0.125%", "6%"]);
    expect(() => formatGstRate(-1)).toThrow(RangeError);
    expect(() => formatGstRate(Number.NaN)).toThrow(RangeError);
  });
});
