import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_COLUMNS } from "../modules/accounts/accounts.repo";
import { ADDRESS_COLUMNS } from "../modules/addresses/addresses.repo";
import { PRODUCT_COLUMNS } from "../modules/catalog/catalog.repo";
import { VARIANT_COLUMNS } from "../modules/catalog/variants.repo";
import { COUPON_COLUMNS } from "../modules/coupons/coupons";
import { createTestShop, type TestShop } from "../testing/test-app";

// The reads that name every column instead of `select *` (decision 045) must read whole rows: each list names every
// column of its table as the migrations leave it, on the suite's engine.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

async function columnsOf(table: string): Promise<string[]> {
  const rows =
    shop.services.database.engine === "postgres"
      ? (
          await sql<{
            name: string;
          }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(shop.db)
        ).rows
      : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(shop.db)).rows;
  return rows.map((r) => r.name).sort();
}

describe("reads that name every column", () => {
  it.each([
    ["users", USER_COLUMNS],
    ["addresses", ADDRESS_COLUMNS],
    ["products", PRODUCT_COLUMNS],
    ["product_variants", VARIANT_COLUMNS],
    ["coupons", COUPON_COLUMNS],
  ] as const)("%s: the list is the table's columns", async (table, list) => {
    expect([...list].sort()).toEqual(await columnsOf(table));
  });
});
