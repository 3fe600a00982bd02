import { sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** A seller's browser subscribed to new-order notifications (Web Push). */
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("seller_id", "text", (c) => c.notNull())
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_success_at", "text")
    .addColumn("failures", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`failures >= 0`),
    )
    .execute();
  await db.schema.createIndex("push_subscriptions_seller").on("push_subscriptions").columns(["seller_id", "created_at"]).execute();

  /** The outbox carries emails and Web Push messages (recipient = a push subscription id, text_body = the JSON payload). */
  await db.schema
    .alterTable("outbox")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
    .execute();

  /** A variant's own low-stock threshold for the daily digest; null = the shop's default (lib/variants.ts LOW_STOCK). */
  await db.schema
    .alterTable("product_variants")
    .addColumn("low_stock_at", "integer", (c) => c.check(sql`low_stock_at >= 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("product_variants").dropColumn("low_stock_at").execute();
  await db.schema.alterTable("outbox").dropColumn("channel").execute();
  await db.schema.dropTable("push_subscriptions").execute();
}
