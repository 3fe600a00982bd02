import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * The cash-on-delivery fee an order was charged (issue 18, item 3; decision 029), in paise, as part of its
   * shipping charge (`shipping_paise` includes it; its GST follows shipping's). 0 for every order before.
   */
  await db.schema
    .alterTable("orders")
    .addColumn("cod_fee_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("cod_fee_paise").execute();
}
