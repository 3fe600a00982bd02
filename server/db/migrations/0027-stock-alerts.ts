import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * "Notify me when back in stock" (issue 19, item 4): one row per address and product or variant (`target_key`,
   * unique: asking again re-arms it), the customer's account when logged in, the language of the page, and its
   * "stop" token (random, 256 bits; it can only cancel alerts). Pending while notified_at and cancelled_at are null.
   */
  await db.schema
    .createTable("stock_alerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("target_key", "text", (c) => c.notNull().unique())
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id"))
    .addColumn("variant_id", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("notified_at", "text")
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema.createIndex("stock_alerts_pending").on("stock_alerts").columns(["notified_at", "cancelled_at", "product_id"]).execute();
  await db.schema.createIndex("stock_alerts_email").on("stock_alerts").column("email").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stock_alerts").execute();
}
