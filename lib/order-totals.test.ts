import { describe, expect, it } from "vitest";
import { orderTotals } from "./order-totals";
import { sampleOrder } from "./testing/sample-order";

describe("an order's price lines", () => {
  it("prices before GST: items + CGST + SGST + shipping add up to the total, to the paisa", () => {
    const t = orderTotals(sampleOrder({ subtotal: 1299, cgst: 77.94, sgst: 77.94, igst: 0, shippingFee: 39, shippingTax: 0, amount: 1493.88, interState: false }));
    expect(t.taxIncluded).toBe(false);
    expect(t.tax).toEqual([{ label: "CGST", paise: 7794 }, { label: "SGST", paise: 7794 }]);
    expect(t.lines.reduce((s, l) => s + l.paise, 0) + t.tax.reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
  });

  it("prices including GST: the tax is shown as included, not added again; delivery out of state is IGST", () => {
    const t = orderTotals(sampleOrder({ subtotal: 1120, cgst: 0, sgst: 0, igst: 120, shippingFee: 39, shippingTax: 0, amount: 1159, interState: true }));
    expect(t.taxIncluded).toBe(true);
    expect(t.tax).toEqual([{ label: "IGST", paise: 12000 }]);
    expect(t.lines.reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
  });
});
