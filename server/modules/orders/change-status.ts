import { istDate } from "../../../lib/india-time";
import { assertTransition, isPaidOrder, isShippedStatus, TransitionError, type OrderStatus } from "../../../lib/order-status";
import type { ApiOrder } from "../../../lib/orders";
import type { OrdersTable } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { orderShippedEmail } from "../notifications/order-emails";
import { enqueueEmail } from "../notifications/outbox";
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
export async function changeOrderStatus(services: Services, orderId: string, to: SellerStatus, shipment: Shipment | null = null, now = new Date(), actor: string = SYSTEM): Promise<ApiOrder> {
  const order = await orderForTransition(services, orderId, to);
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
      if (shipment) Object.assign(set, { carrier: shipment.carrier, awb: shipment.awb, tracking_id: shipment.trackingId, tracking_url: shipment.trackingUrl, shipping_label_url: shipment.labelUrl });
    }
    let update = trx.updateTable("orders").set(set).where("id", "=", order.id).where("status", "=", order.status);
    if (to !== "shipped") update = update.where((eb) => eb.or([eb("shipping_claimed_at", "is", null), eb("shipping_claimed_at", "<", claimCutoff(now))]));
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const fresh = await findOrder(trx, order.id);
      throw new HttpError(409, fresh && fresh.status === order.status && shippingClaimLive(fresh, now) ? BOOKING_IN_FLIGHT : "This order changed meanwhile. Reload and try again.");
    }
    const restocked = to === "cancelled" && order.stock_held === 1 ? (await releaseStock(trx, order.id, { actor, now })).restocked : false;
    const fresh = await loadApiOrder(trx, (await findOrder(trx, order.id))!);
    if (to === "shipped") await enqueueEmail(trx, orderShippedEmail(fresh, services.config.publicUrl), now);
    return { order: fresh, restocked };
  });
  if (result.restocked) services.catalog.invalidate();
  if (to === "shipped") services.outbox.kick();
  return result.order;
}
