import { isShippedStatus } from "../../../lib/order-status";
import type { ShipOrderInput } from "../../../lib/seller-orders";
import type { ApiOrder } from "../../../lib/orders";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { DEFAULT_PARCEL, ShippingError, type Shipment } from "../shipping/provider";
import { changeOrderStatus, orderForTransition } from "./change-status";
import { findOrder, loadApiOrder, type OrderRow } from "./orders.repo";
import { BOOKING_IN_FLIGHT, claimShipping, releaseShippingClaim, saveCourierBooking, shippingClaimLive } from "./shipping-claim";
import { SYSTEM } from "./stock-ledger";

/**
 * Spec: PUT /api/order/{id}/ship. The shipment is booked with the shipping
 * provider (manual: what the seller typed; Shiprocket: a courier and AWB
 * assigned by it) before the order becomes `shipped`; a courier's refusal is
 * a 502 with its reason, and the order stays as it was.
 *
 * One booking per order (shipping-claim.ts): the order is claimed before the
 * courier is called, so parallel Ship clicks book once (the others get 409
 * while the booking is in flight) and a cancel cannot slip in meanwhile; a
 * booking the courier began earlier is resumed. Shipping a shipped order again
 * answers with the order (PUT is idempotent), unless it names another courier
 * or AWB.
 */
export async function shipOrder(services: Services, orderId: string, input: ShipOrderInput, actor: string = SYSTEM): Promise<ApiOrder> {
  const { db } = services.database;
  const found = await findOrder(db, orderId);
  if (!found) throw new HttpError(404, "Order not found");
  if (isShippedStatus(found.status)) return alreadyShipped(services, found, input);

  const now = new Date();
  const stamp = await claimShipping(db, orderId, now);
  if (!stamp) {
    const fresh = (await findOrder(db, orderId)) ?? found;
    if (isShippedStatus(fresh.status)) return alreadyShipped(services, fresh, input);
    if (shippingClaimLive(fresh, now)) throw new HttpError(409, BOOKING_IN_FLIGHT);
    await orderForTransition(services, orderId, "shipped"); // the lifecycle table's own 409
    throw new HttpError(409, "This order changed meanwhile. Reload and try again.");
  }

  let shipment: Shipment;
  try {
    const order = (await findOrder(db, orderId))!;
    const { settings } = await services.catalog.get();
    const parcel = {
      weightKg: input.weightKg ?? DEFAULT_PARCEL.weightKg,
      lengthCm: input.lengthCm ?? DEFAULT_PARCEL.lengthCm,
      breadthCm: input.breadthCm ?? DEFAULT_PARCEL.breadthCm,
      heightCm: input.heightCm ?? DEFAULT_PARCEL.heightCm,
    };
    shipment = await services.shipping.ship({
      order: await loadApiOrder(db, order),
      carrier: input.carrier,
      awb: input.awb,
      parcel,
      trackingUrlTemplate: settings.shipping.trackingUrlTemplate,
      booking: order.courier_shipment_id ? { orderId: order.courier_order_id, shipmentId: order.courier_shipment_id } : null,
      onBooked: (booking) => saveCourierBooking(db, orderId, booking),
    });
  } catch (err) {
    await releaseShippingClaim(db, orderId, stamp);
    if (err instanceof ShippingError) throw new HttpError(502, err.message);
    throw err;
  }

  try {
    return await changeOrderStatus(services, orderId, "shipped", shipment, new Date(), actor);
  } catch (err) {
    await keepStrandedBooking(services, orderId, stamp, shipment);
    if (err instanceof HttpError && err.status === 409)
      throw new HttpError(
        409,
        `The courier booked AWB ${shipment.awb ?? "(none)"}, but this order changed meanwhile: ${err.message}. Cancel the shipment with the courier.`,
      );
    throw err;
  }
}

/** A repeated Ship: the order as it is, or 409 when it names another courier or AWB than the one it shipped with. */
async function alreadyShipped(services: Services, order: OrderRow, input: ShipOrderInput): Promise<ApiOrder> {
  if ((input.awb && input.awb !== order.awb) || (input.carrier && input.carrier !== order.carrier)) {
    throw new HttpError(409, `This order is already shipped${order.awb ? ` (AWB ${order.awb})` : ""}`);
  }
  return loadApiOrder(services.database.db, order);
}

/**
 * The courier booked but the order could not become shipped (it should not
 * happen while the claim holds): the AWB is written on the order with a note,
 * and logged, so that no booking is ever lost track of.
 */
async function keepStrandedBooking(services: Services, orderId: string, stamp: string, s: Shipment): Promise<void> {
  services.log.error(
    { orderId, awb: s.awb, carrier: s.carrier },
    "courier booked but the order could not be marked shipped: cancel the shipment with the courier",
  );
  try {
    await services.database.db
      .updateTable("orders")
      .set({
        carrier: s.carrier,
        awb: s.awb,
        tracking_id: s.trackingId,
        tracking_url: s.trackingUrl,
        shipping_label_url: s.labelUrl,
        status_note: `Courier booked (AWB ${s.awb ?? "none"}) but not shipped: cancel it with the courier`,
      })
      .where("id", "=", orderId)
      .where("awb", "is", null) // a booking recorded meanwhile (a resumed one) is the same shipment: keep it
      .execute();
    await releaseShippingClaim(services.database.db, orderId, stamp);
  } catch (err) {
    services.log.error({ orderId, err }, "the stranded booking could not be written on the order either");
  }
}
