import { sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * One row per order: the customer's choices and a frozen snapshot of
   * everything the invoice, the label and My Orders show (names, address, shop
   * details, tax split and totals in paise), so later edits never change it.
   */
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    /** The browser's key for one checkout attempt: a retried request returns the same order. */
    .addColumn("idempotency_key", "text")
    .addColumn("status", "text", (c) => c.notNull())
    /** Why the status is what it is, when that needs saying ("payment window expired"). */
    .addColumn("status_note", "text")
    .addColumn("payment_type", "text", (c) => c.notNull())
    /** Derived from status and payment (lib/order-status), stored for SQL aggregates. */
    .addColumn("is_paid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_shipped", "integer", (c) => c.notNull().defaultTo(0))
    /** 1 while the order's quantities are taken from stock. */
    .addColumn("stock_held", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("gst_number", "text")
    .addColumn("address_id", "text", (c) => c.notNull())
    /** JSON: the delivery address as it was. */
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("delivery_state_code", "text", (c) => c.notNull())
    /** JSON: the shop's legal name, GSTIN and address as they were. */
    .addColumn("seller", "text", (c) => c.notNull())
    .addColumn("prices_include_tax", "integer", (c) => c.notNull())
    .addColumn("inter_state", "integer", (c) => c.notNull())
    .addColumn("item_count", "integer", (c) => c.notNull())
    .addColumn("subtotal_paise", "bigint", (c) => c.notNull())
    .addColumn("taxable_paise", "bigint", (c) => c.notNull())
    .addColumn("cgst_paise", "bigint", (c) => c.notNull())
    .addColumn("sgst_paise", "bigint", (c) => c.notNull())
    .addColumn("igst_paise", "bigint", (c) => c.notNull())
    .addColumn("shipping_paise", "bigint", (c) => c.notNull())
    .addColumn("shipping_tax_paise", "bigint", (c) => c.notNull())
    .addColumn("shipping_gst_rate_bp", "integer", (c) => c.notNull())
    .addColumn("total_paise", "bigint", (c) => c.notNull().check(sql`total_paise > 0`))
    .addColumn("invoice_number", "text", (c) => c.unique())
    .addColumn("invoice_date", "text")
    .addColumn("razorpay_order_id", "text", (c) => c.unique())
    /** Unique: one payment can never pay two orders. */
    .addColumn("razorpay_payment_id", "text", (c) => c.unique())
    .addColumn("paid_at", "text")
    .addColumn("payment_expires_at", "text")
    .addColumn("awb", "text")
    .addColumn("tracking_id", "text")
    .addColumn("tracking_url", "text")
    .addColumn("carrier", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user_created").on("orders").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("orders_idempotency").on("orders").columns(["user_id", "idempotency_key"]).unique().execute();
  await db.schema.createIndex("orders_status_expiry").on("orders").columns(["status", "payment_expires_at"]).execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();

  await db.schema
    .createTable("order_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("hsn_code", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("mrp_paise", "bigint", (c) => c.notNull())
    .addColumn("unit_price_paise", "bigint", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("gst_rate_bp", "integer", (c) => c.notNull())
    .addColumn("line_total_paise", "bigint", (c) => c.notNull())
    .addColumn("taxable_paise", "bigint", (c) => c.notNull())
    .addColumn("cgst_paise", "bigint", (c) => c.notNull())
    .addColumn("sgst_paise", "bigint", (c) => c.notNull())
    .addColumn("igst_paise", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").columns(["order_id", "position"]).execute();

  /** The last invoice number used in each financial year ("26-27"); bumped inside the order's transaction. */
  await db.schema
    .createTable("invoice_counters")
    .addColumn("financial_year", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();

  /** Razorpay webhook events already handled (X-Razorpay-Event-Id), so a replay is a no-op. */
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  /** Emails to send, written in the same transaction as what they announce; a worker delivers them. */
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** e.g. "order-confirmation:ord_…": the same message is never queued twice. */
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_until", "text")
    .addColumn("lease_owner", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["outbox", "payment_events", "invoice_counters", "order_items", "orders"]) await db.schema.dropTable(t).ifExists().execute();
}
