/**
 * The price lines of one order as the customer's order page shows them, to the paisa, from the order's stored
 * figures (the same ones its tax invoice prints): items, GST (CGST + SGST, or IGST), shipping and the total.
 * When prices include GST the tax lines are shown as "included" and not added again.
 */
import { rupeesToPaise, type Paise } from "./money";
import type { ApiOrder } from "./orders";

export type TotalsLine = { label: string; paise: Paise };
export type OrderTotals = { lines: TotalsLine[]; taxIncluded: boolean; tax: TotalsLine[]; totalPaise: Paise };

type TotalsOrder = Pick<ApiOrder, "subtotal" | "cgst" | "sgst" | "igst" | "shippingFee" | "shippingTax" | "amount" | "interState">;

export function orderTotals(o: TotalsOrder): OrderTotals {
  const p = rupeesToPaise;
  const subtotal = p(o.subtotal);
  const shipping = p(o.shippingFee) + p(o.shippingTax);
  const gst = p(o.cgst) + p(o.sgst) + p(o.igst);
  const total = p(o.amount);
  const tax = o.interState ? [{ label: "IGST", paise: p(o.igst) }] : [{ label: "CGST", paise: p(o.cgst) }, { label: "SGST", paise: p(o.sgst) }];
  // Prices before tax: items + the items' GST + shipping (with its own GST) make the total.
  const taxIncluded = subtotal + (gst - p(o.shippingTax)) + shipping !== total;
  return {
    lines: [{ label: "Items", paise: subtotal }, { label: "Shipping fee", paise: shipping }],
    taxIncluded,
    tax,
    totalPaise: total,
  };
}
