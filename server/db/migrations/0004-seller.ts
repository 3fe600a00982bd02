import type { Kysely } from "kysely";

const IST_MS = (5 * 60 + 30) * 60_000;
const istDay = (iso: string) => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 10);

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** The shop's back-office accounts (argon2id hashes); their sessions are kind 'seller'. */
  await db.schema
    .createTable("sellers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  /**
   * When each step of the lifecycle happened, and the calendar days in India's
   * time zone the dashboard groups by ("today", the 30-day chart): written by
   * the application, so both engines agree and an index serves the query.
   */
  for (const column of ["created_day", "packed_at", "shipped_at", "shipped_day", "delivered_at", "cancelled_at", "shipping_label_url"]) {
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  }
  const rows = await db.selectFrom("orders").select(["id", "created_at"]).execute();
  for (const r of rows as { id: string; created_at: string }[]) {
    await db
      .updateTable("orders")
      .set({ created_day: istDay(r.created_at) })
      .where("id", "=", r.id)
      .execute();
  }
  await db.schema.createIndex("orders_created_day").on("orders").columns(["created_day", "status"]).execute();
  await db.schema.createIndex("orders_shipped_day").on("orders").column("shipped_day").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_shipped_day").ifExists().execute();
  await db.schema.dropIndex("orders_created_day").ifExists().execute();
  for (const column of ["shipping_label_url", "cancelled_at", "delivered_at", "shipped_day", "shipped_at", "packed_at", "created_day"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropTable("sellers").ifExists().execute();
}
