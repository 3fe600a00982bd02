import type { Kysely } from "kysely";
import type { Checkout, StartPaymentResponse } from "../../../lib/checkout";
import type { Lang } from "../../../lib/i18n";
import { paiseToRupees } from "../../../lib/money";
import type { PaymentsConfig } from "../../config";
import { isUniqueViolation } from "../../db/errors";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import type { UserRow } from "../accounts/accounts.repo";
import { lockCustomer } from "../accounts/customer-lock";
import { sameRequest, type Idempotency } from "../orders/idempotency";
import { insertOrder } from "../orders/insert-order";
import { findOrder, findOrderByIdempotencyKey, type OrderRow } from "../orders/orders.repo";
import { promiseForCheckout, type CheckoutPromise } from "../delivery/delivery";
import { prepareOrder, type OrderDraft } from "../orders/prepare-order";
import type { StockLine } from "../orders/stock";
import { failPendingPayment } from "./fail-payment";
import type { PaymentGateway } from "./gateway";

export const ONLINE_PAYMENT_OFF = "Online payment is not available. Please choose Cash On Delivery.";
export const PAYMENT_START_FAILED = "Could not start the online payment. Please try again or choose Cash On Delivery.";
export const TOO_MANY_PENDING = "You have unfinished online payments. Please complete or cancel one, or try again in a few minutes.";

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
 * idempotency key returns the payment already started. One customer's
 * unfinished payments are capped (how many, and units of each product held),
 * so nobody can take the catalogue off sale with unpaid orders.
 */
export async function startOnlinePayment(
  services: Services,
  user: UserRow,
  input: Checkout,
  idem: Idempotency | null,
  lang: Lang,
): Promise<StartPaymentResponse> {
  const gateway = requireGateway(services);
  const { db } = services.database;
  const shopName = (await services.catalog.get()).settings.shopName;

  const earlier = idem ? await findOrderByIdempotencyKey(db, user.id, idem.key) : undefined;
  if (earlier && idem) return resume(gateway, sameRequest(earlier, idem), shopName);

  const now = new Date();
  const promise = await promiseForCheckout(services, user.id, input, now);
  let created: { id: string; soldOut: boolean };
  try {
    created = await db.transaction().execute(async (trx) => {
      const expiresAt = new Date(now.getTime() + services.config.payments.windowMinutes * 60_000);
      const draft = await prepareHeldOrder(trx, services, { user, input, type: "Online", now, lang, promise, idem, expiresAt });
      draft.order.sandbox = gateway.mode === "sandbox" ? 1 : 0;
      const { soldOut } = await insertOrder(trx, draft);
      return { id: draft.order.id, soldOut };
    });
  } catch (err) {
    const winner = idem && isUniqueViolation(err) ? await findOrderByIdempotencyKey(db, user.id, idem.key) : undefined;
    if (winner && idem) return resume(gateway, sameRequest(winner, idem), shopName);
    throw err;
  }
  if (created.soldOut) services.catalog.invalidate();

  const order = (await findOrder(db, created.id))!;
  try {
    const remote = await gateway.createOrder({ amountPaise: order.total_paise, receipt: order.id, notes: { order_id: order.id } });
    if (remote.amountPaise !== order.total_paise)
      throw new Error(`Razorpay order ${remote.id} has amount ${remote.amountPaise}, expected ${order.total_paise}`);
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

/**
 * An order that holds its stock until it is paid (online through the gateway, or UPI direct), priced and checked
 * but not yet written: under a lock on the customer (parallel starts cannot pass the caps together), within the
 * caps on unfinished payments, with its idempotency key and the end of its payment window.
 */
export async function prepareHeldOrder(
  trx: Kysely<DB>,
  services: Services,
  o: { user: UserRow; input: Checkout; type: "Online" | "UPI"; now: Date; lang: Lang; promise: CheckoutPromise; idem: Idempotency | null; expiresAt: Date },
): Promise<OrderDraft> {
  await lockCustomer(trx, o.user.id);
  const draft = await prepareOrder(trx, o.user, o.input, o.type, o.now, o.lang, o.promise);
  if (!services.whatsapp) draft.order.whatsapp_updates = 0; // the shop sends no WhatsApp messages
  await enforceHoldCaps(trx, o.user.id, draft.stockLines, services.config.payments);
  draft.order.idempotency_key = o.idem?.key ?? null;
  draft.order.idempotency_fingerprint = o.idem?.fingerprint ?? null;
  draft.order.payment_expires_at = o.expiresAt.toISOString();
  return draft;
}

/**
 * The caps on what one customer holds in unfinished online payments: at most
 * `maxPendingPayments` of them, and at most `maxHeldUnits` of any variant across
 * them and this order. Called with the customer's row locked.
 */
export async function enforceHoldCaps(
  trx: Kysely<DB>,
  userId: string,
  lines: StockLine[],
  caps: Pick<PaymentsConfig, "maxPendingPayments" | "maxHeldUnits">,
): Promise<void> {
  const pending = await trx
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("status", "=", "pending_payment")
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= caps.maxPendingPayments) throw new HttpError(429, TOO_MANY_PENDING);
  const held = await trx
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.product_id as productId", "order_items.variant_id as variantId", (eb) => eb.fn.sum<number>("order_items.quantity").as("units")])
    .where("orders.user_id", "=", userId)
    .where("orders.status", "=", "pending_payment")
    .groupBy(["order_items.product_id", "order_items.variant_id"])
    .execute();
  // Counted per variant (a line made before variants counts under its product).
  const already = new Map<string, number>();
  for (const h of held) already.set(h.variantId ?? h.productId, (already.get(h.variantId ?? h.productId) ?? 0) + Number(h.units));
  const wanted = new Map<string, { name: string; units: number }>();
  for (const l of lines) {
    const key = l.variantId ?? l.productId;
    wanted.set(key, { name: l.name, units: (wanted.get(key)?.units ?? 0) + l.quantity });
  }
  for (const [productId, w] of wanted) {
    if ((already.get(productId) ?? 0) + w.units > caps.maxHeldUnits) throw new HttpError(409, onlineUnitsCapMessage(w.name, caps.maxHeldUnits));
  }
}

export function onlineUnitsCapMessage(name: string, max: number): string {
  return `Online payment can hold at most ${max} of "${name}" at a time. To order more, choose Cash on Delivery or contact the shop.`;
}
