import type { Kysely } from "kysely";
import { escapeHtml } from "../../../lib/html";
import { formatAmount } from "../../../lib/money";
import type { DB } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { enqueueEmail } from "../notifications/outbox";
import { confirmOrder } from "../orders/confirm-order";
import { findOrder, itemsOf } from "../orders/orders.repo";
import { stockLinesOf, takeStockIfAvailable } from "../orders/stock";
import { readShopSettings } from "../settings/settings.repo";

/**
 * - paid: the order is now placed and paid (invoice number, email, empty cart).
 * - already-paid: this payment had already been recorded (a repeat: no-op).
 * - refund-due: money arrived that the order cannot keep (a second payment for a
 *   paid order, or a late payment after its items sold out); the shop is told
 *   by email to refund it from the Razorpay dashboard.
 */
export type PaymentOutcome = "paid" | "already-paid" | "refund-due";

/**
 * Records a confirmed payment (from the browser's verified callback, a
 * webhook, or the reconciler) against our order. Every source goes through
 * here, so the callback and the webhook racing each other give one paid order
 * with one invoice number: the status change is a conditional update, and only
 * the request that made it allocates the number and queues the email.
 */
export async function recordPayment(services: Services, orderId: string, paymentId: string, now = new Date()): Promise<PaymentOutcome> {
  const { db } = services.database;
  let soldOut = false;
  let outcome: PaymentOutcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, orderId);
      if (!order) throw new HttpError(404, "Order not found");
      if (order.razorpay_payment_id === paymentId) return "already-paid";
      if (order.paid_at !== null) {
        await refundDueAlert(trx, order.id, paymentId, order.total_paise, "a second payment for an order that was already paid", now);
        return "refund-due";
      }
      const stamp = now.toISOString();
      const paid = { is_paid: 1, paid_at: stamp, razorpay_payment_id: paymentId, payment_expires_at: null, updated_at: stamp };

      if (order.status === "pending_payment") {
        const claimed = await trx.updateTable("orders").set({ ...paid, status: "placed" }).where("id", "=", order.id).where("status", "=", "pending_payment").executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return "already-paid"; // another request recorded it first
        await confirmOrder(trx, { ...order, ...paid, status: "placed" }, await linesOf(trx, order.id), services.config.publicUrl, now);
        return "paid";
      }
      if (order.status === "payment_failed") {
        // A late authorisation: the order gave its stock back; serve it if the stock is still there.
        const claimed = await trx.updateTable("orders").set(paid).where("id", "=", order.id).where("status", "=", "payment_failed").where("paid_at", "is", null).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return "already-paid";
        const stock = await takeStockIfAvailable(trx, await stockLinesOf(trx, order.id));
        if (stock.taken) {
          soldOut = stock.soldOut;
          const revived = { status: "placed" as const, stock_held: 1, status_note: "Paid after the payment window" };
          await trx.updateTable("orders").set(revived).where("id", "=", order.id).execute();
          await confirmOrder(trx, { ...order, ...paid, ...revived }, await linesOf(trx, order.id), services.config.publicUrl, now);
          return "paid";
        }
        await trx.updateTable("orders").set({ status: "cancelled", status_note: "Paid after the payment window, but sold out: refund due" }).where("id", "=", order.id).execute();
        await refundDueAlert(trx, order.id, paymentId, order.total_paise, "a payment that arrived after its items sold out", now);
        return "refund-due";
      }
      await refundDueAlert(trx, order.id, paymentId, order.total_paise, `a payment for an order that is ${order.status}`, now);
      return "refund-due";
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, "This payment has already been used for another order");
    throw err;
  }
  if (outcome === "refund-due") services.log.error({ orderId, paymentId }, "payment needs a refund");
  if (outcome === "paid") services.metrics.ordersPlaced.inc({ payment_type: "Online" });
  if (soldOut) services.catalog.invalidate();
  services.outbox.kick();
  return outcome;
}

async function linesOf(trx: Kysely<DB>, orderId: string) {
  return (await itemsOf(trx, [orderId])).get(orderId) ?? [];
}

/** Tells the shop (support email) that a payment must be refunded by hand. */
async function refundDueAlert(trx: Kysely<DB>, orderId: string, paymentId: string, amountPaise: number, why: string, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const text = `Razorpay payment ${paymentId} (${formatAmount(amountPaise)}) for order ${orderId} is ${why}.\nPlease refund it from the Razorpay dashboard and let the customer know.`;
  await enqueueEmail(
    trx,
    { dedupeKey: `refund-due:${paymentId}`, to: settings.emails.support, subject: `Refund due: payment ${paymentId} for order ${orderId}`, text, html: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>` },
    now,
  );
}
