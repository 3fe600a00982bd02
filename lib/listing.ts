import { categorySlug, LISTING_PAGE_SIZE, matchesSearch, type ApiProduct, type Category } from "./catalog";

export type ListingQuery = { category?: string; q?: string; page?: number };

export type Listing<T> = {
  items: T[];
  total: number;
  page: number;
  pages: number;
  /** The category tile text when filtering by a known category. */
  categoryText: string | null;
  /** False when the category in the URL is not one the shop has. */
  categoryKnown: boolean;
};

/**
 * The listing of the spec: in-stock products, optionally of one category
 * (category compared in lower case), filtered by a case-insensitive search on
 * the name, one page at a time.
 */
export function buildListing(products: ApiProduct[], categories: Category[], query: ListingQuery): Listing<ApiProduct> {
  const slug = query.category ? categorySlug(query.category) : null;
  const known = slug === null || categories.some((c) => categorySlug(c.path) === slug);
  const categoryText = slug ? (categories.find((c) => categorySlug(c.path) === slug)?.text ?? null) : null;
  const q = query.q ?? "";
  const matching = products.filter((p) => p.inStock && (slug === null || categorySlug(p.category) === slug) && matchesSearch(p, q));
  const pages = Math.max(1, Math.ceil(matching.length / LISTING_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1) || 1), pages);
  const start = (page - 1) * LISTING_PAGE_SIZE;
  return { items: matching.slice(start, start + LISTING_PAGE_SIZE), total: matching.length, page, pages, categoryText, categoryKnown: known };
}
