import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { istDate } from "../../../lib/india-time";
import { combinations } from "../../../lib/variants";
import { parseCsv } from "../../testing/csv";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { SellerProductVariants } from "../catalog/save-variants";
import { HEADER } from "./orders-csv";

let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop, { name: "Asha Verma" });
});
afterAll(async () => {
  await shop.close();
});

const SIZE = { name: "Size", values: ["Pony", "Cob"] };
const COLOUR = { name: "Colour", values: ["Burgundy", "Navy"] };
const json = async <T>(res: Response) => (await res.json()) as T;

async function product(sku: string): Promise<ApiProduct> {
  const { products } = await json<{ products: ApiProduct[] }>(await shop.app.request("/api/product/list"));
  return products.find((p) => p.sku === sku)!;
}

async function cod(items: unknown): Promise<string> {
  const res = await asha.call("POST", "/api/order/cod", { items, address: asha.addressId });
  expect(res.status).toBe(201);
  return (await json<{ orderId: string }>(res)).orderId;
}

describe("orders CSV with variants", () => {
  it("names each line's options and variant SKU in the last two columns; an order from before variants leaves them empty", async () => {
    // The demo foal halter (no options) becomes Size × Colour; the first row keeps the product's own variant.
    const halter = await product("BB-HH-003");
    const opened = await json<{ product: SellerProductVariants }>(await seller.call("GET", `/api/seller/products/${halter._id}/variants`));
    const variants = combinations([SIZE, COLOUR]).map((options, i) => ({
      ...(i === 0 ? { _id: opened.product.variants[0]!._id, updatedAt: opened.product.variants[0]!.updatedAt } : {}),
      options,
      sku: `BB-HH-${options.Size!.toUpperCase()}-${options.Colour!.slice(0, 3).toUpperCase()}`,
      price: 1499,
      offerPrice: 1199,
      stock: 5,
      inStock: true,
    }));
    const saved = await seller.call("PUT", `/api/seller/products/${halter._id}/variants`, { options: [SIZE, COLOUR], variants });
    expect(saved.status).toBe(200);
    const grid = (await json<{ product: SellerProductVariants }>(saved)).product;
    const cobBurgundy = grid.variants.find((v) => v.options.Size === "Cob" && v.options.Colour === "Burgundy")!;
    const ponyNavy = grid.variants.find((v) => v.options.Size === "Pony" && v.options.Colour === "Navy")!;
    expect(cobBurgundy.sku).toBe("BB-HH-COB-BUR");

    const rope = await product("BB-LR-002"); // no options: its one variant, options text ""
    const withVariants = await cod([
      { product: halter._id, variant: cobBurgundy._id, quantity: 2 },
      { product: rope._id, quantity: 1 },
      { product: halter._id, variant: ponyNavy._id, quantity: 1 },
    ]);
    // An order as migration 0010 left those made before variants: its lines name no variant.
    const before = await cod([{ product: rope._id, quantity: 1 }]);
    await shop.db.updateTable("order_items").set({ variant_id: null, variant_options: null }).where("order_id", "=", before).execute();

    const today = istDate(new Date());
    const res = await seller.call("GET", `/api/seller/orders.csv?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Cob / Burgundy");
    expect(text).toContain("BB-HH-COB-BUR");
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(HEADER);
    expect(header!.slice(20, 22)).toEqual(["Item options", "Item SKUs"]);
    for (const r of rows) expect(r).toHaveLength(HEADER.length);
    const row = (id: string) => rows.find((r) => r[2] === id)!;
    // One entry per line in the order's line order: the rope has no options, so its entry is empty.
    expect(row(withVariants).slice(20, 22)).toEqual(["Cob / Burgundy; ; Pony / Navy", `BB-HH-COB-BUR; ${rope.sku}; BB-HH-PONY-NAV`]);
    expect(row(before).slice(20, 22)).toEqual(["", ""]);
  });

  it("gives an order with a coupon its discount (rupees) and code in the Discount and Coupon columns; the row still adds up", async () => {
    const now = new Date().toISOString();
    await shop.db
      .insertInto("coupons")
      .values({
        id: "cpn_csv_diwali10",
        code: "CSVDIWALI10",
        kind: "percent",
        value: 10,
        created_at: now,
        updated_at: now,
        starts_at: null,
        ends_at: null,
        total_limit: null,
        per_customer_limit: null,
        note: null,
      })
      .execute();
    const rope = await product("BB-LR-002"); // no options
    const res = await asha.call("POST", "/api/order/cod", { items: [{ product: rope._id, quantity: 2 }], address: asha.addressId, coupon: "CSVDIWALI10" });
    expect(res.status).toBe(201);
    const id = (await json<{ orderId: string }>(res)).orderId;
    const plain = await cod([{ product: rope._id, quantity: 1 }]);

    const today = istDate(new Date());
    const [header, ...rows] = parseCsv(await (await seller.call("GET", `/api/seller/orders.csv?from=${today}&to=${today}`)).text());
    const col = (name: string) => header!.indexOf(name);
    expect(header!.slice(-2)).toEqual(["Discount", "Coupon"]);
    const row = rows.find((r) => r[2] === id)!;
    const order = await shop.db.selectFrom("orders").select(["discount_paise", "subtotal_paise"]).where("id", "=", id).executeTakeFirstOrThrow();
    // 10 % of the two ropes, taken off before GST.
    expect(order.discount_paise).toBe(Math.round(order.subtotal_paise / 10));
    expect([row[col("Discount")], row[col("Coupon")]]).toEqual([(order.discount_paise / 100).toFixed(2), "CSVDIWALI10"]);
    expect(row[col("Taxable value")]).toBe(((order.subtotal_paise - order.discount_paise) / 100).toFixed(2));
    const paise = (name: string) => Math.round(Number(row[col(name)]) * 100);
    expect(paise("Taxable value") + paise("CGST") + paise("SGST") + paise("IGST") + paise("Untaxed shipping")).toBe(paise("Total"));
    expect(rows.find((r) => r[2] === plain)!.slice(-2)).toEqual(["0.00", ""]);
  });
});
