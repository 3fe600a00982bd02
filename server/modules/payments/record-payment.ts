import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { lockOrderCoupon, retakeCoupon } from "../coupons/coupons";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { lockCustomer } from "../accounts/customer-lock";
import { confirmOrder } from "../orders/confirm-order";
import { findOrderForUpdate, itemsOf } from "../orders/orders.repo";
import { stockLinesOf, takeStockIfAvailable } from "../orders/stock";
import { latePaymentRefusal, lateRefusalText, type LateRefusal } from "./late-payment";
import { latePaymentRefundEmail, refundDueAlert } from "./refund-due";

/**
 * - paid: the order is now placed and paid with this payment (invoice number, email, empty cart).
 * - already-paid: this very payment had already been recorded for this order (a repeat: no-op).
 * - refund-due: money arrived that the order cannot keep (the order was paid by
 *   another payment, cancelled, or the payment came too late or after a price
 *   change or sell-out); the shop is told by email to refund it.
 */
export type PaymentOutcome = "paid" | "already-paid" | "refund-due";

/** What the provider's own record said about the payment (checked before recording). */
export type PaymentSource = {
  /** False when the payment is only authorised (not captured): refusing it costs nothing, Razorpay releases it. */
  captured: boolean;
};

/**
 * Records a confirmed payment (from the browser's verified callback, a
 * webhook, or the reconciler) against our order. Every source goes through
 * here. The order row is locked for the decision (FOR UPDATE on PostgreSQL;
 * SQLite runs one write transaction at a time), and the decision is made from
 * what is stored, never from whether an update happened to match:
 * - this payment is the one recorded → already-paid;
 * - another payment is recorded → refund-due (the alert names this payment);
 * - waiting for payment → paid;
 * - failed (abandoned, expired) → the late-payment path: taken only within the
 *   grace period and if every line is unchanged and in stock, otherwise the
 *   order is cancelled, the shop alerted and the customer told;
 * - anything else (cancelled) → refund-due.
 * Success is answered only when this payment is the one recorded.
 */
export async function recordPayment(
  services: Services,
  orderId: string,
  paymentId: string,
  source: PaymentSource = { captured: true },
  now = new Date(),
): Promise<PaymentOutcome> {
  const { db } = services.database;
  let soldOut = false;
  let outcome: PaymentOutcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const order = await findOrderForUpdate(trx, orderId);
      if (!order) throw new HttpError(404, "Order not found");
      if (order.razorpay_payment_id === paymentId) return "already-paid";
      // Lock order: the order, then its customer (whose cart confirmation empties), then products.
      await lockCustomer(trx, order.user_id);
      const refundDue = async (why: string) => {
        await refundDueAlert(trx, order, paymentId, why, source.captured, now);
        return "refund-due" as const;
      };
      if (order.paid_at !== null) return refundDue("a second payment for an order that was already paid by another payment");

      const stamp = now.toISOString();
      const paid = { is_paid: order.sandbox === 1 ? 0 : 1, paid_at: stamp, razorpay_payment_id: paymentId, updated_at: stamp };
      if (order.status === "pending_payment") {
        await trx
          .updateTable("orders")
          .set({ ...paid, status: "placed", status_note: null })
          .where("id", "=", order.id)
          .execute();
        await confirmOrder(
          trx,
          { ...order, ...paid, status: "placed", status_note: null },
          await linesOf(trx, order.id),
          services.config.publicUrl,
          now,
          services.whatsapp !== null,
        );
        return "paid";
      }
      if (order.status !== "payment_failed") return refundDue(`a payment for an order that is ${order.status}`);

      // A late payment: the order gave its stock back when its payment failed or ran out of time.
      const lines = await linesOf(trx, order.id);
      const refusal = await latePaymentRefusal(trx, order, lines, services.config.payments, now);
      if (!refusal) await lockOrderCoupon(trx, order.id); // locks go coupon → products, as in a checkout
      const stock = refusal ? null : await takeStockIfAvailable(trx, await stockLinesOf(trx, order.id));
      if (stock?.taken) {
        soldOut = stock.soldOut;
        await retakeCoupon(trx, order.id);
        const revived = { ...paid, status: "placed" as const, stock_held: 1, status_note: "Paid after the payment window" };
        await trx.updateTable("orders").set(revived).where("id", "=", order.id).execute();
        await confirmOrder(trx, { ...order, ...revived }, lines, services.config.publicUrl, now, services.whatsapp !== null);
        return "paid";
      }
      const refused: LateRefusal = refusal ?? { why: "out-of-stock" };
      const reason = lateRefusalText(refused, "en");
      await trx
        .updateTable("orders")
        .set({
          status: "cancelled",
          cancelled_at: stamp,
          updated_at: stamp,
          status_note: `Payment ${paymentId} arrived after the payment window, but ${reason}: refund due`,
        })
        .where("id", "=", order.id)
        .execute();
      await latePaymentRefundEmail(trx, order, paymentId, lateRefusalText(refused, order.lang), now);
      return refundDue(`a late payment for an order it could not be taken for (${reason})`);
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
