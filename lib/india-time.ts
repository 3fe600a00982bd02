/**
 * Dates as India sees them. India Standard Time is UTC+05:30 all year (no
 * daylight saving), so a fixed offset is exact. Used for "today", invoice dates
 * and the financial year (1 April – 31 March).
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar date in India of an instant: { year, month (1–12), day }. */
export function istDateParts(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** "2026-11-22": the calendar date in India of an instant. */
export function istDate(at: Date): string {
  const { year, month, day } = istDateParts(at);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The UTC instant at which an Indian calendar date ("2026-11-22") begins. */
export function istStartOfDay(date: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - IST_OFFSET_MS);
}

/** "22 Nov 2026" in India's calendar ("22 नव॰ 2026" with locale hi-IN). */
export function formatIstDate(at: Date | string, locale = "en-IN"): string {
  const d = typeof at === "string" ? new Date(at) : at;
  return d.toLocaleDateString(locale, { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" });
}

/** "22 Nov 2026, 3:45 pm" in India's time (in Hindi's format with locale hi-IN). */
export function formatIstDateTime(at: Date | string, locale = "en-IN"): string {
  const d = typeof at === "string" ? new Date(at) : at;
  return d.toLocaleString(locale, { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
}

/** Spec: estimated delivery is the order date + 7 days. */
export const DELIVERY_DAYS = 7;

export function estimatedDelivery(orderedAt: Date | string): Date {
  const d = typeof orderedAt === "string" ? new Date(orderedAt) : orderedAt;
  return new Date(d.getTime() + DELIVERY_DAYS * 86_400_000);
}

/**
 * The Indian calendar date ("2026-11-27") a parcel ordered at `orderedAt` arrives in `days` days. Couriers do not
 * deliver on Sundays: a date that falls on one moves to the Monday.
 */
export function deliveryDate(orderedAt: Date, days: number): string {
  const date = istDate(new Date(orderedAt.getTime() + days * 86_400_000));
  const weekday = new Date(istStartOfDay(date).getTime() + IST_OFFSET_MS).getUTCDay();
  return weekday === 0 ? istDate(new Date(istStartOfDay(date).getTime() + 36 * 3_600_000)) : date;
}
