import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Cart reminders (issue 19, item 6): when the saved cart last changed (null when empty), which of its states
   * (that time) its reminder went out for, whether the customer still wants them (1 until they follow the email's "stop" link), and that link's token
   * (random, 256 bits, made with the first reminder; it can only stop cart reminders, so it is kept as it is).
   */
  await db.schema.alterTable("users").addColumn("cart_updated_at", "text").execute();
  await db.schema.alterTable("users").addColumn("cart_reminded_for", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("cart_reminders", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("users").addColumn("cart_reminder_token", "text").execute();
  await db.schema.createIndex("users_cart_reminder_token").unique().on("users").column("cart_reminder_token").execute();
  await db.schema.createIndex("users_cart_updated_at").on("users").column("cart_updated_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_cart_updated_at").execute();
  await db.schema.dropIndex("users_cart_reminder_token").execute();
  for (const c of ["cart_reminder_token", "cart_reminders", "cart_reminded_for", "cart_updated_at"])
    await db.schema.alterTable("users").dropColumn(c).execute();
}
