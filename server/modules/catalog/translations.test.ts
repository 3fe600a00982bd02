import zlib from "node:zlib";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../../app/request-context";
import type { Route as ListingRoute } from "../../../app/routes/+types/products";
import type { Route as ProductRoute } from "../../../app/routes/+types/product";
import { loader as listingLoader } from "../../../app/routes/products";
import { loader as productLoader } from "../../../app/routes/product";
import { demoProductsHi } from "../../db/seed/demo-products-hi";
import type { ApiProduct, Category } from "../../../lib/catalog";
import type { SellerProduct } from "../../../lib/product-admin";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

/** Issue 17 item 3: the seller's Hindi product and category texts, and the catalogue API's `?lang=hi`. */
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

type Body = { success: boolean; message?: string; product?: SellerProduct & ApiProduct; products?: ApiProduct[]; categories?: Category[] };
const get = async (url: string) => {
  const res = await shop.app.request(url);
  return { status: res.status, body: (await res.json()) as Body };
};
function addForm(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}
const add = (fields: Record<string, string>) =>
  shop.app.request("/api/product/add-product", {
    method: "POST",
    body: addForm(fields),
    headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
  });
const english = {
  name: "Cotton Lead Rope – Saffron",
  category: "Lead Rope",
  description: "Soft braided cotton\nSolid brass snap",
  price: "650",
  offerPrice: "520",
  gstRate: "12",
  stock: "9",
};

describe("a product's Hindi name and description", () => {
  let id = "";
  it("are stored with a new product; the spec's fields stay English, and ?lang=hi serves the Hindi in those same fields", async () => {
    const res = await add({ ...english, nameHi: "सूती लीड रस्सी – केसरिया", descriptionHi: "मुलायम गुँथा हुआ सूत\nपीतल का मज़बूत हुक" });
    expect(res.status).toBe(201);
    const { product } = (await res.json()) as Body;
    id = product!._id;
    expect(product).toMatchObject({
      name: english.name,
      translations: { hi: { name: "सूती लीड रस्सी – केसरिया", description: ["मुलायम गुँथा हुआ सूत", "पीतल का मज़बूत हुक"] } },
    });

    const plain = (await get("/api/product/list")).body.products!.find((p) => p._id === id)!;
    expect(plain).toMatchObject({ name: english.name, description: ["Soft braided cotton", "Solid brass snap"] });
    const hindi = (await get("/api/product/list?lang=hi")).body.products!.find((p) => p._id === id)!;
    expect(hindi).toMatchObject({
      name: "सूती लीड रस्सी – केसरिया",
      description: ["मुलायम गुँथा हुआ सूत", "पीतल का मज़बूत हुक"],
      price: 650,
      offerPrice: 520,
      category: "Lead Rope",
    });
    expect((await get(`/api/product/${id}?lang=hi`)).body.product).toMatchObject({ name: "सूती लीड रस्सी – केसरिया" });
    expect((await get(`/api/product/${id}?lang=en`)).body.product).toMatchObject({ name: english.name });
    expect((await get(`/api/product/list?ids=${id}&lang=hi`)).body.products).toEqual([expect.objectContaining({ _id: id, name: "सूती लीड रस्सी – केसरिया" })]);
  });

  it("the Hindi list is kept per catalogue version: gzip and plain alike, its own ETag and 304, and an edit shows at once", async () => {
    const plain = await shop.app.request("/api/product/list?lang=hi");
    const etag = plain.headers.get("etag")!;
    expect(etag).not.toBe((await shop.app.request("/api/product/list")).headers.get("etag"));
    const text = await plain.text();
    const gz = await shop.app.request("/api/product/list?lang=hi", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect((await shop.app.request("/api/product/list?lang=hi", { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await seller.call("PUT", `/api/product/${id}`, { name: english.name, category: "Lead Rope", offerPrice: 515, nameHi: "सूती रस्सी" })).status).toBe(
      200,
    );
    const after = await shop.app.request("/api/product/list?lang=hi", { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Body).products!.find((p) => p._id === id)).toMatchObject({ name: "सूती रस्सी", offerPrice: 515 });
    expect(
      (await seller.call("PUT", `/api/product/${id}`, { name: english.name, category: "Lead Rope", offerPrice: 520, nameHi: "सूती लीड रस्सी – केसरिया" })).status,
    ).toBe(200);
  });

  it("fall back to English field by field: a Hindi name alone keeps the English description", async () => {
    const res = await seller.call("PUT", `/api/product/${id}`, { name: english.name, category: "Lead Rope", offerPrice: 520, descriptionHi: [] });
    expect(res.status).toBe(200);
    const hindi = (await get(`/api/product/${id}?lang=hi`)).body.product!;
    expect(hindi).toMatchObject({ name: "सूती लीड रस्सी – केसरिया", description: ["Soft braided cotton", "Solid brass snap"] });
  });

  it("stay as they are when an edit does not send them, and go when sent blank", async () => {
    expect((await seller.call("PUT", `/api/product/${id}`, { name: english.name, category: "Lead Rope", offerPrice: 510 })).status).toBe(200);
    expect((await get(`/api/product/${id}?lang=hi`)).body.product).toMatchObject({ name: "सूती लीड रस्सी – केसरिया", offerPrice: 510 });
    expect((await seller.call("PUT", `/api/product/${id}`, { name: english.name, category: "Lead Rope", offerPrice: 510, nameHi: "  " })).status).toBe(200);
    const after = (await get(`/api/product/${id}?lang=hi`)).body.product!;
    expect(after.name).toBe(english.name);
    expect(after.translations).toBeUndefined();
  });

  it("may mix scripts in one name", async () => {
    const res = await seller.call("PUT", `/api/product/${id}`, {
      name: english.name,
      category: "Lead Rope",
      offerPrice: 510,
      nameHi: "Cotton लीड रस्सी (Saffron) – 10 ft",
    });
    expect(res.status).toBe(200);
    expect((await get(`/api/product/${id}?lang=hi`)).body.product!.name).toBe("Cotton लीड रस्सी (Saffron) – 10 ft");
  });

  it("are refused when longer than the English limits, with a clear message, and nothing changes", async () => {
    const long = await seller.call("PUT", `/api/product/${id}`, { name: english.name, category: "Lead Rope", offerPrice: 510, nameHi: "र".repeat(121) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as Body).message).toContain("Hindi name must be at most 120 characters");
    const lines = await seller.call("PUT", `/api/product/${id}`, {
      name: english.name,
      category: "Lead Rope",
      offerPrice: 510,
      descriptionHi: ["क".repeat(301)],
    });
    expect(lines.status).toBe(400);
    expect(((await lines.json()) as Body).message).toContain("Hindi description: at most 12 points of 300 characters each");
    const added = await add({ ...english, sku: "LR-HI-LONG", nameHi: "र".repeat(121) });
    expect(added.status).toBe(400);
    expect((await get(`/api/product/${id}?lang=hi`)).body.product!.name).toBe("Cotton लीड रस्सी (Saffron) – 10 ft");
  });

  it("a customer cannot set them", async () => {
    const res = await shop.app.request(`/api/product/${id}`, {
      method: "PUT",
      body: JSON.stringify({ name: "X", category: "Lead Rope", offerPrice: 1, nameHi: "नकली" }),
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost", Cookie: `sid=${asha.sid}` },
    });
    expect([401, 403]).toContain(res.status);
    expect((await get(`/api/product/${id}?lang=hi`)).body.product!.name).toBe("Cotton लीड रस्सी (Saffron) – 10 ft");
  });
});

describe("?lang", () => {
  it("refuses a language the shop does not have, on every catalogue route", async () => {
    for (const url of ["/api/product/list?lang=fr", "/api/category/list?lang=xx", "/api/product/list?ids=a&lang=HI"]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.message).toBe("Unknown language: use lang=en or lang=hi");
    }
  });
});

describe("categories' Hindi names", () => {
  it("are saved by path (any case), shown with ?lang=hi, removed when blank; an unknown path or a long name is refused", async () => {
    const res = await seller.call("PUT", "/api/seller/categories/hindi", { texts: { "lead rope": "लीड रस्सी", "Dog Collar": "कुत्ते का पट्टा" } });
    expect(res.status).toBe(200);
    const hindi = (await get("/api/category/list?lang=hi")).body.categories!;
    expect(hindi.find((c) => c.path.toLowerCase() === "lead rope")?.text).toBe("लीड रस्सी");
    expect(hindi.find((c) => c.path === "Dog Collar")?.text).toBe("कुत्ते का पट्टा");
    const plain = (await get("/api/category/list")).body.categories!;
    expect(plain.find((c) => c.path === "Dog Collar")?.text).not.toBe("कुत्ते का पट्टा");

    expect((await seller.call("PUT", "/api/seller/categories/hindi", { texts: { "Dog Collar": "" } })).status).toBe(200);
    const after = (await get("/api/category/list?lang=hi")).body.categories!;
    expect(after.find((c) => c.path === "Dog Collar")?.text).toBe(plain.find((c) => c.path === "Dog Collar")?.text);
    expect(after.find((c) => c.path.toLowerCase() === "lead rope")?.text).toBe("लीड रस्सी");

    const unknown = await seller.call("PUT", "/api/seller/categories/hindi", { texts: { "Cat Toys": "बिल्ली के खिलौने" } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Body).message).toBe("Unknown category: Cat Toys");
    const long = await seller.call("PUT", "/api/seller/categories/hindi", { texts: { "Dog Collar": "क".repeat(61) } });
    expect(long.status).toBe(400);
    expect(((await long.json()) as Body).message).toContain("A Hindi category name must be at most 60 characters");
  });

  it("are the seller's to set: a customer and a visitor are refused", async () => {
    const asCustomer = await shop.app.request("/api/seller/categories/hindi", {
      method: "PUT",
      body: JSON.stringify({ texts: { "Dog Collar": "x" } }),
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost", Cookie: `sid=${asha.sid}` },
    });
    expect([401, 403]).toContain(asCustomer.status);
  });
});

describe("the Hindi pages' data", () => {
  const context = () => {
    const c = new RouterContextProvider();
    c.set(servicesContext, shop.services);
    return c;
  };
  const listing = (path: string, params: Record<string, string> = {}) =>
    listingLoader({ context: context(), params, request: new Request(`http://localhost${path}`) } as unknown as ListingRoute.LoaderArgs);
  const page = (path: string, params: Record<string, string>) =>
    productLoader({ context: context(), params, request: new Request(`http://localhost${path}`) } as unknown as ProductRoute.LoaderArgs);

  it("list the demo products by their Hindi names under /hi, English ones at the English path; an English search still finds them", async () => {
    const padded = "Padded Nylon Horse Halter";
    const english = await listing(`/products?q=${encodeURIComponent(padded)}`);
    const hindi = await listing(`/hi/products?q=${encodeURIComponent(padded)}`);
    expect(english.items.map((p) => p.name)).toContain(padded);
    expect(hindi.items.map((p) => p.name)).toContain(demoProductsHi[padded]!.name);
    expect(hindi.items.map((p) => p._id)).toEqual(english.items.map((p) => p._id));
  });

  it("show a category's Hindi text under /hi", async () => {
    await seller.call("PUT", "/api/seller/categories/hindi", { texts: { "Lead Rope": "लीड रस्सियाँ" } });
    expect((await listing("/hi/products/lead%20rope", { category: "lead rope" })).categoryText).toBe("लीड रस्सियाँ");
    expect((await listing("/products/lead%20rope", { category: "lead rope" })).categoryText).not.toBe("लीड रस्सियाँ");
  });

  it("give the product page the Hindi name and description, without carrying the other language's texts", async () => {
    const { products } = (await get("/api/product/list")).body;
    const p = products!.find((x) => x.name === "Padded Nylon Horse Halter")!;
    const hindi = await page(`/hi/product/x/${p._id}`, { id: p._id, category: "x" });
    expect(hindi.product).toMatchObject({ name: demoProductsHi[p.name]!.name, description: demoProductsHi[p.name]!.description });
    expect(hindi.product.translations).toBeUndefined();
    const english = await page(`/product/x/${p._id}`, { id: p._id, category: "x" });
    expect(english.product).toMatchObject({ name: p.name, description: p.description });
    expect(english.product.translations).toBeUndefined();
  });
});
