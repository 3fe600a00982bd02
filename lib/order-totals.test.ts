import { describe, expect, it } from "vitest";
import { formatMinus, orderTotals } from "./order-totals";
import { sampleOrder } from "./testing/sample-order";

describe("an order's price lines", () => {
  it("prices before GST: items + CGST + SGST + shipping add up to the total, to the paisa", () => {
    const t = orderTotals(
      sampleOrder({ subtotal: 1299, cgst: 77.94, sgst: 77.94, igst: 0, shippingFee: 39, shippingTax: 0, amount: 1493.88, interState: false }),
    );
    expect(t.taxIncluded).toBe(false);
    expect(t.tax).toEqual([
      { label: "CGST", paise: 7794 },
      { label: "SGST", paise: 7794 },
    ]);
    expect(t.lines.reduce((s, l) => s + l.paise, 0) + t.tax.reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
  });

  it("prices including GST: the tax is shown as included, not added again; delivery out of state is IGST", () => {
    const t = orderTotals(sampleOrder({ subtotal: 1120, cgst: 0, sgst: 0, igst: 120, shippingFee: 39, shippingTax: 0, amount: 1159, interState: true }));
    expect(t.taxIncluded).toBe(true);
    expect(t.tax).toEqual([{ label: "IGST", paise: 12000 }]);
    expect(t.lines.reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
  });

  it("a coupon's discount is its own line after the items, negative and named by its code; the lines still add up to the total", () => {
    // ₹1,498 of goods − DIWALI10's ₹149.80 = ₹1,348.20, + CGST ₹80.89 + SGST ₹80.89 + shipping ₹39 = ₹1,548.98.
    const t = orderTotals(
      sampleOrder({
        subtotal: 1498,
        discount: 149.8,
        coupon: "DIWALI10",
        cgst: 80.89,
        sgst: 80.89,
        igst: 0,
        shippingFee: 39,
        shippingTax: 0,
        amount: 1548.98,
        interState: false,
      }),
    );
    expect(t.taxIncluded).toBe(false);
    expect(t.lines).toEqual([
      { label: "Items", paise: 149_800 },
      { label: "Discount", paise: -14_980, code: "DIWALI10" },
      { label: "Shipping fee", paise: 3_900 },
    ]);
    expect([...t.lines, ...t.tax].reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
    expect(formatMinus(t.lines[1]!.paise)).toBe("−₹149.80");
    // Prices including GST: items − discount + shipping is the total, the GST inside it.
    const inc = orderTotals(
      sampleOrder({
        subtotal: 1120,
        discount: 112,
        coupon: "TEN",
        cgst: 0,
        sgst: 0,
        igst: 108,
        shippingFee: 39,
        shippingTax: 0,
        amount: 1047,
        interState: true,
      }),
    );
    expect(inc.taxIncluded).toBe(true);
    expect(inc.lines.reduce((s, l) => s + l.paise, 0)).toBe(inc.totalPaise);
    // No discount: no line.
    expect(orderTotals(sampleOrder({ subtotal: 100, amount: 100 })).lines.map((l) => l.label)).toEqual(["Items", "Shipping fee"]);
  });

  it("taxed shipping: its GST is counted once (in the CGST/SGST lines), so the lines add up to the total", () => {
    // ₹1,000 at 12 % → CGST 60 + SGST 60; ₹39 shipping taxed at 18 % → ₹7.02 (3.51 + 3.51). Total ₹1,166.02.
    // Before: the shipping line showed ₹46.02 (fee + its GST) and the CGST/SGST lines held that GST again (₹1,173.04).
    const t = orderTotals(
      sampleOrder({ subtotal: 1000, cgst: 63.51, sgst: 63.51, igst: 0, shippingFee: 39, shippingTax: 7.02, amount: 1166.02, interState: false }),
    );
    expect(t.taxIncluded).toBe(false);
    expect(t.lines.find((l) => l.label === "Shipping fee")!.paise).toBe(3_900);
    expect([...t.lines, ...t.tax].reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
    // Prices including GST, shipping taxed on top: the shipping line carries its GST (the tax lines are "included").
    const inc = orderTotals(
      sampleOrder({ subtotal: 1120, cgst: 63.51, sgst: 63.51, igst: 0, shippingFee: 39, shippingTax: 7.02, amount: 1166.02, interState: false }),
    );
    expect(inc.taxIncluded).toBe(true);
    expect(inc.lines.reduce((s, l) => s + l.paise, 0)).toBe(inc.totalPaise);
  });
});
