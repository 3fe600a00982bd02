import type { Kysely } from "kysely";
import { newId } from "../../../lib/ids";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Every movement of a product's counted stock, written in the same
   * transaction as the change (server/modules/orders/stock.ts): what kind,
   * by how much, the stock it left, the order if any, who and when.
   */
  await db.schema
    .createTable("stock_ledger")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("stock_after", "integer")
    .addColumn("order_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stock_ledger_product").on("stock_ledger").columns(["product_id", "created_at", "id"]).execute();
  await db.schema.createIndex("stock_ledger_order").on("stock_ledger").column("order_id").execute();

  /**
   * A courier booking in flight: the ship call claims the order (a stale claim
   * may be taken over), and keeps the courier's own order and shipment ids so
   * that a retry resumes the booking instead of making another.
   */
  for (const column of ["shipping_claimed_at", "courier_order_id", "courier_shipment_id"]) {
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  }

  // The stock every counted product has now, as the ledger's first line.
  const now = new Date().toISOString();
  const rows = (await db.selectFrom("products").select(["id", "stock"]).where("stock", "is not", null).where("deleted_at", "is", null).execute()) as {
    id: string;
    stock: number;
  }[];
  for (const r of rows) {
    const id = newId("stk");
    await db
      .insertInto("stock_ledger")
      .values({
        id,
        product_id: r.id,
        kind: "received",
        quantity: r.stock,
        stock_after: r.stock,
        order_id: null,
        actor: "system",
        note: "Opening stock",
        created_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["courier_shipment_id", "courier_order_id", "shipping_claimed_at"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropIndex("stock_ledger_order").ifExists().execute();
  await db.schema.dropIndex("stock_ledger_product").ifExists().execute();
  await db.schema.dropTable("stock_ledger").ifExists().execute();
}
