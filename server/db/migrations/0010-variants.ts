import { sql, type Kysely } from "kysely";
import { newId } from "../../../lib/ids";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** A product's options (JSON [{ name, values }], up to 3); "[]" = no options, one variant. */
  await db.schema
    .alterTable("products")
    .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  /**
   * One row per enabled combination of a product's options. Stock, SKU and
   * prices belong here; the product's price/offer/stock/in-stock/SKU/code
   * columns are kept as a summary of its variants (server/modules/catalog/variants.repo.ts).
   */
  await db.schema
    .createTable("product_variants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("mrp_paise", "integer", (c) => c.notNull().check(sql`mrp_paise >= 0`))
    .addColumn("offer_price_paise", "integer", (c) => c.notNull().check(sql`offer_price_paise >= 0`))
    .addColumn("stock", "integer")
    .addColumn("in_stock", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("weight_grams", "integer")
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema
    .createIndex("product_variants_sku_live")
    .on("product_variants")
    .column("sku")
    .unique()
    .where(sql<boolean>`deleted_at is null`)
    .execute();
  await db.schema.createIndex("product_variants_product").on("product_variants").columns(["product_id", "position"]).execute();

  await db.schema.alterTable("stock_ledger").addColumn("variant_id", "text").execute();
  await db.schema.createIndex("stock_ledger_variant").on("stock_ledger").columns(["variant_id", "created_at"]).execute();
  /** The variant an order line was for, and its choice (JSON { Size: "Cob" }); null for lines made before variants. */
  await db.schema.alterTable("order_items").addColumn("variant_id", "text").execute();
  await db.schema.alterTable("order_items").addColumn("variant_options", "text").execute();

  // Every product (deleted ones too, so old orders can still be released) gets its one variant.
  const products = (await db
    .selectFrom("products")
    .select(["id", "sku", "code", "price_paise", "offer_price_paise", "stock", "in_stock", "created_at", "updated_at", "deleted_at"])
    .execute()) as {
    id: string;
    sku: string;
    code: string;
    price_paise: number;
    offer_price_paise: number;
    stock: number | null;
    in_stock: number;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  }[];
  for (const p of products) {
    await db
      .insertInto("product_variants")
      .values({
        id: newId("var"),
        product_id: p.id,
        options: "{}",
        sku: p.sku,
        code: p.code,
        mrp_paise: p.price_paise,
        offer_price_paise: p.offer_price_paise,
        stock: p.stock,
        in_stock: p.in_stock,
        weight_grams: null,
        images: "[]",
        position: 0,
        created_at: p.created_at,
        updated_at: p.updated_at,
        deleted_at: p.deleted_at,
      })
      .execute();
  }
  await sql`update stock_ledger set variant_id = (select v.id from product_variants v where v.product_id = stock_ledger.product_id) where variant_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("variant_options").execute();
  await db.schema.alterTable("order_items").dropColumn("variant_id").execute();
  await db.schema.dropIndex("stock_ledger_variant").ifExists().execute();
  await db.schema.alterTable("stock_ledger").dropColumn("variant_id").execute();
  await db.schema.dropTable("product_variants").ifExists().execute();
  await db.schema.alterTable("products").dropColumn("options").execute();
}
