import type { RouterContextProvider } from "react-router";
import type { ApiProduct, Category } from "../lib/catalog";
import { localiseCategory, localiseProduct } from "../lib/catalog-i18n";
import { langOfPath, type Lang } from "../lib/i18n";
import { colourCss } from "../lib/colours";
import { cardVariantSummary } from "../lib/listing";
import { localiseSettings } from "../lib/localise-settings";
import type { ShopSettings } from "../lib/shop-settings";
import { servicesContext } from "./request-context";
import { REVIEWS_PAGE_SIZE, type DatedReviewPage } from "../lib/reviews";
import { publishedReviews, withDates } from "../server/modules/reviews/reviews";
import type { CatalogSnapshot } from "../server/modules/catalog/catalog.cache";
import { searchMatches } from "../server/modules/catalog/search-index";
import type { CardProduct } from "./components/product-card";

/** Loader helpers: the cached catalogue snapshot and the site origin. */
export async function catalogSnapshot(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).catalog.get();
}

/**
 * The shop settings as the requested page shows them: on a `/hi` page every text the seller translated is the
 * Hindi one, the rest English (issue 17). Every storefront loader that sends settings or page content reads them here.
 */
/** Units sold per product in the last 90 days (asked at most every 10 minutes): best sellers and the "Best selling" sort. */
export function unitsSold(context: Readonly<RouterContextProvider>): Promise<Map<string, number>> {
  return context.get(servicesContext).catalog.unitsSold.get();
}

/** The listing's search (issue 19, decision 034): every match (its place in the snapshot's list) in rank order, by the same index as GET /api/search; null without a query. */
export async function searchRanks(context: Readonly<RouterContextProvider>, snap: CatalogSnapshot, q: string): Promise<Int32Array | null> {
  if (q.trim() === "") return null;
  return searchMatches(snap, q, await unitsSold(context));
}

export async function pageSettings(context: Readonly<RouterContextProvider>, request: Request): Promise<ShopSettings> {
  return localiseSettings((await catalogSnapshot(context)).settings, requestLang(request));
}

/**
 * The product page's published reviews: the first `pages` pages of them ("More reviews" asks for one more; `?reviews=`
 * is cut to the pages there are), with their dates in `lang`; `page` is how many pages are shown.
 */
export async function productReviews(context: Readonly<RouterContextProvider>, productId: string, lang: Lang, pages = 1): Promise<DatedReviewPage> {
  const db = context.get(servicesContext).database.db;
  const first = await publishedReviews(db, productId);
  const shown = Number.isSafeInteger(pages) ? Math.min(Math.max(pages, 1), first.pages) : 1;
  const page = shown === 1 ? first : { ...(await publishedReviews(db, productId, 1, shown * REVIEWS_PAGE_SIZE)), page: shown, pages: first.pages };
  return withDates(page, lang);
}

export function siteOriginFor(context: Readonly<RouterContextProvider>, request: Request): string {
  return context.get(servicesContext).config.publicUrl ?? new URL(request.url).origin;
}

/** The language of the page a loader serves (`/hi/…` is Hindi). */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** Cards in a language: the seller's Hindi name where there is one (`.map(cardsIn(lang))`). */
export function cardsIn(lang: Lang): (p: ApiProduct) => CardProduct {
  return (p) => toCard(localiseProduct(p, lang));
}

/** A product as its page shows it in a language, without the other languages' texts (they would only weigh on the page). */
export function productIn(p: ApiProduct, lang: Lang): ApiProduct {
  const shown = { ...localiseProduct(p, lang) };
  delete shown.translations;
  return shown;
}

export function categoriesIn(categories: Category[], lang: Lang): Category[] {
  return categories.map((c) => {
    const shown = { ...localiseCategory(c, lang) };
    delete shown.translations;
    return shown;
  });
}

/** What a product card needs: keeps the HTML's hydration data small. */
export function toCard(p: ApiProduct): CardProduct {
  return {
    _id: p._id,
    name: p.name,
    category: p.category,
    price: p.price,
    offerPrice: p.offerPrice,
    image: p.image.slice(0, 1),
    inStock: p.inStock,
    ...(p.rating !== null && p.reviewCount ? { rating: p.rating, reviewCount: p.reviewCount } : {}),
    ...cardExtras(p),
  };
}

/** Issue 14: only products with several variants carry the card's variant facts (single-variant cards stay as they were). */
function cardExtras(p: ApiProduct): Pick<CardProduct, "priceVaries" | "colours" | "colourCss" | "colourCount" | "chooseOptions"> {
  if ((p.variants?.length ?? 0) <= 1) return {};
  const s = cardVariantSummary(p);
  return {
    chooseOptions: true,
    ...(s.priceVaries ? { priceVaries: true } : {}),
    ...(s.colourCount > 0 ? { colours: s.colours, colourCss: s.colours.map(colourCss), colourCount: s.colourCount } : {}),
  };
}

export function notFoundResponse(): Response {
  return new Response("Not found", { status: 404 });
}

/** The named fields of an object (a page's part of the shop settings, say), and nothing else. */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = source[k];
  return out;
}
