import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** 'owner' (everything) or 'staff' (orders, shipping, products, messages; no settings, revenue or accounts). Existing sellers are owners. */
  await db.schema
    .alterTable("sellers")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  /** A removed staff login keeps its row (the stock ledger names it), cannot log in, and is not listed. */
  await db.schema.alterTable("sellers").addColumn("removed_at", "text").execute();
  /**
   * What the sessions list shows: the browser's User-Agent (cut to 300 characters) and the address it
   * signed in from, already masked (IPv4 /24, IPv6 /48): the full address is never stored.
   * last_seen_at exists since 0008 (written at most once a minute).
   */
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("ip").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.alterTable("sellers").dropColumn("removed_at").execute();
  await db.schema.alterTable("sellers").dropColumn("role").execute();
}
