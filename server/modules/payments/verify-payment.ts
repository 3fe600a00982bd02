import type { z } from "zod";
import type { verifyPaymentSchema } from "../../../lib/checkout";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import type { UserRow } from "../accounts/accounts.repo";
import { findOrderByRazorpayId } from "../orders/orders.repo";
import { confirmWithProvider, VERIFY_FAILED } from "./provider-record";
import { recordPayment, type PaymentOutcome } from "./record-payment";
import { requireGateway } from "./start-online-payment";

export { VERIFY_FAILED };

/**
 * Spec: POST /api/order/verify. The signature is checked, in constant time,
 * against the Razorpay order id we stored for one of this customer's orders,
 * never against anything else the client sent; then Razorpay's own record of
 * the payment must pay that order (amount, currency, status). The order was
 * priced when the payment started, so the items in the body are not read.
 */
export async function verifyPayment(
  services: Services,
  user: UserRow,
  input: z.output<typeof verifyPaymentSchema>,
): Promise<{ orderId: string; outcome: PaymentOutcome }> {
  const gateway = requireGateway(services);
  const order = await findOrderByRazorpayId(services.database.db, input.razorpay_order_id);
  if (!order || order.user_id !== user.id || !order.razorpay_order_id) throw new HttpError(404, "Order not found");
  if (!gateway.verifyCheckoutSignature(order.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)) {
    services.log.warn({ orderId: order.id }, "payment signature mismatch");
    throw new HttpError(400, VERIFY_FAILED);
  }
  if (order.razorpay_payment_id === input.razorpay_payment_id) return { orderId: order.id, outcome: "already-paid" };
  const source = await confirmWithProvider(services, gateway, order, input.razorpay_payment_id);
  const outcome = await recordPayment(services, order.id, input.razorpay_payment_id, source);
  return { orderId: order.id, outcome };
}
