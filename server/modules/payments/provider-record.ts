import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { itemsOf, type OrderRow } from "../orders/orders.repo";
import { GatewayError, type GatewayPayment, type PaymentGateway } from "./gateway";
import { latePaymentRefusal } from "./late-payment";
import type { PaymentSource } from "./record-payment";

export const VERIFY_FAILED = "Payment verification failed";
export const PROVIDER_UNREACHABLE =
  "We could not confirm your payment with Razorpay just now. If money was taken, your order will be confirmed within a few minutes; please check My Orders.";

/** Why Razorpay's record of a payment does not pay this order, or null when it does (order, amount in paise, INR, authorised or captured). */
export function paymentMismatch(
  order: Pick<OrderRow, "razorpay_order_id" | "total_paise">,
  p: Pick<GatewayPayment, "orderId" | "amountPaise" | "currency" | "status">,
): string | null {
  if (p.orderId !== order.razorpay_order_id) return "it belongs to another Razorpay order";
  if (p.currency !== "INR") return `its currency is ${p.currency}`;
  if (p.amountPaise !== order.total_paise) return `its amount is ${p.amountPaise} paise, the order's is ${order.total_paise}`;
  if (p.status !== "authorized" && p.status !== "captured") return `its status is ${p.status}`;
  return null;
}

/** Whether the order could take a payment now (read without a lock: recordPayment decides again under one). */
async function couldTake(services: Services, order: OrderRow, now: Date): Promise<boolean> {
  if (order.paid_at !== null) return false;
  if (order.status === "pending_payment") return true;
  if (order.status !== "payment_failed") return false;
  const { db } = services.database;
  const lines = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  return (await latePaymentRefusal(db, order, lines, services.config.payments, now)) === null;
}

/**
 * A signature proves the checkout finished, not that money arrived: before a
 * payment is recorded, Razorpay's own record of it is fetched and must name
 * this order's Razorpay order, its amount in paise, INR, and be authorised or
 * captured. An authorised payment (an account on manual capture) is captured
 * when the order can take it, so it is not released back after a few days;
 * when the order cannot, it is left uncaptured and Razorpay returns it by itself.
 * The embedded sandbox has no provider record: its signature, made with a
 * secret only the shop holds, is its whole proof, and it never counts as money.
 */
export async function confirmWithProvider(
  services: Services,
  gateway: PaymentGateway,
  order: OrderRow,
  paymentId: string,
  now = new Date(),
): Promise<PaymentSource> {
  if (gateway.mode === "sandbox") return { captured: true };
  let p: GatewayPayment;
  try {
    p = await gateway.fetchPayment(paymentId);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    services.log.warn({ err, orderId: order.id, paymentId }, "could not fetch the payment from Razorpay");
    throw new HttpError(502, PROVIDER_UNREACHABLE);
  }
  const mismatch = paymentMismatch(order, p);
  if (mismatch) {
    services.log.error({ orderId: order.id, paymentId, mismatch }, "Razorpay's record of the payment does not pay this order");
    throw new HttpError(400, p.status === "failed" || p.status === "created" ? `${VERIFY_FAILED}: the payment was not completed` : VERIFY_FAILED);
  }
  return captureIfTaken(services, gateway, order, p, now);
}

/** Captures an authorised payment when the order can take it; says whether the money is captured. */
export async function captureIfTaken(
  services: Services,
  gateway: PaymentGateway,
  order: OrderRow,
  p: GatewayPayment,
  now = new Date(),
): Promise<PaymentSource> {
  if (p.status === "captured") return { captured: true };
  if (!(await couldTake(services, order, now))) return { captured: false };
  try {
    const captured = await gateway.capturePayment(p.id, order.total_paise);
    if (captured.status !== "captured") throw new GatewayError(`Razorpay answered the capture of ${p.id} with status ${captured.status}`);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    services.log.warn({ err, orderId: order.id, paymentId: p.id }, "could not capture an authorised payment");
    throw new HttpError(502, PROVIDER_UNREACHABLE);
  }
  return { captured: true };
}
