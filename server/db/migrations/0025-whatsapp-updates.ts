import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Order updates on WhatsApp (issue 18, item 5; decision 031): 1 when the customer ticked "Send me order updates on
   * WhatsApp" at checkout (off by default, and for every order before).
   */
  await db.schema
    .alterTable("orders")
    .addColumn("whatsapp_updates", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("whatsapp_updates").execute();
}
