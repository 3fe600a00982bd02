import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** Returns and exchanges (issue 16, item 4; lib/returns.ts): one row per customer request, its items and photos as JSON. */
  await db.schema
    .createTable("return_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("seller_note", "text")
    .addColumn("amount_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refund_id", "text")
    .addColumn("credit_note_id", "text")
    .addColumn("replacement_carrier", "text")
    .addColumn("replacement_awb", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .addColumn("received_at", "text")
    .addColumn("shipped_at", "text")
    .execute();
  await db.schema.createIndex("return_requests_order").on("return_requests").column("order_id").execute();
  await db.schema.createIndex("return_requests_status").on("return_requests").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("return_requests").execute();
}
