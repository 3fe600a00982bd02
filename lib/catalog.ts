/**
 * The catalogue as the API and pages see it (spec section 3). Prices are in
 * rupees here because this is the JSON edge; the database keeps paise.
 */
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
  rating: number;
  sku: string;
  code: string;
  hsnCode: string;
  gstRate: number;
  createdAt: string;
  updatedAt: string;
  /** Issue 14: the product's options ([] without) and its variants (one without options); the fields above summarise them. */
  options?: ProductOption[];
  variants?: ApiVariant[];
};

export type Category = {
  text: string;
  path: string;
  image: string;
  bgColor: string;
};

/** Fixed card rating of the spec. */
export const CARD_RATING = 4;
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

/** Case-insensitive search on the product name (spec: listing). */
export function matchesSearch(p: Pick<ApiProduct, "name">, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || p.name.toLowerCase().includes(q);
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
