import type { Kysely } from "kysely";
import { sql } from "kysely";
import { newId } from "../../../lib/ids";
import {
  DEFAULT_HSN,
  mergeProductTranslations,
  STALE_PRODUCT,
  STOCK_COUNT_ZERO,
  STOCK_NEEDS_VERSION,
  type AddProductInput,
  type SellerProduct,
  type UpdateProductInput,
} from "../../../lib/product-admin";
import { parseProductTranslations } from "../../../lib/catalog-i18n";
import type { DB } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { heldStockOf, lockProduct, SYSTEM } from "../orders/stock-ledger";
import { recordReceived, recordSwitch, setCountedStock } from "../orders/stock";
import { bumpCatalogVersion, toApiProduct, type ProductRow } from "./catalog.repo";
import { mirrorOnlyVariant, syncProductFromVariants, variantCount } from "./variants.repo";

/** A product with several variants keeps prices, stock, SKU and the switch on each variant (PUT /api/seller/products/{id}/variants). */
export const VARIANT_FIELDS = "This product has variants: set prices, stock, SKUs and the in-stock switch per variant";

export const toSellerProduct = (r: ProductRow, heldStock = 0): SellerProduct => ({
  ...toApiProduct(r),
  stock: r.stock,
  inStockSetting: r.in_stock === 1,
  heldStock,
});

/** The category path the shop knows, matched case-insensitively ("dog collar" → "Dog Collar"). */
async function knownCategory(db: Kysely<DB>, typed: string): Promise<string> {
  const rows = await db.selectFrom("categories").select("path").execute();
  const match = rows.find((r) => r.path.toLowerCase() === typed.trim().toLowerCase());
  if (!match) throw new HttpError(400, `Category must be one of: ${[...new Set(rows.map((r) => r.path))].join(", ")}`);
  return match.path;
}

const skuTaken = (sku: string) => new HttpError(409, `SKU ${sku} is already used by another product`);

/**
 * Writes to the catalogue in one transaction with the version bump that makes
 * every instance drop its cached catalogue and pages; this instance drops its
 * own at once.
 */
export async function catalogueWrite<T>(services: Services, sku: string | undefined, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    const out = await services.database.db.transaction().execute(async (trx) => {
      const result = await work(trx);
      await bumpCatalogVersion(trx);
      return result;
    });
    services.catalog.invalidate();
    return out;
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken(sku ?? "");
    throw err;
  }
}

export async function addProduct(services: Services, input: AddProductInput, images: string[], actor: string = SYSTEM): Promise<SellerProduct> {
  const { db } = services.database;
  const category = await knownCategory(db, input.category);
  const { settings } = await services.catalog.get();
  const now = new Date().toISOString();
  const id = newId("prd");
  const sku = input.sku ?? `BB-${id.slice(-8).toUpperCase()}`;
  const row: ProductRow = {
    id,
    name: input.name,
    category,
    description: JSON.stringify(input.description),
    price_paise: input.price,
    offer_price_paise: input.offerPrice,
    images: JSON.stringify(images),
    in_stock: 1,
    stock: input.stock ?? null,
    rating: 4,
    review_count: 0,
    review_stars: 0,
    sku,
    code: input.code ?? sku.replace(/^BB-/, ""),
    hsn_code: input.hsnCode ?? DEFAULT_HSN,
    gst_rate_bp: input.gstRate ?? settings.pricing.defaultGstRateBp,
    position: 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    options: "[]",
    translations: JSON.stringify(mergeProductTranslations({}, input)),
  };
  return catalogueWrite(services, sku, async (trx) => {
    const last = await trx
      .selectFrom("products")
      .select(sql<number>`coalesce(max(position), 0)`.as("p"))
      .executeTakeFirstOrThrow();
    row.position = Number(last.p) + 1;
    await trx.insertInto("products").values(row).execute();
    await mirrorOnlyVariant(trx, id);
    await recordReceived(trx, id, row.stock, { actor, now: new Date(now), note: "New product" });
    return toSellerProduct(row);
  });
}

/**
 * Spec: PUT /api/product/{id} — only the editable fields; a field not sent is
 * left as it is; images must be ones already stored. The row is locked for the
 * decision: an edit carrying the `updatedAt` it loaded is refused (409) when
 * the product changed since — another edit, or a sale or hold, which stamp
 * `updated_at` — so a stale form never writes an old stock count back. A new
 * stock count is accepted only with that `updatedAt` (never a blind
 * overwrite), and written to the ledger as the seller's adjustment.
 */
export async function updateProduct(services: Services, id: string, input: UpdateProductInput, actor: string = SYSTEM): Promise<SellerProduct> {
  const { db } = services.database;
  const category = await knownCategory(db, input.category);
  for (const name of input.image ?? []) if (!(await services.storage.exists(name))) throw new HttpError(400, `Unknown image ${name}: upload it first`);
  return catalogueWrite(services, input.sku, async (trx) => {
    const current = await lockProduct(trx, id);
    if (!current) throw new HttpError(404, "Product not found");
    if (input.updatedAt !== undefined && input.updatedAt !== current.updated_at) throw new HttpError(409, STALE_PRODUCT);
    // A count sent without the version it was read at would be a blind overwrite of whatever sold since.
    if (input.stock !== undefined && input.stock !== current.stock && input.updatedAt === undefined) throw new HttpError(400, STOCK_NEEDS_VERSION);
    const price = input.price ?? current.price_paise;
    if (input.offerPrice > price) throw new HttpError(400, "Offer price must not be more than the price (MRP)");
    const now = new Date();
    if ((await variantCount(trx, id)) > 1) return updateProductOfVariants(trx, current, input, category, now);
    if (input.stock !== undefined) await setCountedStock(trx, id, current.stock, input.stock, { actor, now });
    const changes = {
      name: input.name,
      category,
      offer_price_paise: input.offerPrice,
      price_paise: price,
      description: input.description === undefined ? current.description : JSON.stringify(input.description),
      translations: translationsAfter(current, input),
      images: input.image === undefined ? current.images : JSON.stringify(input.image),
      gst_rate_bp: input.gstRate ?? current.gst_rate_bp,
      hsn_code: input.hsnCode ?? current.hsn_code,
      sku: input.sku ?? current.sku,
      code: input.code ?? current.code,
      in_stock: input.inStock === undefined ? current.in_stock : input.inStock ? 1 : 0,
      updated_at: now.toISOString(),
    };
    await trx.updateTable("products").set(changes).where("id", "=", id).execute();
    await mirrorOnlyVariant(trx, id);
    if (changes.in_stock !== current.in_stock)
      await recordSwitch(trx, id, input.stock === undefined ? current.stock : input.stock, changes.in_stock === 1, { actor, now });
    const next = { ...current, ...changes, stock: input.stock === undefined ? current.stock : input.stock };
    return toSellerProduct(next, await heldStockOf(trx, id));
  });
}

/**
 * Spec: POST /api/product/stock — the seller's in-stock switch. Switching on a
 * product whose counted stock is 0 would change nothing a customer sees: it is
 * refused, saying what to do. A real switch is written to the stock ledger.
 */
export async function setInStock(services: Services, id: string, inStock: boolean, actor: string = SYSTEM): Promise<SellerProduct> {
  return catalogueWrite(services, undefined, async (trx) => {
    const current = await lockProduct(trx, id);
    if (!current) throw new HttpError(404, "Product not found");
    if ((await variantCount(trx, id)) > 1) return switchAllVariants(trx, current, inStock, actor);
    if (inStock && current.stock === 0) throw new HttpError(409, STOCK_COUNT_ZERO);
    const next = { ...current, in_stock: inStock ? 1 : 0 };
    if (next.in_stock !== current.in_stock) {
      const now = new Date();
      next.updated_at = now.toISOString();
      await trx.updateTable("products").set({ in_stock: next.in_stock, updated_at: next.updated_at }).where("id", "=", id).execute();
      await mirrorOnlyVariant(trx, id);
      await recordSwitch(trx, id, current.stock, inStock, { actor, now });
    }
    return toSellerProduct(next, await heldStockOf(trx, id));
  });
}

/**
 * The spec's PUT on a product with several variants: name, category,
 * description, photos, GST and HSN are the product's; prices, stock, SKU,
 * code and the switch are per variant, so a payload changing them is refused
 * (sending back what the product reads, as the spec's form does, is fine).
 */
async function updateProductOfVariants(trx: Kysely<DB>, current: ProductRow, input: UpdateProductInput, category: string, now: Date): Promise<SellerProduct> {
  const changed =
    input.offerPrice !== current.offer_price_paise ||
    (input.price !== undefined && input.price !== current.price_paise) ||
    (input.stock !== undefined && input.stock !== current.stock) ||
    (input.sku !== undefined && input.sku !== current.sku) ||
    (input.code !== undefined && input.code !== current.code) ||
    (input.inStock !== undefined && (input.inStock ? 1 : 0) !== current.in_stock);
  if (changed) throw new HttpError(409, VARIANT_FIELDS);
  const changes = {
    name: input.name,
    category,
    description: input.description === undefined ? current.description : JSON.stringify(input.description),
    translations: translationsAfter(current, input),
    images: input.image === undefined ? current.images : JSON.stringify(input.image),
    gst_rate_bp: input.gstRate ?? current.gst_rate_bp,
    hsn_code: input.hsnCode ?? current.hsn_code,
    updated_at: now.toISOString(),
  };
  await trx.updateTable("products").set(changes).where("id", "=", current.id).execute();
  return toSellerProduct({ ...current, ...changes }, await heldStockOf(trx, current.id));
}

/** The in-stock switch on a product with several variants switches each of them (written to the ledger per variant). */
async function switchAllVariants(trx: Kysely<DB>, current: ProductRow, inStock: boolean, actor: string): Promise<SellerProduct> {
  const now = new Date();
  const stamp = now.toISOString();
  const flip = await trx
    .selectFrom("product_variants")
    .select(["id", "stock"])
    .where("product_id", "=", current.id)
    .where("deleted_at", "is", null)
    .where("in_stock", "=", inStock ? 0 : 1)
    .execute();
  for (const v of flip) {
    await trx
      .updateTable("product_variants")
      .set({ in_stock: inStock ? 1 : 0, updated_at: stamp })
      .where("id", "=", v.id)
      .execute();
    await recordSwitch(trx, current.id, v.stock, inStock, { actor, now, variantId: v.id });
  }
  await syncProductFromVariants(trx, current.id, stamp);
  const next = await trx.selectFrom("products").selectAll().where("id", "=", current.id).executeTakeFirstOrThrow();
  return toSellerProduct(next, await heldStockOf(trx, current.id));
}

/** The product's translations JSON after an edit (fields not sent stay as stored). */
function translationsAfter(current: ProductRow, input: UpdateProductInput): string {
  return JSON.stringify(mergeProductTranslations(parseProductTranslations(current.translations) ?? {}, input));
}

/** Spec: DELETE /api/product/{id}. Kept as a deleted row: old orders keep their own snapshot anyway. */
export async function deleteProduct(services: Services, id: string): Promise<void> {
  await catalogueWrite(services, undefined, async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("products")
      .set({ deleted_at: now, updated_at: now })
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, "Product not found");
    // Its SKUs are free again, as the product's was.
    await trx.updateTable("product_variants").set({ deleted_at: now, updated_at: now }).where("product_id", "=", id).where("deleted_at", "is", null).execute();
  });
}
