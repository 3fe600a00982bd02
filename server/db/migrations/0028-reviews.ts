import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Customer reviews (issue 19, item 1; decision 032): one per customer and product (unique), from a delivered order
   * (`order_id`, the proof of purchase); 1–5 stars, title, text, up to three photo keys (JSON); `pending` until the
   * seller publishes or hides it; the seller's public reply. `author` is the name shown, fixed when written.
   */
  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("stars", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("reply", "text")
    .addColumn("replied_at", "text")
    .addColumn("moderated_by", "text")
    .addColumn("moderated_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("reviews_one_per_customer", ["product_id", "user_id"])
    .execute();
  await db.schema.createIndex("reviews_product_status").on("reviews").columns(["product_id", "status", "created_at"]).execute();
  await db.schema.createIndex("reviews_status").on("reviews").columns(["status", "created_at"]).execute();
  /** The published reviews' count and sum of stars, kept with the product: the catalogue serves the average. */
  await db.schema
    .alterTable("products")
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("review_stars", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("review_stars").execute();
  await db.schema.alterTable("products").dropColumn("review_count").execute();
  await db.schema.dropTable("reviews").execute();
}
