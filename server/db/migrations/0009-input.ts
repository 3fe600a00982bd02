import { PostgresAdapter, sql, type Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /**
   * Order lines keep the product's picture list and category as they were (the spec's order JSON reads
   * `product.image` as a list of file names and `product.category`). Older lines: their one picture, and
   * the product's category today (it was not recorded).
   */
  await db.schema
    .alterTable("order_items")
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update order_items set images = ${postgres ? sql`json_build_array(image)::text` : sql`json_array(image)`} where image is not null`.execute(db);
  await sql`update order_items set category = coalesce((select p.category from products p where p.id = order_items.product_id), '')`.execute(db);

  /** An issued invoice never changes: its PDF is drawn once and served from here afterwards. */
  await db.schema
    .createTable("invoice_pdfs")
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("invoice_number", "text", (c) => c.notNull())
    .addColumn("pdf", postgres ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_pdfs_pk", ["order_id", "invoice_number"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invoice_pdfs").ifExists().execute();
  await db.schema.alterTable("order_items").dropColumn("category").execute();
  await db.schema.alterTable("order_items").dropColumn("images").execute();
}
