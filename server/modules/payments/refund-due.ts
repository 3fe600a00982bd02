import type { Kysely } from "kysely";
import { escapeHtml } from "../../../lib/html";
import { formatAmount } from "../../../lib/money";
import type { DB } from "../../db/schema";
import { enqueueEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import { readShopSettings } from "../settings/settings.repo";

const html = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

/**
 * Tells the shop (support email) about money the order cannot keep. A captured
 * payment must be refunded by hand from the Razorpay dashboard; a payment that
 * was only authorised is never captured, and Razorpay releases it to the
 * customer by itself. One alert per payment (deduplicated by its id).
 */
export async function refundDueAlert(trx: Kysely<DB>, order: OrderRow, paymentId: string, why: string, captured: boolean, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const amount = formatAmount(order.total_paise);
  const what = captured
    ? `Please refund it from the Razorpay dashboard and let the customer know.`
    : `It was only authorised and has not been captured, so Razorpay returns it to the customer by itself; nothing to do.`;
  const text = `Razorpay payment ${paymentId} (${amount}) for order ${order.id} is ${why}.\n${what}`;
  await enqueueEmail(trx, { dedupeKey: `refund-due:${paymentId}`, to: settings.emails.support, subject: `${captured ? "Refund due" : "Payment not taken"}: payment ${paymentId} for order ${order.id}`, text, html: html(text) }, now);
}

/** Tells the customer that their late payment was not taken and will come back to them in full. */
export async function latePaymentRefundEmail(trx: Kysely<DB>, order: OrderRow, paymentId: string, reason: string, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const text = [
    `Your payment of ${formatAmount(order.total_paise)} for order ${order.id} reached us after the order's payment window, and ${reason}, so we could not take it and the order is cancelled.`,
    `The full amount will be refunded to the way you paid (usually within 5–7 working days).`,
    `You are welcome to order again at ${settings.shopName}. Questions: ${settings.emails.support}.`,
  ].join("\n\n");
  await enqueueEmail(trx, { dedupeKey: `late-payment:${paymentId}`, to: order.customer_email, subject: `Your payment for order ${order.id} will be refunded`, text, html: html(text) }, now);
}
