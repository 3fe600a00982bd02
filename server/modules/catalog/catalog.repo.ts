import { sql, type Kysely, type Selectable } from "kysely";
import type { ApiProduct, Category } from "../../../lib/catalog";
import { parseCategoryTranslations, parseProductTranslations } from "../../../lib/catalog-i18n";
import { paiseToRupees } from "../../../lib/money";
import { averageRating } from "../../../lib/reviews";
import { everyColumn } from "../../db/columns";
import type { DB, ProductsTable } from "../../db/schema";
import { parseOptions, toApiVariant, type VariantRow } from "./variants.repo";

export type ProductRow = Selectable<ProductsTable>;

/** A product row's columns, named (a read a checkout sends may be prepared; decision 045). */
export const PRODUCT_COLUMNS = everyColumn<ProductsTable>()([
  "id",
  "name",
  "category",
  "description",
  "price_paise",
  "offer_price_paise",
  "images",
  "in_stock",
  "stock",
  "rating",
  "sku",
  "code",
  "hsn_code",
  "gst_rate_bp",
  "position",
  "created_at",
  "updated_at",
  "deleted_at",
  "options",
  "translations",
  "review_count",
  "review_stars",
]);

/** The spec's product, with its options and live variants (what the catalogue API serves). */
export function toApiProductWithVariants(r: ProductRow, variants: VariantRow[]): ApiProduct {
  return { ...toApiProduct(r), options: parseOptions(r.options), variants: variants.map(toApiVariant) };
}

/** The spec's product fields (which summarise its variants). */
export function toApiProduct(r: ProductRow): ApiProduct {
  return {
    _id: r.id,
    name: r.name,
    category: r.category,
    description: JSON.parse(r.description) as string[],
    price: paiseToRupees(r.price_paise),
    offerPrice: paiseToRupees(r.offer_price_paise),
    image: JSON.parse(r.images) as string[],
    inStock: r.in_stock === 1 && (r.stock === null || r.stock > 0),
    rating: averageRating(r.review_stars, r.review_count),
    reviewCount: r.review_count,
    sku: r.sku,
    code: r.code,
    hsnCode: r.hsn_code,
    gstRate: r.gst_rate_bp / 100,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    ...withTranslations(parseProductTranslations(r.translations)),
  };
}

/** `translations` only when there are some: untranslated products read exactly as the spec's. */
function withTranslations<T>(translations: T | undefined): { translations?: T } {
  return translations === undefined ? {} : { translations };
}

/** Live (not deleted) products in display order. */
export async function listLiveProducts(db: Kysely<DB>): Promise<ProductRow[]> {
  return db.selectFrom("products").selectAll().where("deleted_at", "is", null).orderBy("position", "asc").orderBy("created_at", "asc").execute();
}

export async function listCategories(db: Kysely<DB>): Promise<Category[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("position", "asc").execute();
  return rows.map((r) => ({ text: r.text, path: r.path, image: r.image, bgColor: r.bg_color, ...withTranslations(parseCategoryTranslations(r.translations)) }));
}

export async function readCatalogVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom("catalog_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** Called in the same transaction as every catalogue write, so every instance drops its cache. */
export async function bumpCatalogVersion(db: Kysely<DB>): Promise<void> {
  await bumpCatalogVersionQuery(db).execute();
}

/** bumpCatalogVersion's statement (for writeLater). */
export function bumpCatalogVersionQuery(db: Kysely<DB>) {
  return db
    .updateTable("catalog_version")
    .set({ version: sql`version + 1`, updated_at: new Date().toISOString() })
    .where("id", "=", 1);
}
