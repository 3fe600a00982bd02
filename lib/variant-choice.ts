/**
 * The shopper's choice on a product page (issue 14): which variant a set of
 * chosen option values names, which values can still be chosen given the
 * others, and the price range before the choice is complete. Pure and small:
 * it ships in the product page's bundle.
 */
import { productPath, type ApiProduct } from "./catalog";
import { rupeesToPaise } from "./money";
import { chooseVariantMessage, type ApiVariant, type ProductOption, type VariantChoice } from "./variants";

/** What the page needs of a product to choose among its variants. */
export type Choosable = { options?: ProductOption[]; variants?: ApiVariant[] };

/** A value's state given the other chosen values: choosable, or shown disabled with "Sold out". */
export type ValueState = "available" | "sold-out" | "missing";

/** More than one variant: the page shows pickers; otherwise it looks as before variants. */
export function hasPickers(p: Choosable): boolean {
  return (p.options?.length ?? 0) > 0 && (p.variants?.length ?? 0) > 1;
}

function matches(v: ApiVariant, partial: VariantChoice): boolean {
  for (const [name, value] of Object.entries(partial)) if (v.options[name] !== value) return false;
  return true;
}

/** The variant the choice names when every option has a value (a single-variant product: its one variant). */
export function variantFor(p: Choosable, choice: VariantChoice): ApiVariant | null {
  const variants = p.variants ?? [];
  if (!hasPickers(p)) return variants[0] ?? null;
  const options = p.options ?? [];
  if (options.some((o) => !choice[o.name])) return null;
  return variants.find((v) => options.every((o) => v.options[o.name] === choice[o.name])) ?? null;
}

/**
 * Whether `value` of option `name` can be chosen with the other values
 * already chosen: "missing" when no variant has that combination, "sold-out"
 * when every variant that has it is sold out.
 */
export function valueState(p: Choosable, choice: VariantChoice, name: string, value: string): ValueState {
  const partial: VariantChoice = { ...choice, [name]: value };
  const candidates = (p.variants ?? []).filter((v) => matches(v, partial));
  if (candidates.length === 0) return "missing";
  return candidates.some((v) => v.inStock) ? "available" : "sold-out";
}

/** The choice a page opens with: the variant named in the URL, the only variant, or nothing chosen. */
export function initialChoice(p: Choosable, variantId: string | null): VariantChoice {
  const variants = p.variants ?? [];
  const named = variantId ? variants.find((v) => v._id === variantId) : undefined;
  if (named) return { ...named.options };
  if (!hasPickers(p) && variants[0]) return { ...variants[0].options };
  return {};
}

/** The options still without a value, e.g. ["Size", "Colour"]. */
export function missingOptions(p: Choosable, choice: VariantChoice): ProductOption[] {
  return (p.options ?? []).filter((o) => !choice[o.name]);
}

/** "Please choose a size / colour" (the server's refusal) for the options still to choose; null when none is left. */
export function chooseHint(p: Choosable, choice: VariantChoice): string | null {
  const missing = missingOptions(p, choice);
  return missing.length === 0 ? null : chooseVariantMessage(missing);
}

/**
 * The offer price range of the variants the choice so far still allows (those
 * on sale, or all of them when none is), in paise; null without variants.
 */
export function choicePriceRange(p: Choosable, choice: VariantChoice): { minPaise: number; maxPaise: number } | null {
  const allowed = (p.variants ?? []).filter((v) => matches(v, choice));
  const pool = allowed.some((v) => v.inStock) ? allowed.filter((v) => v.inStock) : allowed;
  if (pool.length === 0) return null;
  const prices = pool.map((v) => rupeesToPaise(v.offerPrice));
  return { minPaise: Math.min(...prices), maxPaise: Math.max(...prices) };
}

/** The photos to show for a variant: its own first, then the product's others (no repeats). */
export function galleryFor(productImages: string[], variant: ApiVariant | null): string[] {
  if (!variant || variant.image.length === 0) return productImages;
  return [...variant.image, ...productImages.filter((f) => !variant.image.includes(f))];
}

/** `/product/…?variant=var_…`: the address that opens the page with this variant chosen. */
export function variantPath(p: Pick<ApiProduct, "_id" | "category">, variantId: string): string {
  return `${productPath(p)}?variant=${encodeURIComponent(variantId)}`;
}

/** True for an option that holds colours ("Colour", "Color", "Colours"). */
export function isColourOption(name: string): boolean {
  return /^colou?rs?$/i.test(name.trim());
}
