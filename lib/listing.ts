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
 * What the listing reads of a product, worked out once per catalogue array (the shop's snapshot keeps one array
 * until the catalogue changes): at 10,000 products, reading every variant's options on every request cost 60–140 ms
 * (bench/listing.mjs).
 */
type Prepared = {
  p: ApiProduct;
  slug: string;
  /** The variants on sale. */
  sale: ApiVariant[];
  /** Per filter, each variant on sale's value in lower case (aligned with `sale`; undefined without one). */
  saleValues: Record<FilterParam, (string | undefined)[]>;
  /** Per filter, the values on sale in the product's option order, then any others ([lower case, shop's spelling]). */
  offered: Record<FilterParam, [string, string][]>;
  /** The cheapest offer price on sale (the product's own without one). */
  price: number;
};
/**
 * `orders`: the whole catalogue in each sort's order, in-stock first (made on first use); `bySales`: the same for
 * "Best selling", per table of units sold (it changes at most every 10 minutes).
 */
type PreparedCatalogue = {
  list: Prepared[];
  byId: Map<string, Prepared>;
  orders: Map<ListingSort, Prepared[]>;
  bySales: WeakMap<ReadonlyMap<string, number>, Prepared[]>;
};
const prepared = new WeakMap<readonly ApiProduct[], PreparedCatalogue>();

function prepare(products: readonly ApiProduct[]): PreparedCatalogue {
  const known = prepared.get(products);
  if (known) return known;
  const list = products.map((p): Prepared => {
    const sale = onSale(p);
    const saleValues = {} as Prepared["saleValues"];
    const offered = {} as Prepared["offered"];
    for (const f of LISTING_FILTERS) {
      const values = sale.map((v) => variantValue(v, f.names));
      saleValues[f.param] = values.map((v) => v?.toLowerCase());
      const option = (p.options ?? []).find((o) => (f.names as readonly string[]).includes(o.name.toLowerCase()));
      const present = new Set(values.filter((v): v is string => v !== undefined));
      const inOrder = [...(option ? option.values.filter((v) => present.has(v)) : []), ...present];
      offered[f.param] = [...new Set(inOrder)].map((v) => [v.toLowerCase(), v]);
    }
    const price = sale.length > 0 ? Math.min(...sale.map((v) => v.offerPrice)) : p.offerPrice;
    return { p, slug: categorySlug(p.category), sale, saleValues, offered, price };
  });
  const out = { list, byId: new Map(list.map((x) => [x.p._id, x])), orders: new Map(), bySales: new WeakMap() };
  prepared.set(products, out);
  return out;
}

type Row = { p: ApiProduct; index: number; price: number };

/** In-stock products first in the chosen order, then the sold-out ones in the same order; ties keep `index`'s order. */
function rowOrder(sort: ListingSort, sold: ReadonlyMap<string, number> | undefined): (a: Row, b: Row) => number {
  const order: ((a: Row, b: Row) => number) | undefined =
    sort === "price-asc"
      ? (a, b) => a.price - b.price
      : sort === "price-desc"
        ? (a, b) => b.price - a.price
        : sort === "newest"
          ? (a, b) => (a.p.createdAt < b.p.createdAt ? 1 : a.p.createdAt > b.p.createdAt ? -1 : 0)
          : sort === "best-selling"
            ? (a, b) => (sold?.get(b.p._id) ?? 0) - (sold?.get(a.p._id) ?? 0)
            : undefined;
  return (a, b) => Number(!a.p.inStock) - Number(!b.p.inStock) || (order?.(a, b) ?? 0) || a.index - b.index;
}

/** The whole catalogue in a sort's order without filters (kept: a listing without filters or search only picks from it). */
function orderedBy(catalogue: PreparedCatalogue, sort: ListingSort, sold: ReadonlyMap<string, number> | undefined): Prepared[] {
  const known = sort === "best-selling" && sold ? catalogue.bySales.get(sold) : catalogue.orders.get(sort);
  if (known) return known;
  const rows = catalogue.list.map((x, index) => ({ p: x.p, index, price: x.price, x }));
  const ordered = rows.sort(rowOrder(sort, sold)).map((r) => r.x);
  if (sort === "best-selling" && sold) catalogue.bySales.set(sold, ordered);
  else catalogue.orders.set(sort, ordered);
  return ordered;
}

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
  /** The search's matches (issue 19: server/modules/catalog/search-index.ts), product ids best first; the listing keeps their order unless sorted. */
  searched?: readonly string[],
): Listing<ApiProduct> {
  const slug = query.category ? categorySlug(query.category) : null;
  const known = slug === null || categories.some((c) => categorySlug(c.path) === slug);
  const categoryText = slug ? (categories.find((c) => categorySlug(c.path) === slug)?.text ?? null) : null;
  const q = query.q ?? "";
  const ranked = searched && q.trim() !== "";
  // Issue 15: sold-out products are listed too (marked on the card), after those in stock.
  const catalogue = prepare(products);
  const inCategory = (x: Prepared) => slug === null || x.slug === slug;
  let base: Prepared[];
  if (ranked) {
    // The search's matches in its order (ids it found that this catalogue lacks are left out).
    base = searched.map((id) => catalogue.byId.get(id)).filter((x): x is Prepared => x !== undefined && inCategory(x));
  } else {
    const matches = productSearch(q, { synonyms, categories });
    base = catalogue.list.filter((x) => inCategory(x) && matches(x.p));
  }

  // The values each filter offers in this listing, in the products' own option order.
  const offered = new Map<FilterParam, Map<string, string>>(); // param → lower-case value → shop's spelling
  for (const f of LISTING_FILTERS) {
    const values = new Map<string, string>();
    for (const x of base) for (const [lower, value] of x.offered[f.param]) if (!values.has(lower)) values.set(lower, value);
    offered.set(f.param, values);
  }
  const selected = {} as Record<FilterParam, string[]>;
  const wanted = {} as Record<FilterParam, Set<string>>;
  for (const f of LISTING_FILTERS) {
    const values = offered.get(f.param)!;
    const asked = (query.filters?.[f.param] ?? []).slice(0, MAX_FILTER_VALUES).map((v) => v.trim().toLowerCase());
    selected[f.param] = [...values.entries()].filter(([lower]) => asked.includes(lower)).map(([, value]) => value);
    wanted[f.param] = new Set(selected[f.param].map((v) => v.toLowerCase()));
  }
  const active = LISTING_FILTERS.filter((f) => selected[f.param].length > 0);

  const sort = parseSort(query.sort);
  let matching: ApiProduct[];
  if (!ranked && active.length === 0) {
    // Neither search order nor filters: the listing's products in the catalogue's order for this sort.
    const chosen = new Set(q.trim() === "" ? [] : base);
    const inBase = q.trim() === "" ? inCategory : (x: Prepared) => chosen.has(x);
    matching = orderedBy(catalogue, sort, sold)
      .filter(inBase)
      .map((x) => x.p);
  } else {
    const rows: Row[] = [];
    base.forEach((x, index) => {
      if (active.length === 0) {
        rows.push({ p: x.p, index, price: x.price });
        return;
      }
      // The variants on sale having every chosen filter's value (OR within a filter, AND across).
      const found = x.sale.filter((_, i) => active.every((f) => wanted[f.param].has(x.saleValues[f.param][i] ?? "")));
      if (found.length === 0) return;
      const price = Math.min(...found.map((v) => v.offerPrice));
      // Filtered: the card shows the first matching variant's photo (a Burgundy filter shows the Burgundy halter).
      const photo = found.find((v) => v.image.length > 0)?.image[0];
      const shown = photo && x.p.image[0] !== photo ? { ...x.p, image: [photo, ...x.p.image.filter((f) => f !== photo)] } : x.p;
      rows.push({ p: shown, index, price });
    });
    matching = rows.sort(rowOrder(sort, sold)).map((r) => r.p);
  }

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
