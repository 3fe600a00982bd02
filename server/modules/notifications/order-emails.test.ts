import { describe, expect, it } from "vitest";
import { sampleOrder } from "../../../lib/testing/sample-order";
import { orderConfirmationEmail } from "./order-emails";

/** The confirmation email's totals as "label: ₹amount" pairs, in paise. */
function totalsOf(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/^([^:\n]+): (−?)₹([\d,]+(?:\.\d{2})?)/gm))
    out.set(m[1]!, (m[2] ? -1 : 1) * Math.round(Number(m[3]!.replaceAll(",", "")) * 100));
  return out;
}

describe("the order confirmation email's totals", () => {
  it("add up to the total when shipping is taxed (its GST counted once, in GST)", () => {
    // ₹1,000 at 12 % → GST 120; ₹39 shipping taxed at 18 % → ₹7.02. Total ₹1,166.02. Before: "Shipping: ₹46.02" and
    // "GST: ₹127.02" (shipping's GST twice).
    const order = sampleOrder({
      subtotal: 1000,
      cgst: 63.51,
      sgst: 63.51,
      igst: 0,
      gst: 127.02,
      shippingFee: 39,
      shippingTax: 7.02,
      amount: 1166.02,
      interState: false,
    });
    const t = totalsOf(orderConfirmationEmail(order, null).text);
    expect([t.get("Subtotal"), t.get("GST"), t.get("Shipping"), t.get("Total")]).toEqual([100_000, 12_702, 3_900, 116_602]);
    expect(t.get("Subtotal")! + t.get("GST")! + t.get("Shipping")!).toBe(t.get("Total"));
  });

  it("prices including GST: the GST is shown as included and the other lines make the total", () => {
    const order = sampleOrder({
      subtotal: 1120,
      cgst: 60,
      sgst: 60,
      igst: 0,
      gst: 120,
      shippingFee: 39,
      shippingTax: 0,
      amount: 1159,
      interState: false,
      pricesIncludeTax: true,
    });
    const t = totalsOf(orderConfirmationEmail(order, null).text);
    expect(t.get("GST (included)")).toBe(12_000);
    expect(t.get("Subtotal")! + t.get("Shipping")!).toBe(t.get("Total"));
  });
});
