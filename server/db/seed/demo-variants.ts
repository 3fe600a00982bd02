/**
 * The shape of the demo catalogue and its two builders: `single` (a product
 * without options) and `withOptions` (Size / Length × Colour, one variant per
 * combination offered, each with its own SKU, prices, stock, weight and the
 * photos of its colour).
 */
import type { ProductOption, VariantChoice } from "../../../lib/variants";
import type { SeedArt } from "./images";

export type DemoVariant = {
  /** { Size: "Cob", Colour: "Burgundy" }; {} for a product without options. */
  options: VariantChoice;
  sku: string;
  code: string;
  /** MRP in rupees. */
  mrp: number;
  offerPrice: number;
  inStock: boolean;
  /** null: stock not counted. */
  stock: number | null;
  /** Shipping weight in grams. */
  weight: number;
  /** The product's photos that show this variant (first = main when chosen). */
  images: SeedArt[];
};

export type DemoProduct = {
  name: string;
  /** A category path. */
  category: string;
  description: string[];
  hsnCode: string;
  /** GST rate in percent. */
  gstRate: number;
  /** All the product's photos (every colour's). */
  images: SeedArt[];
  options: ProductOption[];
  variants: DemoVariant[];
};

type Common = Pick<DemoProduct, "name" | "category" | "description" | "hsnCode" | "gstRate">;

/**
 * A product without options: one variant. Its photo list stays empty (the
 * product's photos are its photos), as for a product the seller adds or a
 * product the variants migration converted.
 */
export function single(p: Common & Omit<DemoVariant, "options">): DemoProduct {
  const { name, category, description, hsnCode, gstRate, images, ...variant } = p;
  return { name, category, description, hsnCode, gstRate, images, options: [], variants: [{ ...variant, options: {}, images: [] }] };
}

/** One value of the size-like option, with its prices and weight. */
export type SizeValue = { value: string; code: string; mrp: number; offerPrice: number; weight: number };
/** One colour: its value, SKU code and photos. */
export type ColourValue = { value: string; code: string; images: SeedArt[] };
/** A combination's stock: a count, null (not counted), "off" (switched off) or undefined (not offered). */
export type ComboStock = number | null | "off" | undefined;

/**
 * A product with a size-like option (Size, Length) and optionally a Colour:
 * one variant per combination `stock` offers. SKUs are `PREFIX-SIZE-COLOUR`.
 * Photos: each colour's own (first = main), then `shared` ones (all colours).
 */
export function withOptions(
  p: Common & {
    skuPrefix: string;
    sizeName: "Size" | "Length";
    sizes: SizeValue[];
    colours?: ColourValue[];
    /** Photos of every variant (after the colour's own); the only ones without colours. */
    shared?: SeedArt[];
    stock: (size: string, colour: string | undefined) => ComboStock;
  },
): DemoProduct {
  const { name, category, description, hsnCode, gstRate } = p;
  const shared = p.shared ?? [];
  const colours: (ColourValue | undefined)[] = p.colours ?? [undefined];
  const options: ProductOption[] = [{ name: p.sizeName, values: p.sizes.map((s) => s.value) }];
  if (p.colours) options.push({ name: "Colour", values: p.colours.map((c) => c.value) });
  const variants: DemoVariant[] = [];
  for (const size of p.sizes) {
    for (const colour of colours) {
      const stock = p.stock(size.value, colour?.value);
      if (stock === undefined) continue;
      const sku = [p.skuPrefix, size.code, ...(colour ? [colour.code] : [])].join("-");
      variants.push({
        options: colour ? { [p.sizeName]: size.value, Colour: colour.value } : { [p.sizeName]: size.value },
        sku,
        code: sku.replace(/-/g, ""),
        mrp: size.mrp,
        offerPrice: size.offerPrice,
        inStock: stock !== "off",
        stock: stock === "off" ? 0 : stock,
        weight: size.weight,
        images: [...(colour?.images ?? []), ...shared],
      });
    }
  }
  const images = [...(p.colours ?? []).flatMap((c) => c.images), ...shared];
  return { name, category, description, hsnCode, gstRate, images, options, variants };
}
