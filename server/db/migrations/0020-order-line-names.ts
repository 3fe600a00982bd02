import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * An order line keeps the product's Hindi name as it was when ordered (issue 17, decision 023 amended), beside its
   * English `name`: JSON `{"hi":{"name":"…"}}`, or `{}` when the product had none. A Hindi customer's My Orders and
   * order emails show it; the invoice, the seller and the API's `name` keep the English. Existing lines have none.
   */
  await db.schema
    .alterTable("order_items")
    .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("translations").execute();
}
