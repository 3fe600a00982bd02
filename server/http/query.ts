import type { Context } from "hono";
import { HttpError } from "./errors";

/**
 * A whole-number query parameter (`?limit=20`): absent or empty gives the fallback;
 * anything else that is not a whole number from min to max is a 400 naming it
 * (`limit=2.5` once reached SQL as a fraction and came back as a 500).
 */
export function wholeNumberQuery(c: Context, name: string, range: { min: number; max: number; fallback: number }): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return range.fallback;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= range.min && n <= range.max)) throw new HttpError(400, `${name} must be a whole number from ${range.min} to ${range.max}`);
  return n;
}
