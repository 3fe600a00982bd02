import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** 1 for an order "paid" in the embedded sandbox: no money moved, never revenue. */
  await db.schema
    .alterTable("orders")
    .addColumn("sandbox", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  /** SHA-256 of the endpoint and body an Idempotency-Key was first used with: the same key may only repeat that request. */
  await db.schema.alterTable("orders").addColumn("idempotency_fingerprint", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("idempotency_fingerprint").execute();
  await db.schema.alterTable("orders").dropColumn("sandbox").execute();
}
