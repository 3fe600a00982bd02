import type { z } from "zod";
import type { verifyPaymentSchema } from "../../../lib/checkout";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import type { UserRow } from "../accounts/accounts.repo";
import { findOrderByRazorpayId } from "../orders/orders.repo";
import { recordPayment, type PaymentOutcome } from "./record-payment";
import { requireGateway } from "./start-online-payment";

export const VERIFY_FAILED = "Payment verification failed";

/**
 * Spec: POST /api/order/verify. The signature is checked, in constant time,
 * against the Razorpay order id we stored for one of this customer's orders,
 * never against anything else the client sent; the order was priced when the
 * payment started, so the items in the body are not read.
 */
export async function verifyPayment(services: Services, user: UserRow, input: z.output<typeof verifyPaymentSchema>): Promise<{ orderId: string; outcome: PaymentOutcome }> {
  const gateway = requireGateway(services);
  const order = await findOrderByRazorpayId(services.database.db, input.razorpay_order_id);
  if (!order || order.user_id !== user.id || !order.razorpay_order_id) throw new HttpError(404, "Order not found");
  if (!gateway.verifyCheckoutSignature(order.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)) {
    services.log.warn({ orderId: order.id }, "payment signature mismatch");
    throw new HttpError(400, VERIFY_FAILED);
  }
  const outcome = await recordPayment(services, order.id, input.razorpay_payment_id);
  return { orderId: order.id, outcome };
}
