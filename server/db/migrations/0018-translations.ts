import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Issue 17 item 3: the seller's texts in other languages, as JSON keyed by language ({ "hi": { "name": …,
   * "description": [...] } } for a product, { "hi": { "text": … } } for a category); "{}" when untranslated.
   */
  await db.schema
    .alterTable("products")
    .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("categories")
    .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("categories").dropColumn("translations").execute();
  await db.schema.alterTable("products").dropColumn("translations").execute();
}
