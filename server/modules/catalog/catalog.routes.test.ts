import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion } from "./catalog.repo";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

async function list(headers: Record<string, string> = {}) {
  return shop.app.request("/api/product/list", { headers });
}

describe("GET /api/product/list", () => {
  it("lists the demo catalogue with the spec's fields, prices in rupees", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; products: ApiProduct[] };
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThanOrEqual(24);
    for (const p of body.products) {
      expect(Object.keys(p)).toEqual(
        expect.arrayContaining(["_id", "name", "category", "description", "price", "offerPrice", "image", "inStock", "rating", "sku", "code"]),
      );
      expect(Array.isArray(p.description)).toBe(true);
      expect(p.image.length).toBeGreaterThanOrEqual(1);
      expect(p.image.length).toBeLessThanOrEqual(4);
      expect(Math.round(p.offerPrice * 100)).toBeCloseTo(p.offerPrice * 100, 6);
      expect(p.offerPrice).toBeLessThanOrEqual(p.price);
    }
    expect(body.products.some((p) => !p.inStock)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match and a new ETag after a catalogue write", async () => {
    const first = await list();
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await list({ "If-None-Match": etag! });
    expect(again.status).toBe(304);

    const products = ((await first.json()) as { products: ApiProduct[] }).products;
    const target = products[0]!;
    await shop.db.updateTable("products").set({ offer_price_paise: 12_345 }).where("id", "=", target._id).execute();
    await bumpCatalogVersion(shop.db);
    shop.services.catalog.invalidate();

    const after = await list({ "If-None-Match": etag! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const changed = ((await after.json()) as { products: ApiProduct[] }).products.find((p) => p._id === target._id);
    expect(changed?.offerPrice).toBe(123.45);
  });

  it("returns only the asked-for products with ?ids=", async () => {
    const all = ((await (await list()).json()) as { products: ApiProduct[] }).products;
    const ids = [all[1]!._id, "prd_doesnotexist00000000000", all[3]!._id];
    const res = await shop.app.request(`/api/product/list?ids=${ids.join(",")}`);
    const body = (await res.json()) as { products: ApiProduct[] };
    expect(body.products.map((p) => p._id)).toEqual([all[1]!._id, all[3]!._id]);
  });

  it("brings a variant id's product with ?ids= (cart keys may be variant ids), each product once", async () => {
    const all = ((await (await list()).json()) as { products: ApiProduct[] }).products;
    const [a, b] = [all[1]!, all[3]!];
    const ids = [a.variants![0]!._id, a._id, "var_doesnotexist00000000000", b.variants![0]!._id];
    const res = await shop.app.request(`/api/product/list?ids=${ids.join(",")}`);
    const body = (await res.json()) as { products: ApiProduct[] };
    expect(body.products.map((p) => p._id)).toEqual([a._id, b._id]);
    expect(body.products[0]!.variants!.map((v) => v._id)).toContain(ids[0]);
  });
});

describe("GET /api/product/:id", () => {
  it("returns one product", async () => {
    const all = ((await (await list()).json()) as { products: ApiProduct[] }).products;
    const res = await shop.app.request(`/api/product/${all[2]!._id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; product: ApiProduct };
    expect(body.product).toEqual(all[2]);
  });

  it.each(["prd_unknown", "nope", "%3Cscript%3E", "1%27%20OR%201%3D1"])("404s with a JSON message for %s", async (id) => {
    const res = await shop.app.request(`/api/product/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Product not found" });
  });
});

describe("the rest of the HTTP surface", () => {
  it("404s unknown API paths as JSON", async () => {
    const res = await shop.app.request("/api/nothing/here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("reports health and readiness", async () => {
    expect(await (await shop.app.request("/healthz")).json()).toEqual({ status: "ok" });
    expect((await shop.app.request("/readyz")).status).toBe(200);
  });

  it("sets security headers", async () => {
    const res = await shop.app.request("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("serves a sitemap with every product and a robots.txt pointing at it", async () => {
    const all = ((await (await list()).json()) as { products: ApiProduct[] }).products;
    const xml = await (await shop.app.request("http://localhost/sitemap.xml")).text();
    for (const p of all) expect(xml).toContain(p._id);
    expect(xml).toContain("http://localhost/products/dog%20collar");
    const robots = await (await shop.app.request("http://localhost/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("refuses image names that are not plain file names", async () => {
    for (const bad of ["..%2F..%2Fetc%2Fpasswd", "shop.db", "x.exe"]) {
      expect((await shop.app.request(`/images/${bad}`)).status).toBe(404);
    }
  });
});
