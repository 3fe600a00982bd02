import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../../lib/search-hits";
import { setProductColumns } from "../../testing/catalog";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion } from "./catalog.repo";
import { singular } from "./search-index";

/** GET /api/search over the demo catalogue (issue 19, item 3), on SQLite and PostgreSQL. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

async function search(q: string, limit?: number): Promise<SearchAnswer> {
  const res = await shop.app.request(`/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
}
const names = async (q: string, limit?: number) => (await search(q, limit)).products.map((p) => p.name);

describe("GET /api/search", () => {
  it("forgives plurals and word order", async () => {
    const halters = await names("halters", 50);
    expect(halters.length).toBeGreaterThanOrEqual(8);
    expect(halters.every((n) => /halter/i.test(n))).toBe(true);
    expect(await names("collar dog", 50)).toEqual(await names("dog collars", 50));
    expect(await names("leashes", 50)).toContain("Cotton Rope Dog Leash");
  });

  it("finds an option value with the product: 'teal collar' and 'blue halter'", async () => {
    expect(await names("teal collar", 50)).toEqual(expect.arrayContaining(["Jacquard Nylon Dog Collar", "Dog Collar & Leash Set – Medium, Teal"]));
    const blue = await names("blue halter", 50);
    expect(blue).toEqual(expect.arrayContaining(["Classic Webbing Horse Halter", "Halter & Lead Rope Combo – Full Size, Royal Blue"]));
  });

  it("one typo (a letter wrong, missing or extra) in a word of 5 letters or more, none in shorter words", async () => {
    expect((await names("coller", 50)).filter((n) => /collar/i.test(n)).length).toBeGreaterThanOrEqual(5);
    for (const q of ["halyer", "haltter", "colar dog"]) expect((await names(q, 50)).length, q).toBeGreaterThan(0);
    expect(await names("dgo", 50)).toEqual([]);
  });

  it("the seller's synonyms and Hindi names: rasi, rassi and रस्सी find the ropes", async () => {
    for (const q of ["rasi", "rassi", "रस्सी"]) {
      const found = await names(q, 50);
      expect(found, q).toEqual(expect.arrayContaining(["Braided Cotton Dog Rassi", "Cotton Rope Dog Leash"]));
    }
    expect(await names("गद्देदार हॉल्टर", 5)).toContain("Padded Nylon Horse Halter");
    expect(await names("kutte ka patta", 50)).toContain("Padded Dog Collar with Tan Lining");
  });

  it("matches the word being typed as a prefix: 'hal' and 'dog col'", async () => {
    expect((await names("hal", 5)).length).toBe(5);
    expect((await names("dog col", 50)).every((n) => /collar/i.test(n))).toBe(true);
    // A last word of one letter waits for the next (as a prefix it would match nearly every word).
    expect(await names("dog c", 50)).toEqual(await names("dog", 50));
  });

  it("sold-out matches come after every in-stock one; up to 5 by default with picture, price and link", async () => {
    const all = await search("halter", 50);
    const firstSoldOut = all.products.findIndex((p) => !p.inStock);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(all.products.slice(firstSoldOut).every((p) => !p.inStock)).toBe(true);
    expect(all.products.map((p) => p.name)).toContain("Jacquard Horse Halter – Pony Size, Red");
    const five = await search("halter");
    expect(five.products).toHaveLength(5);
    expect(five.total).toBe(all.total);
    expect(five.products[0]).toMatchObject({
      _id: expect.stringMatching(/^prd_/),
      image: expect.stringMatching(/\.webp$/),
      offerPrice: expect.any(Number),
      price: expect.any(Number),
      inStock: true,
      href: expect.stringMatching(/^\/product\//),
    });
  });

  it("follows the catalogue: a product sold out a moment ago moves after the in-stock ones", async () => {
    const before = await search("padded", 50);
    const padded = before.products.find((p) => p.name === "Padded Dog Collar with Tan Lining")!;
    expect(padded.inStock).toBe(true);
    await setProductColumns(shop.db, padded._id, { stock: 0, in_stock: 0 });
    await bumpCatalogVersion(shop.db);
    shop.services.catalog.invalidate();
    const after = await search("padded", 50);
    expect(after.products.at(-1)).toMatchObject({ _id: padded._id, inStock: false });
    await setProductColumns(shop.db, padded._id, { stock: null, in_stock: 1 });
    await bumpCatalogVersion(shop.db);
    shop.services.catalog.invalidate();
  });

  it("cuts a query of 200+ characters instead of refusing it; an empty one finds nothing; a bad limit is a 400", async () => {
    const long = `halter ${"x".repeat(500)}`;
    const cut = await search(long);
    expect(Array.from(cut.query)).toHaveLength(200);
    expect(await search("")).toEqual({ success: true, query: "", total: 0, products: [] });
    expect(await search("   ")).toMatchObject({ total: 0, products: [] });
    for (const bad of ["0", "51", "x", "2.5"]) {
      const res = await shop.app.request(`/api/search?q=halter&limit=${bad}`);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, "limit must be a whole number from 1 to 50"]);
    }
  });
});

describe("singular", () => {
  it("makes English plurals singular, leaves other words", () => {
    expect(["halters", "leashes", "collars", "ropes", "boxes", "puppies", "glass", "dog", "रस्सियाँ", "brass", "plus"].map(singular)).toEqual([
      "halter",
      "leash",
      "collar",
      "rope",
      "box",
      "puppy",
      "glass",
      "dog",
      "रस्सियाँ",
      "brass",
      "plus",
    ]);
  });
});
