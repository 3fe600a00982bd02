import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * UPI direct (issue 18, item 4; decision 030): the payment link the customer was given (the shop's UPI ID, the
   * exact amount, the order number), the 12-digit reference (UTR) the customer typed after paying and when, and who
   * in the shop confirmed or rejected it. A UTR belongs to one order only (unique; NULLs do not collide).
   */
  await db.schema.alterTable("orders").addColumn("upi_link", "text").execute();
  await db.schema.alterTable("orders").addColumn("upi_reference", "text").execute();
  await db.schema.alterTable("orders").addColumn("upi_reference_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("payment_checked_by", "text").execute();
  await db.schema.createIndex("orders_upi_reference").unique().on("orders").column("upi_reference").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_upi_reference").execute();
  for (const c of ["payment_checked_by", "upi_reference_at", "upi_reference", "upi_link"]) await db.schema.alterTable("orders").dropColumn(c).execute();
}
