import type { Kysely } from "kysely";
import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";
import { migrations } from "./index";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is written as the schema was before migration 0020 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf("0020-order-line-names") - 1]!;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo(BEFORE, "mig0020"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0020-order-line-names", () => {
  it("gives existing order lines no Hindi name, keeps a new line's, and goes down again", async () => {
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
    await db
      .insertInto("orders")
      .values({
        id: "ord_1",
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
        item_count: 2,
        created_at: T0,
        updated_at: T0,
        order_number: 1001,
        ...money,
      })
      .execute();
    const line = (id: string, position: number) => ({
      id,
      order_id: "ord_1",
      position,
      product_id: "prd_1",
      name: "Rope Halter",
      sku: "RH-1",
      code: "RH1",
      hsn_code: "4201",
      image: null,
      mrp_paise: 50_000,
      unit_price_paise: 50_000,
      quantity: 1,
      gst_rate_bp: 1200,
      line_total_paise: 50_000,
      taxable_paise: 44_643,
      cgst_paise: 2_679,
      sgst_paise: 2_678,
      igst_paise: 0,
    });
    await db.insertInto("order_items").values(line("oli_old", 0)).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("order_items").select(["id", "translations"]).execute()).toEqual([{ id: "oli_old", translations: "{}" }]);
    await db
      .insertInto("order_items")
      .values({ ...line("oli_new", 1), translations: '{"hi":{"name":"रस्सी का हॉल्टर"}}' })
      .execute();
    expect(await db.selectFrom("order_items").select("translations").where("id", "=", "oli_new").executeTakeFirst()).toEqual({
      translations: '{"hi":{"name":"रस्सी का हॉल्टर"}}',
    });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const tables = await database.db.introspection.getTables();
    expect(tables.find((t) => t.name === "order_items")?.columns.some((c) => c.name === "translations")).toBe(false);
  });
});
