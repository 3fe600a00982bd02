import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * The date an order was promised to arrive (issue 18, item 2; decision 028): the Indian calendar date
   * ("2026-11-27") from the delivery zone of its PIN or the courier's estimate, fixed when it is placed so a later
   * change of settings does not move it. Orders placed before have none and read the spec's order date + 7 days.
   */
  await db.schema.alterTable("orders").addColumn("delivery_by", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("delivery_by").execute();
}
