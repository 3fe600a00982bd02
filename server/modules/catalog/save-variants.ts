import type { Kysely } from "kysely";
import { newId } from "../../../lib/ids";
import { STOCK_NEEDS_VERSION } from "../../../lib/product-admin";
import { rowName, variantsProblem, type SaveVariantsInput, type VariantInput } from "../../../lib/variant-admin";
import type { ApiVariant, ProductOption } from "../../../lib/variants";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { recordReceived, recordSwitch } from "../orders/stock";
import { heldStockOf, lockProduct, SYSTEM, writeLedger } from "../orders/stock-ledger";
import { toApiProductWithVariants, type ProductRow } from "./catalog.repo";
import { catalogueWrite, toSellerProduct } from "./save-product";
import { listLiveVariants, parseOptions, syncProductFromVariants, toApiVariant, type VariantRow } from "./variants.repo";

export const STALE_VARIANT = "A variant changed since you opened it (a sale or another edit): reload the product and save again";

/** A variant as the back office sees it: the storefront fields plus its count, switch, weight, low-stock alert level (null = LOW_STOCK) and version. */
export type SellerVariant = ApiVariant & { stock: number | null; inStockSetting: boolean; weight: number | null; lowStockAt: number | null; updatedAt: string };
export type SellerProductVariants = Omit<ReturnType<typeof toSellerProduct>, "options" | "variants"> & { options: ProductOption[]; variants: SellerVariant[] };

export const toSellerVariant = (v: VariantRow): SellerVariant => ({
  ...toApiVariant(v),
  stock: v.stock,
  inStockSetting: v.in_stock === 1,
  weight: v.weight_grams,
  lowStockAt: v.low_stock_at,
  updatedAt: v.updated_at,
});

export async function sellerProductVariants(db: Kysely<DB>, product: ProductRow): Promise<SellerProductVariants> {
  const variants = (await listLiveVariants(db, [product.id])).get(product.id) ?? [];
  return {
    ...toSellerProduct(product, await heldStockOf(db, product.id)),
    ...toApiProductWithVariants(product, variants),
    variants: variants.map(toSellerVariant),
    options: parseOptions(product.options),
  };
}

/** Existing rows must be this product's live variants, at the version the seller loaded; new counts need that version. */
function checkExisting(input: SaveVariantsInput, current: Map<string, VariantRow>): void {
  for (const [i, v] of input.variants.entries()) {
    if (v._id === undefined) continue;
    const row = current.get(v._id);
    if (!row) throw new HttpError(409, `${rowName(input.options, i, v.options)} is not (or no longer) one of this product's variants: reload the product`);
    if (v.updatedAt !== undefined && v.updatedAt !== row.updated_at) throw new HttpError(409, STALE_VARIANT);
    if (v.stock !== undefined && v.stock !== row.stock && v.updatedAt === undefined)
      throw new HttpError(400, STOCK_NEEDS_VERSION.replace("product's", "variant's"));
  }
}

/**
 * The seller sets a product's options and its full list of variants: rows
 * with an `_id` are updated, rows without are added, live variants left out
 * are removed. Everything is checked before anything is written (one
 * transaction, the product row locked, which every sale takes first), and
 * every change of counted stock or switch is written to the stock ledger.
 */
export async function saveVariants(services: Services, productId: string, input: SaveVariantsInput, actor: string = SYSTEM): Promise<SellerProductVariants> {
  const problem = variantsProblem(input);
  if (problem) throw new HttpError(400, problem);
  return catalogueWrite(services, undefined, async (trx) => {
    const product = await lockProduct(trx, productId);
    if (!product) throw new HttpError(404, "Product not found");
    const photos = new Set(JSON.parse(product.images) as string[]);
    for (const [i, v] of input.variants.entries()) {
      const foreign = v.image.find((name) => !photos.has(name));
      if (foreign !== undefined) throw new HttpError(400, `${rowName(input.options, i, v.options)}: photo ${foreign} is not one of this product's photos`);
    }
    const current = new Map(((await listLiveVariants(trx, [productId])).get(productId) ?? []).map((v) => [v.id, v]));
    checkExisting(input, current);
    const skus = input.variants.map((v) => v.sku!);
    const taken = await trx
      .selectFrom("product_variants")
      .select("sku")
      .where("sku", "in", skus)
      .where("product_id", "!=", productId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (taken) throw new HttpError(409, `SKU ${taken.sku} is already used by another product`);

    const now = new Date();
    const stamp = now.toISOString();
    // SKUs may move between this product's rows: free them all first (the unique index checks each row).
    for (const id of current.keys())
      await trx
        .updateTable("product_variants")
        .set({ sku: `~${id}` })
        .where("id", "=", id)
        .execute();
    const kept = new Set(input.variants.map((v) => v._id).filter((id): id is string => id !== undefined));
    for (const row of current.values()) if (!kept.has(row.id)) await removeVariant(trx, row, actor, stamp);
    for (const [position, v] of input.variants.entries()) {
      const row = v._id === undefined ? undefined : current.get(v._id);
      await (row ? updateVariant(trx, row, v, position, actor, now) : addVariant(trx, productId, v, position, actor, now));
    }
    await trx
      .updateTable("products")
      .set({ options: JSON.stringify(input.options), updated_at: stamp })
      .where("id", "=", productId)
      .execute();
    await syncProductFromVariants(trx, productId, stamp);
    const next = await trx.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirstOrThrow();
    return sellerProductVariants(trx, next);
  });
}

const columns = (v: VariantInput, position: number) => ({
  options: JSON.stringify(v.options),
  sku: v.sku!,
  code: v.code ?? v.sku!.replace(/^BB-/, ""),
  mrp_paise: v.price,
  offer_price_paise: v.offerPrice,
  in_stock: v.inStock ? 1 : 0,
  images: JSON.stringify(v.image),
  position,
});

async function addVariant(trx: Kysely<DB>, productId: string, v: VariantInput, position: number, actor: string, now: Date): Promise<void> {
  const id = newId("var", now.getTime());
  const stock = v.stock ?? null;
  const stamp = now.toISOString();
  await trx
    .insertInto("product_variants")
    .values({
      id,
      product_id: productId,
      ...columns(v, position),
      stock,
      weight_grams: v.weight ?? null,
      low_stock_at: v.lowStockAt ?? null,
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    })
    .execute();
  await recordReceived(trx, productId, stock, { actor, now, note: "New variant", variantId: id });
}

async function updateVariant(trx: Kysely<DB>, row: VariantRow, v: VariantInput, position: number, actor: string, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const stock = v.stock === undefined ? row.stock : v.stock;
  await trx
    .updateTable("product_variants")
    .set({
      ...columns(v, position),
      stock,
      weight_grams: v.weight === undefined ? row.weight_grams : v.weight,
      low_stock_at: v.lowStockAt === undefined ? row.low_stock_at : v.lowStockAt,
      updated_at: stamp,
    })
    .where("id", "=", row.id)
    .execute();
  if (stock !== row.stock) {
    const note = row.stock === null ? "Stock counting started" : stock === null ? "Stock counting stopped" : null;
    await writeLedger(trx, {
      productId: row.product_id,
      variantId: row.id,
      kind: "adjusted",
      quantity: (stock ?? 0) - (row.stock ?? 0),
      stockAfter: stock,
      orderId: null,
      actor,
      note,
      createdAt: stamp,
    });
  }
  if ((v.inStock ? 1 : 0) !== row.in_stock) await recordSwitch(trx, row.product_id, stock, v.inStock, { actor, now, variantId: row.id });
}

/** A variant left out of the list: kept as a deleted row (orders name it), its counted units written off in the ledger. */
async function removeVariant(trx: Kysely<DB>, row: VariantRow, actor: string, stamp: string): Promise<void> {
  await trx.updateTable("product_variants").set({ deleted_at: stamp, updated_at: stamp, sku: row.sku }).where("id", "=", row.id).execute();
  if (row.stock !== null && row.stock !== 0) {
    await writeLedger(trx, {
      productId: row.product_id,
      variantId: row.id,
      kind: "adjusted",
      quantity: -row.stock,
      stockAfter: 0,
      orderId: null,
      actor,
      note: "Variant removed",
      createdAt: stamp,
    });
  }
}
