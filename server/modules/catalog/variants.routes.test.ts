import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import type { ApiOrder } from "../../../lib/orders";
import { combinations } from "../../../lib/variants";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { SellerProductVariants } from "./save-variants";

let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
/** BB-HH-003, the foal halter (a single-variant demo product), turned into Size × Colour below. */
let halter: ApiProduct;
let grid: SellerProductVariants;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop);
  halter = (await list()).find((p) => p.sku === "BB-HH-003")!;
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; product?: SellerProductVariants; orderId?: string; order?: ApiOrder; orders?: ApiOrder[] };
const json = async (res: Response) => (await res.json()) as Body;
async function list(): Promise<ApiProduct[]> {
  return ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
}
const SIZE = { name: "Size", values: ["Pony", "Cob", "Full"] };
const COLOUR = { name: "Colour", values: ["Burgundy", "Navy"] };
const PRICES: Record<string, number> = { Pony: 999, Cob: 1199, Full: 1399 };
const putVariants = (id: string, body: unknown) => seller.call("PUT", `/api/seller/products/${id}/variants`, body);
const variantOf = (size: string, colour: string) => grid.variants.find((v) => v.options.Size === size && v.options.Colour === colour)!;
const stockOf = async (variantId: string) =>
  (await shop.db.selectFrom("product_variants").select("stock").where("id", "=", variantId).executeTakeFirstOrThrow()).stock;
const cod = (who: TestCustomer, items: unknown) => who.call("POST", "/api/order/cod", { items, address: who.addressId });

/** The halter's 6 variants: the first keeps the product's own variant (its id, SKU and stock). */
function gridBody(overrides: (row: Record<string, unknown>, i: number) => Record<string, unknown> = (r) => r) {
  return {
    options: [SIZE, COLOUR],
    variants: combinations([SIZE, COLOUR]).map((options, i) =>
      overrides(
        {
          ...(i === 0 ? { _id: halter.variants![0]!._id } : {}),
          options,
          sku: i === 0 ? "BB-HH-003" : `BB-HH-003-${i}`,
          price: 1499,
          offerPrice: PRICES[options.Size!],
          stock: 5,
          inStock: true,
          ...(i === 0 ? { updatedAt: undefined } : {}),
        },
        i,
      ),
    ),
  };
}

describe("spec clients (single-variant products)", () => {
  it("every product keeps its spec fields and has no options and one variant carrying the same prices, SKU and switch", async () => {
    const all = await list();
    // The demo catalogue has products with options too (the padded halter, collars, ropes); the rest have one variant.
    const products = all.filter((p) => p.options!.length === 0);
    expect(products.length).toBeGreaterThan(10);
    expect(all.length - products.length).toBeGreaterThanOrEqual(8);
    for (const p of products) {
      expect(p.options).toEqual([]);
      // `left` ("Only N left" on the product page) only for a variant on sale with 5 counted units or fewer.
      const left = p.variants?.[0]?.left;
      if (left !== undefined) expect(p.inStock && left >= 1 && left <= 5).toBe(true);
      // `weightGrams` where the seller gave a weight (issue 18: the cart's shipping by weight).
      const weightGrams = p.variants?.[0]?.weightGrams;
      if (weightGrams !== undefined) expect(Number.isInteger(weightGrams) && weightGrams > 0).toBe(true);
      expect(p.variants).toEqual([
        {
          _id: expect.stringMatching(/^var_[0-9a-z]{22}$/),
          options: {},
          sku: p.sku,
          code: p.code,
          price: p.price,
          offerPrice: p.offerPrice,
          inStock: p.inStock,
          image: [],
          ...(left === undefined ? {} : { left }),
          ...(weightGrams === undefined ? {} : { weightGrams }),
        },
      ]);
    }
    const one = (await (await shop.app.request(`/api/product/${halter._id}`)).json()) as { product: ApiProduct };
    expect(one.product).toEqual(halter);
  });

  it("an edit through the spec's PUT reaches the product's one variant: its price, stock and SKU are what orders take", async () => {
    const rope = (await list()).find((p) => p.sku === "BB-LR-002")!;
    const loaded = (await json(await seller.call("GET", `/api/seller/products/${rope._id}/variants`))).product!;
    const res = await seller.call("PUT", `/api/product/${rope._id}`, {
      name: rope.name,
      category: rope.category,
      price: 900,
      offerPrice: 777,
      sku: "BB-LR-002X",
      stock: 3,
      updatedAt: loaded.updatedAt,
    });
    expect(res.status).toBe(200);
    const after = (await list()).find((p) => p._id === rope._id)!;
    expect(after.variants).toEqual([expect.objectContaining({ _id: rope.variants![0]!._id, sku: "BB-LR-002X", price: 900, offerPrice: 777, inStock: true })]);
    const placed = await cod(asha, [{ product: rope._id, quantity: 3 }]);
    expect(placed.status).toBe(201);
    const { orderId } = await json(placed);
    const { orders } = await json(await asha.call("GET", "/api/order/user"));
    const made = orders!.find((o) => o._id === orderId)!;
    expect(made.items[0]!.product).toMatchObject({
      sku: "BB-LR-002X",
      offerPrice: 777,
      variant: { _id: rope.variants![0]!._id, options: {}, optionsText: "", sku: "BB-LR-002X" },
    });
    expect(await stockOf(rope.variants![0]!._id)).toBe(0);
    expect((await list()).find((p) => p._id === rope._id)!.inStock).toBe(false);
  });
});

describe("a product with options (seller API, catalogue, cart, orders)", () => {
  it("stores Size × Colour, and the spec fields summarise the variants (cheapest on sale, any in stock)", async () => {
    const opened = await json(await seller.call("GET", `/api/seller/products/${halter._id}/variants`));
    const body = gridBody((r, i) => (i === 0 ? { ...r, updatedAt: opened.product!.variants[0]!.updatedAt, stock: 5 } : r));
    const res = await putVariants(halter._id, body);
    expect(res.status).toBe(200);
    grid = (await json(res)).product!;
    expect(grid.options).toEqual([SIZE, COLOUR]);
    expect(grid.variants).toHaveLength(6);
    expect(grid.variants[0]!._id).toBe(halter.variants![0]!._id);

    // Pony is the cheapest; switch both Ponies off: the product's price is Cob's, and it is still in stock.
    const off = gridBody((r, i) => ({
      ...r,
      _id: grid.variants[i]!._id,
      updatedAt: grid.variants[i]!.updatedAt,
      inStock: r.options && (r.options as Record<string, string>).Size !== "Pony",
    }));
    const saved = await putVariants(halter._id, off);
    expect(saved.status).toBe(200);
    grid = (await json(saved)).product!;
    const p = (await list()).find((x) => x._id === halter._id)!;
    expect(p).toMatchObject({ price: 1499, offerPrice: 1199, inStock: true, sku: "BB-HH-003", name: halter.name, image: halter.image });
    expect(p.variants!.map((v) => [v.options.Size, v.options.Colour, v.offerPrice, v.inStock])).toEqual([
      ["Pony", "Burgundy", 999, false],
      ["Pony", "Navy", 999, false],
      ["Cob", "Burgundy", 1199, true],
      ["Cob", "Navy", 1199, true],
      ["Full", "Burgundy", 1399, true],
      ["Full", "Navy", 1399, true],
    ]);
    // A spec client's edit of the product's own fields still works; prices now belong to the variants.
    const spec = { name: halter.name, category: halter.category, offerPrice: 1199 };
    expect((await seller.call("PUT", `/api/product/${halter._id}`, spec)).status).toBe(200);
    const repriced = await seller.call("PUT", `/api/product/${halter._id}`, { ...spec, offerPrice: 1099 });
    expect(repriced.status).toBe(409);
    expect((await json(repriced)).message).toMatch(/per variant/);
  });

  it("refuses a stale variant row with 409 and stores nothing", async () => {
    const cob = variantOf("Cob", "Burgundy");
    await cod(asha, [{ product: halter._id, variant: cob._id, quantity: 1 }]); // a sale stamps the variant
    const stale = gridBody((r, i) => ({ ...r, _id: grid.variants[i]!._id, updatedAt: grid.variants[i]!.updatedAt, stock: 9 }));
    const res = await putVariants(halter._id, stale);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/changed since you opened it/);
    expect(await stockOf(cob._id)).toBe(4);
    grid = (await json(await seller.call("GET", `/api/seller/products/${halter._id}/variants`))).product!;
  });

  it("refuses every bad list with a clear 4xx and stores nothing", async () => {
    const collar = (await list()).find((p) => p.sku === "BB-DC-008")!;
    const keep = (r: Record<string, unknown>, i: number) => ({ ...r, _id: grid.variants[i]!._id, updatedAt: grid.variants[i]!.updatedAt });
    const before = await shop.db.selectFrom("product_variants").selectAll().orderBy("id").execute();
    const cases: [unknown, number, RegExp][] = [
      [gridBody((r, i) => ({ ...keep(r, i), sku: i === 1 ? collar.sku : r.sku })), 409, /SKU BB-DC-008 is already used by another product/],
      [gridBody((r, i) => ({ ...keep(r, i), sku: i === 1 ? "BB-HH-003-2" : r.sku })), 400, /SKU BB-HH-003-2 is used twice/],
      [
        gridBody((r, i) => ({ ...keep(r, i), options: i === 1 ? { Size: "Pony", Colour: "Burgundy" } : r.options })),
        400,
        /combination Pony \/ Burgundy is listed twice/,
      ],
      [{ ...gridBody(keep), options: [SIZE, COLOUR, { name: "Length", values: ["2 m"] }, { name: "Buckle", values: ["Brass"] }] }, 400, /at most 3 options/],
      [
        {
          options: [{ name: "Size", values: Array.from({ length: 50 }, (_, i) => `S${i}`) }, COLOUR],
          variants: Array.from({ length: 101 }, (_, i) => ({
            options: { Size: `S${i % 50}`, Colour: i < 50 ? "Navy" : "Burgundy" },
            sku: `X-${i}`,
            price: 10,
            offerPrice: 10,
          })),
        },
        400,
        /at most 100 variants/,
      ],
      [gridBody((r, i) => ({ ...keep(r, i), options: i === 2 ? { Size: "Cob" } : r.options })), 400, /Variant 3 \(Cob\): choose a colour/],
      [
        gridBody((r, i) => ({ ...keep(r, i), options: i === 2 ? { Size: "Cob", Colour: "Green" } : r.options })),
        400,
        /"Green" is not one of the values of Colour/,
      ],
      [
        gridBody((r, i) => ({ ...keep(r, i), offerPrice: i === 4 ? 1600 : r.offerPrice })),
        400,
        /Variant 5 \(Full \/ Burgundy\): offer price must not be more than the MRP/,
      ],
      [gridBody((r, i) => ({ ...keep(r, i), image: i === 0 ? [collar.image[0]] : [] })), 400, /photo .* is not one of this product's photos/],
      [gridBody((r, i) => ({ ...keep(r, i), _id: i === 0 ? collar.variants![0]!._id : r._id })), 409, /not \(or no longer\) one of this product's variants/],
    ];
    for (const [body, status, message] of cases) {
      const res = await putVariants(halter._id, body);
      expect(res.status, JSON.stringify(message)).toBe(status);
      expect((await json(res)).message).toMatch(message);
    }
    expect(await shop.db.selectFrom("product_variants").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("puts a chosen photo on the variant, first of its images", async () => {
    const body = gridBody((r, i) => ({
      ...r,
      _id: grid.variants[i]!._id,
      updatedAt: grid.variants[i]!.updatedAt,
      stock: undefined,
      image: i === 3 ? [halter.image[0]] : [],
    }));
    const res = await putVariants(halter._id, body);
    expect(res.status).toBe(200);
    grid = (await json(res)).product!;
    expect(variantOf("Cob", "Navy").image).toEqual([halter.image[0]]);
  });

  it("carts: a variant id is a line; the product id alone asks for the choice; an unknown variant is refused", async () => {
    const cob = variantOf("Cob", "Navy");
    expect((await asha.call("POST", "/api/cart/update", { cartItems: { [cob._id]: 2 } })).status).toBe(200);
    const bare = await asha.call("POST", "/api/cart/update", { cartItems: { [halter._id]: 1 } });
    expect(bare.status).toBe(400);
    expect((await json(bare)).message).toBe("Please choose a size / colour");
    const gone = await asha.call("POST", "/api/cart/update", { cartItems: { var_0000000000000000000000: 1 } });
    expect(gone.status).toBe(400);
  });

  it("orders name the variant: its price, SKU and options on the order; its stock taken, the siblings' untouched", async () => {
    const cob = variantOf("Cob", "Navy");
    const siblings = await Promise.all(grid.variants.filter((v) => v._id !== cob._id).map(async (v) => [v._id, await stockOf(v._id)]));
    const res = await cod(asha, [{ product: halter._id, variant: cob._id, quantity: 2 }]);
    expect(res.status).toBe(201);
    const { orderId } = await json(res);
    const { orders } = await json(await asha.call("GET", "/api/order/user"));
    const order = orders!.find((o) => o._id === orderId)!;
    expect(order.items[0]!.product).toMatchObject({
      _id: halter._id,
      name: halter.name,
      offerPrice: 1199,
      price: 1499,
      sku: cob.sku,
      variant: { _id: cob._id, options: { Size: "Cob", Colour: "Navy" }, optionsText: "Cob / Navy", sku: cob.sku },
    });
    expect(order.items[0]!.product.image[0]).toBe(halter.image[0]);
    expect(await stockOf(cob._id)).toBe(3);
    for (const [id, stock] of siblings) expect(await stockOf(id as string)).toBe(stock);
    const ledger = await shop.db
      .selectFrom("stock_ledger")
      .select(["kind", "quantity", "stock_after"])
      .where("variant_id", "=", cob._id)
      .where("order_id", "=", order._id)
      .execute();
    expect(ledger).toEqual([{ kind: "sold", quantity: -2, stock_after: 3 }]);
  });

  it("refuses an order line without the choice, with another product's variant, or with a removed variant", async () => {
    const collar = (await list()).find((p) => p.sku === "BB-DC-008")!;
    const bare = await cod(asha, [{ product: halter._id, quantity: 1 }]);
    expect(bare.status).toBe(400);
    expect((await json(bare)).message).toBe("Please choose a size / colour");
    const foreign = await cod(asha, [{ product: halter._id, variant: collar.variants![0]!._id, quantity: 1 }]);
    expect(foreign.status).toBe(400);
    expect((await json(foreign)).message).toMatch(/not one of/);
    // Remove Full / Navy: an order for it is refused.
    const fullNavy = variantOf("Full", "Navy");
    const rows = gridBody((r, i) => ({ ...r, _id: grid.variants[i]!._id, updatedAt: undefined, stock: undefined })).variants.filter(
      (r) => r._id !== fullNavy._id,
    );
    expect((await putVariants(halter._id, { options: [SIZE, COLOUR], variants: rows })).status).toBe(200);
    grid = (await json(await seller.call("GET", `/api/seller/products/${halter._id}/variants`))).product!;
    const removed = await cod(asha, [{ product: halter._id, variant: fullNavy._id, quantity: 1 }]);
    expect(removed.status).toBe(409);
    expect((await json(removed)).message).toMatch(/no longer available/);
    const cart = await asha.call("POST", "/api/cart/update", { cartItems: { [fullNavy._id]: 1 } });
    expect(cart.status).toBe(400);
  });

  it("counts the online hold cap per variant: 10 of Cob / Burgundy held, an 11th refused, a sibling still allowed", async () => {
    const rows = grid.variants.map((v) => ({
      ...gridBody().variants.find((r) => JSON.stringify(r.options) === JSON.stringify(v.options))!,
      _id: v._id,
      updatedAt: v.updatedAt,
      stock: 20,
    }));
    const set = await putVariants(halter._id, { options: [SIZE, COLOUR], variants: rows });
    expect(set.status).toBe(200);
    grid = (await json(set)).product!;
    const rider = await newCustomer(shop, { name: "Holder" });
    const online = (variant: string, quantity: number) =>
      rider.call("POST", "/api/order/razorpay", { items: [{ product: halter._id, variant, quantity }], address: rider.addressId });
    const cob = variantOf("Cob", "Burgundy");
    expect((await online(cob._id, 10)).status).toBe(200);
    expect(await stockOf(cob._id)).toBe(10);
    const more = await online(cob._id, 1);
    expect(more.status).toBe(409);
    expect((await json(more)).message).toMatch(/^Online payment can hold at most 10 of ".+ \(Cob \/ Burgundy\)" at a time/);
    expect((await online(variantOf("Cob", "Navy")._id, 1)).status).toBe(200);
    grid = (await json(await seller.call("GET", `/api/seller/products/${halter._id}/variants`))).product!;
  });

  it("50 concurrent COD checkouts of a variant with stock 5 give exactly 5 orders; the siblings' stock is untouched (3 rounds)", async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => newCustomer(shop, { name: `Rider ${String.fromCharCode(65 + (i % 26))}` })));
    for (let round = 0; round < 3; round++) {
      const target = variantOf("Full", "Burgundy");
      const current = grid.variants.map((v) => ({
        ...gridBody().variants.find((r) => JSON.stringify(r.options) === JSON.stringify(v.options))!,
        _id: v._id,
        updatedAt: v.updatedAt,
        stock: v._id === target._id ? 5 : v.stock,
      }));
      const set = await putVariants(halter._id, { options: [SIZE, COLOUR], variants: current });
      expect(set.status).toBe(200);
      grid = (await json(set)).product!;
      const siblings = grid.variants.filter((v) => v._id !== target._id).map((v) => [v._id, v.stock] as const);
      const results = await Promise.all(buyers.map((b) => cod(b, [{ product: halter._id, variant: target._id, quantity: 1 }])));
      expect(results.filter((r) => r.status === 201)).toHaveLength(5);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(409);
        expect((await json(r)).message).toMatch(/"[^"]+ \(Full \/ Burgundy\)" is out of stock|Only \d+ of "[^"]+ \(Full \/ Burgundy\)" left in stock/);
      }
      expect(await stockOf(target._id)).toBe(0);
      for (const [id, stock] of siblings) expect(await stockOf(id)).toBe(stock);
      const sold = await shop.db
        .selectFrom("order_items")
        .select((eb) => eb.fn.sum<number>("quantity").as("n"))
        .where("variant_id", "=", target._id)
        .executeTakeFirstOrThrow();
      expect(Number(sold.n)).toBe(5 * (round + 1));
      grid = (await json(await seller.call("GET", `/api/seller/products/${halter._id}/variants`))).product!;
      expect(variantOf("Full", "Burgundy").inStock).toBe(false);
    }
  });
});

describe("the demo catalogue's products with options (seeded as the seller API stores them)", () => {
  it("the padded halter: Size × Colour on the storefront, Cob / Burgundy with its own SKU, prices and photo; a bare product id asks for the choice", async () => {
    const padded = (await list()).find((p) => p.name === "Padded Nylon Horse Halter")!;
    expect(padded.options).toEqual([
      { name: "Size", values: ["Pony", "Cob", "Full", "Extra Full"] },
      { name: "Colour", values: ["Black", "Burgundy", "Navy", "Forest Green"] },
    ]);
    expect(padded.variants).toHaveLength(14);
    const pick = (size: string, colour: string) => padded.variants!.find((v) => v.options.Size === size && v.options.Colour === colour);
    expect(pick("Pony", "Forest Green")).toBeUndefined();
    expect(pick("Extra Full", "Burgundy")).toBeUndefined();
    expect(pick("Full", "Black")!.inStock).toBe(false);
    const cob = pick("Cob", "Burgundy")!;
    expect(cob).toMatchObject({ sku: "HH-PAD-COB-BUR", price: 1499, offerPrice: 1199, inStock: true });
    expect(cob.image).toHaveLength(1);
    expect(padded.image).toContain(cob.image[0]);
    expect(pick("Cob", "Navy")!.image[0]).not.toBe(cob.image[0]);
    // The spec's fields: the cheapest variant on sale (Pony), in stock.
    expect(padded).toMatchObject({ price: 1399, offerPrice: 1099, inStock: true });
    const bare = await asha.call("POST", "/api/cart/update", { cartItems: { [padded._id]: 1 } });
    expect(bare.status).toBe(400);
    expect((await json(bare)).message).toBe("Please choose a size / colour");
    expect((await asha.call("POST", "/api/cart/update", { cartItems: { [cob._id]: 1 } })).status).toBe(200);
    const stock = await shop.db.selectFrom("product_variants").select(["stock", "weight_grams"]).where("id", "=", cob._id).executeTakeFirstOrThrow();
    expect(stock).toEqual({ stock: 12, weight_grams: 420 });
  });

  it("every one opens in the seller's variants screen and saves back unchanged", async () => {
    const withOptions = (await list()).filter((p) => p.options!.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(8);
    for (const p of withOptions) {
      const loaded = (await json(await seller.call("GET", `/api/seller/products/${p._id}/variants`))).product!;
      const rows = loaded.variants.map((v) => ({
        _id: v._id,
        options: v.options,
        sku: v.sku,
        code: v.code,
        price: v.price,
        offerPrice: v.offerPrice,
        stock: v.stock,
        inStock: v.inStockSetting,
        weight: v.weight,
        image: v.image,
        updatedAt: v.updatedAt,
      }));
      const res = await putVariants(p._id, { options: loaded.options, variants: rows });
      expect(res.status, `${p.name}: ${JSON.stringify(await res.clone().json())}`).toBe(200);
      const saved = (await json(res)).product!;
      const shape = (list: SellerProductVariants["variants"]) =>
        list.map((v) => [v._id, v.options, v.sku, v.code, v.price, v.offerPrice, v.stock, v.inStockSetting, v.weight, v.image]);
      expect(shape(saved.variants), p.name).toEqual(shape(loaded.variants));
      // The storefront shows the same product (only its updatedAt moved on).
      expect(
        (await list()).find((x) => x._id === p._id),
        p.name,
      ).toEqual({ ...p, updatedAt: expect.any(String) });
    }
  });
});
