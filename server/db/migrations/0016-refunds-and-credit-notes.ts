import { sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** GST credit notes (CGST Rules, rule 53): one row per note, its lines as JSON (decision record 019). */
  await db.schema
    .createTable("credit_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("invoice_number", "text", (c) => c.notNull())
    .addColumn("invoice_date", "text", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("taxable_paise", "integer", (c) => c.notNull().check(sql`taxable_paise >= 0`))
    .addColumn("cgst_paise", "integer", (c) => c.notNull().check(sql`cgst_paise >= 0`))
    .addColumn("sgst_paise", "integer", (c) => c.notNull().check(sql`sgst_paise >= 0`))
    .addColumn("igst_paise", "integer", (c) => c.notNull().check(sql`igst_paise >= 0`))
    .addColumn("total_paise", "integer", (c) => c.notNull().check(sql`total_paise > 0`))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_day", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_notes_order").on("credit_notes").columns(["order_id", "created_at"]).execute();
  await db.schema.createIndex("credit_notes_day").on("credit_notes").columns(["created_day", "created_at"]).execute();

  /** Money given back on an order: through the payment gateway, or recorded by the owner (COD: UPI or bank). */
  await db.schema
    .createTable("refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("credit_note_id", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("processed_at", "text")
    .execute();
  await db.schema.createIndex("refunds_order").on("refunds").columns(["order_id", "created_at"]).execute();
  await db.schema.createIndex("refunds_status").on("refunds").columns(["status", "updated_at"]).execute();

  /** Roll-ups kept with each change: what credit notes took off the invoice, and what was refunded. */
  await db.schema
    .alterTable("orders")
    .addColumn("credited_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("refunded_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("refunded_paise").execute();
  await db.schema.alterTable("orders").dropColumn("credited_paise").execute();
  await db.schema.dropTable("refunds").execute();
  await db.schema.dropTable("credit_notes").execute();
}
