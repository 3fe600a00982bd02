import type { Kysely, Updateable } from "kysely";
import type { ApiProduct } from "../../lib/catalog";
import type { DB, ProductsTable } from "../db/schema";
import { mirrorOnlyVariant } from "../modules/catalog/variants.repo";

/**
 * Tests that arrange a product's stock, switch or price by writing its row:
 * the row is written and its only variant (where stock and prices live since
 * issue 14) follows, as the seller's edit does.
 */
export async function setProductColumns(db: Kysely<DB>, ids: string | string[], set: Updateable<ProductsTable>): Promise<void> {
  const list = typeof ids === "string" ? [ids] : ids;
  await db.updateTable("products").set(set).where("id", "in", list).execute();
  for (const id of list) await mirrorOnlyVariant(db, id);
}

/**
 * A product a client that knows nothing of variants can put in a cart or an
 * order by its id: it has one variant (the demo catalogue also has products
 * with options, which need a variant id).
 */
export const singleVariant = (p: Pick<ApiProduct, "variants">): boolean => (p.variants?.length ?? 1) === 1;
