import type { Services } from "../../services";
import { reconcileOrFail } from "./reconcile-payment";

/** After this long past its window an unfinished payment is failed even if Razorpay cannot be asked. */
const FORCE_AFTER_MS = 24 * 3_600_000;

/**
 * One pass of the expiry job: online and UPI direct orders still waiting for payment after
 * their window are reconciled with Razorpay, then failed with their stock
 * returned, so an abandoned checkout never holds stock for ever.
 */
export async function expireStalePayments(services: Services, now = new Date()): Promise<{ paid: number; failed: number }> {
  const stale = await services.database.db
    .selectFrom("orders")
    .selectAll()
    .where("status", "=", "pending_payment")
    .where("payment_expires_at", "<", now.toISOString())
    .orderBy("payment_expires_at")
    .limit(100)
    .execute();
  let paid = 0;
  let failed = 0;
  for (const order of stale) {
    const force = now.getTime() - Date.parse(order.payment_expires_at ?? order.created_at) > FORCE_AFTER_MS;
    // A UPI direct order has nobody to ask: its window ending (with or without a reference) releases it.
    const note =
      order.payment_type === "UPI"
        ? `UPI payment window expired${order.upi_reference ? ` (reference ${order.upi_reference} not confirmed by the shop)` : ""}`
        : "Payment window expired";
    const result = await reconcileOrFail(services, order, note, { force });
    if (result === "paid") paid++;
    if (result === "failed") failed++;
  }
  if (paid + failed > 0) services.log.info({ paid, failed }, "unfinished online payments settled");
  return { paid, failed };
}
