import { PostgresAdapter, sql, type Kysely } from "kysely";
import { ORDER_SEARCH_TEXT_PG } from "../order-search-text";

/**
 * Issue 20, item 2 (decision 038): the dashboard's figures and the order search at a million orders.
 *
 * 1. `order_day_figures`: one row per India calendar day with what the dashboard adds up, kept by triggers on
 *    `orders`, so every change that moves a figure (placed, paid, shipped, delivered, cancelled, refunded, a
 *    credit note, a sandbox flag) moves it in the same transaction, whatever code path made it. A change takes
 *    the row's contribution out (OLD) and puts it back (NEW); a change that moves no figure writes nothing.
 *    - by the order's `created_day`: `orders` (orders the shop serves: not pending or failed payments), the
 *      revenue kept (paid, not sandbox, not cancelled, net of credit notes), the coupon discounts of those, and
 *      `shipped_items` (items of shipped orders, for the all-time total);
 *    - by `shipped_day`: `shipped_items_on_day` (items shipped that day: "Today's Shipped Qty").
 *    On PostgreSQL the trigger is deferred to commit, so a transaction takes a figures row last of all its locks
 *    (a checkout holds products and counters; a cancellation holds an order and then products): no lock cycle.
 * 2. The order search: fragments (3 characters or more) of an id, a customer's or recipient's name, an email, a
 *    phone or an invoice number. SQLite: an FTS5 trigram index keyed by order number, kept by triggers.
 *    PostgreSQL: a pg_trgm GIN index over the same text (server/db/order-search-text.ts).
 */
// The dashboard's rules (isRealOrder, REVENUE_PAISE, DISCOUNTS_PAISE in seller-orders.repo.ts) written out as SQL
// on purpose: a migration is frozen as it ran, so changing a rule later takes a new migration that replaces the
// triggers and recounts; the tests compare these triggers with recountDayFigures, which uses the live rules.
const REAL = (r: string) => `${r}.status not in ('pending_payment', 'payment_failed')`;
const KEPT = (r: string) => `${REAL(r)} and ${r}.is_paid = 1 and ${r}.sandbox = 0 and ${r}.status <> 'cancelled'`;

/** What one order row adds to the figures of its creation day (sign -1: what it takes out). */
const byCreatedDay = (r: string, s: "" | "-") => `select ${r}.created_day as day,
      ${s}(case when ${REAL(r)} then 1 else 0 end) as orders,
      ${s}(case when ${KEPT(r)} then ${r}.total_paise - ${r}.credited_paise else 0 end) as revenue,
      ${s}(case when ${KEPT(r)} then ${r}.discount_paise else 0 end) as discounts,
      ${s}(case when ${REAL(r)} and ${r}.is_shipped = 1 then ${r}.item_count else 0 end) as shipped,
      0 as shipped_on_day`;
/** … and to the day it shipped. */
const byShippedDay = (r: string, s: "" | "-") =>
  `select ${r}.shipped_day as day, 0 as orders, 0 as revenue, 0 as discounts, 0 as shipped, ${s}(case when ${r}.is_shipped = 1 then ${r}.item_count else 0 end) as shipped_on_day`;
const contribution = (r: string, sign: 1 | -1) => `${byCreatedDay(r, sign === 1 ? "" : "-")} union all ${byShippedDay(r, sign === 1 ? "" : "-")}`;

/** One upsert adding the rows' contributions per day; days whose figures do not move are left alone. */
function addFigures(parts: string[]): string {
  return `insert into order_day_figures (day, orders, revenue_paise, discounts_paise, shipped_items, shipped_items_on_day)
    select day, sum(orders), sum(revenue), sum(discounts), sum(shipped), sum(shipped_on_day)
    from (${parts.join(" union all ")}) d
    where day is not null
    group by day
    having sum(orders) <> 0 or sum(revenue) <> 0 or sum(discounts) <> 0 or sum(shipped) <> 0 or sum(shipped_on_day) <> 0
    order by day
    on conflict (day) do update set
      orders = order_day_figures.orders + excluded.orders,
      revenue_paise = order_day_figures.revenue_paise + excluded.revenue_paise,
      discounts_paise = order_day_figures.discounts_paise + excluded.discounts_paise,
      shipped_items = order_day_figures.shipped_items + excluded.shipped_items,
      shipped_items_on_day = order_day_figures.shipped_items_on_day + excluded.shipped_items_on_day`;
}

/** The columns a figure reads: an update that sets none of them does not run the trigger. */
const FIGURE_COLUMNS = "status, is_paid, sandbox, total_paise, credited_paise, discount_paise, is_shipped, item_count, created_day, shipped_day";
/** The columns the search reads. */
const SEARCH_COLUMNS = "id, order_number, customer_name, customer_email, customer_phone, address, invoice_number";

/** SQLite: the searched text of a row (fields apart by a line break, which a search never holds). */
const searchTextSqlite = (r: string) =>
  `${r}.id || char(10) || coalesce(${r}.customer_name, '') || char(10) || coalesce(json_extract(${r}.address, '$.firstName'), '') || ' ' || coalesce(json_extract(${r}.address, '$.lastName'), '') || char(10) || coalesce(${r}.customer_email, '') || char(10) || coalesce(${r}.customer_phone, '') || char(10) || coalesce(${r}.invoice_number, '')`;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // The dashboard's totals no longer read the orders (0005's narrow index for them only costs every order write).
  await db.schema.dropIndex("orders_figures").ifExists().execute();
  await db.schema
    .createTable("order_day_figures")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("orders", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("revenue_paise", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("discounts_paise", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("shipped_items", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("shipped_items_on_day", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  // The figures of the orders already there, by the same rules, in one pass each.
  await sql.raw(addFigures([`${byCreatedDay("o", "")} from orders o`])).execute(db);
  await sql.raw(addFigures([`${byShippedDay("o", "")} from orders o`])).execute(db);

  if (pg) {
    await sql
      .raw(
        `create function order_day_figures_keep() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            ${addFigures([contribution("new", 1)])};
          elsif tg_op = 'UPDATE' then
            ${addFigures([contribution("old", -1), contribution("new", 1)])};
          else
            ${addFigures([contribution("old", -1)])};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger orders_figures after insert or update of ${FIGURE_COLUMNS} or delete on orders
         deferrable initially deferred for each row execute function order_day_figures_keep()`,
      )
      .execute(db);
    // As in 0005: the extension is trusted (a database owner may create it); where it cannot be created the
    // search reads the same text without an index (slower, same answers). 0005's index on the id alone is
    // covered by this one.
    await sql`savepoint orders_search`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql.raw(`create index orders_search on orders using gin ((${ORDER_SEARCH_TEXT_PG}) gin_trgm_ops)`).execute(db);
      await sql`drop index if exists orders_id_trgm`.execute(db);
      await sql`release savepoint orders_search`.execute(db);
    } catch {
      await sql`rollback to savepoint orders_search`.execute(db);
    }
  } else {
    await sql.raw(`create trigger orders_figures_insert after insert on orders begin ${addFigures([contribution("new", 1)])}; end`).execute(db);
    await sql
      .raw(
        `create trigger orders_figures_update after update of ${FIGURE_COLUMNS} on orders begin ${addFigures([contribution("old", -1), contribution("new", 1)])}; end`,
      )
      .execute(db);
    await sql.raw(`create trigger orders_figures_delete after delete on orders begin ${addFigures([contribution("old", -1)])}; end`).execute(db);

    // Keyed by order number (unique, rising with time; a VACUUM may renumber rowids, never order numbers).
    await sql`create virtual table orders_search using fts5(doc, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql.raw(`insert into orders_search (rowid, doc) select o.order_number, ${searchTextSqlite("o")} from orders o`).execute(db);
    await sql
      .raw(
        `create trigger orders_search_insert after insert on orders begin insert into orders_search (rowid, doc) values (new.order_number, ${searchTextSqlite("new")}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_search_update after update of ${SEARCH_COLUMNS} on orders begin
          delete from orders_search where rowid = old.order_number;
          insert into orders_search (rowid, doc) values (new.order_number, ${searchTextSqlite("new")});
        end`,
      )
      .execute(db);
    await sql`create trigger orders_search_delete after delete on orders begin delete from orders_search where rowid = old.order_number; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql`drop index if exists orders_search`.execute(db);
    await sql`drop trigger if exists orders_figures on orders`.execute(db);
    await sql`drop function if exists order_day_figures_keep()`.execute(db);
  } else {
    for (const t of [
      "orders_search_delete",
      "orders_search_update",
      "orders_search_insert",
      "orders_figures_delete",
      "orders_figures_update",
      "orders_figures_insert",
    ])
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
    await sql`drop table if exists orders_search`.execute(db);
  }
  await db.schema.dropTable("order_day_figures").execute();
  await db.schema.createIndex("orders_figures").on("orders").columns(["status", "is_shipped", "is_paid", "item_count", "total_paise"]).execute();
}
