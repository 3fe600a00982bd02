import type { Kysely } from "kysely";
import { type Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumberQuery } from "../../modules/orders/order-number";
import type { Database } from "../index";
import type { DB } from "../schema";
import { migrations } from "./index";
import { databaseMigratedTo } from "../../testing/migration-db";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is written as the schema was before migration 0015 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf("0015-order-numbers") - 1]!;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo(BEFORE, "mig0015"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0015-order-numbers on a database with orders", () => {
  it("numbers existing orders from 1001 by creation order (ids break ties), and the next order continues the series", async () => {
    const db = database.db as unknown as Kysely<any>;
    const T0 = "2026-11-01T10:00:00.000Z";
    await db
      .insertInto("users")
      .values({ id: "usr_1", name: "Asha", email: "asha@example.com", password_hash: "x", cart: "{}", created_at: T0, updated_at: T0 })
      .execute();
    const money = {
      subtotal_paise: 100_000,
      taxable_paise: 89_286,
      cgst_paise: 5_357,
      sgst_paise: 5_357,
      igst_paise: 0,
      shipping_paise: 0,
      shipping_tax_paise: 0,
      shipping_gst_rate_bp: 1800,
      total_paise: 100_000,
    };
    const order = (id: string, created_at: string, status = "placed") => ({
      id,
      user_id: "usr_1",
      status,
      payment_type: "COD",
      customer_name: "Asha",
      customer_email: "asha@example.com",
      customer_phone: "9876543210",
      address_id: "adr_1",
      address: "{}",
      delivery_state_code: "09",
      seller: "{}",
      prices_include_tax: 1,
      inter_state: 0,
      item_count: 1,
      created_at,
      updated_at: created_at,
      ...money,
    });
    // Inserted out of creation order; two share a timestamp.
    await db
      .insertInto("orders")
      .values([
        order("ord_c", "2026-11-03T10:00:00.000Z"),
        order("ord_a", "2026-11-01T10:00:00.000Z", "delivered"),
        order("ord_b2", "2026-11-02T10:00:00.000Z"),
        order("ord_b1", "2026-11-02T10:00:00.000Z", "cancelled"),
      ])
      .execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = await db.selectFrom("orders").select(["id", "order_number"]).orderBy("order_number").execute();
    expect(rows).toEqual([
      { id: "ord_a", order_number: 1001 },
      { id: "ord_b1", order_number: 1002 },
      { id: "ord_b2", order_number: 1003 },
      { id: "ord_c", order_number: 1004 },
    ]);
    const next = await (database.db as Kysely<DB>).transaction().execute((trx) => orderNumberQuery(trx).executeTakeFirstOrThrow());
    expect(next.last_number).toBe(1005);
    // A duplicate number is refused by the database itself.
    await expect(db.updateTable("orders").set({ order_number: 1001 }).where("id", "=", "ord_c").execute()).rejects.toThrow();
  });
});
