import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { bumpCatalogVersion } from "../catalog/catalog.repo";

export type StockLine = { productId: string; name: string; quantity: number };

/**
 * Takes the order's quantities from the counted stock of its products, inside
 * the order's transaction. Each line is one conditional update (`stock >=
 * quantity`), so concurrent orders can never take more than there is: the loser
 * finds no row to update and the whole order rolls back with a message naming
 * the product. Products whose stock is not counted (null) are left alone.
 * Lines are taken in product-id order so two orders never wait on each other
 * in opposite order (no deadlock on PostgreSQL).
 *
 * Returns whether a product ran out, which changes what the storefront shows
 * (the catalogue version is bumped here, in the same transaction).
 */
export async function takeStock(trx: Kysely<DB>, lines: StockLine[]): Promise<{ soldOut: boolean }> {
  let soldOut = false;
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const row = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock - ${line.quantity}` })
      .where("id", "=", line.productId)
      .where("stock", "is not", null)
      .where("stock", ">=", line.quantity)
      .returning("stock")
      .executeTakeFirst();
    if (row) {
      if (row.stock === 0) soldOut = true;
      continue;
    }
    const current = await trx.selectFrom("products").select("stock").where("id", "=", line.productId).executeTakeFirst();
    if (!current || current.stock === null) continue; // not counted: nothing to take
    throw new HttpError(409, current.stock <= 0 ? `"${line.name}" is out of stock` : `Only ${current.stock} of "${line.name}" left in stock`);
  }
  if (soldOut) await bumpCatalogVersion(trx);
  return { soldOut };
}

/**
 * Like takeStock, but for a payment that arrives after its order gave its
 * stock back: takes the quantities only if every line can still be served,
 * and reports false (taking nothing) otherwise.
 */
export async function takeStockIfAvailable(trx: Kysely<DB>, lines: StockLine[]): Promise<{ taken: boolean; soldOut: boolean }> {
  const taken: StockLine[] = [];
  let soldOut = false;
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const counted = await trx.selectFrom("products").select("stock").where("id", "=", line.productId).executeTakeFirst();
    if (!counted || counted.stock === null) continue;
    const row = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock - ${line.quantity}` })
      .where("id", "=", line.productId)
      .where("stock", ">=", line.quantity)
      .returning("stock")
      .executeTakeFirst();
    if (!row) {
      for (const t of taken) await trx.updateTable("products").set({ stock: sql<number>`stock + ${t.quantity}` }).where("id", "=", t.productId).execute();
      return { taken: false, soldOut: false };
    }
    taken.push(line);
    if (row.stock === 0) soldOut = true;
  }
  if (soldOut) await bumpCatalogVersion(trx);
  return { taken: true, soldOut };
}

/** The stock lines of an order already written (for taking its stock again). */
export async function stockLinesOf(trx: Kysely<DB>, orderId: string): Promise<StockLine[]> {
  const rows = await trx.selectFrom("order_items").select(["product_id", "name", "quantity"]).where("order_id", "=", orderId).execute();
  return rows.map((r) => ({ productId: r.product_id, name: r.name, quantity: r.quantity }));
}

/**
 * Gives an order's quantities back to counted stock (cancellation, a failed or
 * expired payment). The caller flips the order's `stock_held` in the same
 * transaction with a conditional update, so stock is returned exactly once.
 */
export async function releaseStock(trx: Kysely<DB>, orderId: string): Promise<{ restocked: boolean }> {
  const lines = await trx.selectFrom("order_items").select(["product_id", "quantity"]).where("order_id", "=", orderId).orderBy("product_id").execute();
  let restocked = false;
  for (const line of lines) {
    const row = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock + ${line.quantity}` })
      .where("id", "=", line.product_id)
      .where("stock", "is not", null)
      .returning("stock")
      .executeTakeFirst();
    if (row && row.stock === line.quantity) restocked = true; // it was at 0: back on sale
  }
  if (restocked) await bumpCatalogVersion(trx);
  return { restocked };
}
