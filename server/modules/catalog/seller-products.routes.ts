import { Hono, type Context } from "hono";
import { MAX_PRODUCT_IMAGES } from "../../../lib/catalog";
import { IMAGE_FIT_FIELD, parseImageFits, type ImageFit } from "../../../lib/image-fit";
import { addProductSchema, categoryHindiSchema, stockToggleSchema, updateProductSchema } from "../../../lib/product-admin";
import { saveVariantsSchema } from "../../../lib/variant-admin";
import { variantFigures, type SellerListProduct } from "../../../lib/variant-stock";
import { sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { describeZodError, HttpError, NUL_REFUSED, readJson } from "../../http/errors";
import { heldStockByProduct, listLedger } from "../orders/stock-ledger";
import { listLiveProducts } from "./catalog.repo";
import { encodeUpload, storeImages, UPLOAD_FAILED } from "./product-images";
import { saveVariants, sellerProductVariants } from "./save-variants";
import { addProduct, deleteProduct, setInStock, toSellerProduct, updateProduct } from "./save-product";
import { saveCategoryHindi } from "./save-category-hindi";
import { listLiveVariants, parseChoice, parseOptions } from "./variants.repo";

/** Paths whose bodies carry photos (the API's small body limit does not apply to them). */
export const UPLOAD_PATHS = new Set(["/api/product/add-product", "/api/upload", "/api/seller/settings/picture"]);
export const UPLOAD_BODY_LIMIT = (MAX_PRODUCT_IMAGES * 5 + 1) * 1024 * 1024;

const PRODUCT_ID = "prd_[0-9a-z]{22}";

/** A multipart form: text fields (each once) and the repeated `image` files. */
export async function readForm(c: Context<AppEnv>): Promise<{ fields: Record<string, string>; files: File[] }> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new HttpError(415, "Send the form as multipart/form-data");
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, "The form could not be read");
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    if (key === "image" || key === "images" || key === "image[]") {
      for (const v of values) {
        if (typeof v === "string") throw new HttpError(400, `${UPLOAD_FAILED}: send images as files`);
        files.push(v);
      }
    } else {
      if (values.length !== 1 || typeof values[0] !== "string") throw new HttpError(400, `${key}: send it once, as text`);
      fields[key] = values[0];
    }
  }
  if (Object.entries(fields).some(([k, v]) => k.includes("\0") || v.includes("\0")) || files.some((f) => f.name.includes("\0")))
    throw new HttpError(400, NUL_REFUSED);
  return { fields, files };
}

/** Takes the additive `imageFit` field out of the form: one choice per photo, "fit" where none is sent. */
function takeImageFits(fields: Record<string, string>, count: number): ImageFit[] {
  const value = fields[IMAGE_FIT_FIELD];
  delete fields[IMAGE_FIT_FIELD];
  const fits = parseImageFits(value, count);
  if ("error" in fits) throw new HttpError(400, `${UPLOAD_FAILED}: ${fits.error}`);
  return fits;
}

/** The back office's product endpoints (spec section 7); every one is seller-only. */
export function sellerProductsRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/seller/products", sellerOnly, async (c) => {
    const { db } = c.var.services.database;
    const [rows, held, variants] = await Promise.all([listLiveProducts(db), heldStockByProduct(db), listLiveVariants(db)]);
    // Additive fields (issue 14): variant count, total counted stock and low-stock variants; the spec's fields stay.
    const products: SellerListProduct[] = rows.map((r) => ({
      ...toSellerProduct(r, held.get(r.id) ?? 0),
      ...variantFigures(
        parseOptions(r.options),
        (variants.get(r.id) ?? []).map((v) => ({
          _id: v.id,
          options: parseChoice(v.options),
          stock: v.stock,
          inStockSetting: v.in_stock === 1,
          lowStockAt: v.low_stock_at,
        })),
      ),
    }));
    return c.json({ success: true, products });
  });

  /** Every movement of the product's counted stock, newest first (the edit screen's ledger). */
  r.get(`/seller/products/:id{${PRODUCT_ID}}/stock-ledger`, sellerOnly, async (c) => {
    const { db } = c.var.services.database;
    const id = c.req.param("id");
    const product = await db.selectFrom("products").select("id").where("id", "=", id).executeTakeFirst();
    if (!product) throw new HttpError(404, "Product not found");
    return c.json({ success: true, entries: await listLedger(db, id) });
  });

  /** The product's options and variants with their counts and versions (issue 14; the variant grid loads this). */
  r.get(`/seller/products/:id{${PRODUCT_ID}}/variants`, sellerOnly, async (c) => {
    const { db } = c.var.services.database;
    const product = await db.selectFrom("products").selectAll().where("id", "=", c.req.param("id")).where("deleted_at", "is", null).executeTakeFirst();
    if (!product) throw new HttpError(404, "Product not found");
    return c.json({ success: true, product: await sellerProductVariants(db, product) });
  });

  /** Sets the product's options and its full list of variants (rows left out are removed). */
  r.put(`/seller/products/:id{${PRODUCT_ID}}/variants`, sellerOnly, async (c) => {
    const input = await readJson(c, saveVariantsSchema);
    const product = await saveVariants(c.var.services, c.req.param("id"), input, c.var.seller!.id);
    return c.json({ success: true, message: "Variants saved", product });
  });

  r.post("/product/add-product", sellerOnly, async (c) => {
    const { fields, files } = await readForm(c);
    const fits = takeImageFits(fields, files.length);
    const parsed = addProductSchema.safeParse(fields);
    if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
    if (files.length > MAX_PRODUCT_IMAGES) throw new HttpError(400, `${UPLOAD_FAILED}: at most ${MAX_PRODUCT_IMAGES} images per product`);
    // Every picture is checked and encoded before anything is stored: one bad file stores nothing.
    const encoded = [];
    for (const [i, f] of files.entries()) encoded.push(await encodeUpload(f, fits[i]));
    // The same photo chosen twice is one picture.
    const images = [...new Set(await storeImages(c.var.services.storage, encoded))];
    const product = await addProduct(c.var.services, parsed.data, images, c.var.seller!.id);
    return c.json({ success: true, message: "Product Added", product }, 201);
  });

  r.post("/upload", sellerOnly, async (c) => {
    const { fields, files } = await readForm(c);
    if (files.length !== 1) throw new HttpError(400, `${UPLOAD_FAILED}: send exactly one image`);
    const [fit] = takeImageFits(fields, 1);
    if (Object.keys(fields).length > 0) throw new HttpError(400, `Unknown field: ${Object.keys(fields).join(", ")}`);
    const [fileName] = await storeImages(c.var.services.storage, [await encodeUpload(files[0]!, fit)]);
    return c.json({ success: true, fileName }, 201);
  });

  r.put(`/product/:id{${PRODUCT_ID}}`, sellerOnly, async (c) => {
    const input = await readJson(c, updateProductSchema);
    const product = await updateProduct(c.var.services, c.req.param("id"), input, c.var.seller!.id);
    return c.json({ success: true, message: "Product updated successfully", product });
  });

  /** Issue 17: the categories' tile texts in Hindi (the Hindi shop's tiles, chips and breadcrumbs). */
  r.put("/seller/categories/hindi", sellerOnly, async (c) => {
    const input = await readJson(c, categoryHindiSchema);
    const categories = await saveCategoryHindi(c.var.services, input);
    return c.json({ success: true, message: "Category names saved", categories });
  });

  r.post("/product/stock", sellerOnly, async (c) => {
    const { id, inStock } = await readJson(c, stockToggleSchema);
    const product = await setInStock(c.var.services, id, inStock, c.var.seller!.id);
    return c.json({ success: true, message: "Stock Updated", product });
  });

  r.delete(`/product/:id{${PRODUCT_ID}}`, sellerOnly, async (c) => {
    await deleteProduct(c.var.services, c.req.param("id"));
    return c.json({ success: true, message: "Product deleted" });
  });

  return r;
}
