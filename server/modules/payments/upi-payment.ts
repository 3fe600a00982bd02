import type { Checkout } from "../../../lib/checkout";
import type { Lang } from "../../../lib/i18n";
import { lockOrderCoupon, releaseCoupon, retakeCoupon } from "../coupons/coupons";
import { paiseToRupees } from "../../../lib/money";
import { orderNumberText } from "../../../lib/orders";
import { normaliseUtr, upiLink, upiOffered, UTR_INVALID, UTR_PATTERN, UTR_USED } from "../../../lib/upi";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { emptySavedCart, type UserRow } from "../accounts/accounts.repo";
import { promiseForCheckout } from "../delivery/delivery";
import { confirmOrder } from "../orders/confirm-order";
import { sameRequest, type Idempotency } from "../orders/idempotency";
import { insertOrder } from "../orders/insert-order";
import { findOrder, findOrderByIdempotencyKey, findOrderForUpdate, findOwnOrder, itemsOf, type OrderRow } from "../orders/orders.repo";
import { releaseStock, stockLinesOf, takeStockIfAvailable } from "../orders/stock";
import { readShopSettings } from "../settings/settings.repo";
import { prepareHeldOrder } from "./start-online-payment";
import { upiReferenceAlert, upiRejectedEmail } from "./upi-emails";

export const UPI_OFF = "UPI payment is not available. Please choose another way to pay.";
export const UPI_NOT_WAITING = "This order is not waiting for a UPI payment";

/** POST /api/order/upi: what the customer's UPI app needs to pay this order, and which order it is. */
export type StartUpiResponse = { success: true; message: string; orderId: string; orderNumber: number; amount: number; upiLink: string; payBy: string };

function started(order: OrderRow): StartUpiResponse {
  return {
    success: true,
    message: "Order created: pay by UPI to place it",
    orderId: order.id,
    orderNumber: order.order_number,
    amount: paiseToRupees(order.total_paise),
    upiLink: order.upi_link ?? "",
    payBy: order.payment_expires_at ?? order.created_at,
  };
}

/**
 * POST /api/order/upi (the COD payload): the order is priced from the database and holds its stock like an online
 * payment (pending_payment, the same caps on unfinished payments), until the customer's UPI payment is confirmed by
 * the shop or the shop's window ends. Its UPI link carries the shop's UPI ID, the exact total and the order number.
 * A repeat with the same idempotency key returns the same order.
 */
export async function startUpiPayment(services: Services, user: UserRow, input: Checkout, idem: Idempotency | null, lang: Lang): Promise<StartUpiResponse> {
  const { db } = services.database;
  const earlier = idem ? await findOrderByIdempotencyKey(db, user.id, idem.key) : undefined;
  if (earlier && idem) return resume(sameRequest(earlier, idem));
  const { upi } = await readShopSettings(db);
  if (!upiOffered(upi)) throw new HttpError(400, UPI_OFF);

  const now = new Date();
  const promise = await promiseForCheckout(services, user.id, input, now);
  let created: { order: OrderRow; soldOut: boolean };
  try {
    created = await db.transaction().execute(async (trx) => {
      const expiresAt = new Date(now.getTime() + upi.windowHours * 3_600_000);
      const draft = await prepareHeldOrder(trx, services, { user, input, type: "UPI", now, lang, promise, idem, expiresAt });
      const { soldOut } = await insertOrder(trx, draft);
      // The order holds its items now: the saved cart is done with (confirmation, maybe hours later, leaves it alone).
      await emptySavedCart(trx, user.id, now.toISOString());
      // The order number is allocated by the insert: the link is written once it is known.
      const link = upiLink({ vpa: upi.vpa, payeeName: upi.payeeName, amountPaise: draft.order.total_paise, orderNumber: draft.order.order_number });
      await trx.updateTable("orders").set({ upi_link: link }).where("id", "=", draft.order.id).execute();
      return { order: { ...draft.order, upi_link: link }, soldOut };
    });
  } catch (err) {
    const winner = idem && isUniqueViolation(err) ? await findOrderByIdempotencyKey(db, user.id, idem.key) : undefined;
    if (winner && idem) return resume(sameRequest(winner, idem));
    throw err;
  }
  if (created.soldOut) services.catalog.invalidate();
  return started(created.order);
}

function resume(order: OrderRow): StartUpiResponse {
  if (order.payment_type === "UPI" && order.status === "pending_payment") return started(order);
  if (order.paid_at !== null || order.status === "placed") throw new HttpError(409, "This order has already been placed. See My Orders.");
  throw new HttpError(409, "This payment could not be completed. Please try again.");
}

/**
 * POST /api/order/{id}/upi-reference: the customer's 12-digit UPI reference (UTR) for their own UPI order that is
 * waiting for payment. The same reference again is a no-op; a corrected one replaces it until the shop has checked;
 * a reference already on another order is refused (unique column: two racing orders cannot both keep it). The shop
 * gets a full window from now to check it, and an email to do so.
 */
export async function submitUpiReference(services: Services, user: UserRow, orderId: string, raw: string, now = new Date()): Promise<OrderRow> {
  const utr = normaliseUtr(raw);
  if (!UTR_PATTERN.test(utr)) throw new HttpError(400, UTR_INVALID);
  const { db } = services.database;
  const mine = await findOwnOrder(db, user.id, orderId);
  if (!mine) throw new HttpError(404, "Order not found");
  if (mine.payment_type !== "UPI") throw new HttpError(409, UPI_NOT_WAITING);
  const { upi } = await readShopSettings(db);
  try {
    return await db.transaction().execute(async (trx) => {
      const order = (await findOrderForUpdate(trx, orderId))!;
      if (order.upi_reference === utr) return order;
      if (order.status === "payment_failed")
        throw new HttpError(
          409,
          "The time to pay this order has ended and its items went back on sale. Please place a new order, or contact the shop if you have already paid.",
        );
      if (order.status !== "pending_payment") throw new HttpError(409, UPI_NOT_WAITING);
      const stamp = now.toISOString();
      const keepUntil = new Date(Math.max(Date.parse(order.payment_expires_at ?? stamp), now.getTime() + upi.windowHours * 3_600_000)).toISOString();
      const next = {
        upi_reference: utr,
        upi_reference_at: stamp,
        payment_expires_at: keepUntil,
        status_note: `UPI reference ${utr}: to confirm`,
        updated_at: stamp,
      };
      await trx.updateTable("orders").set(next).where("id", "=", order.id).execute();
      await upiReferenceAlert(trx, { ...order, ...next }, services.config.publicUrl, now);
      return { ...order, ...next };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, UTR_USED);
    throw err;
  } finally {
    services.outbox.kick();
  }
}

export type UpiDecision = { approve: boolean; utr?: string | undefined };

/**
 * POST /api/order/{id}/confirm-payment (the owner): the shop looked in its bank app. Approved → the order is
 * placed and paid (invoice number, confirmation email, emptied cart), exactly as a gateway payment is; rejected →
 * payment failed, stock back on sale, the customer told. The owner may give the reference themselves (money arrived
 * with "Order #1001" but the customer never typed it). Decided once, under a lock on the order: a second decision,
 * or one on an order that is not a UPI order waiting for payment, is 409. An order the window already released may
 * still be approved while its items can be taken again (the money did arrive).
 */
export async function decideUpiPayment(services: Services, sellerId: string, orderId: string, decision: UpiDecision, now = new Date()): Promise<OrderRow> {
  const { db } = services.database;
  const given = decision.utr === undefined ? undefined : normaliseUtr(decision.utr);
  if (given !== undefined && !UTR_PATTERN.test(given)) throw new HttpError(400, "The UPI reference (UTR) is 12 digits");
  let soldOut = false;
  let restocked = false;
  let result: OrderRow;
  try {
    result = await db.transaction().execute(async (trx) => {
      const order = await findOrderForUpdate(trx, orderId);
      if (!order) throw new HttpError(404, "Order not found");
      if (order.payment_type !== "UPI") throw new HttpError(409, "This order was not paid by UPI direct: there is no UPI payment to confirm");
      if (order.payment_checked_by !== null || order.paid_at !== null)
        throw new HttpError(409, `This UPI payment was already ${order.paid_at !== null ? "confirmed" : "rejected"}`);
      const utr = given ?? order.upi_reference;
      const stamp = now.toISOString();
      if (!decision.approve) {
        if (order.status !== "pending_payment")
          throw new HttpError(409, `${orderNumberText(order.order_number)} is no longer waiting for payment (${order.status.replace("_", " ")})`);
        const failed = {
          status: "payment_failed" as const,
          status_note: `UPI payment${utr ? ` ${utr}` : ""} not received: rejected by the shop`,
          stock_held: 0,
          payment_checked_by: sellerId,
          updated_at: stamp,
        };
        await trx.updateTable("orders").set(failed).where("id", "=", order.id).execute();
        await releaseCoupon(trx, order.id, now); // before the stock: locks go coupon → products
        restocked = (await releaseStock(trx, order.id, { actor: sellerId, now })).restocked;
        await upiRejectedEmail(trx, { ...order, ...failed }, now);
        return { ...order, ...failed };
      }
      if (!utr) throw new HttpError(400, "The customer has not entered a UPI reference yet: enter the 12-digit UTR from your bank app to confirm");
      const paid = {
        is_paid: 1,
        paid_at: stamp,
        upi_reference: utr,
        upi_reference_at: order.upi_reference_at ?? stamp,
        payment_checked_by: sellerId,
        updated_at: stamp,
      };
      const lines = (await itemsOf(trx, [order.id])).get(order.id) ?? [];
      if (order.status === "pending_payment") {
        const placed = { ...paid, status: "placed" as const, status_note: null };
        await trx.updateTable("orders").set(placed).where("id", "=", order.id).execute();
        await confirmOrder(trx, { ...order, ...placed }, lines, services.config.publicUrl, now, services.whatsapp !== null);
        return { ...order, ...placed };
      }
      if (order.status !== "payment_failed")
        throw new HttpError(409, `${orderNumberText(order.order_number)} is ${order.status.replace("_", " ")}: there is no UPI payment to confirm`);
      // Released when its window ended: the money came after all, so the order is revived if its stock is still there.
      await lockOrderCoupon(trx, order.id); // locks go coupon → products, as in a checkout
      const stock = await takeStockIfAvailable(trx, await stockLinesOf(trx, order.id), { actor: sellerId, now, orderId: order.id });
      if (!stock.taken)
        throw new HttpError(
          409,
          `${orderNumberText(order.order_number)} was released when its payment time ended and an item is no longer in stock: please return the money to the customer by UPI`,
        );
      soldOut = stock.soldOut;
      await retakeCoupon(trx, order.id);
      const revived = { ...paid, status: "placed" as const, stock_held: 1, status_note: "UPI payment confirmed after the payment window" };
      await trx.updateTable("orders").set(revived).where("id", "=", order.id).execute();
      await confirmOrder(trx, { ...order, ...revived }, lines, services.config.publicUrl, now, services.whatsapp !== null);
      return { ...order, ...revived };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, UTR_USED);
    throw err;
  }
  if (decision.approve) services.metrics.ordersPlaced.inc({ payment_type: "UPI" });
  else services.metrics.paymentFailures.inc({ reason: "upi_rejected" });
  if (soldOut || restocked) services.catalog.invalidate();
  services.outbox.kick();
  // Read again: confirmation gave it its invoice number.
  return (await findOrder(db, result.id)) ?? result;
}

/** The owner's list of UPI payments to check: waiting orders (those with a reference first), oldest first. */
export async function upiPaymentsToConfirm(services: Services): Promise<OrderRow[]> {
  const rows = await services.database.db
    .selectFrom("orders")
    .selectAll()
    .where("payment_type", "=", "UPI")
    .where("status", "=", "pending_payment")
    .where("payment_checked_by", "is", null)
    .orderBy("created_at")
    .limit(200)
    .execute();
  return [...rows.filter((o) => o.upi_reference !== null), ...rows.filter((o) => o.upi_reference === null)];
}
