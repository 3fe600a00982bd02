import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import type { SellerListProduct } from "../../../lib/variant-stock";
import { combinations } from "../../../lib/variants";
import { newCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { SellerProductVariants } from "./save-variants";

let shop: TestShop;
let seller: TestSeller;
let halter: ApiProduct;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  halter = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products.find((p) => p.sku === "BB-HH-005")!;
});
afterAll(async () => {
  await shop.close();
});

const sellerList = async () => {
  const res = await seller.call("GET", "/api/seller/products");
  expect(res.status).toBe(200);
  return ((await res.json()) as { products: SellerListProduct[] }).products;
};
const SIZE = { name: "Size", values: ["Pony", "Cob", "Full"] };
const COLOUR = { name: "Colour", values: ["Burgundy", "Navy"] };
/** Stock and switch per combination, in the order of `combinations`: Pony/Burgundy … Full/Navy. */
const ROWS: { stock: number | null; inStock: boolean }[] = [
  { stock: 12, inStock: true }, // Pony / Burgundy
  { stock: 2, inStock: true }, // Pony / Navy: low
  { stock: null, inStock: true }, // Cob / Burgundy: not counted
  { stock: 0, inStock: true }, // Cob / Navy: sold out, still low
  { stock: 5, inStock: true }, // Full / Burgundy: 5 is low
  { stock: 3, inStock: false }, // Full / Navy: switched off, not flagged
];

describe("GET /api/seller/products: variant figures", () => {
  it("a product without options: spec fields as before, one variant, its count as total, low stock without option text", async () => {
    const rope = (await sellerList()).find((p) => p.sku === "BB-LR-002")!;
    expect(rope).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      offerPrice: expect.any(Number),
      inStock: expect.any(Boolean),
      inStockSetting: expect.any(Boolean),
      heldStock: 0,
      variantCount: 1,
      uncountedVariants: rope.stock === null ? 1 : 0,
    });
    expect(rope.totalStock).toBe(rope.stock);
  });

  it("counts variants, totals counted stock, flags switched-on variants with 5 or fewer units, and shows units held by unpaid online orders", async () => {
    const opened = ((await (await seller.call("GET", `/api/seller/products/${halter._id}/variants`)).json()) as { product: SellerProductVariants }).product;
    const variants = combinations([SIZE, COLOUR]).map((options, i) => ({
      ...(i === 0 ? { _id: opened.variants[0]!._id, updatedAt: opened.variants[0]!.updatedAt } : {}),
      options,
      sku: i === 0 ? "BB-HH-005" : `BB-HH-005-${i}`,
      price: 1499,
      offerPrice: 1199,
      ...ROWS[i]!,
    }));
    const saved = await seller.call("PUT", `/api/seller/products/${halter._id}/variants`, { options: [SIZE, COLOUR], variants });
    expect(saved.status).toBe(200);
    const grid = ((await saved.json()) as { product: SellerProductVariants }).product;

    let p = (await sellerList()).find((x) => x._id === halter._id)!;
    expect(p).toMatchObject({ variantCount: 6, totalStock: 12 + 2 + 0 + 5 + 3, uncountedVariants: 1, heldStock: 0, name: halter.name, offerPrice: 1199 });
    expect(p.lowStock.map((l) => [l.optionsText, l.stock])).toEqual([
      ["Cob / Navy", 0],
      ["Pony / Navy", 2],
      ["Full / Burgundy", 5],
    ]);

    // An online order waiting for its payment holds 4 of Pony / Burgundy: taken from the count and shown as held.
    const rider = await newCustomer(shop, { name: "Holder" });
    const ponyBurgundy = grid.variants.find((v) => v.options.Size === "Pony" && v.options.Colour === "Burgundy")!;
    const held = await rider.call("POST", "/api/order/razorpay", {
      items: [{ product: halter._id, variant: ponyBurgundy._id, quantity: 4 }],
      address: rider.addressId,
    });
    expect(held.status).toBe(200);
    p = (await sellerList()).find((x) => x._id === halter._id)!;
    expect(p).toMatchObject({ heldStock: 4, totalStock: 8 + 2 + 0 + 5 + 3, variantCount: 6 });
    expect(p.lowStock.map((l) => l.optionsText)).toEqual(["Cob / Navy", "Pony / Navy", "Full / Burgundy"]);
  });

  it("is seller-only", async () => {
    expect((await shop.app.request("/api/seller/products")).status).toBe(401);
  });
});
