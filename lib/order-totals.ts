/**
 * The price lines of one order as the customer's order page shows them, to the paisa, from the order's stored
 * figures (the same ones its tax invoice prints): items, GST (CGST + SGST, or IGST), shipping and the total.
 * When prices include GST the tax lines are shown as "included" and not added again.
 * A coupon's discount (issue 19) is a line of its own after the items, negative, named by its code: the items line
 * stays the subtotal before it, as the cart showed it.
 */
import { formatAmount, rupeesToPaise, type Paise } from "./money";
import type { ApiOrder } from "./orders";

/** `code`: the coupon's, on the "Discount" line (null when the order has none recorded). */
export type TotalsLine = { label: string; paise: Paise; code?: string | null };
/** `shippingPaise`: the shipping line's amount (its fee, plus its GST when the tax lines are only "included"). */
export type OrderTotals = { lines: TotalsLine[]; taxIncluded: boolean; tax: TotalsLine[]; totalPaise: Paise; shippingPaise: Paise };

type TotalsOrder = Pick<ApiOrder, "subtotal" | "discount" | "coupon" | "cgst" | "sgst" | "igst" | "shippingFee" | "shippingTax" | "amount" | "interState">;

export function orderTotals(o: TotalsOrder): OrderTotals {
  const p = rupeesToPaise;
  const subtotal = p(o.subtotal);
  const discount = p(o.discount ?? 0);
  const fee = p(o.shippingFee);
  const shippingTax = p(o.shippingTax);
  const gst = p(o.cgst) + p(o.sgst) + p(o.igst);
  const total = p(o.amount);
  const tax = o.interState
    ? [{ label: "IGST", paise: p(o.igst) }]
    : [
        { label: "CGST", paise: p(o.cgst) },
        { label: "SGST", paise: p(o.sgst) },
      ];
  // Prices before tax: items − discount + GST (the items' and shipping's) + the shipping fee make the total.
  const taxIncluded = subtotal - discount + gst + fee !== total;
  // The tax lines hold shipping's GST when they are added; when they are only "included", the shipping line carries it
  // (shipping is taxed on top of its fee either way), so the lines always add up to the total and count it once.
  const shipping = taxIncluded ? fee + shippingTax : fee;
  return {
    lines: [
      { label: "Items", paise: subtotal },
      ...(discount > 0 ? [{ label: "Discount", paise: -discount, code: o.coupon ?? null }] : []),
      { label: "Shipping fee", paise: shipping },
    ],
    taxIncluded,
    tax,
    totalPaise: total,
    shippingPaise: shipping,
  };
}

/** A discount as the order page, its emails and the invoice show it: "−₹149.80" (a minus sign, not a hyphen). */
export function formatMinus(paise: Paise): string {
  return `−${formatAmount(Math.abs(paise))}`;
}
