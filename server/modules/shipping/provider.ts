import type { ApiOrder } from "../../../lib/orders";

/**
 * The courier side of shipping behind one narrow interface (ARCHITECTURE.md
 * section 4): manual entry by default (the seller types the courier and AWB,
 * or leaves them blank), Shiprocket when its credentials are set, and a fake
 * Shiprocket server over real HTTP in tests (server/testing/fake-shiprocket.ts).
 */
export type Parcel = {
  /** Kilograms, e.g. 0.5. */
  weightKg: number;
  /** Centimetres. */
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
};

export const DEFAULT_PARCEL: Parcel = { weightKg: 0.5, lengthCm: 10, breadthCm: 10, heightCm: 5 };

export type ShipRequest = {
  order: ApiOrder;
  /** What the seller typed (manual); ignored by providers that assign their own. */
  carrier: string | null;
  awb: string | null;
  parcel: Parcel;
  /** The shop's tracking page with `{id}` for the AWB or order id (shop settings). */
  trackingUrlTemplate: string;
  /** The courier's ids of a booking begun earlier for this order: resume it instead of booking another. */
  booking?: CourierBooking | null;
  /** Called as soon as the courier has created its order, to keep its ids before the next step. */
  onBooked?: (booking: CourierBooking) => Promise<void>;
};

/** A booking's ids on the courier's side (Shiprocket's order and shipment ids). */
export type CourierBooking = { orderId: string | null; shipmentId: string };

export type Shipment = {
  carrier: string | null;
  awb: string | null;
  trackingId: string | null;
  trackingUrl: string | null;
  /** The courier's own printable label (Shiprocket), if it made one. */
  labelUrl: string | null;
};

/** A delivery-estimate question: from the shop's PIN to the customer's, a parcel weight, cash on delivery or prepaid. */
export type ServiceabilityQuery = { pickupPin: string; deliveryPin: string; weightKg: number; cod: boolean };
/** The courier's answer: whether any courier reaches the PIN, its fastest estimate in days (null when none was given), whether any offers COD there. */
export type Serviceability = { serviceable: boolean; days: number | null; cod: boolean };

export interface ShippingProvider {
  readonly kind: "manual" | "shiprocket";
  /** Books the shipment with the courier (or records the manual one). Throws ShippingError when the courier refuses or cannot be reached. */
  ship(request: ShipRequest): Promise<Shipment>;
  /** Asks the courier whether it reaches a PIN and how soon. Throws ShippingError when it cannot be asked (unreachable, login refused). */
  serviceability?(query: ServiceabilityQuery): Promise<Serviceability>;
}

/** The courier could not book the shipment; the message is safe to show the seller. */
export class ShippingError extends Error {}

export function trackingUrlFor(template: string, id: string): string {
  return template.replace("{id}", encodeURIComponent(id));
}
