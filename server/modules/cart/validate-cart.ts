import { MAX_CART_LINES, MAX_QTY_PER_LINE, type CartItems } from "../../../lib/cart";
import type { ApiProduct } from "../../../lib/catalog";
import { chooseVariantMessage, optionsText } from "../../../lib/variants";
import { HttpError } from "../../http/errors";
import type { CatalogSnapshot } from "../catalog/catalog.cache";

type CartLine = { name: string } | { refused: string } | null;

/**
 * What a cart key names: a live variant (var_…), or a product id meaning that
 * product's only variant. A product with several variants needs the choice
 * ("Please choose a size / colour"); anything else is unknown (null).
 */
function lineOf(id: string, snap: CatalogSnapshot): CartLine {
  const hit = snap.variantById.get(id);
  if (hit) {
    const text = optionsText(hit.product.options ?? [], hit.variant.options);
    return { name: text === "" ? hit.product.name : `${hit.product.name} (${text})` };
  }
  const product: ApiProduct | undefined = snap.byId.get(id);
  if (!product) return null;
  if ((product.variants?.length ?? 1) > 1) return { refused: chooseVariantMessage(product.options ?? []) };
  return { name: product.name };
}

/**
 * A cart as the customer sent it, checked against the live catalogue: known,
 * not-deleted products or variants and positive whole quantities up to the
 * line maximum. Anything else is refused as a whole (nothing half-saved).
 */
export function validateCart(input: Record<string, number>, snap: CatalogSnapshot): CartItems {
  const entries = Object.entries(input);
  if (entries.length > MAX_CART_LINES) throw new HttpError(400, `A cart can hold at most ${MAX_CART_LINES} different products`);
  const out: CartItems = {};
  for (const [id, qty] of entries) {
    const line = lineOf(id, snap);
    if (!line) throw new HttpError(400, `Product ${id.slice(0, 40)} is not available`);
    if ("refused" in line) throw new HttpError(400, line.refused);
    if (!Number.isInteger(qty) || qty < 1) throw new HttpError(400, `Quantity of ${line.name} must be a whole number of at least 1`);
    if (qty > MAX_QTY_PER_LINE) throw new HttpError(400, `At most ${MAX_QTY_PER_LINE} of ${line.name} per order`);
    out[id] = qty;
  }
  return out;
}

/** The visitor's local cart at login: lines for products or variants that no longer exist (or need a choice) are dropped, not refused. */
export function keepKnownLines(input: Record<string, number> | undefined, snap: CatalogSnapshot): CartItems {
  const out: CartItems = {};
  for (const [id, qty] of Object.entries(input ?? {})) {
    const line = lineOf(id, snap);
    if (line && "name" in line && Number.isInteger(qty) && qty >= 1) out[id] = Math.min(qty, MAX_QTY_PER_LINE);
  }
  return out;
}
