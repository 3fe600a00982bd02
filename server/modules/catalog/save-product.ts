import type { Kysely } from "kysely";
import { sql } from "kysely";
import { newId } from "../../../lib/ids";
import { DEFAULT_HSN, type AddProductInput, type SellerProduct, type UpdateProductInput } from "../../../lib/product-admin";
import type { DB } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { bumpCatalogVersion, toApiProduct, type ProductRow } from "./catalog.repo";

export const toSellerProduct = (r: ProductRow): SellerProduct => ({ ...toApiProduct(r), stock: r.stock, inStockSetting: r.in_stock === 1 });

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
async function catalogueWrite<T>(services: Services, sku: string | undefined, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
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

export async function addProduct(services: Services, input: AddProductInput, images: string[]): Promise<SellerProduct> {
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
    sku,
    code: input.code ?? sku.replace(/^BB-/, ""),
    hsn_code: input.hsnCode ?? DEFAULT_HSN,
    gst_rate_bp: input.gstRate ?? settings.pricing.defaultGstRateBp,
    position: 0,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  return catalogueWrite(services, sku, async (trx) => {
    const last = await trx.selectFrom("products").select(sql<number>`coalesce(max(position), 0)`.as("p")).executeTakeFirstOrThrow();
    row.position = Number(last.p) + 1;
    await trx.insertInto("products").values(row).execute();
    return toSellerProduct(row);
  });
}

/** Spec: PUT /api/product/{id} — only the editable fields; images must be ones already stored. */
export async function updateProduct(services: Services, id: string, input: UpdateProductInput): Promise<SellerProduct> {
  const { db } = services.database;
  const current = await db.selectFrom("products").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  if (!current) throw new HttpError(404, "Product not found");
  const category = await knownCategory(db, input.category);
  const price = input.price ?? current.price_paise;
  if (input.offerPrice > price) throw new HttpError(400, "Offer price must not be more than the price (MRP)");
  for (const name of input.image ?? []) if (!(await services.storage.exists(name))) throw new HttpError(400, `Unknown image ${name}: upload it first`);
  const next: ProductRow = {
    ...current,
    name: input.name,
    category,
    offer_price_paise: input.offerPrice,
    price_paise: price,
    description: input.description === undefined ? current.description : JSON.stringify(input.description),
    images: input.image === undefined ? current.images : JSON.stringify(input.image),
    gst_rate_bp: input.gstRate ?? current.gst_rate_bp,
    hsn_code: input.hsnCode ?? current.hsn_code,
    sku: input.sku ?? current.sku,
    code: input.code ?? current.code,
    stock: input.stock === undefined ? current.stock : input.stock,
    in_stock: input.inStock === undefined ? current.in_stock : input.inStock ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  const { id: _id, created_at: _c, deleted_at: _d, position: _p, rating: _r, ...changes } = next;
  return catalogueWrite(services, next.sku, async (trx) => {
    await trx.updateTable("products").set(changes).where("id", "=", id).execute();
    return toSellerProduct(next);
  });
}

/** Spec: POST /api/product/stock — the seller's in-stock switch. */
export async function setInStock(services: Services, id: string, inStock: boolean): Promise<SellerProduct> {
  return catalogueWrite(services, undefined, async (trx) => {
    const updated = await trx.updateTable("products").set({ in_stock: inStock ? 1 : 0, updated_at: new Date().toISOString() }).where("id", "=", id).where("deleted_at", "is", null).returningAll().executeTakeFirst();
    if (!updated) throw new HttpError(404, "Product not found");
    return toSellerProduct(updated);
  });
}

/** Spec: DELETE /api/product/{id}. Kept as a deleted row: old orders keep their own snapshot anyway. */
export async function deleteProduct(services: Services, id: string): Promise<void> {
  await catalogueWrite(services, undefined, async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx.updateTable("products").set({ deleted_at: now, updated_at: now }).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, "Product not found");
  });
}
