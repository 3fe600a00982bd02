import { trackingUrlFor, type Shipment, type ShippingProvider } from "./provider";

/** The default: the seller hands the parcel to a courier and types its name and AWB (both optional). */
export const manualShipping: ShippingProvider = {
  kind: "manual",
  async ship({ carrier, awb, trackingUrlTemplate }): Promise<Shipment> {
    return { carrier, awb, trackingId: awb, trackingUrl: awb ? trackingUrlFor(trackingUrlTemplate, awb) : null, labelUrl: null };
  },
};
