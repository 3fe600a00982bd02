import type { Kysely } from "kysely";
import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";
import { migrations } from "./index";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is written as the schema was before migration 0019 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
// The migration before this one, whatever it is named (0018 is the main line's).
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf("0019-languages") - 1]!;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo(BEFORE, "mig0019"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0019-languages", () => {
  it("gives existing customers and orders English, new rows English by default, and goes down again", async () => {
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
    const order = (id: string, order_number: number) => ({
      id,
      user_id: "usr_1",
      status: "placed",
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
      created_at: T0,
      updated_at: T0,
      order_number,
      ...money,
    });
    await db.insertInto("orders").values(order("ord_old", 1001)).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("users").select(["id", "lang"]).execute()).toEqual([{ id: "usr_1", lang: "en" }]);
    expect(await db.selectFrom("orders").select(["id", "lang"]).execute()).toEqual([{ id: "ord_old", lang: "en" }]);
    await db
      .insertInto("orders")
      .values({ ...order("ord_hi", 1002), lang: "hi" })
      .execute();
    expect(await db.selectFrom("orders").select("lang").where("id", "=", "ord_hi").executeTakeFirst()).toEqual({ lang: "hi" });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const tables = await database.db.introspection.getTables();
    expect(tables.find((t) => t.name === "orders")?.columns.some((c) => c.name === "lang")).toBe(false);
    expect(tables.find((t) => t.name === "users")?.columns.some((c) => c.name === "lang")).toBe(false);
  });
});
