/**
 * The GST tax invoice of an order (CGST Rules, rule 46), as one view model that
 * the printable page, the PDF and the seller's invoice modal all render, so
 * they can never show different figures. Every number comes from the order's
 * snapshot; nothing is recalculated from today's prices.
 *
 * What rule 46 asks for and where it is here: supplier name, address and GSTIN
 * (seller); a consecutive number of at most 16 characters and the date
 * (number, date); recipient name and address, and GSTIN when registered
 * (buyer); place of supply with state name and code; per line the HSN code,
 * description, quantity, unit price, taxable value, rate and the CGST/SGST or
 * IGST amounts; totals; whether tax is payable on reverse charge (no).
 *
 * A coupon (issue 19) is a discount on the invoice (rule 46(i): "taxable value of supply taking into account
 * discount"): each line carries its value (unit price × quantity), its share of the discount and the taxable value
 * after it. Prices before GST: value − discount = taxable value; prices including GST: value − discount = the
 * line's total, and the taxable value is the GST taken out of that. Either way taxable + tax = total on every line.
 */
import { SANDBOX_NOT_PAID } from "./order-status";
import { deliveryLandmark, deliveryStreet, recipientName } from "./address-lines";
import { amountInWords } from "./amount-in-words";
import { formatAmount, rupeesToPaise, type Paise } from "./money";
import { itemLabel, orderNumberText, type ApiOrder, type SellerSnapshot } from "./orders";

export type InvoiceLine = {
  sr: number;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: Paise;
  /** Unit price × quantity, before the discount (shipping: the fee). */
  valuePaise: Paise;
  /** This line's share of the coupon discount; 0 without one (and on the shipping row). */
  discountPaise: Paise;
  taxablePaise: Paise;
  /** Percent of the whole rate (12 means CGST 6 % + SGST 6 %, or IGST 12 %). */
  gstRate: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
};

export type TaxInvoice = {
  number: string;
  date: string;
  orderId: string;
  /** "#1001". */
  orderNumber: string;
  seller: SellerSnapshot;
  buyer: { name: string; gstin: string | null; email: string; phone: string; addressLines: string[] };
  placeOfSupply: string;
  interState: boolean;
  reverseCharge: "No";
  pricesIncludeTax: boolean;
  lines: InvoiceLine[];
  /** The coupon code of the order's discount, or null. */
  coupon: string | null;
  /** discountPaise: Σ the lines' discounts (the order's coupon discount), 0 without one. */
  totals: { discountPaise: Paise; taxablePaise: Paise; cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise; totalPaise: Paise };
  amountInWords: string;
  paymentType: string;
  note: string;
  /** The order was cancelled in full: the invoice stays (numbers are never reused) and is marked CANCELLED; its credit note reverses it. */
  cancelled: boolean;
};

/** SAC code of courier and delivery services, for the shipping row. */
export const SHIPPING_SAC = "996812";
export const COMPUTER_GENERATED_NOTE = "This is a computer-generated invoice and does not require a signature.";

const p = (rupees: number) => rupeesToPaise(rupees);

export function buildInvoice(order: ApiOrder): TaxInvoice {
  if (!order.invoiceNumber || !order.invoiceDate) throw new RangeError(`Order ${order._id} has no tax invoice yet`);
  const lines: InvoiceLine[] = order.items.map((it, i) => ({
    sr: i + 1,
    description: itemLabel(it.product),
    hsn: it.product.hsnCode,
    quantity: it.quantity,
    unitPricePaise: p(it.product.offerPrice),
    valuePaise: p(it.amount),
    // An order kept offline from before coupons (the back office's copy, decision record 015) has no discount.
    discountPaise: p(it.discount ?? 0),
    taxablePaise: p(it.taxable),
    gstRate: it.gstRate,
    cgstPaise: p(it.cgst),
    sgstPaise: p(it.sgst),
    igstPaise: p(it.igst),
    totalPaise: p(it.taxable) + p(it.cgst) + p(it.sgst) + p(it.igst),
  }));
  const fee = p(order.shippingFee);
  if (fee > 0) {
    // The order's tax totals are the lines' plus shipping's: what the lines do not account for is shipping's.
    const rest = (total: number, pick: (l: InvoiceLine) => number) => p(total) - lines.reduce((s, l) => s + pick(l), 0);
    const cgst = rest(order.cgst, (l) => l.cgstPaise);
    const sgst = rest(order.sgst, (l) => l.sgstPaise);
    const igst = rest(order.igst, (l) => l.igstPaise);
    lines.push({
      sr: lines.length + 1,
      // A cash-on-delivery fee is charged with shipping (issue 18): the row says how much of it is.
      description: order.codFee > 0 ? `Shipping charges (incl. COD fee ${formatAmount(p(order.codFee))})` : "Shipping charges",
      hsn: SHIPPING_SAC,
      quantity: 1,
      unitPricePaise: fee,
      valuePaise: fee,
      discountPaise: 0,
      taxablePaise: fee,
      gstRate: order.shippingGstRate,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise: fee + cgst + sgst + igst,
    });
  }
  const a = order.address;
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    number: order.invoiceNumber,
    date: order.invoiceDate,
    orderId: order._id,
    orderNumber: orderNumberText(order.orderNumber),
    seller: order.seller,
    buyer: {
      name: recipientName(a),
      gstin: order.gstNumber,
      email: a.email,
      phone: a.phone,
      addressLines: [
        deliveryStreet(a),
        ...(deliveryLandmark(a) ? [`Landmark: ${deliveryLandmark(a)}`] : []),
        `${a.city}, ${a.state} – ${a.pincode}`,
        a.country,
      ],
    },
    placeOfSupply: `${order.placeOfSupply.state} (${order.placeOfSupply.code})`,
    interState: order.interState,
    reverseCharge: "No",
    pricesIncludeTax: order.pricesIncludeTax,
    lines,
    coupon: order.coupon ?? null,
    totals: {
      discountPaise: sum((l) => l.discountPaise),
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      totalPaise: p(order.amount),
    },
    amountInWords: amountInWords(p(order.amount)),
    paymentType:
      order.sandbox || order.paymentType === "Sandbox"
        ? `${SANDBOX_NOT_PAID} (sandbox test order: no money moved)`
        : order.paymentType === "COD"
          ? "Cash on delivery"
          : order.paymentType === "UPI"
            ? `UPI (prepaid${order.upiReference ? `, UTR ${order.upiReference}` : ""})`
            : "Online payment (prepaid)",
    note: COMPUTER_GENERATED_NOTE,
    cancelled: order.status === "cancelled",
  };
}
