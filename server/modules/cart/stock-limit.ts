import type { Kysely } from "kysely";
import { MAX_QTY_PER_LINE } from "../../../lib/cart";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { CatalogSnapshot } from "../catalog/catalog.cache";

/** The variant a cart key sells: a variant id, or a product id with exactly one variant; null otherwise. */
function variantIdOf(id: string, snap: CatalogSnapshot): string | null {
  if (snap.variantById.has(id)) return id;
  const variants = snap.byId.get(id)?.variants ?? [];
  return variants.length === 1 ? variants[0]!._id : null;
}

/** A refused quantity: the message to show and the most the line may hold (0: none). */
export type StockRefusal = { message: string; most: number };

/**
 * Why a cart line may not hold `quantity` units (issue 15): "Only 6 left" when
 * the variant's counted stock is smaller, "Out of stock" at none; null when it
 * may (stock not counted, or enough). The count shows only to someone asking
 * for more than there is, as Place Order's refusal already does.
 */
export async function stockRefusal(db: Kysely<DB>, snap: CatalogSnapshot, id: string, quantity: number): Promise<StockRefusal | null> {
  const variantId = variantIdOf(id, snap);
  if (!variantId) throw new HttpError(400, `Product ${id.slice(0, 40)} is not available`);
  if (quantity > MAX_QTY_PER_LINE) return { message: `At most ${MAX_QTY_PER_LINE} per order`, most: MAX_QTY_PER_LINE };
  const row = await db
    .selectFrom("product_variants")
    .select(["stock", "in_stock"])
    .where("id", "=", variantId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row || row.in_stock !== 1 || row.stock === 0) return { message: "Out of stock", most: 0 };
  if (row.stock !== null && quantity > row.stock) return { message: `Only ${row.stock} left`, most: row.stock };
  return null;
}
