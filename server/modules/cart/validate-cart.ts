import { MAX_CART_LINES, MAX_QTY_PER_LINE, type CartItems } from "../../../lib/cart";
import { HttpError } from "../../http/errors";
import type { CatalogSnapshot } from "../catalog/catalog.cache";

/**
 * A cart as the customer sent it, checked against the live catalogue: known,
 * not-deleted products and positive whole quantities up to the line maximum.
 * Anything else is refused as a whole (nothing half-saved).
 */
export function validateCart(input: Record<string, number>, snap: CatalogSnapshot): CartItems {
  const entries = Object.entries(input);
  if (entries.length > MAX_CART_LINES) throw new HttpError(400, `A cart can hold at most ${MAX_CART_LINES} different products`);
  const out: CartItems = {};
  for (const [id, qty] of entries) {
    const product = snap.byId.get(id);
    if (!product) throw new HttpError(400, `Product ${id.slice(0, 40)} is not available`);
    if (!Number.isInteger(qty) || qty < 1) throw new HttpError(400, `Quantity of ${product.name} must be a whole number of at least 1`);
    if (qty > MAX_QTY_PER_LINE) throw new HttpError(400, `At most ${MAX_QTY_PER_LINE} of ${product.name} per order`);
    out[id] = qty;
  }
  return out;
}

/** The visitor's local cart at login: lines for products that no longer exist are dropped, not refused. */
export function keepKnownLines(input: Record<string, number> | undefined, snap: CatalogSnapshot): CartItems {
  const out: CartItems = {};
  for (const [id, qty] of Object.entries(input ?? {})) {
    if (snap.byId.has(id) && Number.isInteger(qty) && qty >= 1) out[id] = Math.min(qty, MAX_QTY_PER_LINE);
  }
  return out;
}
