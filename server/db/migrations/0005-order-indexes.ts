import { PostgresAdapter, sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** The dashboard's totals read this narrow index instead of the order rows (which carry address and shop JSON). */
  await db.schema.createIndex("orders_figures").on("orders").columns(["status", "is_shipped", "is_paid", "item_count", "total_paise"]).execute();
  /** The seller's id search scans this (newest first) and fetches only the 50 rows it shows. */
  await db.schema.createIndex("orders_list").on("orders").columns(["created_at", "id", "status"]).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL: a trigram index makes "id contains …" an index lookup. The extension is trusted (a database
    // owner may create it); where it cannot be created, searching falls back to the index scan above.
    await sql`savepoint order_id_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index orders_id_trgm on orders using gin (id gin_trgm_ops)`.execute(db);
      await sql`release savepoint order_id_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint order_id_trgm`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_id_trgm`.execute(db);
  await db.schema.dropIndex("orders_list").ifExists().execute();
  await db.schema.dropIndex("orders_figures").ifExists().execute();
}
