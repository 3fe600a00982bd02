/**
 * Customer reviews (issue 19, item 1; decision 032). Only published reviews make a product's rating: a product with
 * none has no stars (`rating: null`), never the spec's old fixed 4.
 */
import { z } from "zod";

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_PHOTO_BYTES = 8 * 1024 * 1024;
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

export const REVIEW_ID = /^rev_[0-9a-z]{22}$/;

export const REVIEW_THANKS = "Thank you! Your review will appear once the shop has checked it.";
export const REVIEW_NOT_BOUGHT = "You can review a product once an order of it has been delivered to you";
export const REVIEW_TWICE = "You have already reviewed this product";
export const REVIEW_NO_MARKUP = "Please write your review as plain text, without HTML or scripts";
export const REVIEW_SAVED = "Review saved";

/**
 * A tag, a comment or a script link in a shopper's text: refused (React escapes it anyway, but a review is plain
 * words). "took < a week" and "one = five" are words, not markup.
 */
const MARKUP = /<\/?[a-z][a-z0-9-]*[\s/>]|<!--|<![a-z]|javascript\s*:/i;
const plain = (field: string, min: number, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((s) => !MARKUP.test(s), REVIEW_NO_MARKUP);

/** POST /api/product/{id}/reviews (JSON, or a form with `photos`; the form's `rating` is text). */
export const reviewInputSchema = z.strictObject({
  // A number (JSON) or the form's digit; nothing else is read as stars (true, [5], "0x5" are refused).
  rating: z.preprocess(
    (v) => (typeof v === "string" && /^[0-9]{1,2}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ message: "rating must be 1 to 5 stars" })
      .int("rating must be 1 to 5 stars")
      .min(1, "rating must be 1 to 5 stars")
      .max(5, "rating must be 1 to 5 stars"),
  ),
  title: plain("title", 1, REVIEW_TITLE_MAX),
  text: plain("text", 1, REVIEW_TEXT_MAX),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** POST /api/seller/reviews/{id}: publish or hide, and/or the shop's public reply ("" removes it). */
export const moderateReviewSchema = z
  .strictObject({
    status: z.enum(["published", "hidden"], { message: "status must be published or hidden" }).optional(),
    reply: z
      .string()
      .trim()
      .max(REVIEW_REPLY_MAX, `reply must be at most ${REVIEW_REPLY_MAX} characters`)
      .refine((s) => !MARKUP.test(s), REVIEW_NO_MARKUP)
      .optional(),
  })
  .refine((x) => x.status !== undefined || x.reply !== undefined, "Send a status, a reply or both");

export type ApiReview = {
  _id: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  /** Photo addresses: `photos[i]` full size, `thumbs[i]` 240 px wide. */
  photos: string[];
  thumbs: string[];
  author: string;
  verifiedBuyer: true;
  createdAt: string;
  reply: { text: string; at: string } | null;
};

export type SellerReview = ApiReview & { status: ReviewStatus; productName: string; orderId: string; email: string };

export type ReviewSummary = {
  /** The published average to one decimal, or null when there is none. */
  rating: number | null;
  reviewCount: number;
  /** How many published reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number];
};

/** GET /api/product/{id}/reviews: the summary and one page of published reviews, newest first. */
export type ReviewPage = ReviewSummary & { reviews: ApiReview[]; page: number; pages: number };

/** A published review with the day it was written ("22 Nov 2026": India's calendar, the page's language), worded by the server. */
export type DatedReview = ApiReview & { date: string };
/** The product page's reviews (its loader and GET /api/product/{id}/reviews): each with its date worded for the page. */
export type DatedReviewPage = Omit<ReviewPage, "reviews"> & { reviews: DatedReview[] };

/** Average stars to one decimal (4.25 → 4.3), or null without reviews. */
export function averageRating(stars: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((stars / count) * 10) / 10;
}

export const reviewPhotoUrl = (reviewId: string, n: number, thumb = false) => `/api/reviews/${reviewId}/photos/${n}${thumb ? "/thumb" : ""}`;

/** "Asha Verma" → "Asha V." (the name shown with a review). */
export function reviewAuthor(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "Customer";
  const first = parts[0]!.slice(0, 40);
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}
