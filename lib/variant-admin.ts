/**
 * The seller's options-and-variants edit (PUT /api/seller/products/{id}/variants):
 * the full list of options and variants, checked here as a whole (pure), so a
 * bad row stores nothing. What needs the database (SKUs of other products,
 * the product's photos, stale rows) is checked by the use case.
 */
import { z } from "zod";
import { code, IMAGE_NAME, rupees, sku, stock, unknownFields } from "./product-admin";
import { choiceKey, MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, optionsText, type ProductOption, type VariantChoice } from "./variants";

const label = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} is required`)
    .max(40, `${what} must be at most 40 characters`);

const option = z.strictObject(
  {
    name: label("Option name"),
    values: z
      .array(label("Option value"), { error: "An option's values must be a list" })
      .min(1, "Each option needs at least one value")
      .max(MAX_OPTION_VALUES, `An option can have at most ${MAX_OPTION_VALUES} values`),
  },
  unknownFields,
);

const variant = z.strictObject(
  {
    /** An existing variant's id; none = a new variant. */
    _id: z
      .string({ error: "_id must be a variant id" })
      .regex(/^var_[0-9a-z]{22}$/, "_id must be a variant id")
      .optional(),
    options: z.record(z.string(), z.string({ error: "Option values must be text" }), { error: "options must map option names to values" }).default({}),
    sku: sku.refine((v) => v !== undefined, "SKU is required"),
    code,
    price: rupees("MRP", true),
    offerPrice: rupees("Offer price", true),
    stock,
    inStock: z.boolean({ error: "inStock must be true or false" }).default(true),
    weight: z
      .number({ error: "Weight must be whole grams" })
      .int("Weight must be whole grams")
      .min(1, "Weight must be whole grams")
      .max(100_000, "Weight must be at most 100 kg")
      .nullable()
      .optional(),
    /** Low-stock alert level for the daily digest; null = the shop's default (LOW_STOCK); left out = unchanged. */
    lowStockAt: z
      .number({ error: "Low-stock alert must be a whole number" })
      .int("Low-stock alert must be a whole number")
      .min(0, "Low-stock alert must be 0 or more")
      .max(1_000_000, "Low-stock alert must be at most 1000000")
      .nullable()
      .optional(),
    image: z
      .array(z.string().regex(IMAGE_NAME, "Unknown image"), { error: "image must be a list of file names" })
      .max(10, "At most 10 photos per variant")
      .default([]),
    /** The row's version as loaded: a variant that changed since (a sale, another edit) is refused. */
    updatedAt: z.iso.datetime({ error: "updatedAt must be the variant's updatedAt as loaded" }).optional(),
  },
  unknownFields,
);

export const saveVariantsSchema = z.strictObject(
  {
    options: z.array(option, { error: "options must be a list" }).max(MAX_OPTIONS, `A product can have at most ${MAX_OPTIONS} options`).default([]),
    variants: z
      .array(variant, { error: "variants must be a list" })
      .min(1, "A product needs at least one variant")
      .max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants`),
  },
  unknownFields,
);
export type SaveVariantsInput = z.output<typeof saveVariantsSchema>;
export type VariantInput = SaveVariantsInput["variants"][number];

/** How a row is named in messages: "Variant 3 (Cob / Burgundy)". */
export function rowName(options: ProductOption[], index: number, choice: VariantChoice): string {
  const text = optionsText(options, choice);
  return text === "" ? `Variant ${index + 1}` : `Variant ${index + 1} (${text})`;
}

/**
 * Why the list cannot be stored, or null: option names and values unique,
 * every variant choosing one listed value of each option and nothing else,
 * no combination twice, no SKU twice, offer price at most the MRP.
 */
export function variantsProblem(input: SaveVariantsInput): string | null {
  const { options, variants } = input;
  const names = options.map((o) => o.name.toLowerCase());
  if (new Set(names).size !== names.length) return "Two options have the same name";
  for (const o of options) if (new Set(o.values.map((v) => v.toLowerCase())).size !== o.values.length) return `${o.name} lists a value twice`;
  if (options.length === 0 && variants.length > 1) return "A product without options has exactly one variant: add an option (like Size) first";
  const combos = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  for (const [i, v] of variants.entries()) {
    for (const o of options) {
      const value = v.options[o.name];
      if (value === undefined || value === "") return `${rowName(options, i, v.options)}: choose a ${o.name.toLowerCase()}`;
      if (!o.values.includes(value)) return `${rowName(options, i, v.options)}: "${value}" is not one of the values of ${o.name}`;
    }
    const extra = Object.keys(v.options).find((k) => !options.some((o) => o.name === k));
    if (extra !== undefined) return `${rowName(options, i, v.options)}: ${extra} is not one of the product's options`;
    const key = choiceKey(options, v.options);
    if (combos.has(key)) return `The combination ${optionsText(options, v.options)} is listed twice`;
    combos.add(key);
    const sku = v.sku ?? "";
    if (skus.has(sku)) return `SKU ${sku} is used twice`;
    skus.add(sku);
    if (v._id !== undefined) {
      if (ids.has(v._id)) return `${rowName(options, i, v.options)}: the same variant is listed twice`;
      ids.add(v._id);
    }
    if (v.offerPrice > v.price) return `${rowName(options, i, v.options)}: offer price must not be more than the MRP`;
  }
  return null;
}
