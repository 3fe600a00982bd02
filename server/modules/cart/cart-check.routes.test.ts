import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { createTestShop, type TestShop } from "../../testing/test-app";

let shop: TestShop;
let rope: ApiProduct;
let halter: ApiProduct;
beforeAll(async () => {
  shop = await createTestShop();
  const { products } = (await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] };
  rope = products.find((p) => p.inStock && p.variants?.length === 1)!;
  halter = products.find((p) => (p.variants?.length ?? 0) > 1)!;
});
afterAll(async () => {
  await shop.close();
});

const check = (body: unknown) =>
  shop.app.request("/api/cart/check", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const setStock = (variantId: string, stock: number | null, inStock = 1) =>
  shop.db.updateTable("product_variants").set({ stock, in_stock: inStock }).where("id", "=", variantId).execute();

describe("POST /api/cart/check (issue 15: the cart refuses more than the stock at once)", () => {
  it('allows up to the counted stock and refuses one more with "Only 6 left", by product id or variant id', async () => {
    const variant = rope.variants![0]!._id;
    await setStock(variant, 6);
    expect((await check({ id: rope._id, quantity: 6 })).status).toBe(200);
    const more = await check({ id: rope._id, quantity: 7 });
    expect(more.status).toBe(409);
    expect(await more.json()).toEqual({ success: false, message: "Only 6 left", most: 6 });
    expect(((await (await check({ id: variant, quantity: 7 })).json()) as { message: string }).message).toBe("Only 6 left");
  });

  it("does not limit stock that is not counted, refuses a sold-out variant and more than a line may hold", async () => {
    const variant = rope.variants![0]!._id;
    await setStock(variant, null);
    expect((await check({ id: variant, quantity: 40 })).status).toBe(200);
    expect(((await (await check({ id: variant, quantity: 51 })).json()) as { message: string }).message).toBe("At most 50 per order");
    await setStock(variant, 0, 0);
    expect(((await (await check({ id: variant, quantity: 1 })).json()) as { message: string }).message).toBe("Out of stock");
  });

  it("answers bad input with a 400 message, never a 500", async () => {
    const bare = await check({ id: halter._id, quantity: 1 });
    expect(bare.status).toBe(400);
    for (const body of [
      { id: "var_0000000000000000000000", quantity: 1 },
      { id: rope._id, quantity: 0 },
      { id: rope._id, quantity: 1.5 },
      { id: rope._id },
      "nonsense",
    ]) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });
});
