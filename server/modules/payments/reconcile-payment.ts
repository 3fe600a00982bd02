import type { Services } from "../../services";
import type { OrderRow } from "../orders/orders.repo";
import { failPendingPayment } from "./fail-payment";
import { captureIfTaken, paymentMismatch } from "./provider-record";
import { recordPayment } from "./record-payment";

/**
 * Before an unfinished online order is given up (the customer cancelled, or
 * its window expired), Razorpay is asked whether a payment was captured after
 * all (a callback and webhook that never arrived): if so the order is paid,
 * otherwise it fails and its stock goes back on sale. A payment only
 * authorised (manual capture) is captured first. When Razorpay cannot be
 * asked, the order is left for the next pass unless `force` (the caller knows
 * no payment can follow).
 */
export async function reconcileOrFail(
  services: Services,
  order: OrderRow,
  note: string,
  opts: { force?: boolean } = {},
): Promise<"paid" | "failed" | "unknown"> {
  const gateway = services.payments;
  if (gateway && order.razorpay_order_id) {
    try {
      const payments = (await gateway.fetchOrderPayments(order.razorpay_order_id)).filter((p) => paymentMismatch(order, p) === null);
      const found = payments.find((p) => p.status === "captured") ?? payments.find((p) => p.status === "authorized");
      if (found) {
        const source = await captureIfTaken(services, gateway, order, found);
        return (await recordPayment(services, order.id, found.id, source)) === "refund-due" ? "unknown" : "paid";
      }
    } catch (err) {
      services.log.warn({ err, orderId: order.id }, "could not ask Razorpay about an unfinished payment");
      if (!opts.force) return "unknown";
    }
  }
  return (await failPendingPayment(services, order.id, note)) ? "failed" : "unknown";
}
