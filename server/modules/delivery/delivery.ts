import { deliveryZone, type ApiDeliveryPromise, type DeliveryZone } from "../../../lib/delivery";
import { deliveryDate } from "../../../lib/india-time";
import { stateByName } from "../../../lib/india";
import type { Checkout } from "../../../lib/checkout";
import { codRefusal, codRefusalText, orderWeightGrams } from "../../../lib/shipping-rules";
import type { ShopSettings } from "../../../lib/shop-settings";
import type { Services } from "../../services";
import { findOwnAddress } from "../addresses/addresses.repo";
import { lookupPin, type PinPlace } from "../addresses/pin-directory";
import { ShippingError } from "../shipping/provider";

/**
 * The delivery promise for a PIN (issue 18, item 2; decision 028): the shop's zones (lib/delivery.ts) from the
 * shop's PIN to the customer's, with the days the seller set per zone; when a courier that can be asked is
 * connected (Shiprocket), its serviceability and fastest estimate instead, plus the seller's days to dispatch. A courier that cannot be reached
 * leaves the zones' estimate standing: a shopper is never kept from ordering by a courier's outage.
 */
export type DeliveryEstimate = Pick<ApiDeliveryPromise, "zone" | "serviceable" | "days" | "deliveryBy" | "source" | "cod"> & {
  place: PinPlace;
  /** Why cash on delivery is not offered there (English; the route translates), null when it is. */
  codReason: string | null;
};

/** A parcel weighs at least this for couriers (their smallest slab); what the courier is asked about when no weight is known. */
export const MIN_PARCEL_KG = 0.5;

/** The delivery zone of a PIN the directory lists, from the shop's PIN (its district) and state. */
export function zoneOf(settings: ShopSettings, place: PinPlace): DeliveryZone {
  const shop = lookupPin(settings.address.pincode);
  return deliveryZone(
    { district: shop?.district ?? "", stateCode: settings.address.stateCode },
    { district: place.district, stateCode: stateByName(place.state)?.code ?? "" },
  );
}

export const notServiceable = (pin: string) => `Our couriers do not deliver to PIN ${pin} yet`;
export const noCodAt = (pin: string) => `Cash on Delivery is not available for PIN ${pin}`;

export async function estimateDelivery(
  services: Pick<Services, "shipping" | "log">,
  settings: ShopSettings,
  pin: string,
  opts: { weightKg?: number; now?: Date; askCourier?: boolean } = {},
): Promise<DeliveryEstimate | null> {
  const place = lookupPin(pin);
  if (!place) return null;
  const now = opts.now ?? new Date();
  const zone = zoneOf(settings, place);
  const zoneDays = settings.delivery.days[zone];
  // The shop's own rules first: no COD to the PINs and states it lists (decision 029; the order-value limit needs a cart).
  const state = stateByName(place.state);
  const refusal = state ? codRefusal(settings.shippingRules, { pin, stateCode: state.code, stateName: state.name }, 0) : null;
  const shopCod = refusal ? { cod: false, codReason: codRefusalText(refusal) } : { cod: true, codReason: null };
  const zones: DeliveryEstimate = { place, zone, serviceable: true, days: zoneDays, deliveryBy: deliveryDate(now, zoneDays), source: "zones", ...shopCod };

  const courier = services.shipping.serviceability?.bind(services.shipping);
  if (!courier || opts.askCourier === false) return zones;
  try {
    const answer = await courier({
      pickupPin: settings.address.pincode,
      deliveryPin: pin,
      weightKg: Math.max(MIN_PARCEL_KG, opts.weightKg ?? MIN_PARCEL_KG),
      cod: true,
    });
    if (!answer.serviceable)
      return { ...zones, serviceable: false, days: null, deliveryBy: null, source: "courier", cod: false, codReason: notServiceable(pin) };
    const days = answer.days === null ? zoneDays : answer.days + settings.delivery.dispatchDays;
    const courierCod = answer.cod ? shopCod : { cod: false, codReason: noCodAt(pin) };
    return { ...zones, days, deliveryBy: deliveryDate(now, days), source: "courier", ...courierCod };
  } catch (err) {
    if (!(err instanceof ShippingError)) throw err;
    services.log.warn({ pin, err: err.message }, "courier estimate unavailable; the shop's delivery zones answer");
    return zones;
  }
}

/** What a checkout is promised: the date (null: none known, the order reads order date + 7 days), and whether a courier takes cash there. */
export type CheckoutPromise = { deliveryBy: string | null; cod: boolean; codReason: string | null };

/**
 * The promise for a checkout's address, asked before the order's transaction (a courier's answer must not hold
 * database locks). An address that is not the customer's gets the empty promise: the checkout refuses it anyway.
 */
export async function promiseForCheckout(
  services: Services,
  userId: string,
  checkout: Pick<Checkout, "address" | "items">,
  now: Date,
): Promise<CheckoutPromise> {
  const address = await findOwnAddress(services.database.db, userId, checkout.address);
  const { settings } = await services.catalog.get();
  const weightKg = (await checkoutWeightGrams(services, settings, checkout.items)) / 1000;
  const estimate = address ? await estimateDelivery(services, settings, address.zip_code, { now, weightKg }) : null;
  return { deliveryBy: estimate?.deliveryBy ?? null, cod: estimate?.cod ?? true, codReason: estimate?.codReason ?? null };
}

/**
 * What the courier is asked to carry: the units' weights as the catalogue has them (the variant named, or a
 * product's only variant), the shop's weight for an item without one. Read from the catalogue in memory, before the
 * order's transaction; the order itself is priced from the database (lib/shipping-rules.ts).
 */
async function checkoutWeightGrams(services: Services, settings: ShopSettings, items: Checkout["items"]): Promise<number> {
  const snap = await services.catalog.get();
  const weightOf = (item: Checkout["items"][number]) => {
    const product = snap.byId.get(item.product);
    const variants = product?.variants ?? [];
    const variant = item.variant === undefined ? (variants.length === 1 ? variants[0] : undefined) : variants.find((v) => v._id === item.variant);
    return variant?.weightGrams ?? null;
  };
  return orderWeightGrams(
    items.map((i) => ({ quantity: i.quantity, weightGrams: weightOf(i) })),
    settings.shippingRules.itemGrams,
  );
}
