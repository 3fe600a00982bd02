/**
 * The catalogue as the API and pages see it (spec section 3). Prices are in
 * rupees here because this is the JSON edge; the database keeps paise.
 */
import { matchesTokens, NO_SYNONYMS, normaliseSearch, searchTokens, type SynonymIndex } from "./search";
import type { ApiVariant, ProductOption } from "./variants";

export type ApiProduct = {
  _id: string;
  name: string;
  category: string;
  description: string[];
  price: number;
  offerPrice: number;
  image: string[];
  inStock: boolean;
  /** Issue 19 (decision 032): the published reviews' average to one decimal, null without any (was the spec's fixed 4). */
  rating: number | null;
  /** How many published reviews make `rating`. */
  reviewCount?: number;
  sku: string;
  code: string;
  hsnCode: string;
  gstRate: number;
  createdAt: string;
  updatedAt: string;
  /** Issue 14: the product's options ([] without) and its variants (one without options); the fields above summarise them. */
  options?: ProductOption[];
  variants?: ApiVariant[];
  /**
   * Issue 17: the seller's texts in other languages (Hindi), each field optional; an empty or missing one falls back
   * to the English field above. `?lang=hi` on the catalogue API serves them in the spec's own fields.
   */
  translations?: ProductTranslations;
};

export type ProductTranslations = { hi?: { name?: string; description?: string[] } };
export type CategoryTranslations = { hi?: { text?: string } };

export type Category = {
  text: string;
  path: string;
  image: string;
  bgColor: string;
  /** Issue 17: the tile text in Hindi (falls back to `text`). */
  translations?: CategoryTranslations;
};

export const BEST_SELLERS = 5;
export const RELATED_PRODUCTS = 5;
export const CAROUSEL_ITEMS = 6;
export const MAX_PRODUCT_IMAGES = 4;
export const BANNER_INTERVAL_MS = 4000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const LISTING_PAGE_SIZE = 24;

/** Widths every product image is stored at, for srcset. */
export const IMAGE_WIDTHS = [240, 480, 800] as const;

/** `halter-red.webp` → `/images/halter-red-480.webp`. */
export function imageUrl(file: string, width?: (typeof IMAGE_WIDTHS)[number]): string {
  if (!width) return `/images/${file}`;
  return `/images/${file.replace(/\.webp$/, "")}-${width}.webp`;
}

export function imageSrcSet(file: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(file, w)} ${w}w`).join(", ");
}

/** Category in URLs is the category path in lower case (spec). */
export function categorySlug(category: string): string {
  return category.toLowerCase();
}

export function productPath(p: Pick<ApiProduct, "_id" | "category">): string {
  return `/product/${encodeURIComponent(categorySlug(p.category))}/${p._id}`;
}

export function categoryListingPath(category: string): string {
  return `/products/${encodeURIComponent(categorySlug(category))}`;
}

export type SearchableProduct = Pick<ApiProduct, "name"> & Partial<Pick<ApiProduct, "category" | "variants" | "translations">>;

/** Per product object (catalogue snapshots are immutable): its names, and "names category option values…", normalised. */
const haystacks = new WeakMap<object, { names: string; text: string }>();
function searchHaystack(p: SearchableProduct): { names: string; text: string } {
  let found = haystacks.get(p);
  if (found === undefined) {
    const values = new Set<string>();
    for (const v of p.variants ?? []) if (v.inStock) for (const value of Object.values(v.options)) values.add(value);
    const names = [p.name, p.translations?.hi?.name ?? ""].map(normaliseSearch).join("\n");
    found = { names, text: [names, ...[p.category ?? "", ...values].map(normaliseSearch)].join("\n") };
    haystacks.set(p, found);
  }
  return found;
}

/** What a search reads besides the products: the seller's synonyms, and the categories (for their Hindi texts). */
export type SearchContext = { synonyms?: SynonymIndex; categories?: readonly Pick<Category, "path" | "translations">[] };

/**
 * Search (spec: listing, on the product name; case-insensitive). The whole text within the name still matches;
 * issue 14 adds token-AND over name, category and the option values of the variants on sale, so "blue halter",
 * "cob" or "burgundy collar" find products with such a variant. Issue 17: the Hindi name and the category's Hindi
 * text count too, both sides are normalised (lib/search.ts), and a token matches through its synonym group.
 */
export function productSearch(query: string, ctx: SearchContext = {}): (p: SearchableProduct) => boolean {
  const synonyms = ctx.synonyms ?? NO_SYNONYMS;
  const q = normaliseSearch(query);
  if (q === "") return () => true;
  const tokens = searchTokens(q, synonyms);
  const hindiCategory = new Map<string, string>();
  for (const c of ctx.categories ?? []) {
    const text = c.translations?.hi?.text;
    if (text) hindiCategory.set(categorySlug(c.path), normaliseSearch(text));
  }
  return (p) => {
    const { names, text } = searchHaystack(p);
    const extra = p.category === undefined ? undefined : hindiCategory.get(categorySlug(p.category));
    return matchesTokens(names, extra ? `${text}\n${extra}` : text, q, tokens, synonyms);
  };
}

export function matchesSearch(p: SearchableProduct, query: string, ctx?: SearchContext): boolean {
  return productSearch(query, ctx)(p);
}

/** Categories with distinct paths, first tile text wins (Halterface reuses Dog Collar's path). */
export function distinctCategoryPaths(categories: Category[]): Category[] {
  const seen = new Set<string>();
  return categories.filter((c) => {
    const key = categorySlug(c.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The text shoppers see for a product's category: the first tile whose path matches (case-insensitively),
 * never the internal filter value ("horse accessories" → "Horse Halter"). Unknown paths show as stored.
 */
export function categoryText(categories: readonly Pick<Category, "text" | "path">[], path: string): string {
  const slug = categorySlug(path);
  return categories.find((c) => categorySlug(c.path) === slug)?.text ?? path;
}
