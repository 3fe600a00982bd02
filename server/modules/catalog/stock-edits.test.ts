import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerProduct } from "../../../lib/product-admin";
import type { StockLedgerEntry } from "../../../lib/stock-ledger";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

/**
 * Issue 13, items 9, 10 and 25: a stale edit form never writes an old stock
 * count over a sale or hold; every movement of counted stock is in the ledger;
 * the in-stock switch says why it cannot switch on an empty product; an edit
 * with only the spec's fields changes only those.
 */
let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop);
});
afterAll(async () => {
  await shop.close();
});

type Body = {
  success: boolean;
  message?: string;
  product?: SellerProduct;
  products?: SellerProduct[];
  entries?: StockLedgerEntry[];
  orderId?: string;
  receipt?: string;
};
const json = async (res: Response) => (await res.json()) as Body;

let n = 0;
/** A fresh product through Add Product (multipart), with `stock` counted units. */
async function newProduct(stock: number | "" = 5, extra: Record<string, string> = {}): Promise<SellerProduct> {
  const form = new FormData();
  const fields = {
    name: `Ledger Lead ${n++}`,
    category: "Lead Rope",
    description: "Braided cotton\nBrass clip",
    price: "800",
    offerPrice: "600",
    gstRate: "12",
    hsnCode: "4201",
    sku: `LDG-${process.pid}-${n}-${Date.now().toString(36)}`,
    stock: String(stock),
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await shop.app.request("/api/product/add-product", {
    method: "POST",
    body: form,
    headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
  });
  const body = await json(res);
  expect([res.status, body.message]).toEqual([201, "Product Added"]);
  return body.product!;
}
/** The product as the back office lists it (GET /api/seller/products), as the edit form loads it. */
const listed = async (id: string) => (await json(await seller.call("GET", "/api/seller/products"))).products!.find((p) => p._id === id)!;
const stockOf = async (id: string) => (await shop.db.selectFrom("products").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
const ledger = async (id: string) => (await json(await seller.call("GET", `/api/seller/products/${id}/stock-ledger`))).entries!;
const ledgerSum = async (id: string) =>
  (await shop.db.selectFrom("stock_ledger").select("quantity").where("product_id", "=", id).execute()).reduce((s, r) => s + r.quantity, 0);
const buyCod = (who: TestCustomer, product: string, quantity: number) =>
  who.call("POST", "/api/order/cod", { items: [{ product, quantity }], address: who.addressId });
const edit = (p: { name: string; category: string; offerPrice: number }, id: string, more: Record<string, unknown>) =>
  seller.call("PUT", `/api/product/${id}`, { name: p.name, category: p.category, offerPrice: p.offerPrice, ...more });

describe("PUT /api/product/{id} with the spec's fields only (item 25)", () => {
  it("changes name, category, offer price and images and leaves the description, price, stock and tax fields as they were", async () => {
    const p = await newProduct(5);
    const res = await seller.call("PUT", `/api/product/${p._id}`, { name: "Renamed Lead", category: "Lead Rope", offerPrice: 550, image: p.image });
    expect(res.status).toBe(200);
    const after = await listed(p._id);
    expect(after).toMatchObject({
      name: "Renamed Lead",
      offerPrice: 550,
      description: ["Braided cotton", "Brass clip"],
      price: 800,
      stock: 5,
      gstRate: 12,
      hsnCode: "4201",
      sku: p.sku,
      inStockSetting: true,
    });
    // Sent, the description is still replaced; sent empty, it is emptied on purpose.
    await seller.call("PUT", `/api/product/${p._id}`, { name: "Renamed Lead", category: "Lead Rope", offerPrice: 550, description: ["One point"] });
    expect((await listed(p._id)).description).toEqual(["One point"]);
    await seller.call("PUT", `/api/product/${p._id}`, { name: "Renamed Lead", category: "Lead Rope", offerPrice: 550, description: [] });
    expect((await listed(p._id)).description).toEqual([]);
  });
});

describe("stale stock edits (item 9)", () => {
  it("refuses with 409 an edit whose updatedAt predates a sale, and the sale stands; a fresh one goes through", async () => {
    const p = await newProduct(5);
    const loaded = await listed(p._id);
    expect(loaded.updatedAt).toBe(p.updatedAt);
    expect((await buyCod(asha, p._id, 2)).status).toBe(201);
    // The form loaded 5 and sends it back with a new price: without the check it would undo the sale.
    const stale = await edit(loaded, p._id, { offerPrice: 580, stock: 5, updatedAt: loaded.updatedAt });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({ success: false, message: "This product changed since you opened it" });
    expect(await stockOf(p._id)).toBe(3);
    expect((await listed(p._id)).offerPrice).toBe(600);

    const fresh = await listed(p._id);
    const ok = await edit(fresh, p._id, { offerPrice: 580, stock: 10, updatedAt: fresh.updatedAt });
    expect(ok.status).toBe(200);
    expect((await json(ok)).product).toMatchObject({ offerPrice: 580, stock: 10 });
    // The same form sent twice: its updatedAt is now stale.
    expect((await edit(fresh, p._id, { stock: 10, updatedAt: fresh.updatedAt })).status).toBe(409);
    // A spec client (no updatedAt) still edits; a stock count without the version it was read at is refused.
    expect((await edit({ ...fresh, offerPrice: 570 }, p._id, {})).status).toBe(200);
    const blind = await edit(fresh, p._id, { stock: 50 });
    expect(blind.status).toBe(400);
    expect((await json(blind)).message).toBe("To change the stock count, send the product's updatedAt as you loaded it");
    expect(await stockOf(p._id)).toBe(10);
  });

  it("a hold released after a stale edit was refused does not put more on sale than there is", async () => {
    const p = await newProduct(3);
    const loaded = await listed(p._id);
    const buyer = await newCustomer(shop);
    const hold = await buyer.call("POST", "/api/order/razorpay", { items: [{ product: p._id, quantity: 2 }], address: buyer.addressId });
    expect(hold.status).toBe(200);
    const { orderId } = await json(hold);
    expect(await stockOf(p._id)).toBe(1);
    expect((await listed(p._id)).heldStock).toBe(2);
    // The seller's form still shows 3: saving it back is refused, not an overwrite to 3 ...
    expect((await edit(loaded, p._id, { stock: 3, updatedAt: loaded.updatedAt })).status).toBe(409);
    // ... so when the payment is abandoned the 2 come back to 3, not to 5.
    expect((await buyer.call("POST", "/api/order/abandon", { orderId })).status).toBe(200);
    expect(await stockOf(p._id)).toBe(3);
    expect((await listed(p._id)).heldStock).toBe(0);
  });

  it("keeps a ledger of every movement: received, held, released, held then sold when paid, sold, adjusted, with who and the order", async () => {
    const p = await newProduct(6);
    const buyer = await newCustomer(shop, { name: "Meera Shah" });
    const hold = await json(await buyer.call("POST", "/api/order/razorpay", { items: [{ product: p._id, quantity: 2 }], address: buyer.addressId }));
    await buyer.call("POST", "/api/order/abandon", { orderId: hold.orderId });
    const paid = await json(await buyer.call("POST", "/api/order/razorpay", { items: [{ product: p._id, quantity: 1 }], address: buyer.addressId }));
    const signed = await (await buyer.call("POST", "/api/order/sandbox-pay", { orderId: paid.orderId })).json();
    expect((await buyer.call("POST", "/api/order/verify", signed)).status).toBe(200);
    const sale = await json(await buyCod(buyer, p._id, 1));
    const cancelled = await seller.call("PUT", `/api/order/${sale.orderId}/status`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    const loaded = await listed(p._id);
    await edit(loaded, p._id, { stock: 4, updatedAt: loaded.updatedAt });
    await seller.call("POST", "/api/product/stock", { id: p._id, inStock: false });

    const entries = await ledger(p._id);
    const rows = entries.map((e) => [e.kind, e.quantity, e.stockAfter, e.orderId, e.by]).reverse();
    expect(rows).toEqual([
      ["received", 6, 6, null, "seller"],
      ["held", -2, 4, hold.receipt, "customer"],
      ["released", 2, 6, hold.receipt, "system"],
      ["held", -1, 5, paid.receipt, "customer"],
      ["sold", 0, 5, paid.receipt, "customer"],
      ["sold", -1, 4, sale.orderId, "customer"],
      ["released", 1, 5, sale.orderId, "seller"],
      ["adjusted", -1, 4, null, "seller"],
      ["adjusted", 0, 4, null, "seller"],
    ]);
    expect(entries.find((e) => e.orderId === hold.receipt && e.kind === "held")).toMatchObject({ byName: "Meera Shah", orderStatus: "payment_failed" });
    expect(entries.find((e) => e.orderId === paid.receipt)).toMatchObject({ orderStatus: "placed" });
    expect(entries[0]).toMatchObject({ kind: "adjusted", byName: "Shop Owner", note: "Switched off: out of stock" });
    expect(await ledgerSum(p._id)).toBe(await stockOf(p._id));
    // Seller only; unknown products are 404.
    expect((await asha.call("GET", `/api/seller/products/${p._id}/stock-ledger`)).status).toBe(401);
    expect((await seller.call("GET", "/api/seller/products/prd_0000000000000000000000/stock-ledger")).status).toBe(404);
  });

  it("under parallel sales and stale-checked edits, no sale is ever undone and the ledger adds up to the stock", async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(shop)));
    const figures = { rounds: 0, sales: 0, editsApplied: 0, editsRefused: 0 };
    for (let round = 0; round < 5; round++) {
      const p = await newProduct(100);
      const loaded = await listed(p._id);
      // 10 one-unit sales and 10 seller edits (+5 from what each loaded) race.
      const results = await Promise.all([
        ...buyers.map((b) => buyCod(b, p._id, 1).then((r) => ["sale", r.status] as const)),
        ...buyers.map(() => edit(loaded, p._id, { stock: 105, updatedAt: loaded.updatedAt }).then((r) => ["edit", r.status] as const)),
      ]);
      const sold = results.filter(([k, s]) => k === "sale" && s === 201).length;
      const edits = results.filter(([k, s]) => k === "edit" && s === 200).length;
      expect(sold).toBe(10);
      expect(results.filter(([k, s]) => k === "edit" && s !== 200).every(([, s]) => s === 409)).toBe(true);
      expect(edits).toBeLessThanOrEqual(1); // only an edit that saw no change since it loaded
      const stock = await stockOf(p._id);
      // An edit that went through did so before any sale (else it would be stale): +5, then every sale.
      expect(stock).toBe(100 + 5 * edits - 10);
      expect(await ledgerSum(p._id)).toBe(stock);
      Object.assign(figures, {
        rounds: figures.rounds + 1,
        sales: figures.sales + sold,
        editsApplied: figures.editsApplied + edits,
        editsRefused: figures.editsRefused + 10 - edits,
      });
    }
    console.info("10 sales racing 10 stale-checked edits:", figures);
  });
});

describe("the in-stock switch (item 10)", () => {
  it("refuses to switch on a product whose counted stock is 0, saying what to do; off and on work otherwise", async () => {
    const p = await newProduct(0);
    const res = await seller.call("POST", "/api/product/stock", { id: p._id, inStock: true });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ success: false, message: "Stock count is 0: set a stock count first" });
    expect((await json(await seller.call("POST", "/api/product/stock", { id: p._id, inStock: false }))).product).toMatchObject({
      inStockSetting: false,
      inStock: false,
    });
    expect((await seller.call("POST", "/api/product/stock", { id: p._id, inStock: true })).status).toBe(409);
    const loaded = await listed(p._id);
    await edit(loaded, p._id, { stock: 2, updatedAt: loaded.updatedAt });
    expect((await json(await seller.call("POST", "/api/product/stock", { id: p._id, inStock: true }))).product).toMatchObject({
      inStockSetting: true,
      inStock: true,
      stock: 2,
    });
    // Not counted: the switch alone decides.
    const uncounted = await newProduct("");
    expect((await seller.call("POST", "/api/product/stock", { id: uncounted._id, inStock: false })).status).toBe(200);
    expect((await seller.call("POST", "/api/product/stock", { id: uncounted._id, inStock: true })).status).toBe(200);
  });
});
