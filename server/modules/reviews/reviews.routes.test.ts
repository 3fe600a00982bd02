import fs from "node:fs/promises";
import { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../app/request-context";
import type { Route as ProductRoute } from "../../../app/routes/+types/product";
import { loader as productLoader } from "../../../app/routes/product";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import {
  REVIEW_NO_MARKUP,
  REVIEW_NOT_BOUGHT,
  REVIEW_SAVED,
  REVIEW_THANKS,
  REVIEW_TWICE,
  type ApiReview,
  type ReviewStatus,
  type SellerReview,
} from "../../../lib/reviews";
import { setProductColumns, singleVariant } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion } from "../catalog/catalog.repo";
import { createSeller } from "../seller/sellers.repo";
import { formatIstDate } from "../../../lib/india-time";

/**
 * Issue 19, item 1: customer reviews. A customer with a delivered order of a
 * product (any variant) reviews it once, with up to three photos; the review
 * waits for the seller, who publishes or hides it and may reply. Only
 * published reviews make the product's rating (to one decimal) and count, in
 * the catalogue at once; a product without any has no stars.
 */
let shop: TestShop;
let owner: TestSeller;
let staff: TestSeller;
let staffId: string;
/** In-stock products with one variant, each test taking its own so averages never mix. */
let pool: ApiProduct[];
let withOptions: ApiProduct;
/** A product no test reviews. */
let untouched: string;
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
  await createSeller(shop.db, { email: "packer.reviews@example.com", password: "packing-desk-2026", name: "Ravi Kumar", role: "staff" });
  staff = await loginSeller(shop, "packer.reviews@example.com", "packing-desk-2026");
  staffId = (await shop.db.selectFrom("sellers").select("id").where("email", "=", "packer.reviews@example.com").executeTakeFirstOrThrow()).id;
  const products = (await shop.services.catalog.get()).products.filter((p) => p.inStock);
  pool = products.filter(singleVariant);
  untouched = pool.pop()!._id;
  withOptions = products.find((p) => (p.variants?.filter((v) => v.inStock).length ?? 0) >= 2)!;
  expect(pool.length).toBeGreaterThanOrEqual(13);
  expect(withOptions).toBeDefined();
  // Stock never runs out here: every order of these tests goes through.
  await setProductColumns(
    shop.db,
    pool.map((p) => p._id),
    { stock: null, in_stock: 1 },
  );
  await shop.db.updateTable("product_variants").set({ stock: null, in_stock: 1 }).where("product_id", "=", withOptions._id).execute();
  await bumpCatalogVersion(shop.db);
  shop.services.catalog.invalidate();
});
afterAll(async () => {
  await shop.close();
});

let next = 0;
/** A product of the pool no other test uses. */
function freshProduct(): string {
  const p = pool[next++];
  if (!p) throw new Error("the demo catalogue has too few products for these tests");
  return p._id;
}

type Reply = { success: boolean; message?: string; review?: ApiReview & { status: ReviewStatus } };
type Mine = { success: boolean; canReview: boolean; message?: string; review?: ApiReview & { status: ReviewStatus } };
type PublicPage = { success: boolean; reviews: ApiReview[]; rating: number | null; reviewCount: number; distribution: number[]; page: number; pages: number };
type SellerPage = { success: boolean; reviews: SellerReview[]; counts: Record<ReviewStatus, number>; page: number; pages: number };
const json = async <T = Reply>(res: Response) => (await res.json()) as T;
const anonymous = (path: string) => shop.app.request(path, { headers: { Host: "localhost" } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function placeCod(who: TestCustomer, items: { product: string; variant?: string }[]): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: items.map((i) => ({ ...i, quantity: 1 })), address: who.addressId });
  expect(res.status).toBe(201);
  return (await json<{ orderId: string }>(res)).orderId;
}
/** The seller ships the order (courier typed in) and marks it delivered, through the back office. */
async function ship(id: string): Promise<void> {
  expect((await owner.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DL123456789IN" })).status).toBe(200);
}
async function deliver(id: string): Promise<void> {
  await ship(id);
  const res = await owner.call("PUT", `/api/order/${id}/status`, { status: "delivered" });
  expect(res.status).toBe(200);
}
/** A new customer with a delivered order of these products. */
async function buyer(products: string[], name = "Asha Verma"): Promise<{ who: TestCustomer; orderId: string }> {
  const who = await newCustomer(shop, { name });
  const orderId = await placeCod(
    who,
    products.map((product) => ({ product })),
  );
  await deliver(orderId);
  return { who, orderId };
}

const write = (who: TestCustomer, product: string, body: unknown) => who.call("POST", `/api/product/${product}/reviews`, body);
const moderate = (rev: string, body: unknown, who: TestSeller = owner) => who.call("POST", `/api/seller/reviews/${rev}`, body);
const review = (rating: number, title = "Lovely work", text = "Well stitched and the colour is as shown.") => ({ rating, title, text });
async function writeOk(who: TestCustomer, product: string, body: unknown): Promise<string> {
  const res = await write(who, product, body);
  expect(res.status).toBe(201);
  return (await json(res)).review!._id;
}
const publicPage = async (product: string, page?: number | string) =>
  json<PublicPage>(await anonymous(`/api/product/${product}/reviews${page === undefined ? "" : `?page=${page}`}`));
const rows = (where: { product?: string; user?: string }) => {
  let q = shop.db.selectFrom("reviews").selectAll();
  if (where.product) q = q.where("product_id", "=", where.product);
  if (where.user) q = q.where("user_id", "=", where.user);
  return q.execute();
};
const reviewFiles = async () => (await fs.readdir(shop.services.config.uploadsDir).catch(() => [] as string[])).filter((f) => f.startsWith("rev_"));
/** What the catalogue says of the product: the card (GET /api/product/list) and the product page (GET /api/product/{id}) alike. */
/** The product page's loader as the server renders /product/…/{id} (or /hi/…). */
async function productPage(search: string, product: string, lang: "" | "/hi" = "") {
  const context = new RouterContextProvider();
  context.set(servicesContext, shop.services);
  const request = new Request(`http://localhost${lang}/product/x/${product}${search}`);
  return productLoader({ context, params: { id: product }, request } as unknown as ProductRoute.LoaderArgs);
}

async function stars(product: string): Promise<{ rating: number | null; reviewCount: number | undefined }> {
  const list = (await json<{ products: ApiProduct[] }>(await anonymous("/api/product/list"))).products.find((p) => p._id === product)!;
  const page = (await json<{ product: ApiProduct }>(await anonymous(`/api/product/${product}`))).product;
  expect({ rating: page.rating, reviewCount: page.reviewCount }).toEqual({ rating: list.rating, reviewCount: list.reviewCount });
  return { rating: list.rating, reviewCount: list.reviewCount };
}

describe("writing a review", () => {
  it("a customer with a delivered order reviews once: 201 pending with the thanks, public only once published, a second one 409", async () => {
    const product = freshProduct();
    const { who, orderId } = await buyer([product], "Asha Verma");
    expect(await json<Mine>(await who.call("GET", `/api/product/${product}/my-review`))).toEqual({ success: true, canReview: true });

    const res = await write(who, product, review(5, "  Lovely halter  ", "Soft leather, fits my mare well."));
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, message: REVIEW_THANKS });
    const rev = body.review!;
    expect(rev._id).toMatch(/^rev_[0-9a-z]{22}$/);
    expect(rev).toEqual({
      _id: rev._id,
      productId: product,
      rating: 5,
      title: "Lovely halter",
      text: "Soft leather, fits my mare well.",
      photos: [],
      thumbs: [],
      author: "Asha V.",
      verifiedBuyer: true,
      createdAt: rev.createdAt,
      reply: null,
      status: "pending",
    });
    const [row, ...others] = await rows({ product, user: who.userId });
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: rev._id, order_id: orderId, stars: 5, status: "pending", photos: "[]", author: "Asha V." });

    // Pending: not public, no stars in the catalogue yet; the author sees it waiting.
    expect(await publicPage(product)).toEqual({ success: true, reviews: [], rating: null, reviewCount: 0, distribution: [0, 0, 0, 0, 0], page: 1, pages: 1 });
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
    const mine = await json<Mine>(await who.call("GET", `/api/product/${product}/my-review`));
    expect(mine).toMatchObject({ success: true, canReview: false, review: { _id: rev._id, status: "pending", rating: 5 } });

    // Once is all: again (same or other words) 409, and nothing more is written.
    for (const again of [review(5, "Lovely halter", "Soft leather, fits my mare well."), review(1, "Changed my mind", "Actually not.")]) {
      const twice = await write(who, product, again);
      expect(twice.status).toBe(409);
      expect(await json(twice)).toEqual({ success: false, message: REVIEW_TWICE });
    }
    expect(await rows({ product, user: who.userId })).toHaveLength(1);

    // Published: public, and still only one per customer.
    expect((await moderate(rev._id, { status: "published" })).status).toBe(200);
    const page = await publicPage(product);
    expect(page).toMatchObject({ rating: 5, reviewCount: 1, distribution: [0, 0, 0, 0, 1] });
    expect(page.reviews.map((r) => r._id)).toEqual([rev._id]);
    expect(page.reviews[0]).toEqual({
      _id: rev._id,
      productId: product,
      rating: 5,
      title: "Lovely halter",
      text: "Soft leather, fits my mare well.",
      photos: [],
      thumbs: [],
      author: "Asha V.",
      verifiedBuyer: true,
      createdAt: rev.createdAt,
      date: formatIstDate(rev.createdAt),
      reply: null,
    });
    expect((await write(who, product, review(4))).status).toBe(409);
    expect(await json<Mine>(await who.call("GET", `/api/product/${product}/my-review`))).toMatchObject({
      canReview: false,
      review: { _id: rev._id, status: "published" },
    });
  });

  it("needs a delivered order of that product: none, placed, shipped or another product's is 403 with nothing written", async () => {
    const product = freshProduct();
    const other = freshProduct();
    const refusedFor = async (who: TestCustomer) => {
      const mine = await json<Mine>(await who.call("GET", `/api/product/${product}/my-review`));
      expect(mine).toEqual({ success: true, canReview: false, message: REVIEW_NOT_BOUGHT });
      const res = await write(who, product, review(4));
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ success: false, message: REVIEW_NOT_BOUGHT });
      expect(await rows({ user: who.userId })).toEqual([]);
    };
    await refusedFor(await newCustomer(shop));
    // Another product delivered is no proof for this one.
    await refusedFor((await buyer([other])).who);
    // Ordered: placed, then shipped, is not yet delivered.
    const who = await newCustomer(shop);
    const id = await placeCod(who, [{ product }]);
    await refusedFor(who);
    await ship(id);
    await refusedFor(who);
    expect((await owner.call("PUT", `/api/order/${id}/status`, { status: "delivered" })).status).toBe(200);
    expect(await json<Mine>(await who.call("GET", `/api/product/${product}/my-review`))).toEqual({ success: true, canReview: true });
    expect((await write(who, product, review(4))).status).toBe(201);
    // A cancelled order is no proof either.
    const cancelled = await newCustomer(shop);
    const c = await placeCod(cancelled, [{ product }]);
    expect((await owner.call("PUT", `/api/order/${c}/status`, { status: "cancelled" })).status).toBe(200);
    await refusedFor(cancelled);
  });

  it("any variant of the product: a delivered order of one size and colour lets the customer review the product", async () => {
    const variant = withOptions.variants!.filter((v) => v.inStock)[1]!;
    const who = await newCustomer(shop, { name: "Meera Iyer" });
    await deliver(await placeCod(who, [{ product: withOptions._id, variant: variant._id }]));
    const res = await write(who, withOptions._id, review(4, "Good fit", "The medium fits my Labrador."));
    expect(res.status).toBe(201);
    expect((await json(res)).review).toMatchObject({ productId: withOptions._id, rating: 4, author: "Meera I." });
  });

  it("asks for a login (401, a seller's session is no customer's), and 404 for an unknown product", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const anon = await shop.post(`/api/product/${product}/reviews`, review(5));
    expect(anon.status).toBe(401);
    expect(await json(anon)).toEqual({ success: false, message: "Please log in to continue" });
    expect((await anonymous(`/api/product/${product}/my-review`)).status).toBe(401);
    expect((await owner.call("POST", `/api/product/${product}/reviews`, review(5))).status).toBe(401);
    expect((await owner.call("GET", `/api/product/${product}/my-review`)).status).toBe(401);
    for (const unknown of ["prd_0000000000000000000000", "nothing-here"]) {
      const res = await write(who, unknown, review(5));
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ success: false, message: "Product not found" });
      expect((await who.call("GET", `/api/product/${unknown}/my-review`)).status).toBe(404);
      expect((await anonymous(`/api/product/${unknown}/reviews`)).status).toBe(404);
    }
    expect(await rows({ user: who.userId })).toEqual([]);
  });

  it("refuses bad stars, empty or long fields, markup and scripts (400 with the reason), writing nothing; plain text with < and > is fine", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const long = (n: number) => "a".repeat(n);
    const cases: [unknown, string][] = [
      [review(0), "rating: rating must be 1 to 5 stars"],
      [review(6), "rating: rating must be 1 to 5 stars"],
      [review(2.5), "rating: rating must be 1 to 5 stars"],
      [review(-1), "rating: rating must be 1 to 5 stars"],
      [{ title: "Nice", text: "Nice collar" }, "rating: rating must be 1 to 5 stars"],
      [{ ...review(5), rating: "five" }, "rating: rating must be 1 to 5 stars"],
      [{ ...review(5), rating: true }, "rating: rating must be 1 to 5 stars"],
      [{ ...review(5), rating: [5] }, "rating: rating must be 1 to 5 stars"],
      [{ ...review(5), rating: "0x5" }, "rating: rating must be 1 to 5 stars"],
      [review(5, ""), "title: title is required"],
      [review(5, "    "), "title: title is required"],
      [{ rating: 5, text: "Nice collar" }, "title: title is required"],
      [review(5, long(101)), "title: title must be at most 100 characters"],
      [review(5, "Nice", ""), "text: text is required"],
      [review(5, "Nice", long(2001)), "text: text must be at most 2000 characters"],
      [review(5, "<b>Best</b> halter"), `title: ${REVIEW_NO_MARKUP}`],
      [review(5, "Great", "<script>alert(1)</script>"), `text: ${REVIEW_NO_MARKUP}`],
      [review(5, "Great", '<img src=x onerror="alert(1)">'), `text: ${REVIEW_NO_MARKUP}`],
      [review(5, "Great", "see javascript:alert(document.cookie)"), `text: ${REVIEW_NO_MARKUP}`],
      [review(5, "Great", 'a link <a href="#" onclick="steal()">here</a>'), `text: ${REVIEW_NO_MARKUP}`],
      [review(5, "Great", "hidden <!-- comment -->"), `text: ${REVIEW_NO_MARKUP}`],
      [review(5, "Great", "</textarea>"), `text: ${REVIEW_NO_MARKUP}`],
      [{ ...review(5), photos: [] }, 'Unrecognized key: "photos"'],
    ];
    for (const [body, message] of cases) {
      const res = await write(who, product, body);
      expect([JSON.stringify(body).slice(0, 80), res.status, (await json(res)).message]).toEqual([JSON.stringify(body).slice(0, 80), 400, message]);
    }
    expect((await write(who, product, "{not json")).status).toBe(400);
    expect((await who.call("POST", `/api/product/${product}/reviews`, JSON.stringify(review(5)), { "Content-Type": "text/plain" })).status).toBe(415);
    expect(await rows({ user: who.userId })).toEqual([]);
    expect(await json<Mine>(await who.call("GET", `/api/product/${product}/my-review`))).toEqual({ success: true, canReview: true });

    // The longest allowed, and everyday < > in plain words, are taken (a refusal above used none of the customer's one review).
    const ok = await write(who, product, review(3, long(100), `My pony <3 it. Size 5 > size 4, took < a week, one = five. ${long(1940)}`));
    expect(ok.status).toBe(201);
    expect((await json(ok)).review).toMatchObject({ rating: 3, title: long(100) });
  });
});

async function photo(format: "png" | "jpeg" | "webp", seed: number, size = { width: 2400, height: 1200 }): Promise<Blob> {
  const image = sharp({ create: { ...size, channels: 3, background: { r: seed, g: 90, b: 140 } } });
  const buf = await (format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.webp()).toBuffer();
  return new Blob([new Uint8Array(buf)], { type: `image/${format}` });
}

/** A review sent as a form with photos, as the product page sends it. */
async function postForm(
  product: string,
  who: TestCustomer | null,
  files: { blob: Blob; name: string }[],
  fields: Record<string, string> = { rating: "5", title: "With photos", text: "Here is my horse wearing it." },
): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("photos", f.blob, f.name);
  return shop.app.request(`/api/product/${product}/reviews`, {
    method: "POST",
    body: form,
    headers: { Origin: "http://localhost", Host: "localhost", ...(who ? { Cookie: `sid=${who.sid}` } : {}) },
  });
}

describe("photos", () => {
  it("takes up to 3 JPEG/PNG/WebP as a form, re-encoded to WebP (≤ 1600 px and a 240 px thumbnail); refuses a 4th, a non-image, bad fields", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const filesBefore = await reviewFiles();
    const three = [
      { blob: await photo("jpeg", 10), name: "front.jpg" },
      { blob: await photo("png", 80), name: "side.png" },
      { blob: await photo("webp", 160, { width: 800, height: 1200 }), name: "back.webp" },
    ];
    const refusals: [Promise<Response>, string | RegExp][] = [
      [postForm(product, who, [...three, { blob: await photo("png", 200), name: "fourth.png" }]), "You can add at most 3 photos"],
      [
        postForm(product, who, [{ blob: new Blob(["these are my notes, not a photo"], { type: "image/jpeg" }), name: "x.jpg" }]),
        '"x.jpg" is not a photo (JPEG, PNG or WebP)',
      ],
      [
        postForm(product, who, [
          three[0]!,
          {
            blob: new Blob(
              [
                await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
                  .gif()
                  .toBuffer(),
              ],
              { type: "image/gif" },
            ),
            name: "anim.gif",
          },
        ]),
        '"anim.gif" is not a photo (JPEG, PNG or WebP)',
      ],
      [postForm(product, who, [three[0]!], { rating: "2.5", title: "Half", text: "Half a star more" }), "rating: rating must be 1 to 5 stars"],
      [postForm(product, who, [three[0]!], { rating: "5", title: "<script>x</script>", text: "Nice" }), `title: ${REVIEW_NO_MARKUP}`],
      [postForm(product, who, [], { rating: "5", title: "Nice", text: "Nice", stars: "5" }), "Unknown form field: stars"],
    ];
    for (const [pending, message] of refusals) {
      const res = await pending;
      expect(res.status).toBe(400);
      expect((await json(res)).message).toEqual(message);
    }
    const notBought = await postForm(product, await newCustomer(shop), three.slice(0, 1));
    expect(notBought.status).toBe(403);
    expect((await postForm(product, null, three.slice(0, 1))).status).toBe(401);
    // Nothing written: no review, no stored photo.
    expect(await rows({ product })).toEqual([]);
    expect(await reviewFiles()).toEqual(filesBefore);

    const res = await postForm(product, who, three, { rating: "4", title: "With photos", text: "Here is my horse wearing it." });
    expect(res.status).toBe(201);
    const rev = (await json(res)).review!;
    expect(rev).toMatchObject({ rating: 4, status: "pending" });
    expect(rev.photos).toEqual([1, 2, 3].map((n) => `/api/reviews/${rev._id}/photos/${n}`));
    expect(rev.thumbs).toEqual([1, 2, 3].map((n) => `/api/reviews/${rev._id}/photos/${n}/thumb`));
    const full = await who.call("GET", rev.photos[0]!);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });
    const portrait = await who.call("GET", rev.photos[2]!);
    expect(await sharp(Buffer.from(await portrait.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 800, height: 1200 });
    for (const thumbUrl of rev.thumbs) {
      const thumb = await who.call("GET", thumbUrl);
      expect(thumb.status).toBe(200);
      expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 240 });
    }
    expect((await who.call("GET", `/api/reviews/${rev._id}/photos/4`)).status).toBe(404);
    expect((await who.call("GET", `/api/reviews/${rev._id}/photos/0`)).status).toBe(404);
    expect((await anonymous(`/api/reviews/rev_0000000000000000000000/photos/1`)).status).toBe(404);
  });

  it("a pending or hidden review's photos: its author and the seller (owner and staff) only; published: everyone, cacheable", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const res = await postForm(product, who, [{ blob: await photo("png", 30), name: "mine.png" }]);
    expect(res.status).toBe(201);
    const rev = (await json(res)).review!;
    const stranger = await newCustomer(shop);
    const urls = [rev.photos[0]!, rev.thumbs[0]!];
    const check = async (expected: { anyone: number; author: number; seller: number }, cache: RegExp) => {
      for (const url of urls) {
        const seen = [
          (await anonymous(url)).status,
          (await stranger.call("GET", url)).status,
          (await who.call("GET", url)).status,
          (await owner.call("GET", url)).status,
          (await staff.call("GET", url)).status,
        ];
        expect([url, ...seen]).toEqual([url, expected.anyone, expected.anyone, expected.author, expected.seller, expected.seller]);
        expect((await who.call("GET", url)).headers.get("cache-control")).toMatch(cache);
      }
    };
    await check({ anyone: 404, author: 200, seller: 200 }, /^private, no-store$/);
    expect((await moderate(rev._id, { status: "published" })).status).toBe(200);
    await check({ anyone: 200, author: 200, seller: 200 }, /^public, max-age=\d+$/);
    expect((await anonymous(urls[0]!)).headers.get("content-type")).toBe("image/webp");
    expect((await moderate(rev._id, { status: "hidden" })).status).toBe(200);
    await check({ anyone: 404, author: 200, seller: 200 }, /^private, no-store$/);
  });

  it("a pending review's photo files are not public under the media paths either (/images, /uploads, /api/images)", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const res = await postForm(product, who, [{ blob: await photo("png", 60), name: "private.png" }]);
    expect(res.status).toBe(201);
    const rev = (await json(res)).review!;
    expect((await anonymous(rev.photos[0]!)).status).toBe(404);
    const stored = (await reviewFiles()).filter((f) => f.startsWith(rev._id));
    expect(stored.sort()).toEqual([`${rev._id}-1-thumb.webp`, `${rev._id}-1.webp`]);
    const served: [string, number][] = [];
    for (const file of stored)
      for (const prefix of ["/images", "/uploads", "/api/images"]) served.push([`${prefix}/${file}`, (await anonymous(`${prefix}/${file}`)).status]);
    expect(served).toEqual(served.map(([url]) => [url, 404]));
  });
});

describe("the published reviews and the product's rating", () => {
  it("averages only published stars to one decimal (5,4 → 4.5; 5,4,4 → 4.3), lists them newest first 5 a page, and follows every publish and hide at once in the catalogue", async () => {
    const product = freshProduct();
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
    const given = [5, 4, 4, 3, 5, 1, 2];
    const ids: string[] = [];
    for (const [i, rating] of given.entries()) {
      const { who } = await buyer([product], ["Asha Verma", "Rohan Kulkarni", "Priya Nair", "Vikram Singh", "Anjali Desai", "Kiran Rao", "Sunil Mehta"][i]);
      ids.push(await writeOk(who, product, review(rating, `Review ${i + 1}`, `My review number ${i + 1}`)));
      await sleep(5); // each its own moment: newest first is then one order
    }
    // Pending reviews make no stars.
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
    expect((await publicPage(product)).reviews).toEqual([]);

    const publish = async (i: number, expected: { rating: number | null; reviewCount: number }) => {
      const res = await moderate(ids[i]!, { status: "published" });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ success: true, message: REVIEW_SAVED, review: { _id: ids[i], status: "published" } });
      expect(await stars(product)).toEqual(expected);
    };
    await publish(0, { rating: 5, reviewCount: 1 });
    await publish(1, { rating: 4.5, reviewCount: 2 });
    await publish(2, { rating: 4.3, reviewCount: 3 });
    await publish(3, { rating: 4, reviewCount: 4 });
    await publish(4, { rating: 4.2, reviewCount: 5 });
    await publish(5, { rating: 3.7, reviewCount: 6 });
    // Publishing again changes nothing.
    await publish(5, { rating: 3.7, reviewCount: 6 });
    // Hiding a pending one: still out of the rating.
    expect((await moderate(ids[6]!, { status: "hidden" })).status).toBe(200);
    expect(await stars(product)).toEqual({ rating: 3.7, reviewCount: 6 });

    const first = await publicPage(product);
    expect(first).toMatchObject({ success: true, rating: 3.7, reviewCount: 6, distribution: [1, 0, 1, 2, 2], page: 1, pages: 2 });
    expect(first.reviews.map((r) => r._id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);
    expect(first.reviews.map((r) => r.author)).toEqual(["Kiran R.", "Anjali D.", "Vikram S.", "Priya N.", "Rohan K."]);
    for (const r of first.reviews) {
      expect(Object.keys(r).sort()).toEqual([
        "_id",
        "author",
        "createdAt",
        "date",
        "photos",
        "productId",
        "rating",
        "reply",
        "text",
        "thumbs",
        "title",
        "verifiedBuyer",
      ]);
    }
    const second = await publicPage(product, 2);
    expect(second).toMatchObject({ rating: 3.7, reviewCount: 6, page: 2, pages: 2 });
    expect(second.reviews.map((r) => r._id)).toEqual([ids[0]]);
    expect((await publicPage(product, 3)).reviews).toEqual([]);
    // The product page shows them as HTML (no script for them): 5, then all 6 with ?reviews=2 ("More reviews").
    const shownOn = async (path: string) => {
      const data = await productPage(path, product);
      return { shown: data.reviews.shown, pages: data.reviews.pages, titles: [...data.reviews.html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]) };
    };
    expect(await shownOn("")).toEqual({ shown: 1, pages: 2, titles: ["Review 6", "Review 5", "Review 4", "Review 3", "Review 2"] });
    expect(await shownOn("?reviews=2")).toEqual({ shown: 2, pages: 2, titles: ["Review 6", "Review 5", "Review 4", "Review 3", "Review 2", "Review 1"] });
    for (const odd of ["?reviews=99", "?reviews=0", "?reviews=two", "?reviews=1.5"]) expect((await shownOn(odd)).shown, odd).toBe(odd.endsWith("99") ? 2 : 1);
    const hindi = await productPage("?reviews=2", product, "/hi");
    expect(hindi.reviews.html).toContain("पक्का ख़रीदार");
    expect(hindi.reviews.html.match(/data-testid="review"/g)).toHaveLength(6);
    expect((await publicPage(product, "")).page).toBe(1);
    for (const bad of ["0", "-1", "1.5", "two", "1e3x", "100001"]) {
      const res = await anonymous(`/api/product/${product}/reviews?page=${bad}`);
      expect([bad, res.status, (await json(res)).message]).toEqual([bad, 400, "page must be a whole number from 1"]);
    }

    // Hiding a published review takes it out of the rating, the count and the list at once.
    expect((await moderate(ids[0]!, { status: "hidden" }, staff)).status).toBe(200);
    expect(await stars(product)).toEqual({ rating: 3.4, reviewCount: 5 });
    const after = await publicPage(product);
    expect(after).toMatchObject({ rating: 3.4, reviewCount: 5, distribution: [1, 0, 1, 2, 1], pages: 1 });
    expect(after.reviews.map((r) => r._id)).not.toContain(ids[0]);
    // And back.
    expect((await moderate(ids[0]!, { status: "published" }, staff)).status).toBe(200);
    expect(await stars(product)).toEqual({ rating: 3.7, reviewCount: 6 });
    // Hide every one: no stars again, never 0 or the old fixed 4.
    for (const id of ids.slice(0, 6)) expect((await moderate(id, { status: "hidden" })).status).toBe(200);
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
    expect(await publicPage(product)).toMatchObject({ reviews: [], rating: null, reviewCount: 0, distribution: [0, 0, 0, 0, 0], pages: 1 });
    expect(await shop.db.selectFrom("products").select(["review_count", "review_stars"]).where("id", "=", product).executeTakeFirstOrThrow()).toEqual({
      review_count: 0,
      review_stars: 0,
    });
  });

  it("a product nobody reviewed has no stars in the catalogue (rating null, reviewCount 0)", async () => {
    expect((await rows({ product: untouched })).length).toBe(0);
    expect(await stars(untouched)).toEqual({ rating: null, reviewCount: 0 });
    const list = (await json<{ products: ApiProduct[] }>(await anonymous("/api/product/list"))).products;
    const reviewed = new Set((await shop.db.selectFrom("reviews").select("product_id").where("status", "=", "published").execute()).map((r) => r.product_id));
    for (const p of list.filter((x) => !reviewed.has(x._id))) expect([p._id, p.rating, p.reviewCount]).toEqual([p._id, null, 0]);
  });
});

describe("the seller's moderation", () => {
  it('replies publicly (reply {text, at}), changes and removes the reply with ""; staff may moderate', async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const rev = await writeOk(who, product, review(4));
    // A reply to a pending review is kept, shown once it is published.
    const replied = await moderate(rev, { reply: "  Thank you, Asha! Glad it fits.  " }, staff);
    expect(replied.status).toBe(200);
    const body = await json(replied);
    expect(body).toMatchObject({ success: true, message: REVIEW_SAVED, review: { status: "pending", reply: { text: "Thank you, Asha! Glad it fits." } } });
    expect(new Date(body.review!.reply!.at).toISOString()).toBe(body.review!.reply!.at);
    expect((await publicPage(product)).reviews).toEqual([]);
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
    expect((await moderate(rev, { status: "published" })).status).toBe(200);
    expect((await publicPage(product)).reviews[0]!.reply).toEqual({ text: "Thank you, Asha! Glad it fits.", at: body.review!.reply!.at });
    expect(await shop.db.selectFrom("reviews").select(["moderated_by", "status"]).where("id", "=", rev).executeTakeFirstOrThrow()).toMatchObject({
      status: "published",
    });

    // Status and reply at once.
    const both = await moderate(rev, { status: "published", reply: "Thanks again" }, staff);
    expect((await json(both)).review).toMatchObject({ status: "published", reply: { text: "Thanks again" } });
    expect((await publicPage(product)).reviews[0]!.reply!.text).toBe("Thanks again");
    expect((await shop.db.selectFrom("reviews").select("moderated_by").where("id", "=", rev).executeTakeFirstOrThrow()).moderated_by).toBe(staffId);

    // "" removes it.
    const removed = await moderate(rev, { reply: "" });
    expect(removed.status).toBe(200);
    expect((await json(removed)).review!.reply).toBeNull();
    expect((await publicPage(product)).reviews[0]!.reply).toBeNull();
    expect(await shop.db.selectFrom("reviews").select(["reply", "replied_at"]).where("id", "=", rev).executeTakeFirstOrThrow()).toEqual({
      reply: null,
      replied_at: null,
    });
    // A reply never moves the stars.
    expect(await stars(product)).toEqual({ rating: 4, reviewCount: 1 });
  });

  it("refuses an empty body, a bad status, markup or a long reply (400) and an unknown review (404), changing nothing", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const rev = await writeOk(who, product, review(2));
    const before = await shop.db.selectFrom("reviews").selectAll().where("id", "=", rev).executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{}, "Send a status, a reply or both"],
      [{ status: "pending" }, "status: status must be published or hidden"],
      [{ status: "deleted" }, "status: status must be published or hidden"],
      [{ status: "published", reply: "<a href=x>Visit</a>" }, `reply: ${REVIEW_NO_MARKUP}`],
      [{ reply: "x".repeat(1001) }, "reply: reply must be at most 1000 characters"],
      [{ status: "published", note: "x" }, 'Unrecognized key: "note"'],
    ];
    for (const [body, message] of cases) {
      const res = await moderate(rev, body);
      expect([JSON.stringify(body).slice(0, 60), res.status, (await json(res)).message]).toEqual([JSON.stringify(body).slice(0, 60), 400, message]);
    }
    expect((await owner.call("POST", `/api/seller/reviews/${rev}`, "", { "Content-Type": "application/json" })).status).toBe(400);
    expect((await owner.call("POST", `/api/seller/reviews/${rev}`, "status=published", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(
      415,
    );
    const unknown = await moderate("rev_0000000000000000000000", { status: "published" });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ success: false, message: "Review not found" });
    expect((await moderate("rev_short", { status: "published" })).status).toBe(404);
    expect(await shop.db.selectFrom("reviews").selectAll().where("id", "=", rev).executeTakeFirstOrThrow()).toEqual(before);
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
  });

  it("is the seller's alone: customers (even the author) and visitors get 401 on the list and on moderation", async () => {
    const product = freshProduct();
    const { who } = await buyer([product]);
    const rev = await writeOk(who, product, review(1));
    for (const caller of [who, await newCustomer(shop)]) {
      expect((await caller.call("GET", "/api/seller/reviews")).status).toBe(401);
      expect((await caller.call("POST", `/api/seller/reviews/${rev}`, { status: "published" })).status).toBe(401);
    }
    expect((await anonymous("/api/seller/reviews")).status).toBe(401);
    expect((await shop.post(`/api/seller/reviews/${rev}`, { status: "published" })).status).toBe(401);
    expect((await shop.db.selectFrom("reviews").select("status").where("id", "=", rev).executeTakeFirstOrThrow()).status).toBe("pending");
    expect(await stars(product)).toEqual({ rating: null, reviewCount: 0 });
  });

  it("lists reviews by status (pending by default), newest first, with the product, order and email, and the counts", async () => {
    const product = freshProduct();
    const countsBefore = (await json<SellerPage>(await owner.call("GET", "/api/seller/reviews"))).counts;
    const made: { id: string; orderId: string; email: string }[] = [];
    for (const rating of [5, 3, 1]) {
      const { who, orderId } = await buyer([product]);
      made.push({ id: await writeOk(who, product, review(rating)), orderId, email: who.email });
      await sleep(5);
    }
    const [a, b, c] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    expect((await moderate(a.id, { status: "published" })).status).toBe(200);
    expect((await moderate(b.id, { status: "hidden" })).status).toBe(200);

    const pending = await json<SellerPage>(await staff.call("GET", "/api/seller/reviews"));
    expect(pending.success).toBe(true);
    expect(pending.counts).toEqual({ pending: countsBefore.pending + 1, published: countsBefore.published + 1, hidden: countsBefore.hidden + 1 });
    expect(pending.reviews.every((r) => r.status === "pending")).toBe(true);
    const mine = pending.reviews.find((r) => r._id === c.id)!;
    expect(mine).toMatchObject({
      status: "pending",
      productId: product,
      productName: pool.find((p) => p._id === product)!.name,
      orderId: c.orderId,
      email: c.email,
      rating: 1,
      author: "Asha V.",
    });
    expect(pending.reviews.map((r) => r._id)).not.toContain(a.id);
    expect((await json<SellerPage>(await owner.call("GET", "/api/seller/reviews?status=published"))).reviews.find((r) => r._id === a.id)).toMatchObject({
      status: "published",
      rating: 5,
    });
    const hidden = (await json<SellerPage>(await owner.call("GET", "/api/seller/reviews?status=hidden"))).reviews;
    expect(hidden.map((r) => r._id)).toContain(b.id);
    expect(hidden.every((r) => r.status === "hidden")).toBe(true);
    const all = await json<SellerPage>(await owner.call("GET", "/api/seller/reviews?status=all&page=1"));
    expect(all.reviews.filter((r) => r.productId === product).map((r) => [r._id, r.status])).toEqual([
      [c.id, "pending"],
      [b.id, "hidden"],
      [a.id, "published"],
    ]);
    expect(all.page).toBe(1);
    expect((await json<SellerPage>(await owner.call("GET", "/api/seller/reviews?status=all&page=999"))).reviews).toEqual([]);
    const badStatus = await owner.call("GET", "/api/seller/reviews?status=deleted");
    expect(badStatus.status).toBe(400);
    expect((await json(badStatus)).message).toBe("status must be pending, published, hidden or all");
    expect((await owner.call("GET", "/api/seller/reviews?page=0")).status).toBe(400);
    expect((await owner.call("GET", "/api/seller/reviews")).headers.get("cache-control")).toBe("private, no-store");
  });
});
