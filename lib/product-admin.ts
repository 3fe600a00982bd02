/**
 * The seller's product forms as an API contract (spec sections 5 and 7): Add
 * Product (multipart: text fields plus up to 4 image files), Edit Product
 * (JSON, only the editable fields: anything else is refused, so a request can
 * never set a rating, an id or a deletion date) and the stock toggle. Prices
 * are rupees with at most 2 decimals, as typed; GST rates are percentages.
 */
import { z } from "zod";
import { MAX_PRODUCT_IMAGES, type ApiProduct, type ProductTranslations } from "./catalog";
import { rupeesToPaise } from "./money";

/** GST slabs a product of this shop can carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DESCRIPTION_LINES = 12;
export const DEFAULT_HSN = "4201";

const name = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120, "Name must be at most 120 characters");
const category = z.string({ error: "Category is required" }).trim().min(1, "Category is required").max(60, "Category is not valid");

/** A rupee amount as typed or sent (number or text) → paise. */
export function rupees(label: string, required: boolean) {
  const msg = `${label} must be an amount in rupees, like 1299 or 1299.50`;
  return z.union([z.string(), z.number()], { error: required ? `${label} is required` : msg }).transform((v, ctx) => {
    const text = typeof v === "number" ? v : v.trim();
    if (text === "") {
      ctx.issues.push({ code: "custom", message: `${label} is required`, input: v });
      return z.NEVER;
    }
    try {
      const paise = rupeesToPaise(text);
      if (paise <= 0 || paise > 10_000_000) throw new RangeError("out of range");
      return paise;
    } catch {
      ctx.issues.push({ code: "custom", message: paiseProblem(label, text, msg), input: v });
      return z.NEVER;
    }
  });
}
function paiseProblem(label: string, text: string | number, msg: string): string {
  const n = Number(text);
  if (Number.isFinite(n) && n <= 0) return `${label} must be more than ₹0`;
  if (Number.isFinite(n) && n > 100_000) return `${label} must be at most ₹1,00,000`;
  return msg;
}

/** Description lines: a JSON array of strings, or text with one point per line. Not sent = undefined (Edit Product leaves it as it is). */
const descriptionLines = (label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: "Description must be text" })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      let lines: unknown = v;
      if (typeof lines === "string") {
        const text = lines.trim();
        if (text.startsWith("[")) {
          try {
            lines = JSON.parse(text);
          } catch {
            lines = text.split(/\r?\n/);
          }
        } else lines = text.split(/\r?\n/);
      }
      if (!Array.isArray(lines) || !lines.every((l) => typeof l === "string")) {
        ctx.issues.push({ code: "custom", message: `${label} must be lines of text`, input: v });
        return z.NEVER;
      }
      const out = lines.map((l) => l.trim()).filter((l) => l !== "");
      if (out.length > MAX_DESCRIPTION_LINES || out.some((l) => l.length > 300)) {
        ctx.issues.push({ code: "custom", message: `${label}: at most ${MAX_DESCRIPTION_LINES} points of 300 characters each`, input: v });
        return z.NEVER;
      }
      return out;
    });
const description = descriptionLines("Description");

/**
 * Issue 17: the product's name and description in Hindi, with the English limits. Not sent = left as it is; sent
 * blank = removed (the shop shows the English). Any script, or a mix, is fine: the seller writes what customers say.
 */
const nameHi = z.string({ error: "Hindi name must be text" }).trim().max(120, "Hindi name must be at most 120 characters").optional();
const descriptionHi = descriptionLines("Hindi description");
const translationFields = { nameHi, descriptionHi };

/** The stored translations after an edit: a field not sent stays, a blank one goes. */
export function mergeProductTranslations(current: ProductTranslations, input: { nameHi?: string; descriptionHi?: string[] }): ProductTranslations {
  const hi = { ...current.hi };
  if (input.nameHi !== undefined) {
    if (input.nameHi === "") delete hi.name;
    else hi.name = input.nameHi;
  }
  if (input.descriptionHi !== undefined) {
    if (input.descriptionHi.length === 0) delete hi.description;
    else hi.description = input.descriptionHi;
  }
  return Object.keys(hi).length > 0 ? { ...current, hi } : Object.fromEntries(Object.entries(current).filter(([lang]) => lang !== "hi"));
}

const gstRate = z
  .union([z.string(), z.number()], { error: "GST rate must be a number" })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || (typeof v === "string" && v.trim() === "")) return undefined;
    const n = Number(v);
    if (!(GST_RATES as readonly number[]).includes(n)) {
      ctx.issues.push({ code: "custom", message: `GST rate must be one of ${GST_RATES.join(", ")} %`, input: v });
      return z.NEVER;
    }
    return Math.round(n * 100);
  });

const hsnCode = z
  .string({ error: "HSN code must be text" })
  .trim()
  .optional()
  .refine((v) => !v || /^\d{4}(\d{2}){0,2}$/.test(v), "HSN code must be 4, 6 or 8 digits")
  .transform((v) => v || undefined);

export const sku = z
  .string({ error: "SKU must be text" })
  .trim()
  .max(40, "SKU must be at most 40 characters")
  .optional()
  .refine((v) => !v || /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(v), "SKU may contain letters, digits and . _ / -")
  .transform((v) => v?.toUpperCase() || undefined);
export const code = z
  .string({ error: "Code must be text" })
  .trim()
  .max(20, "Code must be at most 20 characters")
  .optional()
  .transform((v) => v || undefined);

/** Stock count: blank = not counted (the in-stock toggle alone decides). */
export const stock = z
  .union([z.string(), z.number(), z.null()], { error: "Stock must be a whole number" })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === "string" && v.trim() === "")) return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
      ctx.issues.push({ code: "custom", message: "Stock must be a whole number from 0 (leave it empty not to count stock)", input: v });
      return z.NEVER;
    }
    return n;
  });

const refineOffer = <T extends { price?: number; offerPrice: number }>(p: T, ctx: z.RefinementCtx) => {
  if (p.price !== undefined && p.offerPrice > p.price)
    ctx.addIssue({ code: "custom", message: "Offer price must not be more than the price (MRP)", path: ["offerPrice"] });
};
export const unknownFields = {
  error: (iss: { code: string; keys?: string[] }) => (iss.code === "unrecognized_keys" ? `Unknown field: ${(iss.keys ?? []).join(", ")}` : undefined),
};

/** Add Product's text fields (the multipart `image` files are checked separately). */
export const addProductSchema = z
  .strictObject(
    {
      name,
      category,
      description: description.transform((v) => v ?? []),
      price: rupees("Price", true),
      offerPrice: rupees("Offer price", true),
      gstRate,
      hsnCode,
      sku,
      code,
      stock,
      ...translationFields,
    },
    unknownFields,
  )
  .superRefine(refineOffer);
export type AddProductInput = z.output<typeof addProductSchema>;

/** A stored image name, as returned by POST /api/upload (or already on the product). */
export const IMAGE_NAME = /^[a-z0-9][a-z0-9_-]{0,120}\.webp$/;

/**
 * Edit Product: name, category and offer price required (spec); the rest
 * optional, and a field not sent is left as it is; nothing else accepted.
 * `updatedAt` is the product's version as the form loaded it (GET
 * /api/seller/products): when sent, an edit of a product that changed since
 * (another edit, a sale, a hold) is refused instead of overwriting it.
 */
export const updateProductSchema = z
  .strictObject(
    {
      name,
      category,
      offerPrice: rupees("Offer price", true),
      price: rupees("Price", true).optional(),
      description,
      ...translationFields,
      image: z
        .array(z.string().regex(IMAGE_NAME, "Unknown image"), { error: "image must be a list of file names" })
        .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`)
        .optional(),
      gstRate,
      hsnCode,
      sku,
      code,
      stock,
      inStock: z.boolean({ error: "inStock must be true or false" }).optional(),
      updatedAt: z.iso.datetime({ error: "updatedAt must be the product's updatedAt as loaded" }).optional(),
    },
    unknownFields,
  )
  .superRefine(refineOffer);
export type UpdateProductInput = z.output<typeof updateProductSchema>;

/** Category tile texts are as short as the spec's ("Horse Halter", "Dog Leash"): the Hindi ones get the same limit. */
export const CATEGORY_TEXT_MAX = 60;

/**
 * Issue 17: the categories' tile texts in Hindi, by category path; a blank text removes the Hindi one (the English
 * shows). Categories not named stay as they are.
 */
export const categoryHindiSchema = z.strictObject(
  {
    texts: z.record(
      z.string().max(CATEGORY_TEXT_MAX, "Unknown category"),
      z
        .string({ error: "A Hindi category name must be text" })
        .trim()
        .max(CATEGORY_TEXT_MAX, `A Hindi category name must be at most ${CATEGORY_TEXT_MAX} characters`),
      { error: "texts must map category paths to Hindi names" },
    ),
  },
  unknownFields,
);
export type CategoryHindiInput = z.output<typeof categoryHindiSchema>;

export const stockToggleSchema = z.strictObject(
  { id: z.string({ error: "id is required" }).min(1).max(60), inStock: z.boolean({ error: "inStock must be true or false" }) },
  unknownFields,
);

/** A product as the back office sees it (GET /api/seller/products): the storefront fields plus the stock count and the in-stock switch. */
export type SellerProduct = ApiProduct & {
  stock: number | null;
  inStockSetting: boolean;
  /** Units held by online orders waiting for their payment (already taken from `stock`). */
  heldStock: number;
};

export const STALE_PRODUCT = "This product changed since you opened it";
export const STOCK_COUNT_ZERO = "Stock count is 0: set a stock count first";
export const STOCK_NEEDS_VERSION = "To change the stock count, send the product's updatedAt as you loaded it";
