/**
 * GET /api/search (issue 19, item 3; decision 034): what one suggestion or result carries. No library code here: the
 * header's suggestions load it.
 */
export type SearchHit = {
  _id: string;
  name: string;
  /** The seller's Hindi name, when given. */
  nameHi?: string;
  category: string;
  /** The first picture's file name (imageUrl in lib/catalog.ts), or null. */
  image: string | null;
  /** Rupees. */
  offerPrice: number;
  price: number;
  /** Sold-out matches come after every in-stock one. */
  inStock: boolean;
  /** The product page, without a language prefix. */
  href: string;
};

export type SearchAnswer = { success: true; query: string; total: number; products: SearchHit[] };

/** Longer queries are cut to this many characters, never refused. */
export const MAX_SEARCH_CHARS = 200;
export const SUGGESTIONS = 5;
export const MAX_SEARCH_LIMIT = 50;

/** The query as searched: at most MAX_SEARCH_CHARS characters (whole code points), trimmed. */
export function cutQuery(q: string): string {
  return Array.from(q).slice(0, MAX_SEARCH_CHARS).join("").trim();
}
