import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newCustomer } from "./customers";
import { templateFits } from "./shop-template";
import { createTestShop, type TestShop } from "./test-app";

describe("which test shops may start as a copy of the run's template", () => {
  it("a shop with only runtime settings may; one whose first start would write differently may not", () => {
    expect(templateFits({})).toBe(true);
    expect(templateFits({ env: { PUBLIC_URL: "https://shop.example.in", RAZORPAY_KEY_ID: "rzp_test_x", SHIPROCKET_EMAIL: "a@b.c" } })).toBe(true);
    // Production without SELLER_EMAIL makes no seller; SELLER_EMAIL makes that one; pictures drawn go into storage.
    expect(templateFits({ env: { NODE_ENV: "production" } })).toBe(false);
    expect(templateFits({ env: { SELLER_EMAIL: "owner@example.com", SELLER_PASSWORD: "x".repeat(12) } })).toBe(false);
    expect(templateFits({ renderImages: true })).toBe(false);
    expect(templateFits({ env: { S3_BUCKET: "shop-media" } })).toBe(false);
  });
});

describe("a shop copied from the template", () => {
  let copied: TestShop;
  let other: TestShop;
  let scratch: TestShop;
  beforeAll(async () => {
    [copied, other, scratch] = await Promise.all([createTestShop(), createTestShop(), createTestShop({ fromScratch: true })]);
  });
  afterAll(async () => {
    await Promise.all([copied?.close(), other?.close(), scratch?.close()]);
  });

  it("this run made a template for the engine it tests", () => {
    expect(inject("shopTemplate")?.engine).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
  });

  it("holds what a shop migrated and seeded from scratch holds: catalogue, settings, a seller, numbering from the start", async () => {
    const catalogue = async (shop: TestShop) => {
      const { products } = (await (await shop.app.request("/api/product/list")).json()) as { products: { name: string; price: number }[] };
      return products.map((p) => `${p.name} ${p.price}`).sort();
    };
    expect(await catalogue(copied)).toEqual(await catalogue(scratch));
    const tables = [
      "categories",
      "products",
      "product_variants",
      "settings",
      "sellers",
      "users",
      "orders",
      "order_counters",
      "invoice_counters",
      "stock_ledger",
      "outbox",
    ] as const;
    for (const table of tables) {
      const count = async (shop: TestShop) =>
        Number(
          (
            await shop.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count(copied), table).toBe(await count(scratch));
    }
  });

  it("is its own: what one copy writes, another does not see", async () => {
    const customer = await newCustomer(copied);
    const users = async (shop: TestShop) => (await shop.db.selectFrom("users").select("email").execute()).map((u) => u.email);
    expect(await users(copied)).toContain(customer.email);
    expect(await users(other)).not.toContain(customer.email);
  });
});
