/**
 * The delivery promise (issue 18, item 2; decision 028): how far a parcel goes, from the shop's PIN to the
 * customer's, and so by when it arrives. Nothing heavy here: the product page and the cart load it (the date
 * arithmetic, deliveryDate, is in lib/india-time.ts).
 *
 * - city: the same district as the shop (India Post's district of each PIN);
 * - state: the same state or union territory;
 * - rest: the rest of India;
 * - far: far-off regions couriers take longest to reach: the North-East (the eight states), Jammu and Kashmir,
 *   Ladakh, and the islands (Andaman and Nicobar, Lakshadweep), unless the shop is in the same state.
 */
export const DELIVERY_ZONES = ["city", "state", "rest", "far"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];
/** Days from the order to the doorstep, per zone (the shop's settings). */
export type DeliveryDays = Record<DeliveryZone, number>;

/** What a small courier parcel takes in India, dispatch day included; the seller sets their own in Settings. */
export const DEFAULT_DELIVERY_DAYS: DeliveryDays = { city: 2, state: 4, rest: 6, far: 9 };
export const MAX_DELIVERY_DAYS = 30;

/** GST state codes of the far-off regions: Sikkim, Arunachal, Nagaland, Manipur, Mizoram, Tripura, Meghalaya, Assam; J&K, Ladakh; A&N, Lakshadweep. */
export const FAR_STATE_CODES: ReadonlySet<string> = new Set(["11", "12", "13", "14", "15", "16", "17", "18", "01", "38", "35", "31"]);

export type Place = { district: string; stateCode: string };

export function deliveryZone(shop: Place, to: Place): DeliveryZone {
  if (to.stateCode !== shop.stateCode) return FAR_STATE_CODES.has(to.stateCode) ? "far" : "rest";
  return to.district.toLowerCase() === shop.district.toLowerCase() ? "city" : "state";
}

const dateFormats: Record<string, Intl.DateTimeFormat> = {};

/**
 * "Thu, 27 Nov" ("गुरु, 27 नव॰" in hi-IN) for an Indian calendar date, read at noon in India so no time zone moves it.
 * The formatter is kept per locale: building one per call was 2 % of a checkout's CPU (the email prints the date).
 */
export function formatDeliveryDate(date: string, locale = "en-IN"): string {
  dateFormats[locale] ??= new Intl.DateTimeFormat(locale, { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short" });
  return dateFormats[locale].format(new Date(`${date}T12:00:00+05:30`));
}

/** GET /api/delivery/{pin}: by when an order placed now reaches the PIN, and whether it may be paid on delivery. */
export type ApiDeliveryPromise = {
  success: true;
  pincode: string;
  district: string;
  state: string;
  zone: DeliveryZone;
  /** Whether a courier reaches the PIN (always true without Shiprocket: the zones assume one does). */
  serviceable: boolean;
  days: number | null;
  /** The Indian calendar date ("2026-11-27"); null when no courier reaches the PIN. */
  deliveryBy: string | null;
  /** Where the estimate came from: the shop's zones, or the courier's own (Shiprocket). */
  source: "zones" | "courier";
  cod: boolean;
  /** Why cash on delivery is not offered there, in the page's language; absent when it is. */
  codReason?: string;
};

/** A failed ask: the server's message (or the network's) in the page's language. */
export type DeliveryAnswer = ApiDeliveryPromise | { success: false; message: string };

/**
 * "Delivery to 208001 by Thu, 27 Nov · Cash on Delivery available" (`by` and `cod` are the page's words for the two
 * halves); where there is no COD its reason instead of the second half, and where no courier goes only the reason.
 */
export function promiseText(a: DeliveryAnswer, locale: string, words: { by: (pin: string, date: string) => string; cod: string }): string {
  if (!a.success) return a.message;
  if (!a.deliveryBy) return a.codReason ?? "";
  return `${words.by(a.pincode, formatDeliveryDate(a.deliveryBy, locale))} · ${a.cod ? words.cod : (a.codReason ?? "")}`;
}
