import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import type { ApiOrder } from "../../../lib/orders";
import { parseOrderSearch, type OrderSearch } from "../../../lib/seller-orders";
import { isPostgres } from "../../db/index";
import { MIN_SEARCH_FRAGMENT, ORDER_SEARCH_TEXT_PG } from "../../db/order-search-text";
import type { DB } from "../../db/schema";
import { itemsOf, toApiOrder, type OrderRow } from "../orders/orders.repo";
import { withAfterSales } from "../after-sales/after-sales.repo";

/** An order the shop has to serve: every status but an online payment still waiting or given up. */
const NOT_SERVED = ["pending_payment", "payment_failed"] as const;
export const isRealOrder = (eb: ExpressionBuilder<DB, "orders">) => eb("status", "not in", NOT_SERVED);

/**
 * Revenue (decision 006): money received and kept — paid orders (online paid, COD delivered), not cancelled,
 * never sandbox orders — net of their credit notes (decision 019: refunds issue credit notes, so this is what was kept).
 */
export const REVENUE_PAISE = sql<number>`coalesce(sum(case when is_paid = 1 and sandbox = 0 and status <> 'cancelled' then total_paise - credited_paise else 0 end), 0)`;

/** Coupon discounts given (issue 19): Σ discount_paise of the same orders REVENUE_PAISE counts as sales. */
export const DISCOUNTS_PAISE = sql<number>`coalesce(sum(case when is_paid = 1 and sandbox = 0 and status <> 'cancelled' then discount_paise else 0 end), 0)`;

export type OrderPage = { orders: ApiOrder[]; next: string | null };

/** Cursor of the last order of a page: its creation time and id (ids break ties). */
const cursorOf = (o: { createdAt: string; _id: string }) => `${o.createdAt}|${o._id}`;

/** Orders older than the cursor (created_at, then id), for keyset paging. */
function afterCursor<O>(query: SelectQueryBuilder<DB, "orders", O>, after: string | null): SelectQueryBuilder<DB, "orders", O> {
  if (!after) return query;
  const [createdAt, id] = after.split("|");
  return query.where((eb) => eb.or([eb("created_at", "<", createdAt!), eb.and([eb("created_at", "=", createdAt!), eb("id", "<", id!)])]));
}

/** A LIKE pattern for "contains", the typed wildcards taken as text. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The delivery address's recipient name ("Asha Verma"), read from the order's address snapshot (JSON text). */
function recipientName(db: Kysely<DB>) {
  return isPostgres(db)
    ? sql<string>`coalesce(address::jsonb ->> 'firstName', '') || ' ' || coalesce(address::jsonb ->> 'lastName', '')`
    : sql<string>`coalesce(json_extract(address, '$.firstName'), '') || ' ' || coalesce(json_extract(address, '$.lastName'), '')`;
}

/** Rows matching a free-text search: part of the id, the customer's or recipient's name, the email or phone; or the order number. */
function matchesText(db: Kysely<DB>, search: Extract<OrderSearch, { kind: "text" }>) {
  const p = containsPattern(search.text);
  return (eb: ExpressionBuilder<DB, "orders">) => {
    const keys = [
      sql<boolean>`id like ${p} escape '\\'`,
      sql<boolean>`lower(customer_name) like ${p} escape '\\'`,
      sql<boolean>`lower(${recipientName(db)}) like ${p} escape '\\'`,
      sql<boolean>`lower(customer_email) like ${p} escape '\\'`,
    ];
    if (search.phoneDigits) keys.push(sql<boolean>`customer_phone like ${`%${search.phoneDigits}%`}`);
    if (search.orderNumber !== null) keys.push(sql<boolean>`order_number = ${search.orderNumber}`);
    return eb.or(keys);
  };
}

/** An FTS5 phrase: the fragment as it is (the trigram tokenizer finds it anywhere), its quotes doubled. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A search of 3 characters or more (decision 038): the fragment (and, when it reads as a phone, its digits) in the
 * trigram index of ids, names, emails, phones and invoice numbers, plus the order with that number. Newest order
 * number first; the next page continues below the number of the cursor's order (the cursor keeps its format).
 * SQLite walks its FTS5 index from the highest order number down and stops at a page; PostgreSQL's planner takes
 * the pg_trgm index for a rare fragment, or walks the order numbers down for one found in most orders.
 */
async function searchByFragment(
  db: Kysely<DB>,
  search: Extract<OrderSearch, { kind: "text" }>,
  opts: { after: string | null; limit: number },
): Promise<OrderRow[]> {
  let below = 2_147_483_647; // above any order number (an int4 on PostgreSQL)
  if (opts.after) {
    const id = opts.after.split("|")[1] ?? "";
    const cursor = await db.selectFrom("orders").select("order_number").where("id", "=", id).executeTakeFirst();
    if (!cursor) return [];
    below = cursor.order_number;
  }
  const fragments = [search.text];
  if (search.phoneDigits && search.phoneDigits.length >= MIN_SEARCH_FRAGMENT && search.phoneDigits !== search.text) fragments.push(search.phoneDigits);
  const take = opts.limit + 1;
  let numbers: number[];
  if (isPostgres(db)) {
    const found = await db
      .selectFrom("orders")
      .select("order_number")
      .where(isRealOrder)
      .where("order_number", "<", below)
      .where((eb) =>
        eb.or([
          ...fragments.map((f) => sql<boolean>`${sql.raw(ORDER_SEARCH_TEXT_PG)} like ${containsPattern(f)}`),
          ...(search.orderNumber !== null ? [eb("order_number", "=", search.orderNumber)] : []),
        ]),
      )
      .orderBy("order_number", "desc")
      .limit(take)
      .execute();
    numbers = found.map((r) => r.order_number);
  } else {
    const found = await sql<{ n: number }>`select s.rowid as n from orders_search s join orders o on o.order_number = s.rowid
      where orders_search match ${fragments.map(ftsPhrase).join(" OR ")} and s.rowid < ${below}
        and o.status not in (${sql.join([...NOT_SERVED])})
      order by s.rowid desc limit ${take}`.execute(db);
    numbers = found.rows.map((r) => r.n);
    if (search.orderNumber !== null && search.orderNumber < below && !numbers.includes(search.orderNumber)) {
      const exact = await db.selectFrom("orders").select("order_number").where(isRealOrder).where("order_number", "=", search.orderNumber).executeTakeFirst();
      if (exact) numbers = [...numbers, exact.order_number].sort((a, b) => b - a).slice(0, take);
    }
  }
  if (!numbers.length) return [];
  return db.selectFrom("orders").selectAll().where("order_number", "in", numbers).orderBy("order_number", "desc").execute();
}

/**
 * The seller's orders, newest first, `limit` at a time (keyset paging, so page
 * 1 and page 1,000 cost the same), optionally only those matching `q`
 * (lib/seller-orders.ts parseOrderSearch): an order number ("1001", "#1001"),
 * an id or part of one, a customer's name, email or phone (case-insensitive).
 */
export async function listSellerOrders(db: Kysely<DB>, opts: { q: string | null; after: string | null; limit: number }): Promise<OrderPage> {
  const search = opts.q ? parseOrderSearch(opts.q) : null;
  const page = <O>(query: SelectQueryBuilder<DB, "orders", O>) => afterCursor(query, opts.after);
  const base = db.selectFrom("orders").where(isRealOrder);
  let rows: OrderRow[];
  if (search?.kind === "text" && [...search.text].length >= MIN_SEARCH_FRAGMENT) {
    rows = await searchByFragment(db, search, opts);
  } else if (search?.kind === "text") {
    // One or two characters (the spec's "substring of order id"): they match most orders, so scanning the
    // orders_list index newest first finds a page of them at once. First the page of matching ids, then those rows.
    const ids = await page(base.select(["id", "created_at"]).where(matchesText(db, search)))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(opts.limit + 1)
      .execute();
    rows = ids.length
      ? await db
          .selectFrom("orders")
          .selectAll()
          .where(
            "id",
            "in",
            ids.map((r) => r.id),
          )
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .execute()
      : [];
  } else {
    // A whole id (the primary key), a "#number" (its unique index), or no search.
    const query =
      search?.kind === "id" ? base.where("id", "=", search.id) : search?.kind === "number" ? base.where("order_number", "=", search.orderNumber) : base;
    rows = await page(query.selectAll())
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(opts.limit + 1)
      .execute();
  }
  const shown = rows.slice(0, opts.limit);
  const items = await itemsOf(
    db,
    shown.map((o) => o.id),
  );
  const orders = await withAfterSales(
    db,
    shown.map((o) => toApiOrder(o, items.get(o.id) ?? [])),
    "seller",
  );
  return { orders, next: rows.length > opts.limit && orders.length ? cursorOf(orders[orders.length - 1]!) : null };
}

export const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[a-z]{2,5}_[0-9a-z]{22}$/;
