/**
 * The 4×6 inch shipping label as a view model, built from the order's own
 * snapshot. Pure (no Node APIs): the server draws it as a PDF
 * (server/modules/shipping/label-pdf.ts) and the seller screens preview it in
 * the browser from the same data.
 *
 * Every text field is one line of plain text: control characters and line
 * breaks typed by a customer or seller become spaces, and nothing is ever
 * interpreted (no markup, no barcode escape sequences).
 */
import { rupeesToPaise, type Paise } from "./money";
import { deliveryLandmark, deliveryStreet, recipientName } from "./address-lines";
import { SANDBOX_NOT_PAID } from "./order-status";
import { itemLabel, orderNumberText, type ApiOrder } from "./orders";
import { trackingUrlFor } from "../server/modules/shipping/provider";

/** The label lists at most this many order lines; the rest are counted in `moreItems`. */
export const LABEL_MAX_ITEMS = 6;
export const DEFAULT_LABEL_WEIGHT = "0.5 kg";
export const DEFAULT_LABEL_DIMENSIONS = "10x10x5 cm";
/** Longest weight / dimensions text the seller may type (characters). */
export const LABEL_FIELD_MAX_CHARS = 40;
/** Used when the shop's tracking template is missing or has no `{id}` (same as the shop settings default). */
export const FALLBACK_TRACKING_URL_TEMPLATE = "https://t.17track.net/en#nums={id}";

export type ShippingLabel = {
  sender: { name: string; shopName: string; gstin: string; city: string; phone: string };
  shipTo: { name: string; street: string; city: string; state: string; pincode: string; phone: string };
  orderId: string;
  /** What people say on the phone: "#1001". */
  orderNumber: string;
  /** ISO instant the order was placed (`createdAt`). */
  orderDate: string;
  /** What the payment box says: the COD amount, "Prepaid" only for a paid online order, never for a sandbox or unpaid one. */
  paymentLabel: "COD" | "Prepaid" | typeof SANDBOX_NOT_PAID | "NOT PAID";
  isCod: boolean;
  /** The first LABEL_MAX_ITEMS order lines. */
  items: { name: string; quantity: number }[];
  /** How many order lines were left out (0 when all fit). */
  moreItems: number;
  totalPaise: Paise;
  /** The amount the courier collects: the total for cash on delivery, else null. */
  codAmountPaise: Paise | null;
  /** What the Code 128 barcode encodes: the AWB, else the tracking id, else the order id. */
  barcodeValue: string;
  /** Which of those `barcodeValue` is, for the caption next to it. */
  barcodeKind: "AWB" | "Tracking ID" | "Order ID";
  /** What the QR code encodes: the tracking URL. */
  qrValue: string;
  weight: string;
  dimensions: string;
  carrier: string | null;
};

export type ShippingLabelOptions = {
  /** Free text typed by the seller, e.g. "1.2 kg"; blank → DEFAULT_LABEL_WEIGHT. */
  weight?: string;
  /** Free text typed by the seller, e.g. "30x20x10 cm"; blank → DEFAULT_LABEL_DIMENSIONS. */
  dimensions?: string;
  /** The shop's tracking page with `{id}` (shop settings `shipping.trackingUrlTemplate`). */
  trackingUrlTemplate: string;
};

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** One line of plain text: control characters and runs of whitespace become one space; trimmed. */
export function labelText(value: string | null | undefined): string {
  return (value ?? "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

/** At most `max` characters (code points, so an emoji is never cut in half). */
function limit(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join("").trimEnd();
}

function firstNonEmpty(...values: (string | null | undefined)[]): string {
  for (const v of values) {
    const t = labelText(v);
    if (t) return t;
  }
  return "";
}

/**
 * Whether a scanner reading a Code 128 barcode of `value` gets `value` back:
 * non-empty printable ASCII (space to "~"). bwip-js does not refuse anything
 * else: it encodes e.g. "€" or "é" as UTF-8 bytes in Code 128's extended range,
 * which scanners read back as different characters ("â\u0082¬"), so the
 * barcode helpers refuse such values instead.
 */
export function isCode128Text(value: string): boolean {
  return /^[\x20-\x7e]+$/.test(value);
}

export function buildShippingLabel(order: ApiOrder, opts: ShippingLabelOptions): ShippingLabel {
  const s = order.seller;
  const a = order.address;
  const isCod = labelText(order.paymentType).toUpperCase() === "COD";
  const totalPaise = rupeesToPaise(order.amount);

  const awb = labelText(order.awb);
  const trackingId = labelText(order.trackingId);
  const barcodeValue = firstNonEmpty(awb, trackingId, order._id);
  const barcodeKind = awb ? "AWB" : trackingId ? "Tracking ID" : "Order ID";

  const template = opts.trackingUrlTemplate.includes("{id}") ? opts.trackingUrlTemplate.trim() : FALLBACK_TRACKING_URL_TEMPLATE;
  const qrValue = labelText(order.trackingUrl) || trackingUrlFor(template, barcodeValue);

  const field = (typed: string | undefined, fallback: string) => limit(labelText(typed), LABEL_FIELD_MAX_CHARS) || fallback;

  return {
    sender: {
      name: labelText(s.legalName),
      shopName: labelText(s.shopName),
      gstin: labelText(s.gstin),
      city: labelText(s.address.city),
      phone: labelText(s.phone),
    },
    shipTo: {
      name: labelText(recipientName(a)),
      // House or flat, street and area, then the landmark the courier asks for (issue 18).
      street: labelText(deliveryLandmark(a) ? `${deliveryStreet(a)}. Landmark: ${deliveryLandmark(a)}` : deliveryStreet(a)),
      city: labelText(a.city),
      state: labelText(a.state),
      pincode: labelText(a.pincode),
      phone: firstNonEmpty(a.phone, order.userId.phone) || "N/A",
    },
    orderId: order._id,
    orderNumber: orderNumberText(order.orderNumber),
    orderDate: order.createdAt,
    paymentLabel: isCod ? "COD" : order.sandbox || order.paymentType === "Sandbox" ? SANDBOX_NOT_PAID : order.isPaid ? "Prepaid" : "NOT PAID",
    isCod,
    items: order.items.slice(0, LABEL_MAX_ITEMS).map((i) => ({ name: labelText(itemLabel(i.product)), quantity: i.quantity })),
    moreItems: Math.max(0, order.items.length - LABEL_MAX_ITEMS),
    totalPaise,
    codAmountPaise: isCod ? totalPaise : null,
    barcodeValue,
    barcodeKind,
    qrValue,
    weight: field(opts.weight, DEFAULT_LABEL_WEIGHT),
    dimensions: field(opts.dimensions, DEFAULT_LABEL_DIMENSIONS),
    carrier: labelText(order.carrier) || null,
  };
}
