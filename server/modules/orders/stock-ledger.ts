import { PostgresAdapter, type Kysely } from "kysely";
import { newId } from "../../../lib/ids";
import type { StockLedgerEntry } from "../../../lib/stock-ledger";
import type { DB, StockMovement } from "../../db/schema";
import { defaultVariantId } from "../catalog/variants.repo";

/** The actor of movements nobody typed (payment expiry, a late payment, the opening stock). */
export const SYSTEM = "system";

export type LedgerRow = {
  productId: string;
  /** The variant whose stock moved; omitted = the product's only variant. */ variantId?: string | null;
  kind: StockMovement;
  quantity: number;
  stockAfter: number | null;
  orderId: string | null;
  actor: string;
  note?: string | null;
  createdAt: string;
};

/** One movement of counted stock; always inside the transaction that moved it. */
export async function writeLedger(trx: Kysely<DB>, row: LedgerRow): Promise<void> {
  const variantId = row.variantId === undefined ? await defaultVariantId(trx, row.productId) : row.variantId;
  await ledgerInsert(trx, { ...row, variantId }).execute();
}

/** writeLedger's statement for a row whose variant is known (for writeLater). */
export function ledgerInsert(trx: Kysely<DB>, row: LedgerRow & { variantId: string | null }) {
  return trx.insertInto("stock_ledger").values({
    id: newId("stk"),
    product_id: row.productId,
    variant_id: row.variantId,
    kind: row.kind,
    quantity: row.quantity,
    stock_after: row.stockAfter,
    order_id: row.orderId,
    actor: row.actor,
    note: row.note ?? null,
    created_at: row.createdAt,
  });
}

/** The product row, locked for the rest of the transaction on PostgreSQL (SQLite's writer lock serialises anyway). */
export async function lockProduct(trx: Kysely<DB>, id: string) {
  const q = trx.selectFrom("products").selectAll().where("id", "=", id).where("deleted_at", "is", null);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q).executeTakeFirst();
}

export const LEDGER_PAGE = 100;

/** A product's movements, newest first, with the seller's and customer's names and the order's status now. */
export async function listLedger(db: Kysely<DB>, productId: string, limit = LEDGER_PAGE): Promise<StockLedgerEntry[]> {
  const rows = await db
    .selectFrom("stock_ledger as l")
    .leftJoin("orders as o", "o.id", "l.order_id")
    .leftJoin("sellers as s", "s.id", "l.actor")
    .leftJoin("users as u", "u.id", "l.actor")
    .select([
      "l.id",
      "l.variant_id",
      "l.kind",
      "l.quantity",
      "l.stock_after",
      "l.order_id",
      "l.actor",
      "l.note",
      "l.created_at",
      "o.status as order_status",
      "s.name as seller_name",
      "u.name as customer_name",
    ])
    .where("l.product_id", "=", productId)
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    quantity: r.quantity,
    stockAfter: r.stock_after,
    orderId: r.order_id,
    variantId: r.variant_id,
    orderStatus: r.order_status ?? null,
    by: r.actor === SYSTEM ? "system" : r.seller_name ? "seller" : "customer",
    byName: r.actor === SYSTEM ? "System" : r.seller_name || r.customer_name || r.actor,
    note: r.note,
    createdAt: r.created_at,
  }));
}

/** Units of each product held by online orders still waiting for their payment. */
export async function heldStockByProduct(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("order_items as i")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select((eb) => ["i.product_id", eb.fn.sum<number | string>("i.quantity").as("held")])
    .where("o.status", "=", "pending_payment")
    .where("o.stock_held", "=", 1)
    .groupBy("i.product_id")
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.held)]));
}

/** Units of one product held by online orders waiting for their payment. */
export async function heldStockOf(db: Kysely<DB>, productId: string): Promise<number> {
  const row = await db
    .selectFrom("order_items as i")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select((eb) => eb.fn.sum<number | string | null>("i.quantity").as("held"))
    .where("i.product_id", "=", productId)
    .where("o.status", "=", "pending_payment")
    .where("o.stock_held", "=", 1)
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}
