import { categorySlug, LISTING_PAGE_SIZE, productSearch, type ApiProduct, type Category } from "./catalog";
import type { SynonymIndex } from "./search";
import type { ApiVariant } from "./variants";

/** Listing filters (issue 14): the URL parameter, its label, and the option names it reads (case-insensitive). */
export const LISTING_FILTERS = [
  { param: "size", label: "Size", names: ["size"] },
  { param: "colour", label: "Colour", names: ["colour", "color"] },
] as const;
export type FilterParam = (typeof LISTING_FILTERS)[number]["param"];

export const LISTING_SORTS = [
  { value: "", label: "Featured" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "newest", label: "Newest" },
  { value: "best-selling", label: "Best selling" },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]["value"];

/** At most this many values of one filter are read from a URL (more are ignored). */
export const MAX_FILTER_VALUES = 12;
export const MAX_FILTER_VALUE_CHARS = 40;

export type ListingQuery = {
  category?: string;
  q?: string;
  page?: number;
  /** Chosen values per filter parameter, as they came in the URL (unknown ones are ignored). */
  filters?: Partial<Record<FilterParam, string[]>>;
  /** "price-asc", "price-desc", "newest"; anything else keeps the shop's order. */
  sort?: string;
};

export type FilterChip = { value: string; selected: boolean; /** Colour chips: the swatch colour (set by the loader, lib/colours.ts). */ css?: string | null };
export type ListingFacet = { param: FilterParam; label: string; chips: FilterChip[] };

export type Listing<T> = {
  items: T[];
  total: number;
  page: number;
  pages: number;
  /** The category tile text when filtering by a known category. */
  categoryText: string | null;
  /** False when the category in the URL is not one the shop has. */
  categoryKnown: boolean;
  /** Size and Colour chips: the values on sale in the listing before these filters (none → no facet). */
  facets: ListingFacet[];
  /** The applied filter values (known ones, in the shop's spelling and order). */
  selected: Record<FilterParam, string[]>;
  sort: ListingSort;
};

export function parseSort(value: string | null | undefined): ListingSort {
  return LISTING_SORTS.find((s) => s.value !== "" && s.value === value)?.value ?? "";
}

/** The value a variant has for a filter (its option named Size / Colour / Color, any case), or undefined. */
function variantValue(v: ApiVariant, names: readonly string[]): string | undefined {
  for (const [name, value] of Object.entries(v.options)) if (names.includes(name.toLowerCase())) return value;
  return undefined;
}

const onSale = (p: ApiProduct): ApiVariant[] => (p.variants ?? []).filter((v) => v.inStock);

/**
 * The listing of the spec: products (issue 15: sold-out ones after those in stock), optionally of one category
 * (category compared in lower case), filtered by a case-insensitive search on
 * the name (and option values; issue 17: Hindi names, synonyms), one page at a time. Issue 14: filtered by
 * Size / Colour values (OR within a filter, AND across: one variant on sale
 * must have them) and sorted by price (the cheapest matching variant on sale),
 * newest first, or (issue 19) by units sold in the last 90 days (`sold`).
 */
export function buildListing(
  products: ApiProduct[],
  categories: Category[],
  query: ListingQuery,
  synonyms?: SynonymIndex,
  sold?: ReadonlyMap<string, number>,
  /** The search's matches (issue 19: server/modules/catalog/search-index.ts), product id → rank; the listing keeps their order unless sorted. */
  searched?: ReadonlyMap<string, number>,
): Listing<ApiProduct> {
  const slug = query.category ? categorySlug(query.category) : null;
  const known = slug === null || categories.some((c) => categorySlug(c.path) === slug);
  const categoryText = slug ? (categories.find((c) => categorySlug(c.path) === slug)?.text ?? null) : null;
  const q = query.q ?? "";
  // Issue 15: sold-out products are listed too (marked on the card), after those in stock.
  const matches = searched && q.trim() !== "" ? (p: ApiProduct) => searched.has(p._id) : productSearch(q, { synonyms, categories });
  const base = products.filter((p) => (slug === null || categorySlug(p.category) === slug) && matches(p));
  if (searched && q.trim() !== "") base.sort((a, b) => searched.get(a._id)! - searched.get(b._id)!);

  // The values each filter offers in this listing, in the products' own option order.
  const offered = new Map<FilterParam, Map<string, string>>(); // param → lower-case value → shop's spelling
  for (const f of LISTING_FILTERS) offered.set(f.param, new Map());
  for (const p of base) {
    const sale = onSale(p);
    for (const f of LISTING_FILTERS) {
      const values = offered.get(f.param)!;
      const option = (p.options ?? []).find((o) => (f.names as readonly string[]).includes(o.name.toLowerCase()));
      const inOrder = option ? option.values : [];
      const present = new Set(sale.map((v) => variantValue(v, f.names)).filter((v): v is string => v !== undefined));
      for (const value of [...inOrder.filter((v) => present.has(v)), ...present]) if (!values.has(value.toLowerCase())) values.set(value.toLowerCase(), value);
    }
  }
  const selected = {} as Record<FilterParam, string[]>;
  for (const f of LISTING_FILTERS) {
    const values = offered.get(f.param)!;
    const asked = (query.filters?.[f.param] ?? []).slice(0, MAX_FILTER_VALUES).map((v) => v.trim().toLowerCase());
    selected[f.param] = [...values.entries()].filter(([lower]) => asked.includes(lower)).map(([, value]) => value);
  }
  const active = LISTING_FILTERS.filter((f) => selected[f.param].length > 0);
  const variantMatches = (v: ApiVariant) =>
    active.every((f) => {
      const value = variantValue(v, f.names);
      return value !== undefined && selected[f.param].some((s) => s.toLowerCase() === value.toLowerCase());
    });

  const sort = parseSort(query.sort);
  const rows = base.flatMap((p, index) => {
    const sale = onSale(p);
    const matching = active.length > 0 ? sale.filter(variantMatches) : sale;
    if (active.length > 0 && matching.length === 0) return [];
    const price = matching.length > 0 ? Math.min(...matching.map((v) => v.offerPrice)) : p.offerPrice;
    // Filtered: the card shows the first matching variant's photo (a Burgundy filter shows the Burgundy halter).
    const photo = active.length > 0 ? matching.find((v) => v.image.length > 0)?.image[0] : undefined;
    const shown = photo && p.image[0] !== photo ? { ...p, image: [photo, ...p.image.filter((f) => f !== photo)] } : p;
    return [{ p: shown, index, price }];
  });
  if (sort === "price-asc") rows.sort((a, b) => a.price - b.price || a.index - b.index);
  else if (sort === "price-desc") rows.sort((a, b) => b.price - a.price || a.index - b.index);
  else if (sort === "newest") rows.sort((a, b) => (a.p.createdAt < b.p.createdAt ? 1 : a.p.createdAt > b.p.createdAt ? -1 : a.index - b.index));
  else if (sort === "best-selling") rows.sort((a, b) => (sold?.get(b.p._id) ?? 0) - (sold?.get(a.p._id) ?? 0) || a.index - b.index);
  // Stable: in-stock products first in the chosen order, then the sold-out ones in the same order.
  rows.sort((a, b) => Number(!a.p.inStock) - Number(!b.p.inStock));
  const matching = rows.map((r) => r.p);

  const facets: ListingFacet[] = LISTING_FILTERS.flatMap((f) => {
    const values = [...offered.get(f.param)!.values()];
    if (values.length === 0) return [];
    return [{ param: f.param, label: f.label, chips: values.map((value) => ({ value, selected: selected[f.param].includes(value) })) }];
  });

  const pages = Math.max(1, Math.ceil(matching.length / LISTING_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1) || 1), pages);
  const start = (page - 1) * LISTING_PAGE_SIZE;
  return {
    items: matching.slice(start, start + LISTING_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
    categoryText,
    categoryKnown: known,
    facets,
    selected,
    sort,
  };
}

/** The listing's query string for a state ("" when plain): search, filters, sort; page 1 (left out). */
export function listingSearch(state: { q?: string; selected: Partial<Record<FilterParam, string[]>>; sort?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const f of LISTING_FILTERS) for (const v of state.selected[f.param] ?? []) params.append(f.param, v);
  if (state.sort) params.set("sort", state.sort);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

/** The selection with one chip's value switched on or off. */
export function toggleValue(selected: Record<FilterParam, string[]>, param: FilterParam, value: string): Record<FilterParam, string[]> {
  const current = selected[param];
  return { ...selected, [param]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] };
}

/** At most this many colour dots on a product card. */
export const CARD_COLOUR_DOTS = 5;

export type CardVariantSummary = {
  /** The variants on sale have different offer prices: the card says "from ₹…". */
  priceVaries: boolean;
  /** Colour values on sale, in the option's order (at most CARD_COLOUR_DOTS). */
  colours: string[];
  /** How many colours are on sale in all. */
  colourCount: number;
  /** Several variants: the card links to the product page ("Choose options") instead of adding by product id. */
  chooseOptions: boolean;
};

/** What a product card shows about a product's variants. */
export function cardVariantSummary(p: Pick<ApiProduct, "options" | "variants">): CardVariantSummary {
  const variants = p.variants ?? [];
  const sale = variants.filter((v) => v.inStock);
  const priceVaries = new Set(sale.map((v) => v.offerPrice)).size > 1;
  const colourFilter = LISTING_FILTERS.find((f) => f.param === "colour")!;
  const option = (p.options ?? []).find((o) => (colourFilter.names as readonly string[]).includes(o.name.toLowerCase()));
  const present = new Set(sale.map((v) => variantValue(v, colourFilter.names)).filter((v): v is string => v !== undefined));
  const all = option ? [...option.values.filter((v) => present.has(v)), ...[...present].filter((v) => !option.values.includes(v))] : [];
  return { priceVaries, colours: all.slice(0, CARD_COLOUR_DOTS), colourCount: all.length, chooseOptions: variants.length > 1 };
}
