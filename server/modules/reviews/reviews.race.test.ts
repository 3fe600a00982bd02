import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { REVIEW_TWICE, type ApiReview, type ReviewSummary } from "../../../lib/reviews";
import { setProductColumns, singleVariant } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion } from "../catalog/catalog.repo";
import { createSeller } from "../seller/sellers.repo";

/**
 * Reviews' races (their transactions interleave on PostgreSQL, where a
 * moderation locks the product's row; SQLite runs them one after another, so
 * the same outcomes hold there too): the seller publishing many reviews of one
 * product at once, every one counted in its rating; one customer sending the
 * same review several times at once, one kept.
 */
let shop: TestShop;
let owner: TestSeller;
let staff: TestSeller;
let products: string[];
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
  await createSeller(shop.db, { email: "packer.race@example.com", password: "packing-desk-2026", name: "Ravi Kumar", role: "staff" });
  staff = await loginSeller(shop, "packer.race@example.com", "packing-desk-2026");
  products = (await shop.services.catalog.get()).products.filter((p) => p.inStock && singleVariant(p)).map((p) => p._id);
  expect(products.length).toBeGreaterThanOrEqual(ROUNDS + 1);
  await setProductColumns(shop.db, products, { stock: null, in_stock: 1 });
  await bumpCatalogVersion(shop.db);
  shop.services.catalog.invalidate();
});
afterAll(async () => {
  await shop.close();
});

const ROUNDS = 8;
const BUYERS = 8;

async function placeCod(who: TestCustomer, items: string[]): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: items.map((product) => ({ product, quantity: 1 })), address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
/** Shipped and delivered through the back office. */
async function deliver(id: string): Promise<void> {
  expect((await owner.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DL123456789IN" })).status).toBe(200);
  expect((await owner.call("PUT", `/api/order/${id}/status`, { status: "delivered" })).status).toBe(200);
}
async function buyerOf(items: string[]): Promise<TestCustomer> {
  const who = await newCustomer(shop);
  await deliver(await placeCod(who, items));
  return who;
}
const write = (who: TestCustomer, product: string, rating: number) =>
  who.call("POST", `/api/product/${product}/reviews`, { rating, title: `${rating} stars`, text: "Race review" });
const publish = (rev: string, who: TestSeller) => who.call("POST", `/api/seller/reviews/${rev}`, { status: "published" });
async function catalogue(product: string): Promise<{ rating: number | null; reviewCount: number | undefined }[]> {
  const list = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products.find((p) => p._id === product)!;
  const page = ((await (await shop.app.request(`/api/product/${product}`)).json()) as { product: ApiProduct }).product;
  return [list, page].map((p) => ({ rating: p.rating, reviewCount: p.reviewCount }));
}
const summary = async (product: string) => (await (await shop.app.request(`/api/product/${product}/reviews`)).json()) as ReviewSummary;
const counted = (product: string) =>
  shop.db.selectFrom("products").select(["review_count", "review_stars"]).where("id", "=", product).executeTakeFirstOrThrow();

/**
 * Eight customers' stars for each round's product, and the average the shop must show (to one decimal, half up);
 * `oddAverage`: that of the 2nd, 4th, 6th and 8th reviews alone.
 */
const ROUND_STARS: { stars: number[]; sum: number; average: number; oddAverage: number }[] = [
  { stars: [5, 5, 5, 5, 4, 4, 4, 4], sum: 36, average: 4.5, oddAverage: 4.5 },
  { stars: [5, 4, 4, 5, 4, 4, 5, 4], sum: 35, average: 4.4, oddAverage: 4.3 }, // 4.375; 17/4 = 4.25
  { stars: [5, 4, 4, 4, 4, 4, 4, 4], sum: 33, average: 4.1, oddAverage: 4 }, // 4.125
  { stars: [5, 4, 3, 4, 3, 4, 3, 3], sum: 29, average: 3.6, oddAverage: 3.8 }, // 3.625; 15/4 = 3.75
  { stars: [5, 5, 5, 5, 5, 5, 5, 5], sum: 40, average: 5, oddAverage: 5 },
  { stars: [1, 1, 1, 1, 1, 1, 1, 1], sum: 8, average: 1, oddAverage: 1 },
  { stars: [5, 4, 3, 2, 1, 5, 5, 5], sum: 30, average: 3.8, oddAverage: 4 }, // 3.75
  { stars: [5, 4, 4, 4, 4, 5, 4, 4], sum: 34, average: 4.3, oddAverage: 4.3 }, // 4.25; 17/4
];

describe("reviews races", () => {
  it(`the seller publishes ${BUYERS} reviews of one product at once: all counted, the exact average (${ROUNDS} rounds, a product each)`, async () => {
    // Eight customers, each with one delivered order of every round's product.
    const roundProducts = products.slice(0, ROUNDS);
    const buyers: TestCustomer[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await buyerOf(roundProducts));
    const all: string[][] = [];
    for (const [round, { stars, sum, average }] of ROUND_STARS.entries()) {
      expect(stars.reduce((a, b) => a + b, 0)).toBe(sum);
      const product = roundProducts[round]!;
      // The eight write at once too.
      const written = await Promise.all(buyers.map((who, i) => write(who, product, stars[i]!)));
      expect(written.map((r) => r.status)).toEqual(Array(BUYERS).fill(201));
      const ids = await Promise.all(written.map(async (r) => ((await r.json()) as { review: ApiReview }).review._id));
      all.push(ids);
      expect(await catalogue(product)).toEqual([
        { rating: null, reviewCount: 0 },
        { rating: null, reviewCount: 0 },
      ]);

      const replies = await Promise.all(ids.map((id, i) => publish(id, i % 2 === 0 ? owner : staff)));
      expect(replies.map((r) => r.status)).toEqual(Array(BUYERS).fill(200));
      expect(await counted(product)).toEqual({ review_count: BUYERS, review_stars: sum });
      expect(await catalogue(product)).toEqual([
        { rating: average, reviewCount: BUYERS },
        { rating: average, reviewCount: BUYERS },
      ]);
      const distribution = [1, 2, 3, 4, 5].map((s) => stars.filter((x) => x === s).length);
      expect(await summary(product)).toMatchObject({ rating: average, reviewCount: BUYERS, distribution });
    }

    // Hiding half of each product's reviews at once while replying to the other half: the rest still counts exactly.
    for (const [round, ids] of all.entries()) {
      const product = roundProducts[round]!;
      const { stars, oddAverage } = ROUND_STARS[round]!;
      const replies = await Promise.all(
        ids.map((id, i) => owner.call("POST", `/api/seller/reviews/${id}`, i % 2 === 0 ? { status: "hidden" } : { reply: "Thank you!" })),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(BUYERS).fill(200));
      const kept = stars.filter((_, i) => i % 2 === 1);
      const keptSum = kept.reduce((a, b) => a + b, 0);
      expect(await counted(product)).toEqual({ review_count: kept.length, review_stars: keptSum });
      expect(await catalogue(product)).toEqual([
        { rating: oddAverage, reviewCount: kept.length },
        { rating: oddAverage, reviewCount: kept.length },
      ]);
    }
  }, 240_000);

  it(`one customer sends the same review 5 times at once: one 201, four 409, one row (${ROUNDS} rounds)`, async () => {
    const product = products[ROUNDS]!;
    for (let round = 0; round < ROUNDS; round++) {
      const who = await buyerOf([product]);
      const replies = await Promise.all(Array.from({ length: 5 }, () => write(who, product, 4)));
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of replies.filter((x) => x.status === 409)) expect(await r.json()).toEqual({ success: false, message: REVIEW_TWICE });
      const created = ((await replies.find((r) => r.status === 201)!.json()) as { review: ApiReview }).review;
      const rows = await shop.db.selectFrom("reviews").select(["id", "status"]).where("user_id", "=", who.userId).execute();
      expect(rows).toEqual([{ id: created._id, status: "pending" }]);
    }
    expect(await shop.db.selectFrom("reviews").select("id").where("product_id", "=", product).execute()).toHaveLength(ROUNDS);
  }, 180_000);
});
