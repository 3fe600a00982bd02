import type { Services } from "../../services";
import { releaseStock } from "../orders/stock";
import { releaseCoupon } from "../coupons/coupons";

/**
 * An online order whose payment failed, was cancelled or ran out of time:
 * pending_payment → payment_failed and its stock back on sale, in one
 * transaction. The conditional update makes it happen once, and never to an
 * order that was paid meanwhile (forward-only). Returns whether it happened.
 * The order keeps its payment window (payment_expires_at): a late payment is
 * judged against it.
 */
export async function failPendingPayment(services: Services, orderId: string, note: string, now = new Date()): Promise<boolean> {
  const { db } = services.database;
  const result = await db.transaction().execute(async (trx) => {
    const stamp = now.toISOString();
    const updated = await trx
      .updateTable("orders")
      .set({ status: "payment_failed", status_note: note, stock_held: 0, updated_at: stamp })
      .where("id", "=", orderId)
      .where("status", "=", "pending_payment")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { failed: false, restocked: false };
    await releaseCoupon(trx, orderId, now); // before the stock: locks go coupon → products, as in a checkout
    const { restocked } = await releaseStock(trx, orderId);
    return { failed: true, restocked };
  });
  if (result.restocked) services.catalog.invalidate();
  if (result.failed) services.metrics.paymentFailures.inc({ reason: failureReason(note) });
  return result.failed;
}

/** A small, fixed set of labels for the metric (the note itself carries the detail). */
function failureReason(note: string): string {
  if (note.startsWith("Payment failed")) return "declined";
  if (note.includes("expired")) return "expired";
  if (note.includes("cancelled")) return "cancelled";
  if (note.includes("start")) return "could_not_start";
  return "other";
}

/**
 * A failed attempt at the checkout (webhook payment.failed): the order stays
 * waiting, holding its stock, because Razorpay Checkout lets the customer try
 * again on the same order; only the window's end (or the customer's cancel)
 * fails it. The attempt is noted for the seller.
 */
export async function noteFailedAttempt(services: Services, orderId: string, description: string | null, now = new Date()): Promise<boolean> {
  const note = `A payment attempt failed${description ? `: ${description}` : ""}; the customer may try again`;
  const updated = await services.database.db
    .updateTable("orders")
    .set({ status_note: note.slice(0, 300), updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where("status", "=", "pending_payment")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
