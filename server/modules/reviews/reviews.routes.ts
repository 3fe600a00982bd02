import { Hono, type Context } from "hono";
import {
  MAX_REVIEW_PHOTO_BYTES,
  MAX_REVIEW_PHOTOS,
  moderateReviewSchema,
  REVIEW_ID,
  REVIEW_SAVED,
  REVIEW_STATUSES,
  REVIEW_THANKS,
  reviewInputSchema,
  type ReviewStatus,
} from "../../../lib/reviews";
import { currentCustomer, currentSeller, requireCustomer, sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { encodePhoto, readPhotoForm } from "../../http/photo-form";
import { requestLang } from "../../http/api-language";
import { enforceRateLimits } from "../../http/rate-limit";
import { createReview, findOwnReview, moderateReview, publishedReviews, reviewPhoto, reviewRefusal, sellerReviews, toApiReview, withDates } from "./reviews";

/** The customer's review path: multipart (photos) is allowed here, with a body limit for three photos. */
export const REVIEW_UPLOAD_PATH = /^\/api\/product\/[A-Za-z0-9_-]{1,64}\/reviews$/;
export const REVIEW_BODY_LIMIT = (MAX_REVIEW_PHOTOS + 1) * MAX_REVIEW_PHOTO_BYTES;
const REV = "rev_[0-9a-z]{22}";

/** `?page=`: a whole number from 1 (absent: 1). */
function pageOf(c: Context<AppEnv>): number {
  const raw = c.req.query("page");
  if (raw === undefined || raw === "") return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new HttpError(400, "page must be a whole number from 1");
  return n;
}

async function liveProductId(c: Context<AppEnv>): Promise<string> {
  const id = c.req.param("id") ?? "";
  if (!(await c.var.services.catalog.get()).byId.has(id)) throw new HttpError(404, "Product not found");
  return id;
}

/**
 * Reviews (issue 19, item 1; decision 032): the published ones for everyone, the customer's own (once, from a
 * delivered order, with photos), the seller's moderation and reply, and the photos.
 */
export function reviewsRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/product/:id/reviews", async (c) => {
    const productId = await liveProductId(c);
    return c.json({ success: true, ...withDates(await publishedReviews(c.var.services.database.db, productId, pageOf(c)), requestLang(c)) });
  });

  /** Whether the logged-in customer may review the product, and their review when they wrote one (with its status). */
  r.get("/product/:id/my-review", async (c) => {
    const user = await requireCustomer(c);
    const productId = await liveProductId(c);
    const { db } = c.var.services.database;
    const own = await findOwnReview(db, user.id, productId);
    if (own) return c.json({ success: true, canReview: false, review: { ...toApiReview(own), status: own.status } });
    const refusal = await reviewRefusal(db, user.id, productId);
    return c.json({ success: true, canReview: refusal === null, ...(refusal ? { message: refusal.message } : {}) });
  });

  r.post("/product/:id/reviews", async (c) => {
    const user = await requireCustomer(c);
    const productId = await liveProductId(c);
    const { input, photos } = await readPhotoForm(c, reviewInputSchema, { text: ["rating", "title", "text"] });
    if (photos.length > MAX_REVIEW_PHOTOS) throw new HttpError(400, `You can add at most ${MAX_REVIEW_PHOTOS} photos`);
    const { services } = c.var;
    // Refused before the photos are re-encoded: a customer who may not review spends no image work.
    const refusal = await reviewRefusal(services.database.db, user.id, productId);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    await enforceRateLimits(services.database.db, [{ key: `review:user:${user.id}`, limit: 10, windowMs: 60 * 60_000 }]);
    const encoded = [];
    for (const [i, p] of photos.entries()) encoded.push(await encodePhoto(p, i + 1, MAX_REVIEW_PHOTO_BYTES, 240));
    const row = await createReview(services, user, productId, { input, photos: encoded, lang: requestLang(c) });
    return c.json({ success: true, message: REVIEW_THANKS, review: { ...toApiReview(row), status: row.status } }, 201);
  });

  const photo = async (c: Context<AppEnv>, thumb: boolean) => {
    const n = Number(c.req.param("n"));
    const id = c.req.param("rev") ?? "";
    if (!REVIEW_ID.test(id) || !Number.isInteger(n) || n < 1 || n > MAX_REVIEW_PHOTOS) throw new HttpError(404, "Photo not found");
    const seller = (await currentSeller(c)) !== null;
    const user = seller ? null : await currentCustomer(c);
    const file = await reviewPhoto(c.var.services, id, n, thumb, { seller, userId: user?.id });
    if (!file) throw new HttpError(404, "Photo not found");
    // A published review's photo is public; one awaiting the seller is private to its author and the shop.
    const cache = file.published ? "public, max-age=3600" : "private, no-store";
    return c.body(new Uint8Array(file.body), 200, { "Content-Type": "image/webp", "Cache-Control": cache });
  };
  r.get(`/reviews/:rev{${REV}}/photos/:n{[0-9]}`, (c) => photo(c, false));
  r.get(`/reviews/:rev{${REV}}/photos/:n{[0-9]}/thumb`, (c) => photo(c, true));

  r.get("/seller/reviews", sellerOnly, async (c) => {
    const status = c.req.query("status") ?? "pending";
    if (status !== "all" && !REVIEW_STATUSES.includes(status as ReviewStatus)) throw new HttpError(400, "status must be pending, published, hidden or all");
    return c.json({ success: true, ...(await sellerReviews(c.var.services.database.db, status as ReviewStatus | "all", pageOf(c))) });
  });

  r.post(`/seller/reviews/:rev{${REV}}`, sellerOnly, async (c) => {
    const change = await readJson(c, moderateReviewSchema);
    const row = await moderateReview(c.var.services, c.req.param("rev"), change, c.var.seller!.id);
    return c.json({ success: true, message: REVIEW_SAVED, review: { ...toApiReview(row), status: row.status } });
  });

  return r;
}
