import { sql, type Kysely, type QueryResult } from "kysely";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { rowsOf, together, writeLater, type Statement } from "../../db/group-commit";
import { bumpCatalogVersion, bumpCatalogVersionQuery } from "../catalog/catalog.repo";
import {
  defaultVariantId,
  listLiveVariants,
  liveVariantsQuery,
  productSummaryUpdate,
  syncProductFromVariants,
  variantsByProduct,
} from "../catalog/variants.repo";
import { LOW_STOCK } from "../../../lib/variants";
import { ledgerInsert, writeLedger, SYSTEM } from "./stock-ledger";

/** One line's units of one variant (`variantId` null = the product's only variant: lines made before variants). */
export type StockLine = {
  productId: string;
  variantId?: string | null;
  name: string;
  quantity: number;
  /** The order the line belongs to (for the stock ledger). */ orderId?: string;
  /** Whether the variant's stock was counted when the order was priced (a hint: takeStock skips a read when false). */
  counted?: boolean;
};

/** Who moved the stock and why, for the ledger; every field has a default so older callers keep working. */
export type StockContext = {
  /** An order taking stock: "held" while its online payment is pending, "sold" otherwise (the default). */
  kind?: "held" | "sold";
  orderId?: string | null;
  /** A customer id, a seller id or "system" (the default). */
  actor?: string;
  now?: Date;
};

type Resolved = StockLine & { variantId: string };

/**
 * Lines with their variant, grouped by product in product-id order (variants
 * in id order within): every transaction locks a product row before any of
 * its variants, and products in the same order, so none wait on each other in
 * opposite order (no deadlock on PostgreSQL).
 */
async function byProduct(trx: Kysely<DB>, lines: StockLine[]): Promise<[string, Resolved[]][]> {
  const groups = new Map<string, Resolved[]>();
  for (const line of lines) {
    const variantId = line.variantId ?? (await defaultVariantId(trx, line.productId));
    if (!variantId) continue; // a product with no variant row at all: nothing counted
    const list = groups.get(line.productId) ?? [];
    list.push({ ...line, variantId });
    groups.set(line.productId, list);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([p, list]) => [p, list.sort((a, b) => (a.variantId < b.variantId ? -1 : 1))]);
}

/** Locks the product row (an update takes the row lock on PostgreSQL) and stamps it: an open edit form is stale now. */
async function touchProduct(trx: Kysely<DB>, productId: string, stamp: string): Promise<void> {
  await touchProductQuery(trx, productId, stamp).execute();
}

function touchProductQuery(trx: Kysely<DB>, productId: string, stamp: string) {
  return trx.updateTable("products").set({ updated_at: stamp }).where("id", "=", productId);
}

const ledgerOrder = (context: StockContext, line: StockLine) => context.orderId ?? line.orderId ?? null;

/**
 * Takes the order's quantities from the counted stock of its variants, inside
 * the order's transaction. Each line is one conditional update (`stock >=
 * quantity`), so concurrent orders can never take more than there is: the loser
 * finds no row to update and the whole order rolls back with a message naming
 * the product. Variants whose stock is not counted (null) are left alone: the
 * same update matches them and leaves them as they were (one statement a line
 * either way, checked under the row's lock). Every movement is written to the
 * stock ledger and stamps the product's `updated_at`; the product's summary
 * columns follow its variants (recomputed only when a counted stock moved).
 *
 * The statements go together (one round trip on PostgreSQL, decision 045), in lock order: each product row, its
 * variants, the next product; then the live variants the summaries are made of (when a line may be counted), then
 * `alongside` (a checkout's counters, taken right after the stock), whose results are returned. The ledger rows, the
 * summaries and the catalogue's version are written with writeLater (in a checkout, with its COMMIT).
 *
 * Returns whether a variant ran out, which changes what the storefront shows
 * (the catalogue version is bumped here, in the same transaction).
 */
export async function takeStock(
  trx: Kysely<DB>,
  lines: StockLine[],
  context: StockContext = {},
  alongside: Statement[] = [],
): Promise<{ soldOut: boolean; alongside: QueryResult<unknown>[] }> {
  const stamp = (context.now ?? new Date()).toISOString();
  const groups = await byProduct(trx, lines);
  const takes = groups.map(([productId, group]) => ({
    productId,
    touch: touchProductQuery(trx, productId, stamp),
    // Counted: takes the quantity if there is enough. Not counted (null): matches and changes nothing (null stays
    // null, updated_at is kept), so no second statement is needed to tell the two apart.
    lines: group.map((line) => ({
      line,
      take: trx
        .updateTable("product_variants")
        .set({ stock: sql<number>`stock - ${line.quantity}`, updated_at: sql<string>`case when stock is null then updated_at else ${stamp} end` })
        .where("id", "=", line.variantId)
        .where((eb) => eb.or([eb("stock", "is", null), eb("stock", ">=", line.quantity)]))
        .returning("stock"),
    })),
  }));
  const statements: Statement[] = takes.flatMap((t) => [t.touch, ...t.lines.map((l) => l.take)]);
  // Read after the updates, so it sees the stock they left; skipped when every line is known to be uncounted.
  const variantsRead =
    lines.some((l) => l.counted !== false) && takes.length > 0
      ? liveVariantsQuery(
          trx,
          takes.map((t) => t.productId),
        )
      : null;
  const results = await together(trx, [...statements, ...(variantsRead ? [variantsRead] : []), ...alongside]);

  let soldOut = false;
  // Low counted stock is on the product page ("Only 3 left"): its cached pages must follow every unit.
  let lowStock = false;
  const moved: string[] = [];
  let at = 0;
  for (const { productId, lines: taken } of takes) {
    at += 1; // the product's touch
    for (const { line, take } of taken) {
      const row = rowsOf(take, results[at++])[0];
      if (row?.stock === null) continue; // not counted: nothing to take
      if (row) {
        if (!moved.includes(productId)) moved.push(productId);
        if (row.stock === 0) soldOut = true;
        if (row.stock <= LOW_STOCK) lowStock = true;
        const ledger = ledgerInsert(trx, {
          productId,
          variantId: line.variantId,
          kind: context.kind ?? "sold",
          quantity: -line.quantity,
          stockAfter: row.stock,
          orderId: ledgerOrder(context, line),
          actor: context.actor ?? SYSTEM,
          createdAt: stamp,
        });
        await writeLater(trx, ledger);
        continue;
      }
      const current = await trx.selectFrom("product_variants").select("stock").where("id", "=", line.variantId).executeTakeFirst();
      if (!current || current.stock === null) continue; // gone since the order was priced: nothing to take
      throw new HttpError(409, current.stock <= 0 ? `"${line.name}" is out of stock` : `Only ${current.stock} of "${line.name}" left in stock`);
    }
  }
  // The summary (stock, in stock, cheapest price) reads the variants: unchanged unless a counted stock moved.
  if (moved.length > 0) {
    const live = variantsRead ? variantsByProduct(rowsOf(variantsRead, results[statements.length])) : await listLiveVariants(trx, moved);
    for (const productId of moved) {
      const summary = productSummaryUpdate(trx, productId, live.get(productId) ?? []);
      if (summary) await writeLater(trx, summary);
    }
  }
  if (soldOut || lowStock) await writeLater(trx, bumpCatalogVersionQuery(trx));
  return { soldOut, alongside: results.slice(statements.length + (variantsRead ? 1 : 0)) };
}

/**
 * Like takeStock, but for a payment that arrives after its order gave its
 * stock back: takes the quantities only if every line can still be served,
 * and reports false (taking nothing) otherwise. The ledger reads "sold".
 */
export async function takeStockIfAvailable(trx: Kysely<DB>, lines: StockLine[], context: StockContext = {}): Promise<{ taken: boolean; soldOut: boolean }> {
  const stamp = (context.now ?? new Date()).toISOString();
  const groups = await byProduct(trx, lines);
  const taken: { productId: string; line: Resolved; stockAfter: number }[] = [];
  let soldOut = false;
  let lowStock = false;
  for (const [productId, group] of groups) {
    await touchProduct(trx, productId, stamp);
    for (const line of group) {
      const counted = await trx.selectFrom("product_variants").select("stock").where("id", "=", line.variantId).executeTakeFirst();
      if (!counted || counted.stock === null) continue;
      const row = await trx
        .updateTable("product_variants")
        .set({ stock: sql<number>`stock - ${line.quantity}`, updated_at: stamp })
        .where("id", "=", line.variantId)
        .where("stock", ">=", line.quantity)
        .returning("stock")
        .executeTakeFirst();
      if (!row) {
        for (const t of taken)
          await trx
            .updateTable("product_variants")
            .set({ stock: sql<number>`stock + ${t.line.quantity}` })
            .where("id", "=", t.line.variantId)
            .execute();
        for (const [p] of groups) await syncProductFromVariants(trx, p);
        return { taken: false, soldOut: false };
      }
      taken.push({ productId, line, stockAfter: row.stock ?? 0 });
      if (row.stock === 0) soldOut = true;
      if (row.stock !== null && row.stock <= LOW_STOCK) lowStock = true;
    }
  }
  for (const [p] of groups) await syncProductFromVariants(trx, p);
  // Written once every line is taken: a refusal leaves no ledger rows behind.
  for (const { productId, line, stockAfter } of taken) {
    await writeLedger(trx, {
      productId,
      variantId: line.variantId,
      kind: context.kind ?? "sold",
      quantity: -line.quantity,
      stockAfter,
      orderId: ledgerOrder(context, line),
      actor: context.actor ?? SYSTEM,
      createdAt: stamp,
    });
  }
  if (soldOut || lowStock) await bumpCatalogVersion(trx);
  return { taken: true, soldOut };
}

/** The stock lines of an order already written (for taking its stock again). */
export async function stockLinesOf(trx: Kysely<DB>, orderId: string): Promise<StockLine[]> {
  const rows = await trx.selectFrom("order_items").select(["product_id", "variant_id", "name", "quantity"]).where("order_id", "=", orderId).execute();
  return rows.map((r) => ({ productId: r.product_id, variantId: r.variant_id, name: r.name, quantity: r.quantity, orderId }));
}

/**
 * Gives an order's quantities back to counted stock (cancellation, a failed or
 * expired payment). The caller flips the order's `stock_held` in the same
 * transaction with a conditional update, so stock is returned exactly once.
 * The ledger reads "released" (by `actor`, "system" by default).
 */
export async function releaseStock(trx: Kysely<DB>, orderId: string, context: { actor?: string; now?: Date } = {}): Promise<{ restocked: boolean }> {
  return giveBack(trx, await stockLinesOf(trx, orderId), "released", { actor: context.actor ?? SYSTEM, now: context.now, orderId });
}

/** Units back into counted stock, one ledger row each ("released" or "returned"); the catalogue is told when it shows. */
async function giveBack(
  trx: Kysely<DB>,
  lines: StockLine[],
  kind: "released" | "returned",
  context: { actor: string; now?: Date; note?: string; orderId?: string },
): Promise<{ restocked: boolean }> {
  const stamp = (context.now ?? new Date()).toISOString();
  let restocked = false;
  let lowStock = false;
  for (const [productId, group] of await byProduct(trx, lines)) {
    await touchProduct(trx, productId, stamp);
    for (const line of group) {
      const row = await trx
        .updateTable("product_variants")
        .set({ stock: sql<number>`stock + ${line.quantity}`, updated_at: stamp })
        .where("id", "=", line.variantId)
        .where("stock", "is not", null)
        .returning("stock")
        .executeTakeFirst();
      if (!row) continue; // not counted: nothing to give back
      if (row.stock === line.quantity) restocked = true; // it was at 0: back on sale
      if (row.stock !== null && row.stock - line.quantity <= LOW_STOCK) lowStock = true; // it showed "Only N left"
      await writeLedger(trx, {
        productId,
        variantId: line.variantId,
        kind,
        quantity: line.quantity,
        stockAfter: row.stock,
        orderId: context.orderId ?? line.orderId ?? null,
        actor: context.actor,
        note: context.note ?? null,
        createdAt: stamp,
      });
    }
    await syncProductFromVariants(trx, productId);
  }
  if (restocked || lowStock) await bumpCatalogVersion(trx);
  return { restocked };
}

/**
 * The seller sets a variant's stock count (the edit form; the product's only
 * variant when `variantId` is omitted) on a row the caller has locked and read
 * as `from`: the change is written to the ledger as an adjustment by the
 * seller. `null` = not counted; switching counting off takes the counted
 * units out of the ledger's sum, switching it on puts the new count in, so
 * the ledger always adds up to the stock.
 */
export async function setCountedStock(
  trx: Kysely<DB>,
  productId: string,
  from: number | null,
  to: number | null,
  context: { actor: string; now?: Date; variantId?: string },
): Promise<void> {
  if (from === to) return;
  const stamp = (context.now ?? new Date()).toISOString();
  const variantId = context.variantId ?? (await defaultVariantId(trx, productId));
  if (!variantId) throw new HttpError(404, "Product not found");
  const guard = trx.updateTable("product_variants").set({ stock: to, updated_at: stamp }).where("id", "=", variantId);
  const updated = await (from === null ? guard.where("stock", "is", null) : guard.where("stock", "=", from)).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, "This product changed since you opened it");
  await syncProductFromVariants(trx, productId, stamp);
  const note = from === null ? "Stock counting started" : to === null ? "Stock counting stopped" : null;
  await writeLedger(trx, {
    productId,
    variantId,
    kind: "adjusted",
    quantity: (to ?? 0) - (from ?? 0),
    stockAfter: to,
    orderId: null,
    actor: context.actor,
    note,
    createdAt: stamp,
  });
}

/** A new product's (or variant's) first count (the ledger's "received"), in the transaction that inserts it. */
export async function recordReceived(
  trx: Kysely<DB>,
  productId: string,
  stock: number | null,
  context: { actor: string; now?: Date; note?: string; variantId?: string },
): Promise<void> {
  if (stock === null) return;
  await writeLedger(trx, {
    productId,
    variantId: context.variantId,
    kind: "received",
    quantity: stock,
    stockAfter: stock,
    orderId: null,
    actor: context.actor,
    note: context.note ?? null,
    createdAt: (context.now ?? new Date()).toISOString(),
  });
}

/** The in-stock switch moves no units, but the ledger says when the seller took a product off sale or back on. */
export async function recordSwitch(
  trx: Kysely<DB>,
  productId: string,
  stock: number | null,
  inStock: boolean,
  context: { actor: string; now?: Date; variantId?: string },
): Promise<void> {
  const note = inStock ? "Switched on: in stock" : "Switched off: out of stock";
  await writeLedger(trx, {
    productId,
    variantId: context.variantId,
    kind: "adjusted",
    quantity: 0,
    stockAfter: stock,
    orderId: null,
    actor: context.actor,
    note,
    createdAt: (context.now ?? new Date()).toISOString(),
  });
}

/**
 * An online order's payment arrived while its stock was still held: the hold
 * becomes a sale. No units move (they left the count when held), so the
 * ledger gets a "sold" row of 0 per variant whose latest movement for this
 * order is "held"; a late payment that took the stock again already wrote its own.
 */
export async function recordHoldSold(trx: Kysely<DB>, orderId: string, context: { actor: string; now?: Date }): Promise<void> {
  const rows = await trx
    .selectFrom("stock_ledger")
    .select(["product_id", "variant_id", "kind"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const latest = new Map(rows.map((r) => [`${r.product_id} ${r.variant_id ?? ""}`, r]));
  const stamp = (context.now ?? new Date()).toISOString();
  for (const r of latest.values()) {
    if (r.kind !== "held") continue;
    const variant = r.variant_id ? await trx.selectFrom("product_variants").select("stock").where("id", "=", r.variant_id).executeTakeFirst() : undefined;
    await writeLedger(trx, {
      productId: r.product_id,
      variantId: r.variant_id,
      kind: "sold",
      quantity: 0,
      stockAfter: variant?.stock ?? null,
      orderId,
      actor: context.actor,
      note: "Payment received: the hold is a sale",
      createdAt: stamp,
    });
  }
}

/**
 * Puts returned units back on sale (a received return or exchange): the
 * ledger reads "returned". The caller moves the request's status with a
 * conditional update in the same transaction, so units come back once.
 */
export async function restockUnits(
  trx: Kysely<DB>,
  lines: StockLine[],
  context: { actor: string; now?: Date; note?: string },
): Promise<{ restocked: boolean }> {
  return giveBack(trx, lines, "returned", context);
}
