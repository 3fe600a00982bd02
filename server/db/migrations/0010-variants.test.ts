import type { Kysely } from "kysely";
import { type Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is written as the schema was before migration 0010 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
const T0 = "2026-11-01T10:00:00.000Z";

const product = (id: string, sku: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Product ${sku}`,
  category: "Horse",
  description: "[]",
  price_paise: 149_900,
  offer_price_paise: 119_900,
  images: JSON.stringify([`${sku.toLowerCase()}.webp`]),
  in_stock: 1,
  stock: 7,
  rating: 4,
  sku,
  code: sku.slice(-4),
  hsn_code: "4201",
  gst_rate_bp: 1200,
  position: 0,
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  ...extra,
});

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo("0009-input", "mig0010"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0010-variants on a database made by the previous schema (up to 0009)", () => {
  it("gives every product one variant with its prices, stock, SKU, code and switch; ledger rows get it; orders are untouched", async () => {
    const db = database.db as unknown as Kysely<any>;
    await db
      .insertInto("products")
      .values([
        product("prd_counted0000000000000000", "BB-HH-001"),
        product("prd_uncounted00000000000000", "BB-DC-002", { stock: null, in_stock: 0, offer_price_paise: 59_900, price_paise: 79_900 }),
        product("prd_deleted0000000000000000", "BB-HH-001", { deleted_at: T0, stock: 3 }),
      ])
      .execute();
    await db
      .insertInto("stock_ledger")
      .values({
        id: "stk_1",
        product_id: "prd_counted0000000000000000",
        kind: "received",
        quantity: 9,
        stock_after: 9,
        order_id: null,
        actor: "system",
        note: null,
        created_at: T0,
      })
      .execute();
    await db
      .insertInto("stock_ledger")
      .values({
        id: "stk_2",
        product_id: "prd_counted0000000000000000",
        kind: "held",
        quantity: -2,
        stock_after: 7,
        order_id: "ord_1",
        actor: "usr_1",
        note: null,
        created_at: T0,
      })
      .execute();
    await db
      .insertInto("users")
      .values({ id: "usr_1", name: "Asha", email: "asha@example.com", password_hash: "x", cart: "{}", created_at: T0, updated_at: T0 })
      .execute();
    const money = {
      subtotal_paise: 239_800,
      taxable_paise: 214_107,
      cgst_paise: 12_846,
      sgst_paise: 12_847,
      igst_paise: 0,
      shipping_paise: 0,
      shipping_tax_paise: 0,
      shipping_gst_rate_bp: 1800,
      total_paise: 239_800,
    };
    await db
      .insertInto("orders")
      .values({
        id: "ord_1",
        user_id: "usr_1",
        status: "pending_payment",
        payment_type: "Online",
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
        ...money,
      })
      .execute();
    const orderBefore = await db.selectFrom("orders").selectAll().execute();
    const item = {
      id: "oli_1",
      order_id: "ord_1",
      position: 0,
      product_id: "prd_counted0000000000000000",
      name: "Product BB-HH-001",
      sku: "BB-HH-001",
      code: "-001",
      hsn_code: "4201",
      image: null,
      mrp_paise: 149_900,
      unit_price_paise: 119_900,
      quantity: 2,
      gst_rate_bp: 1200,
      line_total_paise: 239_800,
      taxable_paise: 214_107,
      cgst_paise: 12_846,
      sgst_paise: 12_847,
      igst_paise: 0,
    };
    await db.insertInto("order_items").values(item).execute();
    const productsBefore = await db.selectFrom("products").selectAll().orderBy("id").execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const variants = await db.selectFrom("product_variants").selectAll().orderBy("product_id").execute();
    expect(variants).toHaveLength(3);
    const of = (id: string): any => variants.find((v: any) => v.product_id === id);
    expect(of("prd_counted0000000000000000")).toMatchObject({
      options: "{}",
      sku: "BB-HH-001",
      code: "-001",
      mrp_paise: 149_900,
      offer_price_paise: 119_900,
      stock: 7,
      in_stock: 1,
      images: "[]",
      position: 0,
      deleted_at: null,
      created_at: T0,
    });
    expect(of("prd_uncounted00000000000000")).toMatchObject({
      sku: "BB-DC-002",
      mrp_paise: 79_900,
      offer_price_paise: 59_900,
      stock: null,
      in_stock: 0,
      deleted_at: null,
    });
    expect(of("prd_deleted0000000000000000")).toMatchObject({ sku: "BB-HH-001", stock: 3, deleted_at: T0 });
    for (const v of variants) expect(v.id).toMatch(/^var_[0-9a-z]{22}$/);

    // The product rows keep every spec column as it was, with no options.
    const productsAfter = await db.selectFrom("products").selectAll().orderBy("id").execute();
    expect(productsAfter).toEqual(productsBefore.map((p: any) => ({ ...p, options: "[]", translations: "{}", review_count: 0, review_stars: 0 })));

    const ledger = await db.selectFrom("stock_ledger").select(["id", "variant_id", "quantity"]).orderBy("id").execute();
    const counted = of("prd_counted0000000000000000")!.id;
    expect(ledger).toEqual([
      { id: "stk_1", variant_id: counted, quantity: 9 },
      { id: "stk_2", variant_id: counted, quantity: -2 },
    ]);
    // The order's snapshot is untouched; it names no variant (made before variants).
    expect(await db.selectFrom("order_items").selectAll().execute()).toEqual([
      { ...item, images: "[]", category: "", variant_id: null, variant_options: null, translations: "{}", discount_paise: 0 },
    ]);
    // (migration 0015 numbers it: the first order is #1001; 0022 gives it no promised date: it reads order date + 7 days)
    expect(await db.selectFrom("orders").selectAll().execute()).toEqual(
      orderBefore.map((o) => ({
        ...o,
        order_number: 1001,
        credited_paise: 0,
        refunded_paise: 0,
        lang: "en",
        delivery_by: null,
        cod_fee_paise: 0,
        upi_link: null,
        upi_reference: null,
        upi_reference_at: null,
        payment_checked_by: null,
        whatsapp_updates: 0,
        discount_paise: 0,
        coupon_code: null,
      })),
    );
  });
});
