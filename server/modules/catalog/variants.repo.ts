import { sql, type Kysely, type Selectable } from "kysely";
import { newId } from "../../../lib/ids";
import { paiseToRupees } from "../../../lib/money";
import { cheapestVariant, lowStockLeft, variantOnSale, type ApiVariant, type ProductOption, type VariantChoice } from "../../../lib/variants";
import { everyColumn } from "../../db/columns";
import type { DB, ProductVariantsTable } from "../../db/schema";

export type VariantRow = Selectable<ProductVariantsTable>;

/** A variant row's columns, named (reads a checkout sends may be prepared; decision 045). */
export const VARIANT_COLUMNS = everyColumn<ProductVariantsTable>()([
  "id",
  "product_id",
  "options",
  "sku",
  "code",
  "mrp_paise",
  "offer_price_paise",
  "stock",
  "in_stock",
  "weight_grams",
  "images",
  "position",
  "created_at",
  "updated_at",
  "deleted_at",
  "low_stock_at",
]);

export const parseOptions = (json: string): ProductOption[] => JSON.parse(json) as ProductOption[];
export const parseChoice = (json: string): VariantChoice => JSON.parse(json) as VariantChoice;

export function toApiVariant(v: VariantRow): ApiVariant {
  return {
    _id: v.id,
    options: parseChoice(v.options),
    sku: v.sku,
    code: v.code,
    price: paiseToRupees(v.mrp_paise),
    offerPrice: paiseToRupees(v.offer_price_paise),
    inStock: variantOnSale({ inStock: v.in_stock === 1, stock: v.stock }),
    image: JSON.parse(v.images) as string[],
    ...leftOf(v),
    ...(v.weight_grams === null ? {} : { weightGrams: v.weight_grams }),
  };
}

/** `left` only for a variant low on counted stock: nothing else about stock counts is public. */
function leftOf(v: VariantRow): { left?: number } {
  const left = lowStockLeft({ inStock: v.in_stock === 1, stock: v.stock });
  return left === null ? {} : { left };
}

/** Live variants of the given products (all live products when omitted), by product then position. */
export async function listLiveVariants(db: Kysely<DB>, productIds?: string[]): Promise<Map<string, VariantRow[]>> {
  if (productIds && productIds.length === 0) return new Map();
  return variantsByProduct(await liveVariantsQuery(db, productIds).execute());
}

/** listLiveVariants's query (`productIds` not empty), for a caller that sends it with others. */
export function liveVariantsQuery(db: Kysely<DB>, productIds?: string[]) {
  let q = db.selectFrom("product_variants").select(VARIANT_COLUMNS).where("deleted_at", "is", null);
  if (productIds) q = q.where("product_id", "in", productIds);
  return q.orderBy("product_id").orderBy("position").orderBy("id");
}

/** Rows of liveVariantsQuery by product id, in their order. */
export function variantsByProduct(rows: VariantRow[]): Map<string, VariantRow[]> {
  const out = new Map<string, VariantRow[]>();
  for (const row of rows) {
    const list = out.get(row.product_id) ?? [];
    list.push(row);
    out.set(row.product_id, list);
  }
  return out;
}

/** The variant a product id alone stands for (its first live one; a deleted product's first): lines made before variants. */
export async function defaultVariantId(db: Kysely<DB>, productId: string): Promise<string | null> {
  const row = await db
    .selectFrom("product_variants")
    .select("id")
    .where("product_id", "=", productId)
    .orderBy(sql`case when deleted_at is null then 0 else 1 end`)
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The product's spec columns as a summary of its live variants: a product
 * with one variant mirrors it exactly (so the seller's in-stock switch and
 * count read as before); with several, the cheapest variant on sale gives the
 * prices, in stock = any variant on sale, stock = the counted units (null when
 * a variant on sale is not counted), SKU and code = the first variant's.
 */
export async function syncProductFromVariants(trx: Kysely<DB>, productId: string, stamp?: string): Promise<void> {
  await productSummaryUpdate(trx, productId, (await listLiveVariants(trx, [productId])).get(productId) ?? [], stamp)?.execute();
}

/** syncProductFromVariants's update, from the product's live variants as read in the transaction (null: none left, nothing to write). */
export function productSummaryUpdate(trx: Kysely<DB>, productId: string, variants: VariantRow[], stamp?: string) {
  if (variants.length === 0) return null;
  const first = variants[0]!;
  const priced = variants.map((v) => ({
    v,
    mrpPaise: v.mrp_paise,
    offerPaise: v.offer_price_paise,
    onSale: variantOnSale({ inStock: v.in_stock === 1, stock: v.stock }),
  }));
  const cheapest = cheapestVariant(priced)!.v;
  const single = variants.length === 1;
  const uncountedOnSale = variants.some((v) => v.stock === null && v.in_stock === 1);
  const counted = variants.filter((v) => v.stock !== null);
  return trx
    .updateTable("products")
    .set({
      price_paise: cheapest.mrp_paise,
      offer_price_paise: cheapest.offer_price_paise,
      in_stock: single ? first.in_stock : priced.some((p) => p.onSale) ? 1 : 0,
      stock: single ? first.stock : uncountedOnSale || counted.length === 0 ? null : counted.reduce((n, v) => n + (v.stock ?? 0), 0),
      sku: first.sku,
      code: first.code,
      ...(stamp ? { updated_at: stamp } : {}),
    })
    .where("id", "=", productId);
}

/**
 * A product edited through the spec's fields (add product, PUT /api/product/{id},
 * the in-stock switch) when it has no options: its one variant takes the
 * product's prices, stock, switch, SKU and code (created if missing).
 */
export async function mirrorOnlyVariant(trx: Kysely<DB>, productId: string): Promise<void> {
  const p = await trx.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirstOrThrow();
  const values = {
    sku: p.sku,
    code: p.code,
    mrp_paise: p.price_paise,
    offer_price_paise: p.offer_price_paise,
    stock: p.stock,
    in_stock: p.in_stock,
    updated_at: p.updated_at,
  };
  const live = await trx.selectFrom("product_variants").select("id").where("product_id", "=", productId).where("deleted_at", "is", null).execute();
  if (live.length > 1) return;
  if (live.length === 1) {
    await trx.updateTable("product_variants").set(values).where("id", "=", live[0]!.id).execute();
    return;
  }
  await trx
    .insertInto("product_variants")
    .values({
      id: newId("var"),
      product_id: productId,
      options: "{}",
      weight_grams: null,
      images: "[]",
      position: 0,
      created_at: p.created_at,
      deleted_at: null,
      ...values,
    })
    .execute();
}

/** How many live variants a product has (1 for a product without options). */
export async function variantCount(db: Kysely<DB>, productId: string): Promise<number> {
  const row = await db
    .selectFrom("product_variants")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("product_id", "=", productId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
