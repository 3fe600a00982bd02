import type { Checkout, StartPaymentResponse } from "../../../lib/checkout";
import { paiseToRupees } from "../../../lib/money";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import type { UserRow } from "../accounts/accounts.repo";
import { insertOrder } from "../orders/insert-order";
import { findOrder, findOrderByIdempotencyKey, type OrderRow } from "../orders/orders.repo";
import { prepareOrder } from "../orders/prepare-order";
import { failPendingPayment } from "./fail-payment";
import type { PaymentGateway } from "./gateway";

export const ONLINE_PAYMENT_OFF = "Online payment is not available. Please choose Cash On Delivery.";
export const PAYMENT_START_FAILED = "Could not start the online payment. Please try again or choose Cash On Delivery.";
/** Unfinished online payments one customer may have at once (each holds stock until it expires). */
export const MAX_PENDING_PAYMENTS = 5;

export function requireGateway(services: Services): NonNullable<Services["payments"]> {
  if (!services.payments) throw new HttpError(400, ONLINE_PAYMENT_OFF);
  return services.payments;
}

function response(gateway: PaymentGateway, order: OrderRow, shopName: string): StartPaymentResponse {
  return {
    success: true,
    key: gateway.keyId,
    amount: paiseToRupees(order.total_paise),
    currency: "INR",
    orderId: order.razorpay_order_id!,
    receipt: order.id,
    sandbox: gateway.mode === "sandbox",
    checkoutScript: gateway.checkoutUrl,
    name: shopName,
    prefill: { name: order.customer_name, email: order.customer_email, contact: order.customer_phone },
  };
}

/**
 * Spec: POST /api/order/razorpay. Our order is written first, in
 * pending_payment, priced from the database and holding its stock until the
 * payment window ends; then Razorpay's order is created for exactly its total
 * (in paise, receipt = our order id). If Razorpay cannot be reached the order
 * is failed at once and its stock returned. A repeated request with the same
 * idempotency key returns the payment already started.
 */
export async function startOnlinePayment(services: Services, user: UserRow, input: Checkout, idempotencyKey: string | null): Promise<StartPaymentResponse> {
  const gateway = requireGateway(services);
  const { db } = services.database;
  const shopName = (await services.catalog.get()).settings.shopName;

  const earlier = idempotencyKey ? await findOrderByIdempotencyKey(db, user.id, idempotencyKey) : undefined;
  if (earlier) return resume(gateway, earlier, shopName);

  const pending = await db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", user.id).where("status", "=", "pending_payment").executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING_PAYMENTS) throw new HttpError(429, "You have several unfinished payments. Please complete or cancel one, or try again in a few minutes.");

  const now = new Date();
  let created: { id: string; soldOut: boolean };
  try {
    created = await db.transaction().execute(async (trx) => {
      const draft = await prepareOrder(trx, user, input, "Online", now);
      draft.order.idempotency_key = idempotencyKey;
      draft.order.payment_expires_at = new Date(now.getTime() + services.config.payments.windowMinutes * 60_000).toISOString();
      const { soldOut } = await insertOrder(trx, draft);
      return { id: draft.order.id, soldOut };
    });
  } catch (err) {
    const winner = idempotencyKey && isUniqueViolation(err) ? await findOrderByIdempotencyKey(db, user.id, idempotencyKey) : undefined;
    if (winner) return resume(gateway, winner, shopName);
    throw err;
  }
  if (created.soldOut) services.catalog.invalidate();

  const order = (await findOrder(db, created.id))!;
  try {
    const remote = await gateway.createOrder({ amountPaise: order.total_paise, receipt: order.id, notes: { order_id: order.id } });
    if (remote.amountPaise !== order.total_paise) throw new Error(`Razorpay order ${remote.id} has amount ${remote.amountPaise}, expected ${order.total_paise}`);
    await db.updateTable("orders").set({ razorpay_order_id: remote.id, updated_at: new Date().toISOString() }).where("id", "=", order.id).execute();
    return response(gateway, { ...order, razorpay_order_id: remote.id }, shopName);
  } catch (err) {
    services.log.error({ err, orderId: order.id }, "could not create the Razorpay order");
    await failPendingPayment(services, order.id, "Could not start the payment with Razorpay");
    throw new HttpError(502, PAYMENT_START_FAILED);
  }
}

/** The same checkout again: hand back the payment in progress, or say why there is none. */
async function resume(gateway: PaymentGateway, order: OrderRow, shopName: string): Promise<StartPaymentResponse> {
  if (order.payment_type === "Online" && order.status === "pending_payment" && order.razorpay_order_id) return response(gateway, order, shopName);
  if (order.paid_at !== null || order.payment_type === "COD") throw new HttpError(409, "This order has already been placed. See My Orders.");
  throw new HttpError(409, "This payment could not be completed. Please try again.");
}
