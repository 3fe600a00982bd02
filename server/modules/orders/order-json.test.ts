import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import type { ApiOrder } from "../../../lib/orders";
import { singleVariant } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

/** Issue 13, item 26: order items carry `product.image` as a list of file names (like the product list) and `product.category`. */
let shop: TestShop;
let asha: TestCustomer;
let seller: TestSeller;
let product: ApiProduct;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await newCustomer(shop);
  seller = await newSeller(shop);
  const { products } = (await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] };
  product = [...products].filter((p) => p.inStock && singleVariant(p)).sort((a, b) => b.image.length - a.image.length)[0]!;
});
afterAll(async () => {
  await shop.close();
});

describe("order JSON items (spec section 7 shapes)", () => {
  it("customer and seller order lists show each line's product with its image list and category", async () => {
    expect(product.image.length).toBeGreaterThan(0);
    const placed = await asha.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: asha.addressId });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };

    const mine = (await (await asha.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] };
    const one = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    const theirs = (await (await seller.call("GET", "/api/order/seller")).json()) as { orders: ApiOrder[] };
    for (const order of [mine.orders.find((o) => o._id === orderId), one.order, theirs.orders.find((o) => o._id === orderId)]) {
      const line = order!.items[0]!;
      expect(line.product.image).toEqual(product.image);
      expect(line.product.category).toBe(product.category);
      // every field the spec and our screens read is still there
      expect(line.product).toMatchObject({
        _id: product._id,
        name: product.name,
        offerPrice: product.offerPrice,
        sku: expect.any(String),
        code: expect.any(String),
      });
      expect(line.quantity).toBe(1);
    }
  });

  it("keeps the pictures the product had when ordered, not later edits", async () => {
    const placed = await asha.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: asha.addressId });
    const { orderId } = (await placed.json()) as { orderId: string };
    await shop.db
      .updateTable("products")
      .set({ images: JSON.stringify(["up-0000000000000000.webp"]), category: "Renamed" })
      .where("id", "=", product._id)
      .execute();
    const { order } = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    expect(order.items[0]!.product.image).toEqual(product.image);
    expect(order.items[0]!.product.category).toBe(product.category);
  });

  it("shows a line stored before the list was kept with its one picture", async () => {
    const placed = await asha.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: asha.addressId });
    const { orderId } = (await placed.json()) as { orderId: string };
    await shop.db.updateTable("order_items").set({ images: "[]", image: "old.webp" }).where("order_id", "=", orderId).execute();
    const { order } = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    expect(order.items[0]!.product.image).toEqual(["old.webp"]);
  });
});
