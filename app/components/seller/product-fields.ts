import { categorySlug, type Category } from "../../../lib/catalog";
import { DEFAULT_HSN, GST_RATES, MAX_DESCRIPTION_LINES, type SellerProduct } from "../../../lib/product-admin";
import type { ShopSettings } from "../../../lib/shop-settings";
import type { ProductFields } from "./product-api";

export type FieldErrors = Partial<Record<keyof ProductFields, string>>;

/** A new product: the shop's default GST rate and the leather-goods HSN code. */
export function newProductFields(settings: Pick<ShopSettings, "pricing">): ProductFields {
  const rate = settings.pricing.defaultGstRateBp / 100;
  const gstRate = (GST_RATES as readonly number[]).includes(rate) ? String(rate) : "12";
  return {
    name: "",
    description: "",
    category: "",
    price: "",
    offerPrice: "",
    gstRate,
    hsnCode: DEFAULT_HSN,
    sku: "",
    stock: "",
    nameHi: "",
    descriptionHi: "",
  };
}

/** A stored product as form text; its category matched to the shop's path case-insensitively. */
export function productFields(p: SellerProduct, categories: Category[]): ProductFields {
  const category = categories.find((c) => categorySlug(c.path) === categorySlug(p.category))?.path ?? p.category;
  return {
    name: p.name,
    description: p.description.join("\n"),
    category,
    price: String(p.price),
    offerPrice: String(p.offerPrice),
    gstRate: String(p.gstRate),
    hsnCode: p.hsnCode || DEFAULT_HSN,
    sku: p.sku,
    stock: p.stock === null ? "" : String(p.stock),
    nameHi: p.translations?.hi?.name ?? "",
    descriptionHi: (p.translations?.hi?.description ?? []).join("\n"),
  };
}

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

function amountProblem(label: string, text: string, required: boolean): string | undefined {
  const v = text.trim();
  if (v === "") return required ? `${label} is required` : undefined;
  if (!AMOUNT.test(v)) return `${label} must be an amount in rupees, like 1299 or 1299.50`;
  const n = Number(v);
  if (n <= 0) return `${label} must be more than ₹0`;
  if (n > 100_000) return `${label} must be at most ₹1,00,000`;
  return undefined;
}

/**
 * The checks the browser can make before sending (spec section 5: Add needs
 * name, category, price and offer price; Edit needs name, category and offer
 * price), worded as the server words them. The server checks everything again.
 */
export function checkProduct(f: ProductFields, mode: "add" | "edit"): FieldErrors {
  const e: FieldErrors = {};
  if (!f.name.trim()) e.name = "Name is required";
  const points = f.description.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (points.length > MAX_DESCRIPTION_LINES || points.some((l) => l.trim().length > 300))
    e.description = `Description: at most ${MAX_DESCRIPTION_LINES} points of 300 characters each`;
  if (f.nameHi.trim().length > 120) e.nameHi = "Hindi name must be at most 120 characters";
  const hindiPoints = f.descriptionHi.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (hindiPoints.length > MAX_DESCRIPTION_LINES || hindiPoints.some((l) => l.trim().length > 300))
    e.descriptionHi = `Hindi description: at most ${MAX_DESCRIPTION_LINES} points of 300 characters each`;
  if (!f.category) e.category = "Category is required";
  const price = amountProblem("Price", f.price, mode === "add");
  if (price) e.price = price;
  const offer = amountProblem("Offer price", f.offerPrice, true);
  if (offer) e.offerPrice = offer;
  else if (!price && f.price.trim() && Number(f.offerPrice) > Number(f.price)) e.offerPrice = "Offer price must not be more than the price (MRP)";
  if (f.hsnCode.trim() && !/^\d{4}(\d{2}){0,2}$/.test(f.hsnCode.trim())) e.hsnCode = "HSN code must be 4, 6 or 8 digits";
  if (f.sku.trim() && !/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(f.sku.trim())) e.sku = "SKU may contain letters, digits and . _ / - (at most 40)";
  if (f.stock.trim() && (!/^\d{1,7}$/.test(f.stock.trim()) || Number(f.stock) > 1_000_000))
    e.stock = "Stock must be a whole number from 0 (leave it empty not to count stock)";
  return e;
}
