import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Coupons (issue 19, item 2; decision 033). `code` is kept upper-case and unique; `value` is a whole percent
   * (percent), paise (flat) or 0 (free_shipping); `starts_at`/`ends_at` ISO instants (null: open); limits null:
   * none; `categories`/`product_ids` JSON arrays (empty: the whole shop). `used_count` = the redemptions not
   * released, changed under the coupon's row lock in the order's transaction.
   */
  await db.schema
    .createTable("coupons")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("min_order_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("total_limit", "integer")
    .addColumn("per_customer_limit", "integer")
    .addColumn("first_order_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("categories", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("product_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  /** One row per order that used a coupon; `released_at` set when the order was cancelled or its payment failed. */
  await db.schema
    .createTable("coupon_redemptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("coupon_id", "text", (c) => c.notNull().references("coupons.id"))
    .addColumn("order_id", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("discount_paise", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("released_at", "text")
    .execute();
  await db.schema.createIndex("coupon_redemptions_customer").on("coupon_redemptions").columns(["coupon_id", "user_id"]).execute();
  /** An order's coupon: its code and the discount taken before GST, and each line's share of it. */
  await db.schema
    .alterTable("orders")
    .addColumn("discount_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("orders").addColumn("coupon_code", "text").execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("discount_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("discount_paise").execute();
  await db.schema.alterTable("orders").dropColumn("coupon_code").execute();
  await db.schema.alterTable("orders").dropColumn("discount_paise").execute();
  await db.schema.dropTable("coupon_redemptions").execute();
  await db.schema.dropTable("coupons").execute();
}
