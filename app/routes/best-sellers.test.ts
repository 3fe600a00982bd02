import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bestSellers } from "../../lib/best-sellers";
import { newId } from "../../lib/ids";
import { bumpCatalogVersion } from "../../server/modules/catalog/catalog.repo";
import { unitsSoldSince } from "../../server/modules/catalog/units-sold";
import { newCustomer, type TestCustomer } from "../../server/testing/customers";
import { createTestShop, type TestShop } from "../../server/testing/test-app";
import { servicesContext } from "../request-context";
import type { Route as HomeRoute } from "./+types/home";
import type { Route as ProductsRoute } from "./+types/products";
import { loader as homeLoader } from "./home";
import { loader as productsLoader } from "./products";

/**
 * Issue 19, item 5: the home page's best sellers are the in-stock products with the most units sold in the last 90
 * days (placed and on, net of returns received), falling back to the spec's first in stock; listings sort by it.
 */
let shop: TestShop;
let asha: TestCustomer;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await newCustomer(shop);
  await shop.db.updateTable("product_variants").set({ stock: 500, in_stock: 1 }).execute();
  shop.services.catalog.invalidate();
});
afterAll(async () => {
  await shop.close();
});

const products = async () => (await shop.services.catalog.get()).products;
async function buy(productId: string, quantity: number): Promise<string> {
  const res = await asha.call("POST", "/api/order/cod", { items: [{ product: productId, quantity }], address: asha.addressId });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
function context() {
  const c = new RouterContextProvider();
  c.set(servicesContext, shop.services);
  return c;
}
const home = async () =>
  (await homeLoader({ context: context(), request: new Request("http://localhost/"), params: {} } as unknown as HomeRoute.LoaderArgs)).bestSellers.map(
    (p) => p._id,
  );
const listing = async (sort: string) =>
  (
    await productsLoader({
      context: context(),
      request: new Request(`http://localhost/products?sort=${sort}`),
      params: {},
    } as unknown as ProductsRoute.LoaderArgs)
  ).items.map((p) => p._id);

describe("best sellers by sales", () => {
  it("with no sales, the home page shows the spec's first five in stock", async () => {
    const first = (await products())
      .filter((p) => p.inStock)
      .slice(0, 5)
      .map((p) => p._id);
    expect(await home()).toEqual(first);
  });

  it("ranks by units sold in real orders of the last 90 days, net of returns received; the rest of the five in the shop's order", async () => {
    const all = (await products()).filter((p) => p.inStock);
    // Products sold as one variant (the others need a size or colour in the order).
    const [a, b, c, d] = all.filter((p) => (p.variants?.length ?? 0) <= 1).slice(-4);
    if (!a || !b || !c || !d) throw new Error("the demo catalogue has four single-variant products");
    await buy(a._id, 2);
    await buy(b._id, 5);
    await buy(c._id, 3);
    // Not sales: a cancelled order, a sandbox order, an order of 100 days ago.
    const cancelled = await buy(d._id, 9);
    await shop.db.updateTable("orders").set({ status: "cancelled" }).where("id", "=", cancelled).execute();
    const sandbox = await buy(d._id, 9);
    await shop.db.updateTable("orders").set({ sandbox: 1 }).where("id", "=", sandbox).execute();
    const old = await buy(d._id, 9);
    await shop.db
      .updateTable("orders")
      .set({ created_at: new Date(Date.now() - 100 * 86_400_000).toISOString() })
      .where("id", "=", old)
      .execute();
    // 4 of c came back (a return received): c has sold 3 + 4 − 4 = 3, less than b's 5.
    const returnedOrder = await buy(c._id, 4);
    const stamp = new Date().toISOString();
    await shop.db
      .insertInto("return_requests")
      .values({
        id: newId("ret"),
        order_id: returnedOrder,
        user_id: (await shop.db.selectFrom("orders").select("user_id").where("id", "=", returnedOrder).executeTakeFirstOrThrow()).user_id,
        type: "return",
        status: "received",
        items: JSON.stringify([{ line: 0, quantity: 4 }]),
        reason: "Too big",
        photos: "[]",
        seller_note: null,
        amount_paise: 0,
        refund_id: null,
        credit_note_id: null,
        replacement_carrier: null,
        replacement_awb: null,
        created_at: stamp,
        updated_at: stamp,
        decided_at: stamp,
        received_at: stamp,
        shipped_at: null,
      })
      .execute();

    const sold = await unitsSoldSince(shop.db, new Date(Date.now() - 90 * 86_400_000));
    expect([sold.get(a._id), sold.get(b._id), sold.get(c._id), sold.get(d._id)]).toEqual([2, 5, 3, undefined]);

    shop.services.catalog.unitsSold.clear();
    const firstOthers = all
      .filter((p) => ![a, b, c].includes(p))
      .slice(0, 2)
      .map((p) => p._id);
    expect(await home()).toEqual([b._id, c._id, a._id, ...firstOthers]);
    // "Best selling" on the listing: the same order, then everything else in the shop's order.
    const sorted = await listing("best-selling");
    expect(sorted.slice(0, 3)).toEqual([b._id, c._id, a._id]);
    // A sold-out best seller leaves the home page's five.
    await shop.db.updateTable("product_variants").set({ stock: 0, in_stock: 0 }).where("product_id", "=", b._id).execute();
    await shop.db.updateTable("products").set({ in_stock: 0 }).where("id", "=", b._id).execute();
    await bumpCatalogVersion(shop.db);
    shop.services.catalog.invalidate();
    expect(await home()).not.toContain(b._id);
  });

  it("keeps the answer for 10 minutes (one question per instance), then asks again", async () => {
    const units = shop.services.catalog.unitsSold;
    const t0 = new Date();
    const first = await units.get(t0);
    expect(await units.get(new Date(t0.getTime() + 9 * 60_000))).toBe(first);
    expect(await units.get(new Date(t0.getTime() + 11 * 60_000))).not.toBe(first);
  });
});

describe("bestSellers (pure)", () => {
  const p = (id: string, inStock = true) => ({ _id: id, inStock });
  it("ranks by units, keeps the shop's order between equals, skips sold-out products and fills up in the shop's order", () => {
    const list = [p("a"), p("b"), p("c", false), p("d"), p("e"), p("f"), p("g")];
    expect(
      bestSellers(
        list,
        new Map([
          ["d", 3],
          ["b", 3],
          ["c", 9],
          ["g", 1],
        ]),
        5,
      ).map((x) => x._id),
    ).toEqual(["b", "d", "g", "a", "e"]);
    expect(bestSellers(list, new Map(), 5).map((x) => x._id)).toEqual(["a", "b", "d", "e", "f"]);
  });
});
