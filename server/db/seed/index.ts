/**
 * Seeds an empty shop with the demo settings, categories and products, and
 * renders their pictures into storage. Runs at every start; does nothing once
 * the shop settings exist. Pictures are rendered before the transaction (they
 * are content-addressed, so a failed or repeated seed just reuses them).
 */
import { shopSettingsSchema } from "../../../lib/shop-settings";
import { newId } from "../../../lib/ids";
import { rupeesToPaise } from "../../../lib/money";
import { recordReceived } from "../../modules/orders/stock";
import { syncProductFromVariants } from "../../modules/catalog/variants.repo";
import { SYSTEM } from "../../modules/orders/stock-ledger";
import { bumpCatalogVersion } from "../../modules/catalog/catalog.repo";
import { SEARCH_KEY } from "../../modules/settings/search-synonyms";
import { DEFAULT_SYNONYMS } from "../../../lib/default-synonyms";
import type { Storage } from "../../storage/index";
import type { Database } from "../index";
import { mapLimit, renderSeedImage, seedImageName, type SeedArt } from "./images";
import { GALLERY_VIDEO, readSeedMedia } from "./media";
import { demoCategoriesHi, demoProductsHi } from "./demo-products-hi";

export type SeedOptions = {
  /** false: compute the file names but render nothing (fast tests). Default true. */
  renderImages?: boolean;
  log?: (msg: string) => void;
  /** Pictures rendered at once; default 3. */
  concurrency?: number;
  /** Where the seed's source media live, if not found next to the code or under the working directory. */
  mediaDir?: string;
  /** Earlier renders to copy instead of rendering again (see `seedImageCache`). */
  imageCache?: Storage;
};

const SHOP_KEY = "shop";

/** The demo catalogue's Hindi texts (issue 17 item 3), as the translations column stores them. */
function hindiProduct(name: string): string {
  const hi = demoProductsHi[name];
  return JSON.stringify(hi ? { hi } : {});
}
function hindiCategory(text: string): string {
  const hi = demoCategoriesHi[text];
  return JSON.stringify(hi ? { hi: { text: hi } } : {});
}

/** File names of all pictures, rendering each distinct one once when asked. */
async function pictures(storage: Storage, arts: readonly SeedArt[], render: boolean, concurrency: number, cache?: Storage): Promise<Map<SeedArt, string>> {
  const byName = new Map<string, { art: SeedArt; svg: string }>();
  const names = new Map<SeedArt, string>();
  for (const art of arts) {
    const svg = art.svg();
    const name = seedImageName(art.slug, svg);
    names.set(art, name);
    if (!byName.has(name)) byName.set(name, { art, svg });
  }
  if (render) {
    await mapLimit([...byName.values()], concurrency, ({ art, svg }) => renderSeedImage(storage, art.slug, svg, { transparent: art.transparent, cache }));
  }
  return names;
}

export async function seedIfEmpty(database: Database, storage: Storage, opts: SeedOptions = {}): Promise<{ seeded: boolean; products: number }> {
  const { db } = database;
  const existing = await db.selectFrom("settings").select("key").where("key", "=", SHOP_KEY).executeTakeFirst();
  if (existing) return { seeded: false, products: 0 };

  const started = Date.now();
  // Loaded only when seeding: naming the settings' pictures draws their artwork (~0.2 s).
  const [{ demoCategories, demoProducts }, { demoSettings, settingsArt }] = await Promise.all([import("./demo-catalogue"), import("./demo-settings")]);
  const render = opts.renderImages ?? true;
  const arts = [...settingsArt, ...demoCategories.map((c) => c.image), ...demoProducts.flatMap((p) => p.images)];
  const names = await pictures(storage, arts, render, opts.concurrency ?? 3, opts.imageCache);
  const file = (a: SeedArt) => names.get(a)!;
  if (render && !(await storage.exists(GALLERY_VIDEO.name))) {
    await storage.put(GALLERY_VIDEO.name, await readSeedMedia(GALLERY_VIDEO.source, opts.mediaDir), GALLERY_VIDEO.contentType);
  }
  const rendered = Date.now();

  const now = new Date().toISOString();
  const value = JSON.stringify(shopSettingsSchema.parse(demoSettings));
  const seeded = await db.transaction().execute(async (trx) => {
    // Claim the shop row first: a second instance seeding at the same time inserts nothing and stops.
    const claim = await trx
      .insertInto("settings")
      .values({ key: SHOP_KEY, value, updated_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // The default search synonyms (issue 17), in their own row: the seller edits them at /seller/search.
    await trx
      .insertInto("settings")
      .values({ key: SEARCH_KEY, value: JSON.stringify({ groups: DEFAULT_SYNONYMS }), updated_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    await trx
      .insertInto("categories")
      .values(
        demoCategories.map((c, i) => ({
          id: newId("cat"),
          position: i,
          text: c.text,
          path: c.path,
          image: file(c.image),
          bg_color: c.bgColor,
          translations: hindiCategory(c.text),
        })),
      )
      .execute();
    const ids = demoProducts.map(() => newId("prd"));
    await trx
      .insertInto("products")
      .values(
        demoProducts.map((p, i) => {
          // The summary columns (prices, stock, switch, SKU, code) are set from the variants below.
          const first = p.variants[0]!;
          return {
            id: ids[i]!,
            name: p.name,
            category: p.category,
            description: JSON.stringify(p.description),
            price_paise: rupeesToPaise(first.mrp),
            offer_price_paise: rupeesToPaise(first.offerPrice),
            images: JSON.stringify(p.images.map(file)),
            in_stock: first.inStock ? 1 : 0,
            stock: first.stock,
            rating: 4,
            sku: first.sku,
            code: first.code,
            hsn_code: p.hsnCode,
            gst_rate_bp: Math.round(p.gstRate * 100),
            position: i,
            created_at: now,
            updated_at: now,
            deleted_at: null,
            options: JSON.stringify(p.options),
            translations: hindiProduct(p.name),
          };
        }),
      )
      .execute();
    // Every variant as the seller's variants API adds one: its row, its opening stock "received", then the product's summary.
    const variants = demoProducts.flatMap((p, i) => p.variants.map((v, position) => ({ productId: ids[i]!, id: newId("var"), v, position })));
    await trx
      .insertInto("product_variants")
      .values(
        variants.map(({ productId, id, v, position }) => ({
          id,
          product_id: productId,
          options: JSON.stringify(v.options),
          sku: v.sku,
          code: v.code,
          mrp_paise: rupeesToPaise(v.mrp),
          offer_price_paise: rupeesToPaise(v.offerPrice),
          stock: v.stock,
          in_stock: v.inStock ? 1 : 0,
          weight_grams: v.weight,
          images: JSON.stringify(v.images.map(file)),
          position,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    for (const { productId, id, v } of variants)
      await recordReceived(trx, productId, v.stock, { actor: SYSTEM, now: new Date(now), note: "Demo catalogue", variantId: id });
    for (const id of ids) await syncProductFromVariants(trx, id);
    await bumpCatalogVersion(trx);
    return true;
  });
  if (!seeded) return { seeded: false, products: 0 };
  const pics = new Set(names.values()).size;
  opts.log?.(
    `demo shop seeded: ${demoProducts.length} products (${demoProducts.reduce((n, p) => n + p.variants.length, 0)} variants), ${demoCategories.length} categories, ${pics} pictures ${render ? `rendered in ${rendered - started} ms` : "named (not rendered)"}, total ${Date.now() - started} ms`,
  );
  return { seeded: true, products: demoProducts.length };
}
