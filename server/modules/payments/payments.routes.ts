import { Hono } from "hono";
import { z } from "zod";
import { checkoutSchema, verifyPaymentSchema } from "../../../lib/checkout";
import { requestLang } from "../../http/api-language";
import { ownerOnly, requireCustomer, requireSeller } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { OWNER_ONLY } from "../../../lib/seller";
import { bindIdempotency } from "../orders/idempotency";
import { findOrderByRazorpayId, loadApiOrder, type OrderRow } from "../orders/orders.repo";
import { checkoutRateLimit, idempotencyKey } from "../orders/orders.routes";
import { handleRazorpayWebhook } from "./razorpay-webhook";
import { reconcileOrFail } from "./reconcile-payment";
import { requireGateway, startOnlinePayment } from "./start-online-payment";
import { VERIFY_FAILED, verifyPayment } from "./verify-payment";
import { decideUpiPayment, startUpiPayment, submitUpiReference, upiPaymentsToConfirm } from "./upi-payment";

const upiReferenceSchema = z.strictObject({
  utr: z.string({ error: "utr is required: the 12-digit UPI reference" }).max(40, "The UPI reference (UTR) is 12 digits"),
});
const confirmPaymentSchema = z.strictObject({
  approve: z.boolean({ error: "approve must be true (the money arrived) or false (it did not)" }),
  utr: z.string().max(40, "The UPI reference (UTR) is 12 digits").optional(),
});

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

  /** UPI direct (decision 030): the COD payload; the order holds its stock until the shop confirms the payment. */
  r.post("/order/upi", async (c) => {
    const user = await requireCustomer(c);
    const key = idempotencyKey(c);
    const input = await readJson(c, checkoutSchema);
    await checkoutRateLimit(c, user);
    return c.json(await startUpiPayment(c.var.services, user, input, bindIdempotency(key, "POST /api/order/upi", input), requestLang(c)), 201);
  });

  r.post("/order/:id{ord_[0-9a-z]{22}}/upi-reference", async (c) => {
    const user = await requireCustomer(c);
    const { utr } = await readJson(c, upiReferenceSchema);
    // Each new reference emails the shop: a customer gets 10 tries an hour (typos included), not a flood.
    await enforceRateLimits(c.var.services.database.db, [{ key: `upi-reference:user:${user.id}`, limit: 10, windowMs: 3_600_000 }]);
    const order = await submitUpiReference(c.var.services, user, c.req.param("id"), utr);
    return c.json({ success: true, message: "Thank you: the shop will confirm your payment", order: await loadApiOrder(c.var.services.database.db, order) });
  });

  /** The owner's UPI payments to check, those with the customer's reference first. */
  r.get("/seller/upi-payments", ownerOnly(OWNER_ONLY.payments), async (c) => {
    const db = c.var.services.database.db;
    const rows = await upiPaymentsToConfirm(c.var.services);
    return c.json({ success: true, orders: await Promise.all(rows.map((o: OrderRow) => loadApiOrder(db, o, "seller"))) });
  });

  r.post("/order/:id{ord_[0-9a-z]{22}}/confirm-payment", ownerOnly(OWNER_ONLY.payments), async (c) => {
    const seller = await requireSeller(c);
    const input = await readJson(c, confirmPaymentSchema);
    const order = await decideUpiPayment(c.var.services, seller.id, c.req.param("id"), { approve: input.approve, utr: input.utr });
    return c.json({
      success: true,
      message: input.approve ? "Payment confirmed: the order is placed" : "Payment rejected: the order's items are back on sale",
      order: await loadApiOrder(c.var.services.database.db, order, "seller"),
    });
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
    return c.json({
      success: true,
      message: result === "paid" ? "This order was already paid" : "Payment cancelled",
      status: result === "paid" ? "placed" : "payment_failed",
    });
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
