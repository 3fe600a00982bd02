/**
 * Customer reviews (issue 19, item 1; decision 032): written once per customer and product, from a delivered
 * order; published or hidden by the seller, who may reply. The product row keeps the published reviews' count and
 * sum of stars (changed under the product's lock, with the catalogue version bumped), so the catalogue serves the
 * real average without a query per card.
 */
import { sql, type Kysely, type Selectable } from "kysely";
import { LOCALE, type Lang } from "../../../lib/i18n";
import { formatIstDate } from "../../../lib/india-time";
import { newId } from "../../../lib/ids";
import {
  averageRating,
  REVIEW_NOT_BOUGHT,
  REVIEW_TWICE,
  REVIEWS_PAGE_SIZE,
  reviewAuthor,
  reviewPhotoUrl,
  type ApiReview,
  type DatedReviewPage,
  type ReviewInput,
  type ReviewPage,
  type ReviewStatus,
  type ReviewSummary,
  type SellerReview,
} from "../../../lib/reviews";
import { isUniqueViolation } from "../../db/errors";
import { isPostgres } from "../../db/index";
import type { DB, ReviewsTable } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { bumpCatalogVersion } from "../catalog/catalog.repo";

type ReviewRow = Selectable<ReviewsTable>;

export const reviewPhotoKey = (id: string, n: number, thumb = false) => `${id}-${n}${thumb ? "-thumb" : ""}.webp`;

export function toApiReview(r: ReviewRow): ApiReview {
  const n = (JSON.parse(r.photos) as string[]).length;
  const nums = Array.from({ length: n }, (_, i) => i + 1);
  return {
    _id: r.id,
    productId: r.product_id,
    rating: r.stars,
    title: r.title,
    text: r.body,
    photos: nums.map((i) => reviewPhotoUrl(r.id, i)),
    thumbs: nums.map((i) => reviewPhotoUrl(r.id, i, true)),
    author: r.author,
    verifiedBuyer: true,
    createdAt: r.created_at,
    reply: r.reply ? { text: r.reply, at: r.replied_at ?? r.updated_at } : null,
  };
}

/** The customer's latest delivered order with this product (any variant): the proof that makes a verified buyer. */
export async function deliveredOrderWith(db: Kysely<DB>, userId: string, productId: string): Promise<string | null> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("order_items", "order_items.order_id", "orders.id")
    .select("orders.id")
    .where("orders.user_id", "=", userId)
    .where("orders.status", "=", "delivered")
    .where("order_items.product_id", "=", productId)
    .orderBy("orders.created_at", "desc")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findOwnReview(db: Kysely<DB>, userId: string, productId: string): Promise<ReviewRow | null> {
  return (await db.selectFrom("reviews").selectAll().where("user_id", "=", userId).where("product_id", "=", productId).executeTakeFirst()) ?? null;
}

/** Can this customer review this product now? The reason when not (403 no delivered order, 409 already reviewed). */
export async function reviewRefusal(db: Kysely<DB>, userId: string, productId: string): Promise<{ status: 403 | 409; message: string } | null> {
  const verdict = await reviewVerdict(db, userId, productId);
  return "orderId" in verdict ? null : verdict;
}

/** The delivered order that lets the customer review the product, or why they may not. */
async function reviewVerdict(db: Kysely<DB>, userId: string, productId: string): Promise<{ orderId: string } | { status: 403 | 409; message: string }> {
  if (await findOwnReview(db, userId, productId)) return { status: 409, message: REVIEW_TWICE };
  const orderId = await deliveredOrderWith(db, userId, productId);
  return orderId ? { orderId } : { status: 403, message: REVIEW_NOT_BOUGHT };
}

export type NewReview = { input: ReviewInput; photos: { full: Uint8Array; thumb: Uint8Array }[]; lang: Lang; now?: Date };

/**
 * Stores a review (pending until the seller publishes it). Refusals come before any photo is stored; a second review
 * racing the first is refused by the unique index (409), its photos left unlinked.
 */
export async function createReview(services: Services, user: { id: string; name: string }, productId: string, review: NewReview): Promise<ReviewRow> {
  const { db } = services.database;
  const verdict = await reviewVerdict(db, user.id, productId);
  if (!("orderId" in verdict)) throw new HttpError(verdict.status, verdict.message);
  const { orderId } = verdict;
  const id = newId("rev");
  const keys: string[] = [];
  for (const [i, p] of review.photos.entries()) {
    await services.storage.put(reviewPhotoKey(id, i + 1), p.full, "image/webp");
    await services.storage.put(reviewPhotoKey(id, i + 1, true), p.thumb, "image/webp");
    keys.push(reviewPhotoKey(id, i + 1));
  }
  const now = (review.now ?? new Date()).toISOString();
  const row: ReviewRow = {
    id,
    product_id: productId,
    user_id: user.id,
    order_id: orderId,
    stars: review.input.rating,
    title: review.input.title,
    body: review.input.text,
    photos: JSON.stringify(keys),
    author: reviewAuthor(user.name),
    lang: review.lang,
    status: "pending",
    reply: null,
    replied_at: null,
    moderated_by: null,
    moderated_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto("reviews").values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, REVIEW_TWICE);
    throw err;
  }
  return row;
}

/** The published reviews' summary of a product: average, count and the 1–5 star distribution. */
export async function reviewSummary(db: Kysely<DB>, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom("reviews")
    .select(["stars", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("product_id", "=", productId)
    .where("status", "=", "published")
    .groupBy("stars")
    .execute();
  const distribution: ReviewSummary["distribution"] = [0, 0, 0, 0, 0];
  let count = 0;
  let stars = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.stars >= 1 && r.stars <= 5) distribution[r.stars - 1] = n;
    count += n;
    stars += n * r.stars;
  }
  return { rating: averageRating(stars, count), reviewCount: count, distribution };
}

/** One page of a product's published reviews, newest first, with the summary. */
export async function publishedReviews(db: Kysely<DB>, productId: string, page = 1, size = REVIEWS_PAGE_SIZE): Promise<ReviewPage> {
  const summary = await reviewSummary(db, productId);
  const pages = Math.max(1, Math.ceil(summary.reviewCount / size));
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("product_id", "=", productId)
    .where("status", "=", "published")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { ...summary, reviews: rows.map(toApiReview), page, pages };
}

/** The page's reviews with their dates worded in `lang` on the server, so the product page's JS needs no date code. */
export function withDates(page: ReviewPage, lang: Lang): DatedReviewPage {
  return { ...page, reviews: page.reviews.map((r) => ({ ...r, date: formatIstDate(r.createdAt, LOCALE[lang]) })) };
}

/** Sets the product's published count and stars from its reviews; the caller holds the product's lock. */
async function refreshProductRating(trx: Kysely<DB>, productId: string): Promise<void> {
  const agg = await trx
    .selectFrom("reviews")
    .select([(eb) => eb.fn.countAll<number | string>().as("n"), (eb) => eb.fn.sum<number | string | null>("stars").as("s")])
    .where("product_id", "=", productId)
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("products")
    .set({ review_count: Number(agg.n), review_stars: Number(agg.s ?? 0) })
    .where("id", "=", productId)
    .execute();
  await bumpCatalogVersion(trx);
}

export type Moderation = { status?: "published" | "hidden"; reply?: string };

/**
 * The seller publishes or hides a review and/or replies ("" removes the reply). Under the product's row lock, so
 * reviews of one product moderated at once all count. Every change bumps the catalogue version: cached product
 * pages show it at once.
 */
export async function moderateReview(services: Services, reviewId: string, change: Moderation, sellerId: string, now = new Date()): Promise<ReviewRow> {
  const { db } = services.database;
  const at = now.toISOString();
  const updated = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom("reviews").select("product_id").where("id", "=", reviewId).executeTakeFirst();
    if (!found) throw new HttpError(404, "Review not found");
    if (isPostgres(trx)) await trx.selectFrom("products").select("id").where("id", "=", found.product_id).forUpdate().execute();
    const row = await trx.selectFrom("reviews").selectAll().where("id", "=", reviewId).executeTakeFirstOrThrow();
    const set: Partial<ReviewRow> = { updated_at: at, moderated_by: sellerId, moderated_at: at };
    if (change.status) set.status = change.status;
    if (change.reply !== undefined) {
      set.reply = change.reply === "" ? null : change.reply;
      set.replied_at = change.reply === "" ? null : at;
    }
    await trx.updateTable("reviews").set(set).where("id", "=", reviewId).execute();
    if (change.status && change.status !== row.status) await refreshProductRating(trx, row.product_id);
    else await bumpCatalogVersion(trx);
    return { ...row, ...set } as ReviewRow;
  });
  services.catalog.invalidate();
  return updated;
}

export const SELLER_REVIEWS_PAGE = 20;

/** The back office's list: one status (pending first by default) or all, newest first, with the product's name. */
export async function sellerReviews(
  db: Kysely<DB>,
  status: ReviewStatus | "all",
  page: number,
): Promise<{ reviews: SellerReview[]; counts: Record<ReviewStatus, number>; page: number; pages: number }> {
  let q = db
    .selectFrom("reviews")
    .innerJoin("products", "products.id", "reviews.product_id")
    .leftJoin("users", "users.id", "reviews.user_id")
    .selectAll("reviews")
    .select(["products.name as product_name", "users.email as user_email"]);
  if (status !== "all") q = q.where("reviews.status", "=", status);
  const rows = await q
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .limit(SELLER_REVIEWS_PAGE)
    .offset((page - 1) * SELLER_REVIEWS_PAGE)
    .execute();
  const countRows = await db
    .selectFrom("reviews")
    .select(["status", sql<number | string>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<ReviewStatus, number> = { pending: 0, published: 0, hidden: 0 };
  for (const r of countRows) counts[r.status] = Number(r.n);
  const total = status === "all" ? counts.pending + counts.published + counts.hidden : counts[status];
  return {
    reviews: rows.map((r) => ({ ...toApiReview(r), status: r.status, productName: r.product_name, orderId: r.order_id, email: r.user_email ?? "" })),
    counts,
    page,
    pages: Math.max(1, Math.ceil(total / SELLER_REVIEWS_PAGE)),
  };
}

/** A review photo's stored file: anyone for a published review; its author and the seller otherwise. */
export async function reviewPhoto(
  services: Services,
  reviewId: string,
  n: number,
  thumb: boolean,
  viewer: { userId?: string; seller: boolean },
): Promise<{ body: Uint8Array; published: boolean } | null> {
  const row = await services.database.db.selectFrom("reviews").select(["photos", "status", "user_id"]).where("id", "=", reviewId).executeTakeFirst();
  if (!row) return null;
  const published = row.status === "published";
  if (!published && !viewer.seller && viewer.userId !== row.user_id) return null;
  if (!(JSON.parse(row.photos) as string[])[n - 1]) return null;
  const file = await services.storage.get(reviewPhotoKey(reviewId, n, thumb));
  return file ? { body: file.body, published } : null;
}
