import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * The language a customer uses (issue 17, decision 025): 'en' or 'hi'. An order keeps the language it was placed
   * in (its emails and the PDF's headings follow it); a customer's is the last one they registered, logged in or
   * edited their profile in (account emails and the OTP SMS follow it). Existing rows are English.
   */
  await db.schema
    .alterTable("orders")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("lang").execute();
  await db.schema.alterTable("orders").dropColumn("lang").execute();
}
