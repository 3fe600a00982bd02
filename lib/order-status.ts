/**
 * The order lifecycle: the only place that says which status may follow which.
 * Every status change on the server goes through `assertTransition`, and the
 * stored `is_paid` / `is_shipped` flags are derived here, so they can never
 * disagree with the status.
 *
 *   pending_payment ──paid──▶ placed ──▶ packed ──▶ shipped ──▶ delivered
 *         │                    │  ╲        │
 *         ▼                    │   ╲───────┴──▶ cancelled
 *   payment_failed ──late payment──▶ placed
 *         └──────────late payment, no stock left──▶ cancelled (refund due)
 *
 * - COD orders start at `placed`; online orders start at `pending_payment` and
 *   become `placed` when the payment is confirmed (browser callback or webhook).
 * - `payment_failed`: the payment failed, was abandoned or its window expired;
 *   the stock it held is returned. A payment that still arrives later (a late
 *   authorisation) revives the order if the stock can be taken again.
 * - Stock is held in pending_payment, placed, packed, shipped and delivered.
 */
export const ORDER_STATUSES = ["pending_payment", "payment_failed", "placed", "packed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** COD: cash on delivery; Online: through the payment gateway (Razorpay); UPI: paid to the shop's own UPI ID and confirmed by the shop (decision 030). */
export type PaymentType = "COD" | "Online" | "UPI";
/** How the API names an order's payment: an online order paid in the embedded sandbox is "Sandbox" (no money moved). */
export type ApiPaymentType = PaymentType | "Sandbox";
/** What every printout and back-office screen shows for a sandbox order, never "Prepaid" or "Paid". */
export const SANDBOX_NOT_PAID = "SANDBOX – NOT PAID";

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["placed", "payment_failed"],
  payment_failed: ["placed", "cancelled"],
  placed: ["packed", "shipped", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export class TransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order that is ${STATUS_LABELS[from].toLowerCase()} cannot become ${STATUS_LABELS[to].toLowerCase()}`);
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new TransitionError(from, to);
}

/** Statuses in which the order's items are taken from stock. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== "payment_failed" && status !== "cancelled";
}

export function isShippedStatus(status: OrderStatus): boolean {
  return status === "shipped" || status === "delivered";
}

/**
 * Paid: an online or UPI order once its payment is confirmed (it stays paid when it is
 * later cancelled: the money was received and is refunded separately); a cash
 * on delivery order once it is delivered (the courier collected the cash).
 * An order "paid" in the embedded sandbox is never paid: no money moved.
 */
export function isPaidOrder(o: { paymentType: PaymentType; status: OrderStatus; paidAt: string | null; sandbox?: boolean }): boolean {
  if (o.sandbox) return false;
  if (o.paymentType !== "COD") return o.paidAt !== null;
  return o.status === "delivered";
}

/** What a customer or the seller reads for each status. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting payment",
  payment_failed: "Payment failed",
  placed: "Order Placed",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Orders a shipping label may be printed for: those that can ship or are on their way. */
export const LABEL_STATUSES: readonly OrderStatus[] = ["placed", "packed", "shipped"];
export const canPrintLabel = (status: OrderStatus) => LABEL_STATUSES.includes(status);

/** The payment as a back-office screen names it; a sandbox order always reads SANDBOX – NOT PAID. */
export function paymentText(o: { paymentType: ApiPaymentType; sandbox?: boolean }): string {
  return o.sandbox || o.paymentType === "Sandbox" ? SANDBOX_NOT_PAID : o.paymentType;
}
