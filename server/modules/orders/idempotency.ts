import { createHash } from "node:crypto";
import { HttpError } from "../../http/errors";
import type { OrderRow } from "./orders.repo";

/** A client's Idempotency-Key bound to the request it was first used with. */
export type Idempotency = { key: string; fingerprint: string };

export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different request. Use a new key for a new order.";

/**
 * Binds a key to its endpoint and its (parsed, so normalised) body: the same
 * key may repeat exactly that request and get its first answer, never another
 * request's order.
 */
export function bindIdempotency(key: string | null, endpoint: string, input: unknown): Idempotency | null {
  if (key === null) return null;
  return {
    key,
    fingerprint: createHash("sha256")
      .update(`${endpoint}\n${JSON.stringify(input)}`)
      .digest("hex"),
  };
}

/** The order an earlier request with this key made, refused with 422 when that request was a different one. */
export function sameRequest(earlier: OrderRow, idem: Idempotency): OrderRow {
  // Orders from before keys were bound carry no fingerprint: they keep their old behaviour.
  if (earlier.idempotency_fingerprint !== null && earlier.idempotency_fingerprint !== idem.fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return earlier;
}
