import { createHash } from "node:crypto";
import { z } from "zod";
import { containsNul, HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { findOrderByRazorpayId } from "../orders/orders.repo";
import type { GatewayPayment } from "./gateway";
import { noteFailedAttempt } from "./fail-payment";
import { paymentMismatch } from "./provider-record";
import { recordPayment } from "./record-payment";
import { hmacSha256Hex, signatureMatches } from "./signatures";

const payment = z.object({
  id: z.string().max(64),
  order_id: z.string().max(64).nullish(),
  amount: z.number().int(),
  currency: z.string().max(8).optional(),
  status: z.string().max(32),
  error_description: z.string().max(500).nullish(),
});
const eventSchema = z.object({
  event: z.string().max(64),
  payload: z.object({
    payment: z.object({ entity: payment }).optional(),
    order: z.object({ entity: z.object({ id: z.string().max(64), amount_paid: z.number().int().optional() }) }).optional(),
  }),
});

export type WebhookResult = { handled: string };

/**
 * POST /api/webhooks/razorpay. The X-Razorpay-Signature header must be the
 * HMAC-SHA256 of the raw body with the webhook secret (constant-time check);
 * events already handled (X-Razorpay-Event-Id) are acknowledged and skipped.
 * order.paid and payment.captured record the payment through the same code as
 * the browser's callback, once the event's payment is checked to pay the order
 * (amount in paise, INR, captured); payment.failed only notes the failed
 * attempt (the customer may retry on the same order). Everything is
 * forward-only and idempotent, so replays, reordering and a race with the
 * browser leave exactly one paid order.
 */
export async function handleRazorpayWebhook(
  services: Services,
  raw: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<WebhookResult> {
  const secret = services.config.payments.webhookSecret;
  if (!secret) throw new HttpError(404, "Webhooks are not configured");
  if (!signature || !signatureMatches(hmacSha256Hex(secret, raw), signature)) throw new HttpError(400, "Invalid webhook signature");

  let parsed: z.infer<typeof eventSchema>;
  try {
    const body: unknown = JSON.parse(raw);
    if (containsNul(body)) throw new Error("NUL");
    parsed = eventSchema.parse(body);
  } catch {
    throw new HttpError(400, "Unreadable webhook event");
  }
  const eventId = (eventIdHeader ?? "").slice(0, 100) || `sha256:${createHash("sha256").update(raw).digest("hex")}`;
  const { db } = services.database;
  if (await db.selectFrom("payment_events").select("id").where("id", "=", eventId).executeTakeFirst()) return { handled: "duplicate" };

  const p = parsed.payload.payment?.entity;
  const razorpayOrderId = parsed.payload.order?.entity.id ?? p?.order_id ?? null;
  const order = razorpayOrderId ? await findOrderByRazorpayId(db, razorpayOrderId) : undefined;
  let handled = "ignored";
  if (order && p) {
    if (parsed.event === "order.paid" || parsed.event === "payment.captured") {
      // The signed event is Razorpay's own record: it must pay this order in full, in INR, captured.
      const mismatch =
        paymentMismatch(order, {
          orderId: p.order_id ?? razorpayOrderId ?? "",
          amountPaise: p.amount,
          currency: p.currency ?? "",
          status: p.status as GatewayPayment["status"],
        }) ?? (p.status === "captured" ? null : `its status is ${p.status}`);
      if (mismatch) {
        services.log.error({ orderId: order.id, paymentId: p.id, mismatch }, "webhook payment does not pay this order");
        handled = "payment-mismatch";
      } else {
        try {
          handled = await recordPayment(services, order.id, p.id);
        } catch (err) {
          // A payment id already used by another order: acknowledged (a retry cannot change it) and logged.
          if (!(err instanceof HttpError) || err.status !== 409) throw err;
          services.log.error({ orderId: order.id, paymentId: p.id }, err.message);
          handled = "payment-reused";
        }
      }
    } else if (parsed.event === "payment.failed") {
      // One failed attempt: Razorpay Checkout lets the customer try again on the same order, so the order keeps
      // its stock until its window ends (the expiry job then asks Razorpay and fails it).
      handled = (await noteFailedAttempt(services, order.id, p.error_description ?? null)) ? "attempt-failed" : "ignored";
    }
  }
  // Recorded after the work: if we crash before this, the replay is handled again, harmlessly.
  await db
    .insertInto("payment_events")
    .values({ id: eventId, event: parsed.event, order_id: order?.id ?? null, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return { handled };
}
