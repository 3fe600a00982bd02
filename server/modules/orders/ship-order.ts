import type { ShipOrderInput } from "../../../lib/seller-orders";
import type { ApiOrder } from "../../../lib/orders";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { DEFAULT_PARCEL, ShippingError } from "../shipping/provider";
import { changeOrderStatus, orderForTransition } from "./change-status";
import { loadApiOrder } from "./orders.repo";

/**
 * Spec: PUT /api/order/{id}/ship. The shipment is booked with the shipping
 * provider (manual: what the seller typed; Shiprocket: a courier and AWB
 * assigned by it) before the order becomes `shipped`; a courier's refusal is
 * a 502 with its reason, and the order stays as it was.
 */
export async function shipOrder(services: Services, orderId: string, input: ShipOrderInput): Promise<ApiOrder> {
  const order = await orderForTransition(services, orderId, "shipped");
  const { settings } = await services.catalog.get();
  const parcel = {
    weightKg: input.weightKg ?? DEFAULT_PARCEL.weightKg,
    lengthCm: input.lengthCm ?? DEFAULT_PARCEL.lengthCm,
    breadthCm: input.breadthCm ?? DEFAULT_PARCEL.breadthCm,
    heightCm: input.heightCm ?? DEFAULT_PARCEL.heightCm,
  };
  let shipment;
  try {
    shipment = await services.shipping.ship({ order: await loadApiOrder(services.database.db, order), carrier: input.carrier, awb: input.awb, parcel, trackingUrlTemplate: settings.shipping.trackingUrlTemplate });
  } catch (err) {
    if (err instanceof ShippingError) throw new HttpError(502, err.message);
    throw err;
  }
  return changeOrderStatus(services, orderId, "shipped", shipment);
}
