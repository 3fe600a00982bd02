import { sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("bg_color", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sqlNonNegative("price_paise")))
    .addColumn("offer_price_paise", "integer", (c) => c.notNull().check(sqlNonNegative("offer_price_paise")))
    .addColumn("images", "text", (c) => c.notNull())
    .addColumn("in_stock", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("stock", "integer")
    .addColumn("rating", "integer", (c) => c.notNull().defaultTo(4))
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("hsn_code", "text", (c) => c.notNull())
    .addColumn("gst_rate_bp", "integer", (c) => c.notNull().defaultTo(1200))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema
    .createIndex("products_sku_live")
    .on("products")
    .column("sku")
    .unique()
    .where(sql<boolean>`deleted_at is null`)
    .execute();
  await db.schema.createIndex("products_category").on("products").columns(["category", "position"]).execute();
  await db.schema.createIndex("products_listing").on("products").columns(["deleted_at", "in_stock", "position"]).execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("catalog_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.insertInto("catalog_version").values({ id: 1, version: 1, updated_at: new Date().toISOString() }).execute();
}

function sqlNonNegative(col: string) {
  return sql.raw(`${col} >= 0`);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["catalog_version", "newsletter_subscribers", "contact_messages", "products", "categories", "settings"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
