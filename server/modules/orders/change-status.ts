import { istDate } from "../../../lib/india-time";
import { assertTransition, isPaidOrder, isShippedStatus, TransitionError, type OrderStatus } from "../../../lib/order-status";
import { releaseCoupon } from "../coupons/coupons";
import type { ApiOrder } from "../../../lib/orders";
import type { OrdersTable } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { cancellationMoney, type CancelMoney } from "../after-sales/cancellation";
import { settleRefund } from "../after-sales/refunds";
import type { Services } from "../../services";
import { orderShippedEmail } from "../notifications/order-emails";
import { enqueueEmail } from "../notifications/outbox";
import { whatsappOrderDelivered, whatsappOrderShipped } from "../notifications/order-whatsapp";
import type { Shipment } from "../shipping/provider";
import { findOrder, loadApiOrder, type OrderRow } from "./orders.repo";
import { BOOKING_IN_FLIGHT, claimCutoff, shippingClaimLive } from "./shipping-claim";
import { releaseStock } from "./stock";
import { SYSTEM } from "./stock-ledger";

export type SellerStatus = Extract<OrderStatus, "packed" | "shipped" | "delivered" | "cancelled">;

/** The order, or 404; and whether `to` may follow its status (409 with the table's words otherwise). */
export async function orderForTransition(services: Services, orderId: string, to: SellerStatus): Promise<OrderRow> {
  const order = await findOrder(services.database.db, orderId);
  if (!order) throw new HttpError(404, "Order not found");
  if (to === "shipped" && isShippedStatus(order.status)) throw new HttpError(409, "This order is already shipped");
  try {
    assertTransition(order.status, to);
  } catch (err) {
    if (err instanceof TransitionError) throw new HttpError(409, err.message);
    throw err;
  }
  return order;
}

/**
 * Moves an order along the lifecycle table (lib/order-status) for the seller:
 * packed, shipped (with the courier's shipment), delivered (a COD order is
 * then paid: the courier collected the cash) or cancelled (its stock goes back
 * on sale). One transaction with a conditional update on the status it was
 * read with, so two clicks or two sellers never apply the same move twice.
 * `is_paid` and `is_shipped` are derived from the new status.
 */
/** A cancellation's own facts: who asked (the customer may cancel only a placed order) and why. */
export type CancelOptions = { byCustomer?: boolean; reason?: string };

export const CANCEL_REASON_BY_SHOP = "Cancelled by the shop";

export async function changeOrderStatus(
  services: Services,
  orderId: string,
  to: SellerStatus,
  shipment: Shipment | null = null,
  now = new Date(),
  actor: string = SYSTEM,
  cancel: CancelOptions = {},
): Promise<ApiOrder> {
  const order = cancel.byCustomer ? await customerCancellable(services, orderId) : await orderForTransition(services, orderId, to);
  // A courier booking in flight: only its own end (shipped) may move the order.
  if (to !== "shipped" && shippingClaimLive(order, now)) throw new HttpError(409, BOOKING_IN_FLIGHT);
  const stamp = now.toISOString();
  const { db } = services.database;
  const result = await db.transaction().execute(async (trx) => {
    const set: Partial<OrdersTable> = {
      status: to,
      updated_at: stamp,
      is_shipped: isShippedStatus(to) ? 1 : 0,
      is_paid: isPaidOrder({ paymentType: order.payment_type, status: to, paidAt: order.paid_at, sandbox: order.sandbox === 1 }) ? 1 : 0,
    };
    if (to === "packed") set.packed_at = stamp;
    if (to === "delivered") set.delivered_at = stamp;
    if (to === "cancelled") Object.assign(set, { cancelled_at: stamp, stock_held: 0 });
    if (to === "shipped") {
      Object.assign(set, { shipped_at: stamp, shipped_day: istDate(now), shipping_claimed_at: null });
      if (shipment)
        Object.assign(set, {
          carrier: shipment.carrier,
          awb: shipment.awb,
          tracking_id: shipment.trackingId,
          tracking_url: shipment.trackingUrl,
          shipping_label_url: shipment.labelUrl,
        });
    }
    let update = trx.updateTable("orders").set(set).where("id", "=", order.id).where("status", "=", order.status);
    if (to !== "shipped") update = update.where((eb) => eb.or([eb("shipping_claimed_at", "is", null), eb("shipping_claimed_at", "<", claimCutoff(now))]));
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const fresh = await findOrder(trx, order.id);
      throw new HttpError(
        409,
        fresh && fresh.status === order.status && shippingClaimLive(fresh, now) ? BOOKING_IN_FLIGHT : "This order changed meanwhile. Reload and try again.",
      );
    }
    // Its coupon use is given back (once), before the stock: locks go coupon → products, as in a checkout.
    if (to === "cancelled") await releaseCoupon(trx, order.id, now);
    const restocked = to === "cancelled" && order.stock_held === 1 ? (await releaseStock(trx, order.id, { actor, now })).restocked : false;
    // A cancellation's money (credit note, refund, the customer's email) in the same transaction: it happens once or not at all.
    const money: CancelMoney | null =
      to === "cancelled"
        ? await cancellationMoney(trx, order, {
            actor,
            reason: cancel.reason ?? CANCEL_REASON_BY_SHOP,
            byCustomer: cancel.byCustomer === true,
            publicUrl: services.config.publicUrl,
            now,
          })
        : null;
    const fresh = await loadApiOrder(trx, (await findOrder(trx, order.id))!);
    if (to === "shipped") await enqueueEmail(trx, orderShippedEmail(fresh, services.config.publicUrl), now);
    if (to === "shipped" && services.whatsapp) await whatsappOrderShipped(trx, fresh, services.config.publicUrl, now);
    if (to === "delivered" && services.whatsapp) await whatsappOrderDelivered(trx, fresh, services.config.publicUrl, now);
    return { order: fresh, restocked, money };
  });
  if (result.restocked) services.catalog.invalidate();
  if (to === "shipped" || to === "cancelled" || to === "delivered") services.outbox.kick();
  if (result.money?.pending && result.money.refundId) {
    // The gateway is asked after commit; a failure leaves the refund failed for a retry, never undoes the cancellation.
    await settleRefund(services, result.money.refundId, now);
    return loadApiOrder(services.database.db, (await findOrder(services.database.db, order.id))!);
  }
  return result.order;
}

/** A customer may cancel their order only while it is placed (not yet packed); 409 saying why otherwise. */
async function customerCancellable(services: Services, orderId: string): Promise<OrderRow> {
  const order = await findOrder(services.database.db, orderId);
  if (!order) throw new HttpError(404, "Order not found");
  if (order.status !== "placed") throw new HttpError(409, customerCancelRefusal(order.status));
  return order;
}

/** Why a customer can no longer cancel an order themselves (409). */
export function customerCancelRefusal(status: OrderStatus): string {
  if (status === "packed") return "This order is already packed, so it can no longer be cancelled online. Please contact us, or refuse it on delivery.";
  if (status === "shipped" || status === "delivered")
    return "This order has already been shipped, so it can no longer be cancelled. You can ask for a return once it is delivered.";
  if (status === "cancelled") return "This order is already cancelled";
  return "This order is not placed yet, so there is nothing to cancel";
}
