/**
 * An order as the API returns it (spec section 3, "Order"), built from the
 * order's own snapshot: names, prices, rates, address, shop details and totals
 * as they were when it was placed. Amounts are rupees (the JSON edge).
 */
import type { Lang } from "./i18n";
import type { ApiCreditNote, ApiRefund } from "./credit-note";
import type { ApiPaymentType, OrderStatus } from "./order-status";
import type { ApiReturnRequest } from "./returns";
import type { ApiOrderVariant } from "./variants";

/** The shop's identity as printed on the invoice, frozen into every order. */
export type SellerSnapshot = {
  shopName: string;
  legalName: string;
  gstin: string;
  address: { line1: string; line2: string; city: string; state: string; stateCode: string; pincode: string; country: string };
  phone: string;
  email: string;
};

export type ApiOrderItem = {
  /** `image`: the product's file names when ordered, main one first (as in the product list). */
  product: {
    _id: string;
    name: string;
    category: string;
    offerPrice: number;
    price: number;
    sku: string;
    code: string;
    hsnCode: string;
    image: string[];
    /** The variant ordered; null for orders made before variants. */
    variant?: ApiOrderVariant | null;
    /** The product's Hindi name when ordered, only when it had one (an addition to the spec's shape; issue 17). */
    translations?: { hi: { name: string } };
  };
  quantity: number;
  /** Percent, e.g. 12. */
  gstRate: number;
  /** offerPrice × quantity. */
  amount: number;
  /** This line's share of the order's coupon discount (rupees; 0 without one); `taxable` is after it. */
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

export type ApiOrderAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  /** House or flat, area and landmark (issue 18): only on orders whose address has them. */
  house?: string;
  area?: string;
  landmark?: string;
  city: string;
  state: string;
  stateCode: string;
  /** The label reads `pincode`; the address form calls it `zipCode`. */
  pincode: string;
  zipCode: number;
  country: string;
  phone: string;
};

/** The first order number a shop gives; then 1002, 1003, … */
export const FIRST_ORDER_NUMBER = 1001;

/** How an order number is written for people: "#1001". */
export function orderNumberText(orderNumber: number): string {
  return `#${orderNumber}`;
}

export type ApiOrder = {
  _id: string;
  /** The number people say (1001, 1002, … per shop), shown as "#1001"; `_id` stays the order's id. */
  orderNumber: number;
  items: ApiOrderItem[];
  address: ApiOrderAddress;
  userId: { _id: string; name: string; email: string; phone: string; gstNumber: string | null };
  gstNumber: string | null;
  /** "COD", "Online", "UPI" (paid to the shop's UPI ID, decision 030), or "Sandbox" for an order paid in the embedded sandbox (no money moved). */
  paymentType: ApiPaymentType;
  /** True for an order of the embedded sandbox: never paid money, never revenue. */
  sandbox: boolean;
  status: OrderStatus;
  statusLabel: string;
  isPaid: boolean;
  isShipped: boolean;
  /** The total the customer pays. */
  amount: number;
  subtotal: number;
  /** The coupon's discount (rupees), taken off the subtotal before GST; 0 without one (issue 19). */
  discount: number;
  /** The coupon code used, or null. */
  coupon: string | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst. */
  gst: number;
  /** The shipping charge before its GST; a cash-on-delivery fee is part of it (codFee says how much). */
  shippingFee: number;
  /** Of shippingFee: the cash-on-delivery fee (issue 18); 0 when none was charged. */
  codFee: number;
  shippingTax: number;
  /** Percent; 0 when shipping is not taxed. */
  shippingGstRate: number;
  pricesIncludeTax: boolean;
  interState: boolean;
  placeOfSupply: { state: string; code: string };
  invoiceNumber: string | null;
  invoiceDate: string | null;
  seller: SellerSnapshot;
  awb: string | null;
  trackingId: string | null;
  trackingUrl: string | null;
  carrier: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Money given back on this order, oldest first (issue 16). */
  refunds?: ApiRefund[];
  /** GST credit notes against its invoice, oldest first (issue 16). */
  creditNotes?: ApiCreditNote[];
  /** Return and exchange requests on this order, oldest first (issue 16, item 4). */
  returns?: ApiReturnRequest[];
  /** When the order reached each later status (ISO times; null until then): the customer's order timeline. */
  packedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /**
   * The Indian calendar date ("2026-11-27") the order was promised for when placed, from its PIN's delivery zone or
   * the courier's estimate (issue 18); orders placed before read the spec's order date + 7 days.
   */
  deliveryBy: string;
  /** The language the order was placed in ("en", or "hi" from a Hindi page): its emails and its PDFs' headings (decision 025). */
  lang: Lang;
  /** UPI direct (decision 030): the 12-digit reference (UTR) the customer gave or the shop confirmed; null otherwise. */
  upiReference: string | null;
  /**
   * A UPI direct order's payment: the `upi://pay` link for the exact amount and, while it waits for payment, until
   * when (ISO). Absent on other orders.
   */
  upi?: { link: string; payBy: string | null };
  /** The customer asked for updates on this order on WhatsApp (decision 031). */
  whatsappUpdates: boolean;
};

/** How an order line is named on the invoice, label, emails and courier booking: "Padded Halter (Cob / Burgundy)". */
export function itemLabel(product: ApiOrderItem["product"]): string {
  const text = product.variant?.optionsText ?? "";
  return text === "" ? product.name : `${product.name} (${text})`;
}
