/**
 * The back office product list's variant figures (issue 14): how many
 * variants, their total counted stock, and the variants running low. Pure, so
 * the server computes them and the tests can check the rule on its own.
 */
import type { SellerProduct } from "./product-admin";
// LOW_STOCK: the same threshold as the storefront's "Only N left".
import { LOW_STOCK, optionsText, type ProductOption, type VariantChoice } from "./variants";

/** One variant running low: "Low stock: Cob / Burgundy (2)". */
export type LowStockVariant = { _id: string; optionsText: string; stock: number };

/** What GET /api/seller/products adds to each product (besides the spec's fields and `heldStock`). */
export type VariantFigures = {
  /** Live variants (1 for a product without options). */
  variantCount: number;
  /** Counted units over the live variants (variants not counted add nothing); null when no variant is counted. */
  totalStock: number | null;
  /** Live variants not counted (they sell without a limit). */
  uncountedVariants: number;
  /** Variants whose switch is on with a counted stock at or below their level (5 unless set; 0 included: sold out), lowest first. */
  lowStock: LowStockVariant[];
};

/** lowStockAt: the variant's own low-stock level (null or absent = LOW_STOCK). */
export type FigureVariant = { _id: string; options: VariantChoice; stock: number | null; inStockSetting: boolean; lowStockAt?: number | null };

export function variantFigures(options: ProductOption[], variants: FigureVariant[]): VariantFigures {
  const counted = variants.filter((v) => v.stock !== null);
  const lowStock = variants
    .filter((v): v is FigureVariant & { stock: number } => v.inStockSetting && v.stock !== null && v.stock <= (v.lowStockAt ?? LOW_STOCK))
    .map((v) => ({ _id: v._id, optionsText: optionsText(options, v.options), stock: v.stock }))
    .sort((a, b) => a.stock - b.stock);
  return {
    variantCount: variants.length,
    totalStock: counted.length === 0 ? null : counted.reduce((n, v) => n + v.stock!, 0),
    uncountedVariants: variants.length - counted.length,
    lowStock,
  };
}

/** "Low stock: Cob / Burgundy (2)"; "Low stock (2)" for a product without options. */
export function lowStockText(v: LowStockVariant): string {
  return v.optionsText === "" ? `Low stock (${v.stock})` : `Low stock: ${v.optionsText} (${v.stock})`;
}

/** A product in GET /api/seller/products: the seller's product with its variant figures. */
export type SellerListProduct = SellerProduct & VariantFigures;
