import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { bumpCatalogVersion } from "../catalog/catalog.repo";
import { writeLedger, SYSTEM } from "./stock-ledger";

export type StockLine = { productId: string; name: string; quantity: number; /** The order the line belongs to (for the stock ledger). */ orderId?: string };

/** Who moved the stock and why, for the ledger; every field has a default so older callers keep working. */
export type StockContext = {
  /** An order taking stock: "held" while its online payment is pending, "sold" otherwise (the default). */
  kind?: "held" | "sold";
  orderId?: string | null;
  /** A customer id, a seller id or "system" (the default). */
  actor?: string;
  now?: Date;
};

const byProduct = (a: { productId: string }, b: { productId: string }) => (a.productId < b.productId ? -1 : 1);

/**
 * Takes the order's quantities from the counted stock of its products, inside
 * the order's transaction. Each line is one conditional update (`stock >=
 * quantity`), so concurrent orders can never take more than there is: the loser
 * finds no row to update and the whole order rolls back with a message naming
 * the product. Products whose stock is not counted (null) are left alone.
 * Lines are taken in product-id order so two orders never wait on each other
 * in opposite order (no deadlock on PostgreSQL). Every movement is written to
 * the stock ledger and stamps the product's `updated_at`, so an edit form
 * opened before the sale is stale (it would otherwise write the old count back).
 *
 * Returns whether a product ran out, which changes what the storefront shows
 * (the catalogue version is bumped here, in the same transaction).
 */
export async function takeStock(trx: Kysely<DB>, lines: StockLine[], context: StockContext = {}): Promise<{ soldOut: boolean }> {
  const stamp = (context.now ?? new Date()).toISOString();
  let soldOut = false;
  for (const line of [...lines].sort(byProduct)) {
    const row = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock - ${line.quantity}`, updated_at: stamp })
      .where("id", "=", line.productId)
      .where("stock", "is not", null)
      .where("stock", ">=", line.quantity)
      .returning("stock")
      .executeTakeFirst();
    if (row) {
      if (row.stock === 0) soldOut = true;
      await writeLedger(trx, { productId: line.productId, kind: context.kind ?? "sold", quantity: -line.quantity, stockAfter: row.stock, orderId: context.orderId ?? line.orderId ?? null, actor: context.actor ?? SYSTEM, createdAt: stamp });
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
 * and reports false (taking nothing) otherwise. The ledger reads "sold".
 */
export async function takeStockIfAvailable(trx: Kysely<DB>, lines: StockLine[], context: StockContext = {}): Promise<{ taken: boolean; soldOut: boolean }> {
  const stamp = (context.now ?? new Date()).toISOString();
  const taken: { line: StockLine; stockAfter: number }[] = [];
  let soldOut = false;
  for (const line of [...lines].sort(byProduct)) {
    const counted = await trx.selectFrom("products").select("stock").where("id", "=", line.productId).executeTakeFirst();
    if (!counted || counted.stock === null) continue;
    const row = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock - ${line.quantity}`, updated_at: stamp })
      .where("id", "=", line.productId)
      .where("stock", ">=", line.quantity)
      .returning("stock")
      .executeTakeFirst();
    if (!row) {
      for (const t of taken) await trx.updateTable("products").set({ stock: sql<number>`stock + ${t.line.quantity}` }).where("id", "=", t.line.productId).execute();
      return { taken: false, soldOut: false };
    }
    taken.push({ line, stockAfter: row.stock ?? 0 });
    if (row.stock === 0) soldOut = true;
  }
  // Written once every line is taken: a refusal leaves no ledger rows behind.
  for (const { line, stockAfter } of taken) {
    await writeLedger(trx, { productId: line.productId, kind: context.kind ?? "sold", quantity: -line.quantity, stockAfter, orderId: context.orderId ?? line.orderId ?? null, actor: context.actor ?? SYSTEM, createdAt: stamp });
  }
  if (soldOut) await bumpCatalogVersion(trx);
  return { taken: true, soldOut };
}

/** The stock lines of an order already written (for taking its stock again). */
export async function stockLinesOf(trx: Kysely<DB>, orderId: string): Promise<StockLine[]> {
  const rows = await trx.selectFrom("order_items").select(["product_id", "name", "quantity"]).where("order_id", "=", orderId).execute();
  return rows.map((r) => ({ productId: r.product_id, name: r.name, quantity: r.quantity, orderId }));
}

/**
 * Gives an order's quantities back to counted stock (cancellation, a failed or
 * expired payment). The caller flips the order's `stock_held` in the same
 * transaction with a conditional update, so stock is returned exactly once.
 * The ledger reads "released" (by `actor`, "system" by default).
 */
export async function releaseStock(trx: Kysely<DB>, orderId: string, context: { actor?: string; now?: Date } = {}): Promise<{ restocked: boolean }> {
  const stamp = (context.now ?? new Date()).toISOString();
  const lines = await trx.selectFrom("order_items").select(["product_id", "quantity"]).where("order_id", "=", orderId).orderBy("product_id").execute();
  let restocked = false;
  for (const line of lines) {
    const row = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock + ${line.quantity}`, updated_at: stamp })
      .where("id", "=", line.product_id)
      .where("stock", "is not", null)
      .returning("stock")
      .executeTakeFirst();
    if (!row) continue; // not counted: nothing to give back
    if (row.stock === line.quantity) restocked = true; // it was at 0: back on sale
    await writeLedger(trx, { productId: line.product_id, kind: "released", quantity: line.quantity, stockAfter: row.stock, orderId, actor: context.actor ?? SYSTEM, createdAt: stamp });
  }
  if (restocked) await bumpCatalogVersion(trx);
  return { restocked };
}

/**
 * The seller sets a product's stock count (the edit form) on a row the caller
 * has locked (lockProduct) and read as `from`: the change is written to the
 * ledger as an adjustment by the seller. `null` = not counted; switching
 * counting off takes the counted units out of the ledger's sum, switching it
 * on puts the new count in, so the ledger always adds up to the stock.
 */
export async function setCountedStock(trx: Kysely<DB>, productId: string, from: number | null, to: number | null, context: { actor: string; now?: Date }): Promise<void> {
  if (from === to) return;
  const stamp = (context.now ?? new Date()).toISOString();
  const guard = trx.updateTable("products").set({ stock: to, updated_at: stamp }).where("id", "=", productId);
  const updated = await (from === null ? guard.where("stock", "is", null) : guard.where("stock", "=", from)).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, "This product changed since you opened it");
  const note = from === null ? "Stock counting started" : to === null ? "Stock counting stopped" : null;
  await writeLedger(trx, { productId, kind: "adjusted", quantity: (to ?? 0) - (from ?? 0), stockAfter: to, orderId: null, actor: context.actor, note, createdAt: stamp });
}

/** A new product's first count (the ledger's "received"), in the transaction that inserts it. */
export async function recordReceived(trx: Kysely<DB>, productId: string, stock: number | null, context: { actor: string; now?: Date; note?: string }): Promise<void> {
  if (stock === null) return;
  await writeLedger(trx, { productId, kind: "received", quantity: stock, stockAfter: stock, orderId: null, actor: context.actor, note: context.note ?? null, createdAt: (context.now ?? new Date()).toISOString() });
}

/** The in-stock switch moves no units, but the ledger says when the seller took a product off sale or back on. */
export async function recordSwitch(trx: Kysely<DB>, productId: string, stock: number | null, inStock: boolean, context: { actor: string; now?: Date }): Promise<void> {
  const note = inStock ? "Switched on: in stock" : "Switched off: out of stock";
  await writeLedger(trx, { productId, kind: "adjusted", quantity: 0, stockAfter: stock, orderId: null, actor: context.actor, note, createdAt: (context.now ?? new Date()).toISOString() });
}

/**
 * An online order's payment arrived while its stock was still held: the hold
 * becomes a sale. No units move (they left the count when held), so the
 * ledger gets a "sold" row of 0 per product whose latest movement for this
 * order is "held"; a late payment that took the stock again already wrote its own.
 */
export async function recordHoldSold(trx: Kysely<DB>, orderId: string, context: { actor: string; now?: Date }): Promise<void> {
  const rows = await trx.selectFrom("stock_ledger").select(["product_id", "kind"]).where("order_id", "=", orderId).orderBy("created_at").orderBy("id").execute();
  const latest = new Map(rows.map((r) => [r.product_id, r.kind]));
  const stamp = (context.now ?? new Date()).toISOString();
  for (const [productId, kind] of latest) {
    if (kind !== "held") continue;
    const product = await trx.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirst();
    await writeLedger(trx, { productId, kind: "sold", quantity: 0, stockAfter: product?.stock ?? null, orderId, actor: context.actor, note: "Payment received: the hold is a sale", createdAt: stamp });
  }
}
