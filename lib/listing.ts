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

/** One filter's values in a catalogue: each spelling numbered, and each spelling's lower-case value numbered too. */
type FilterValues = { spellings: string[]; lowerOf: number[]; lowers: string[]; spellingNumber: Map<string, number>; lowerNumber: Map<string, number> };

/**
 * What the listing reads of the catalogue, worked out once per catalogue array (the shop's snapshot keeps one array
 * until the catalogue changes) and laid out as flat arrays indexed by a product's place in it: at 10,000 products,
 * reading every variant's options on every request cost 60–140 ms, and following each product's own objects for a
 * search of 6,000 matches 10–16 ms (bench/listing.mjs), where these arrays take a few. Filter values are numbered, so
 * a listing gathers its chips and applies its filters with array look-ups, not strings.
 */
type PreparedCatalogue = {
  products: readonly ApiProduct[];
  /** The category slug's number per product (`slugs`: slug → number). */
  slug: Int32Array;
  slugs: Map<string, number>;
  inStock: Uint8Array;
  /** The cheapest offer price on sale (the product's own without one). */
  price: Float64Array;
  /** The variants on sale of product i are `sale[saleStart[i]]` to `sale[saleStart[i + 1] - 1]`. */
  saleStart: Int32Array;
  sale: ApiVariant[];
  /** Per filter, each variant on sale's value as a lower-case value number (aligned with `sale`; -1 without one). */
  saleValue: Record<FilterParam, Int32Array>;
  /** Per filter, the values on sale of product i in its option order, then any others, as spelling numbers: `offered[offeredStart[i]…]`. */
  offeredStart: Record<FilterParam, Int32Array>;
  offered: Record<FilterParam, Int32Array>;
  values: Record<FilterParam, FilterValues>;
  /** The whole catalogue (places) in each sort's order, in-stock first (made on first use). */
  orders: Map<ListingSort, Int32Array>;
  /** The same for "Best selling", per table of units sold (it changes at most every 10 minutes). */
  bySales: WeakMap<ReadonlyMap<string, number>, Int32Array>;
};
const prepared = new WeakMap<readonly ApiProduct[], PreparedCatalogue>();

function numberOf(numbers: Map<string, number>, list: string[], value: string): number {
  let n = numbers.get(value);
  if (n === undefined) {
    n = list.push(value) - 1;
    numbers.set(value, n);
  }
  return n;
}

function prepare(products: readonly ApiProduct[]): PreparedCatalogue {
  const known = prepared.get(products);
  if (known) return known;
  const n = products.length;
  const slugs = new Map<string, number>();
  const slugList: string[] = [];
  const slug = new Int32Array(n);
  const inStock = new Uint8Array(n);
  const price = new Float64Array(n);
  const saleStart = new Int32Array(n + 1);
  const sale: ApiVariant[] = [];
  const values = {} as PreparedCatalogue["values"];
  const saleValue: Partial<Record<FilterParam, number[]>> = {};
  const offeredStart = {} as PreparedCatalogue["offeredStart"];
  const offered: Partial<Record<FilterParam, number[]>> = {};
  for (const f of LISTING_FILTERS) {
    values[f.param] = { spellings: [], lowerOf: [], lowers: [], spellingNumber: new Map(), lowerNumber: new Map() };
    saleValue[f.param] = [];
    offeredStart[f.param] = new Int32Array(n + 1);
    offered[f.param] = [];
  }
  products.forEach((p, i) => {
    const own = onSale(p);
    slug[i] = numberOf(slugs, slugList, categorySlug(p.category));
    inStock[i] = p.inStock ? 1 : 0;
    price[i] = own.length > 0 ? Math.min(...own.map((v) => v.offerPrice)) : p.offerPrice;
    saleStart[i] = sale.length;
    sale.push(...own);
    for (const f of LISTING_FILTERS) {
      const numbers = values[f.param];
      const ownValues = own.map((v) => variantValue(v, f.names));
      for (const v of ownValues) saleValue[f.param]!.push(v === undefined ? -1 : numberOf(numbers.lowerNumber, numbers.lowers, v.toLowerCase()));
      const option = (p.options ?? []).find((o) => (f.names as readonly string[]).includes(o.name.toLowerCase()));
      const present = new Set(ownValues.filter((v): v is string => v !== undefined));
      offeredStart[f.param][i] = offered[f.param]!.length;
      for (const v of new Set([...(option ? option.values.filter((v) => present.has(v)) : []), ...present])) {
        const before = numbers.spellings.length;
        const spelling = numberOf(numbers.spellingNumber, numbers.spellings, v);
        if (spelling === before) numbers.lowerOf.push(numberOf(numbers.lowerNumber, numbers.lowers, v.toLowerCase()));
        offered[f.param]!.push(spelling);
      }
    }
  });
  saleStart[n] = sale.length;
  for (const f of LISTING_FILTERS) offeredStart[f.param][n] = offered[f.param]!.length;
  const flat = (lists: Partial<Record<FilterParam, number[]>>) =>
    Object.fromEntries(LISTING_FILTERS.map((f) => [f.param, Int32Array.from(lists[f.param]!)])) as Record<FilterParam, Int32Array>;
  const out: PreparedCatalogue = {
    products,
    slug,
    slugs,
    inStock,
    price,
    saleStart,
    sale,
    saleValue: flat(saleValue),
    offeredStart,
    offered: flat(offered),
    values,
    orders: new Map(),
    bySales: new WeakMap(),
  };
  prepared.set(products, out);
  return out;
}

/** The values a filter offers in a listing (lower case → the first spelling met), in the products' own option order. */
function offeredValues(catalogue: PreparedCatalogue, base: Int32Array, param: FilterParam): Map<string, string> {
  const values = catalogue.values[param];
  const start = catalogue.offeredStart[param];
  const offered = catalogue.offered[param];
  const seen = new Uint8Array(values.lowers.length);
  const out = new Map<string, string>();
  for (let b = 0; b < base.length; b++) {
    const i = base[b]!;
    for (let k = start[i]!, end = start[i + 1]!; k < end; k++) {
      const spelling = offered[k]!;
      const lower = values.lowerOf[spelling]!;
      if (seen[lower] === 1) continue;
      seen[lower] = 1;
      out.set(values.lowers[lower]!, values.spellings[spelling]!);
    }
  }
  return out;
}

/**
 * Orders listing rows in place: in-stock products first in the chosen order, then the sold-out ones in the same
 * order; ties keep the rows' order. `place[r]`: row r's product; `price[r]`: its price in this listing.
 */
function sortRows(
  catalogue: PreparedCatalogue,
  place: Int32Array,
  price: Float64Array,
  sort: ListingSort,
  sold: ReadonlyMap<string, number> | undefined,
): Int32Array {
  const { inStock, products } = catalogue;
  const rows = new Int32Array(place.length);
  if (sort === "") {
    // Only in-stock first: a stable partition, no sort.
    let r = 0;
    for (let k = 0; k < place.length; k++) if (inStock[place[k]!] === 1) rows[r++] = k;
    for (let k = 0; k < place.length; k++) if (inStock[place[k]!] === 0) rows[r++] = k;
    return rows;
  }
  for (let k = 0; k < rows.length; k++) rows[k] = k;
  let key: Float64Array | undefined;
  if (sort === "price-asc" || sort === "price-desc") key = sort === "price-asc" ? price : price.map((x) => -x);
  else if (sort === "best-selling") key = Float64Array.from(place, (i) => -(sold?.get(products[i]!._id) ?? 0));
  const order = (a: number, b: number): number => {
    if (key) return key[a]! - key[b]!;
    const x = products[place[a]!]!.createdAt;
    const y = products[place[b]!]!.createdAt;
    return x < y ? 1 : x > y ? -1 : 0; // newest first
  };
  return rows.sort((a, b) => inStock[place[b]!]! - inStock[place[a]!]! || order(a, b) || a - b);
}

/** The whole catalogue (places) in a sort's order without filters (kept: a listing without filters or search only picks from it). */
function orderedBy(catalogue: PreparedCatalogue, sort: ListingSort, sold: ReadonlyMap<string, number> | undefined): Int32Array {
  const known = sort === "best-selling" && sold ? catalogue.bySales.get(sold) : catalogue.orders.get(sort);
  if (known) return known;
  const place = Int32Array.from(catalogue.products, (_, i) => i);
  const ordered = sortRows(catalogue, place, catalogue.price, sort, sold);
  if (sort === "best-selling" && sold) catalogue.bySales.set(sold, ordered);
  else catalogue.orders.set(sort, ordered);
  return ordered;
}

/** A chosen filter: 1 at each chosen lower-case value number, and each variant on sale's value number. */
type ActiveFilter = { wanted: Uint8Array; value: Int32Array };

/**
 * The rows of a searched or filtered listing, in `base`'s order: each product with a variant on sale having every
 * chosen filter's value (OR within a filter, AND across), its cheapest such price, and the first such variant with a
 * photo (-1: none); `rows` of them. Counted loops only, in a function of its own: written inside buildListing with a
 * for…of over the filters and Math.min, it allocated 4–8 MB per filtered listing at 10,000 products (60,000
 * variants), against ~12 KB now (`npm run bench:listing` prints it per kind).
 */
function filterRows(
  catalogue: PreparedCatalogue,
  base: Int32Array,
  active: ActiveFilter[],
): { place: Int32Array; price: Float64Array; photoOf: Int32Array; rows: number } {
  const place = new Int32Array(base.length);
  const price = new Float64Array(base.length);
  const photoOf = new Int32Array(base.length).fill(-1);
  const { sale, saleStart } = catalogue;
  const filters = active.length;
  let rows = 0;
  for (let b = 0; b < base.length; b++) {
    const i = base[b]!;
    if (filters === 0) {
      place[rows] = i;
      price[rows++] = catalogue.price[i]!;
      continue;
    }
    let cheapest = Infinity;
    let photo = -1;
    for (let v = saleStart[i]!, end = saleStart[i + 1]!; v < end; v++) {
      let ok = true;
      for (let f = 0; f < filters && ok; f++) ok = active[f]!.wanted[active[f]!.value[v]!] === 1;
      if (!ok) continue;
      const variant = sale[v]!;
      if (variant.offerPrice < cheapest) cheapest = variant.offerPrice;
      if (photo === -1 && variant.image.length > 0) photo = v;
    }
    if (cheapest === Infinity) continue;
    place[rows] = i;
    price[rows] = cheapest;
    photoOf[rows++] = photo;
  }
  return { place, price, photoOf, rows };
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
  products: readonly ApiProduct[],
  categories: Category[],
  query: ListingQuery,
  synonyms?: SynonymIndex,
  sold?: ReadonlyMap<string, number>,
  /**
   * The search's matches (issue 19: server/modules/catalog/search-index.ts's searchMatches), best first, as places
   * in `products`; the listing keeps their order unless sorted.
   */
  searched?: ArrayLike<number>,
): Listing<ApiProduct> {
  const slug = query.category ? categorySlug(query.category) : null;
  const known = slug === null || categories.some((c) => categorySlug(c.path) === slug);
  const categoryText = slug ? (categories.find((c) => categorySlug(c.path) === slug)?.text ?? null) : null;
  const q = query.q ?? "";
  const ranked = searched !== undefined && q.trim() !== "";
  // Issue 15: sold-out products are listed too (marked on the card), after those in stock.
  const catalogue = prepare(products);
  const n = products.length;
  // The category's number (-1: every category; -2: one no product has).
  const slugNumber = slug === null ? -1 : (catalogue.slugs.get(slug) ?? -2);
  const inCategory = (i: number) => slugNumber === -1 || catalogue.slug[i] === slugNumber;
  // The listing's products before filters (places), in the search's order when ranked, else the catalogue's.
  let base: Int32Array;
  if (ranked) {
    const out = new Int32Array(searched.length);
    let b = 0;
    for (let k = 0; k < searched.length; k++) {
      const i = searched[k]!;
      if (i >= 0 && i < n && inCategory(i)) out[b++] = i;
    }
    base = out.subarray(0, b);
  } else {
    const matches = q.trim() === "" ? null : productSearch(q, { synonyms, categories });
    const out = new Int32Array(n);
    let b = 0;
    for (let i = 0; i < n; i++) if (inCategory(i) && (matches === null || matches(products[i]!))) out[b++] = i;
    base = out.subarray(0, b);
  }

  // The values each filter offers in this listing, in the products' own option order.
  const offered = new Map<FilterParam, Map<string, string>>(); // param → lower-case value → shop's spelling
  for (const f of LISTING_FILTERS) offered.set(f.param, offeredValues(catalogue, base, f.param));
  const selected = {} as Record<FilterParam, string[]>;
  /** Per filter, 1 at each chosen lower-case value number. */
  const wanted = {} as Record<FilterParam, Uint8Array>;
  for (const f of LISTING_FILTERS) {
    const values = offered.get(f.param)!;
    const asked = (query.filters?.[f.param] ?? []).slice(0, MAX_FILTER_VALUES).map((v) => v.trim().toLowerCase());
    const chosen = [...values.keys()].filter((lower) => asked.includes(lower));
    selected[f.param] = chosen.map((lower) => values.get(lower)!);
    const numbers = catalogue.values[f.param];
    wanted[f.param] = new Uint8Array(numbers.lowers.length);
    for (const lower of chosen) wanted[f.param][numbers.lowerNumber.get(lower)!] = 1;
  }
  const active: ActiveFilter[] = LISTING_FILTERS.filter((f) => selected[f.param].length > 0).map((f) => ({
    wanted: wanted[f.param],
    value: catalogue.saleValue[f.param],
  }));

  const sort = parseSort(query.sort);
  /** The listing's products in order (`total` of them); only the page's are made into objects. */
  let total: number;
  let itemAt: (k: number) => ApiProduct;
  if (!ranked && active.length === 0) {
    // Neither search order nor filters: the listing's products in the catalogue's order for this sort.
    const ordered = orderedBy(catalogue, sort, sold);
    let places = ordered;
    if (base.length !== n) {
      // the category's or search's places in that order (a counted loop: TypedArray filter builds a JS array first)
      const chosen = new Uint8Array(n);
      for (let b = 0; b < base.length; b++) chosen[base[b]!] = 1;
      places = new Int32Array(base.length);
      for (let k = 0, r = 0; k < n; k++) if (chosen[ordered[k]!] === 1) places[r++] = ordered[k]!;
    }
    total = places.length;
    itemAt = (k) => products[places[k]!]!;
  } else {
    const { place, price, photoOf, rows } = filterRows(catalogue, base, active);
    const { sale } = catalogue;
    const order = sortRows(catalogue, place.subarray(0, rows), price.subarray(0, rows), sort, sold);
    total = rows;
    itemAt = (k) => {
      const r = order[k]!;
      const p = products[place[r]!]!;
      // Filtered: the card shows the first matching variant's photo (a Burgundy filter shows the Burgundy halter).
      const photo = photoOf[r] === -1 ? undefined : sale[photoOf[r]!]!.image[0];
      return photo && p.image[0] !== photo ? { ...p, image: [photo, ...p.image.filter((f) => f !== photo)] } : p;
    };
  }

  const facets: ListingFacet[] = LISTING_FILTERS.flatMap((f) => {
    const values = [...offered.get(f.param)!.values()];
    if (values.length === 0) return [];
    return [{ param: f.param, label: f.label, chips: values.map((value) => ({ value, selected: selected[f.param].includes(value) })) }];
  });

  const pages = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1) || 1), pages);
  const items: ApiProduct[] = [];
  for (let k = (page - 1) * LISTING_PAGE_SIZE; k < Math.min(total, page * LISTING_PAGE_SIZE); k++) items.push(itemAt(k));
  return {
    items,
    total,
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
