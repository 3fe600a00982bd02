/**
 * Returns and exchanges (issue 16, item 4): the API contract shared by the
 * server and the screens. A customer asks, within the shop's return window
 * after delivery, to return units of the order's lines for a refund, or to
 * exchange them for another size or colour of the same product at the same
 * price; the seller approves or rejects, then marks the parcel received (a
 * return is then refunded, with a GST credit note for the returned units) and,
 * for an exchange, ships the replacement (its stock taken at approval, no new
 * charge).
 */
import { z } from "zod";

export const RETURN_TYPES = ["return", "exchange"] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

/**
 * requested → approved → received (a return: refunded and credited here) → for an exchange, replacement_shipped;
 * requested → rejected. A request is "open" while requested or approved, or received for an exchange.
 */
export const RETURN_STATUSES = ["requested", "approved", "rejected", "received", "replacement_shipped"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  replacement_shipped: "Replacement shipped",
};

export const RETURN_TYPE_LABELS: Record<ReturnType, string> = { return: "Return for a refund", exchange: "Exchange for another size or colour" };

/** At most this many photos with one request. */
export const MAX_RETURN_PHOTOS = 3;
/** Each photo at most this many bytes as uploaded. */
export const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;

const reason = z.string().trim().min(1, "Please say why you are returning it").max(500, "The reason is too long (at most 500 characters)");

/**
 * POST /api/order/{id}/return, as JSON, or as multipart/form-data with the fields `type`, `reason`, `items` (this
 * JSON array as a string) and up to three `photos` files (JPEG, PNG or WebP).
 * `line` is the order line's index in `order.items` (0-based). `exchangeFor`: the variant id wanted instead (same
 * product, same price); left out, the same variant again (a replacement of a faulty piece).
 */
export const returnRequestSchema = z.strictObject({
  type: z.enum(RETURN_TYPES, { message: "type must be return or exchange" }),
  reason,
  items: z
    .array(
      z.strictObject({
        line: z.number({ message: "line must be the order line's number" }).int().min(0),
        quantity: z.number({ message: "quantity must be a whole number" }).int().min(1, "quantity must be at least 1").max(1000),
        exchangeFor: z.string().trim().min(1).max(40).optional(),
      }),
    )
    .min(1, "Choose at least one item to return")
    .max(50),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** POST …/returns/{ret}/approve: an optional note to the customer. */
export const approveReturnSchema = z.strictObject({ note: z.string().trim().max(300).optional() });
/** POST …/returns/{ret}/reject: the reason, shown to the customer. */
export const rejectReturnSchema = z.strictObject({ note: z.string().trim().min(1, "Please say why the request is rejected").max(300) });
/**
 * POST …/returns/{ret}/receive: the parcel is back. `restock` (default true) puts the units back on sale. A return on a
 * cash on delivery order is refunded by the shop: say how (UPI or bank) and the reference; online orders go back
 * through the gateway.
 */
export const receiveReturnSchema = z.strictObject({
  restock: z.boolean().optional(),
  method: z.enum(["upi", "bank"], { message: "method must be upi or bank" }).optional(),
  reference: z.string().trim().min(4, "The reference must be at least 4 characters").max(60).optional(),
});
/** POST …/returns/{ret}/ship-replacement: the replacement's courier and AWB (both optional). */
export const shipReplacementSchema = z.strictObject({ carrier: z.string().trim().max(60).optional(), awb: z.string().trim().max(60).optional() });

export type ApiReturnItem = {
  line: number;
  /** The order line's label as on the invoice: "Padded Halter (Cob / Burgundy)". */
  name: string;
  quantity: number;
  /** Exchange only: the variant sent instead, with its options text ("Full / Black"). */
  exchangeFor: { variantId: string; optionsText: string } | null;
};

export type ApiReturnRequest = {
  _id: string;
  type: ReturnType;
  status: ReturnStatus;
  statusLabel: string;
  items: ApiReturnItem[];
  reason: string;
  /** URLs of the photos, for the customer (their own) or the seller. */
  photos: string[];
  /** The seller's note (approval note or rejection reason). */
  sellerNote: string | null;
  /** What the returned units are worth (rupees): the refund of a return once received. */
  amount: number;
  refundId: string | null;
  creditNoteNumber: string | null;
  replacement: { carrier: string | null; awb: string | null } | null;
  createdAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
};

export const RETURN_REQUESTED = "Return requested";
export const EXCHANGE_REQUESTED = "Exchange requested";

/** The last day (India's calendar, YYYY-MM-DD) a return may be asked for: delivery day + window. */
export function returnWindowEnd(deliveredDay: string, windowDays: number): string {
  const d = new Date(`${deliveredDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + windowDays);
  return d.toISOString().slice(0, 10);
}
