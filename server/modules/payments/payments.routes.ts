import { Hono } from "hono";
import { z } from "zod";
import { checkoutSchema, verifyPaymentSchema } from "../../../lib/checkout";
import { requestLang } from "../../http/api-language";
import { requireCustomer } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { bindIdempotency } from "../orders/idempotency";
import { findOrderByRazorpayId } from "../orders/orders.repo";
import { checkoutRateLimit, idempotencyKey } from "../orders/orders.routes";
import { handleRazorpayWebhook } from "./razorpay-webhook";
import { reconcileOrFail } from "./reconcile-payment";
import { requireGateway, startOnlinePayment } from "./start-online-payment";
import { VERIFY_FAILED, verifyPayment } from "./verify-payment";

const razorpayOrderRef = z.strictObject({ orderId: z.string({ error: "orderId is required" }).min(1).max(64) });

export function paymentsRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/order/razorpay", async (c) => {
    const user = await requireCustomer(c);
    const key = idempotencyKey(c);
    const input = await readJson(c, checkoutSchema);
    await checkoutRateLimit(c, user);
    return c.json(await startOnlinePayment(c.var.services, user, input, bindIdempotency(key, "POST /api/order/razorpay", input), requestLang(c)));
  });

  r.post("/order/verify", async (c) => {
    const user = await requireCustomer(c);
    const input = await readJson(c, verifyPaymentSchema);
    const { orderId, outcome } = await verifyPayment(c.var.services, user, input);
    if (outcome === "refund-due") throw new HttpError(409, `${VERIFY_FAILED}: this order could not take the payment, and it will be refunded in full.`);
    return c.json({ success: true, message: "Payment verified", orderId });
  });

  /** The customer closed the payment modal: the order gives its stock back unless Razorpay says it was paid. */
  r.post("/order/abandon", async (c) => {
    const user = await requireCustomer(c);
    const { orderId } = await readJson(c, razorpayOrderRef);
    const order = await findOrderByRazorpayId(c.var.services.database.db, orderId);
    if (!order || order.user_id !== user.id) throw new HttpError(404, "Order not found");
    if (order.status !== "pending_payment") return c.json({ success: true, message: "Nothing to cancel", status: order.status });
    const result = await reconcileOrFail(c.var.services, order, "Payment cancelled by the customer");
    return c.json({ success: true, message: result === "paid" ? "This order was already paid" : "Payment cancelled", status: result === "paid" ? "placed" : "payment_failed" });
  });

  /** The embedded sandbox's "payment": a checkout signature made with the sandbox secret (never in production). */
  r.post("/order/sandbox-pay", async (c) => {
    const user = await requireCustomer(c);
    const gateway = requireGateway(c.var.services);
    if (gateway.mode !== "sandbox") throw new HttpError(404, "No sandbox here");
    const { orderId } = await readJson(c, razorpayOrderRef);
    const order = await findOrderByRazorpayId(c.var.services.database.db, orderId);
    if (!order || order.user_id !== user.id) throw new HttpError(404, "Order not found");
    if (order.status !== "pending_payment") throw new HttpError(409, "This order is not waiting for a payment");
    const { paymentId, signature } = await gateway.pay(orderId);
    return c.json({ success: true, razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature });
  });

  r.post("/webhooks/razorpay", async (c) => {
    const raw = await c.req.text();
    const result = await handleRazorpayWebhook(c.var.services, raw, c.req.header("x-razorpay-signature"), c.req.header("x-razorpay-event-id"));
    return c.json({ success: true, ...result });
  });

  return r;
}
