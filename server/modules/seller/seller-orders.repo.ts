import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import type { ApiOrder } from "../../../lib/orders";
import type { DB } from "../../db/schema";
import { itemsOf, toApiOrder, type OrderRow } from "../orders/orders.repo";

/** An order the shop has to serve: every status but an online payment still waiting or given up. */
export const isRealOrder = (eb: ExpressionBuilder<DB, "orders">) => eb("status", "not in", ["pending_payment", "payment_failed"]);

/** Revenue (decision 006): money received and kept — paid orders (online paid, COD delivered), not cancelled, never sandbox orders. */
export const REVENUE_PAISE = sql<number>`coalesce(sum(case when is_paid = 1 and sandbox = 0 and status <> 'cancelled' then total_paise else 0 end), 0)`;

export type OrderPage = { orders: ApiOrder[]; next: string | null };

/** Cursor of the last order of a page: its creation time and id (ids break ties). */
const cursorOf = (o: { createdAt: string; _id: string }) => `${o.createdAt}|${o._id}`;

/**
 * The seller's orders, newest first, `limit` at a time (keyset paging, so page
 * 1 and page 1,000 cost the same), optionally only those whose id contains
 * `q` (case-insensitive).
 */
/** Orders older than the cursor (created_at, then id), for keyset paging. */
function afterCursor<O>(query: SelectQueryBuilder<DB, "orders", O>, after: string | null): SelectQueryBuilder<DB, "orders", O> {
  if (!after) return query;
  const [createdAt, id] = after.split("|");
  return query.where((eb) => eb.or([eb("created_at", "<", createdAt!), eb.and([eb("created_at", "=", createdAt!), eb("id", "<", id!)])]));
}

export async function listSellerOrders(db: Kysely<DB>, opts: { q: string | null; after: string | null; limit: number }): Promise<OrderPage> {
  const q = opts.q?.toLowerCase() ?? null;
  const page = <O>(query: SelectQueryBuilder<DB, "orders", O>) => afterCursor(query, opts.after);
  const base = db.selectFrom("orders").where(isRealOrder);
  let rows: OrderRow[];
  if (q && !ORDER_ID.test(q)) {
    // A fragment of an id: first the page of matching ids from the narrow orders_list index (newest first,
    // stopping at limit + 1 matches; the trigram index on PostgreSQL), then only those rows. Ids are lower
    // case, so the lower-cased fragment matches them as they are; wildcards typed are text.
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const ids = await page(base.select(["id", "created_at"]).where(sql<boolean>`id like ${pattern} escape '\\'`))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(opts.limit + 1)
      .execute();
    rows = ids.length ? await db.selectFrom("orders").selectAll().where("id", "in", ids.map((r) => r.id)).orderBy("created_at", "desc").orderBy("id", "desc").execute() : [];
  } else {
    const query = q ? base.where("id", "=", q) : base; // a whole id: the primary key
    rows = await page(query.selectAll()).orderBy("created_at", "desc").orderBy("id", "desc").limit(opts.limit + 1).execute();
  }
  const shown = rows.slice(0, opts.limit);
  const items = await itemsOf(
    db,
    shown.map((o) => o.id),
  );
  const orders = shown.map((o) => toApiOrder(o, items.get(o.id) ?? []));
  return { orders, next: rows.length > opts.limit && orders.length ? cursorOf(orders[orders.length - 1]!) : null };
}

const ORDER_ID = /^ord_[0-9a-z]{22}$/;
export const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[a-z]{2,5}_[0-9a-z]{22}$/;
