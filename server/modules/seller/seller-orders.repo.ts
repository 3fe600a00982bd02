import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { ApiOrder } from "../../../lib/orders";
import type { DB } from "../../db/schema";
import { itemsOf, toApiOrder } from "../orders/orders.repo";

/** An order the shop has to serve: every status but an online payment still waiting or given up. */
export const isRealOrder = (eb: ExpressionBuilder<DB, "orders">) => eb("status", "not in", ["pending_payment", "payment_failed"]);

/** Revenue (decision 006): money received and kept — paid orders (online paid, COD delivered), not cancelled. */
export const REVENUE_PAISE = sql<number>`coalesce(sum(case when is_paid = 1 and status <> 'cancelled' then total_paise else 0 end), 0)`;

export type OrderPage = { orders: ApiOrder[]; next: string | null };

/** Cursor of the last order of a page: its creation time and id (ids break ties). */
const cursorOf = (o: { createdAt: string; _id: string }) => `${o.createdAt}|${o._id}`;

/**
 * The seller's orders, newest first, `limit` at a time (keyset paging, so page
 * 1 and page 1,000 cost the same), optionally only those whose id contains
 * `q` (case-insensitive).
 */
export async function listSellerOrders(db: Kysely<DB>, opts: { q: string | null; after: string | null; limit: number }): Promise<OrderPage> {
  let query = db.selectFrom("orders").selectAll().where(isRealOrder);
  if (opts.q) {
    const pattern = `%${opts.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where(sql<boolean>`lower(id) like ${pattern} escape '\\'`);
  }
  if (opts.after) {
    const [createdAt, id] = opts.after.split("|");
    query = query.where((eb) => eb.or([eb("created_at", "<", createdAt!), eb.and([eb("created_at", "=", createdAt!), eb("id", "<", id!)])]));
  }
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(opts.limit + 1).execute();
  const page = rows.slice(0, opts.limit);
  const items = await itemsOf(
    db,
    page.map((o) => o.id),
  );
  const orders = page.map((o) => toApiOrder(o, items.get(o.id) ?? []));
  return { orders, next: rows.length > opts.limit && orders.length ? cursorOf(orders[orders.length - 1]!) : null };
}

export const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[a-z]{2,5}_[0-9a-z]{22}$/;
