import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { setProductColumns } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion, readCatalogVersion } from "../catalog/catalog.repo";

/** "Only N left" on the product page: the API's `left` and the catalogue version that drops cached pages. */
let shop: TestShop;
let asha: TestCustomer;
let product: ApiProduct;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await newCustomer(shop);
  const list = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
  product = list.find((p) => p.inStock && p.variants?.length === 1)!;
  await setProductColumns(shop.db, product._id, { stock: 7, in_stock: 1 });
  await bumpCatalogVersion(shop.db);
  shop.services.catalog.invalidate();
});
afterAll(async () => {
  await shop.close();
});

async function left(): Promise<number | undefined> {
  shop.services.catalog.invalidate();
  const res = await shop.app.request(`/api/product/${product._id}`);
  return ((await res.json()) as { product: ApiProduct }).product.variants![0]!.left;
}
async function buy(quantity: number) {
  const res = await asha.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity }], address: asha.addressId });
  expect(res.status).toBe(201);
}

describe("low counted stock", () => {
  it("is public only at 5 units or fewer, and every sale at that level bumps the catalogue version", async () => {
    expect(await left()).toBeUndefined(); // 7 counted: no count shown

    let version = await readCatalogVersion(shop.db);
    await buy(1); // 6 left: still not low, cached pages stay
    expect(await readCatalogVersion(shop.db)).toBe(version);
    expect(await left()).toBeUndefined();

    await buy(1); // 5 left
    expect(await readCatalogVersion(shop.db)).toBeGreaterThan(version);
    expect(await left()).toBe(5);

    version = await readCatalogVersion(shop.db);
    await buy(2); // 3 left
    expect(await readCatalogVersion(shop.db)).toBeGreaterThan(version);
    expect(await left()).toBe(3);
  });

  it("is not shown for a variant switched off or not counted", async () => {
    await setProductColumns(shop.db, product._id, { in_stock: 0 });
    expect(await left()).toBeUndefined();
    await setProductColumns(shop.db, product._id, { in_stock: 1, stock: null });
    expect(await left()).toBeUndefined();
  });
});
