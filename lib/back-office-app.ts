/**
 * The installable back office (decision record 015): names shared by the
 * server, the seller pages and the service worker (server/modules/back-office-app/seller-sw.js
 * repeats them: it cannot import).
 */
export const BACK_OFFICE_SCOPE = "/seller";
export const SERVICE_WORKER_URL = "/seller/sw.js";
/** Every cache the worker makes starts with this. */
export const CACHE_PREFIX = "seller-";
/** Response header: the session's one-way tag, under which the worker keeps its data. */
export const SESSION_TAG_HEADER = "X-Seller-Cache";
/** Response header the worker adds to a kept response: when it was loaded (ISO-8601). */
export const CACHED_AT_HEADER = "X-Cached-At";
/** Readable cookie (path /seller) holding the session's tag, checked by the worker offline. */
export const MARKER_COOKIE = "seller_sw";

/** "4:05 pm", India's time (the shop's and its owner's). */
export function clockTime(at: Date): string {
  return at.toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", hour12: true });
}

/**
 * The order list's notice while offline: "You are offline. Showing orders as last loaded at 4:05 pm."
 * (with the day, "on 24 Nov at 4:05 pm", when they were loaded before today in India).
 */
export function offlineNotice(loadedAt: Date | null, now = new Date()): string {
  if (!loadedAt || Number.isNaN(loadedAt.getTime())) return "You are offline. Showing orders as last loaded.";
  const day = (d: Date) => d.toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short" });
  const on = day(loadedAt) === day(now) && now.getTime() - loadedAt.getTime() < 86_400_000 ? "" : ` on ${day(loadedAt)}`;
  return `You are offline. Showing orders as last loaded${on} at ${clockTime(loadedAt)}.`;
}
