/**
 * A cart line as the cart page shows and orders it (issue 14). A cart key is
 * a variant id (var_…) or, for carts made before variants and single-variant
 * products, a product id. A product id of a product with several variants
 * cannot be ordered: the line asks for the choice, as the server does.
 */
import { productPath, type ApiProduct } from "./catalog";
import { localiseProduct } from "./catalog-i18n";
import type { Lang } from "./i18n";
import { galleryFor, hasPickers, variantPath } from "./variant-choice";
import { chooseVariantMessage, optionsText, type ApiVariant } from "./variants";

export type CartLineView = {
  id: string;
  qty: number;
  /** The product as this line sells it: a variant's prices, switch, photos and SKU; undefined when unknown. */
  product: ApiProduct | undefined;
  /** "Cob / Burgundy" ("" without a choice). */
  optionsText: string;
  /** Where the line links: the product page with this choice. */
  href: string | null;
  /** "Please choose a size / colour" when the key names only a product with several variants. */
  needsChoice: string | null;
  /** A unit's weight in grams as the seller gave it (null: the shop's default weight applies), for shipping by weight. */
  weightGrams: number | null;
};

export type OrderLine = { product: string; variant?: string; quantity: number };

export function cartLineView(id: string, qty: number, entry: { product: ApiProduct; variant: ApiVariant | null } | undefined): CartLineView {
  if (!entry) return { id, qty, product: undefined, optionsText: "", href: null, needsChoice: null, weightGrams: null };
  const { product, variant } = entry;
  if (!variant) {
    const needsChoice = hasPickers(product) ? chooseVariantMessage(product.options ?? []) : null;
    // A product id orders the product's only variant (the server's choice too): its weight.
    const only = needsChoice === null && product.variants?.length === 1 ? product.variants[0] : undefined;
    return { id, qty, product, optionsText: "", href: productPath(product), needsChoice, weightGrams: only?.weightGrams ?? null };
  }
  const text = hasPickers(product) ? optionsText(product.options ?? [], variant.options) : "";
  return {
    id,
    qty,
    product: {
      ...product,
      price: variant.price,
      offerPrice: variant.offerPrice,
      inStock: variant.inStock,
      sku: variant.sku,
      code: variant.code,
      image: galleryFor(product.image, variant),
    },
    optionsText: text,
    href: hasPickers(product) ? variantPath(product, variant._id) : productPath(product),
    needsChoice: null,
    weightGrams: variant.weightGrams ?? null,
  };
}

/** Whether the line goes into the total and the order. */
export function lineOrderable(l: CartLineView): boolean {
  return l.product !== undefined && l.product.inStock && l.needsChoice === null;
}

/** The order line the checkout sends: `{ product, variant, quantity }` for a variant key, `{ product, quantity }` for a product id. */
export function orderLine(l: CartLineView): OrderLine {
  const productId = l.product?._id ?? l.id;
  return l.id === productId ? { product: productId, quantity: l.qty } : { product: productId, variant: l.id, quantity: l.qty };
}

/** A line's name as a message names it: "Padded Halter (Cob / Burgundy)", the product's Hindi name on Hindi ones. */
export function cartLineName(l: CartLineView, lang: Lang): string {
  const name = l.product ? localiseProduct(l.product, lang).name : l.id;
  return l.optionsText ? `${name} (${l.optionsText})` : name;
}
