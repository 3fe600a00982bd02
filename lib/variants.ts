/**
 * Product options and variants (issue 14): a product has up to 3 options
 * (name + ordered values) and one variant per enabled combination; a product
 * without options has exactly one variant. Stock, SKU and prices belong to the
 * variant; the product's spec fields are derived from its variants here.
 */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_OPTION_VALUES = 50;

export type ProductOption = { name: string; values: string[] };
/** A variant's choice: option name → value, e.g. { Size: "Cob", Colour: "Burgundy" }. */
export type VariantChoice = Record<string, string>;

/** What the catalogue API adds to a product (prices in rupees, as the spec's fields). */
export type ApiVariant = {
  _id: string;
  options: VariantChoice;
  sku: string;
  code: string;
  price: number;
  offerPrice: number;
  inStock: boolean;
  image: string[];
  /** Counted units left when on sale and at most LOW_STOCK ("Only 3 left"); absent otherwise. */
  left?: number;
  /** Grams, when the seller gave a weight: the cart's shipping by weight (issue 18). */
  weightGrams?: number;
};

/** At or below this many counted units the product page says "Only N left". */
export const LOW_STOCK = 5;

/** The units to show as "Only N left": counted stock on sale at or below LOW_STOCK, else null. */
export function lowStockLeft(v: { inStock: boolean; stock: number | null }): number | null {
  return v.inStock && v.stock !== null && v.stock > 0 && v.stock <= LOW_STOCK ? v.stock : null;
}

/** An order line's variant as order JSON shows it (null for orders made before variants). */
export type ApiOrderVariant = { _id: string; options: VariantChoice; optionsText: string; sku: string };

/** Every combination of the options' values, in the options' order (first option varies slowest). */
export function combinations(options: ProductOption[]): VariantChoice[] {
  let out: VariantChoice[] = [{}];
  for (const option of options) {
    const next: VariantChoice[] = [];
    for (const partial of out) for (const value of option.values) next.push({ ...partial, [option.name]: value });
    out = next;
  }
  return options.length === 0 ? [{}] : out;
}

/** "Cob / Burgundy": the values in the options' order ("" for a product without options). */
export function optionsText(options: ProductOption[], choice: VariantChoice): string {
  const names = options.length > 0 ? options.map((o) => o.name) : Object.keys(choice);
  return names
    .map((n) => choice[n])
    .filter((v): v is string => typeof v === "string" && v !== "")
    .join(" / ");
}

/** A stable key for a combination, to find one listed twice. */
export function choiceKey(options: ProductOption[], choice: VariantChoice): string {
  return JSON.stringify(options.map((o) => choice[o.name] ?? null));
}

/** "Please choose a size / colour": what a cart line naming only a product with several variants gets. */
export function chooseVariantMessage(options: ProductOption[]): string {
  const names = options.map((o) => o.name.toLowerCase());
  return `Please choose a ${names.length > 0 ? names.join(" / ") : "variant"}`;
}

export type VariantPricing = { mrpPaise: number; offerPaise: number; onSale: boolean };

/** Cheapest offer price among the variants on sale (all variants when none is), with that variant's MRP. */
export function cheapestVariant<T extends VariantPricing>(variants: T[]): T | null {
  const pool = variants.some((v) => v.onSale) ? variants.filter((v) => v.onSale) : variants;
  let best: T | null = null;
  for (const v of pool) if (best === null || v.offerPaise < best.offerPaise || (v.offerPaise === best.offerPaise && v.mrpPaise < best.mrpPaise)) best = v;
  return best;
}

/** The offer price range of the variants on sale (all when none is), for "from ₹…" cards. */
export function priceRange(variants: VariantPricing[]): { minPaise: number; maxPaise: number; varies: boolean } | null {
  const pool = variants.some((v) => v.onSale) ? variants.filter((v) => v.onSale) : variants;
  if (pool.length === 0) return null;
  const prices = pool.map((v) => v.offerPaise);
  const minPaise = Math.min(...prices);
  const maxPaise = Math.max(...prices);
  return { minPaise, maxPaise, varies: minPaise !== maxPaise };
}

/** A variant is on sale when its switch is on and its counted stock (if counted) is above 0. */
export function variantOnSale(v: { inStock: boolean; stock: number | null }): boolean {
  return v.inStock && (v.stock === null || v.stock > 0);
}
