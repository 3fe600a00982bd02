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
import { mirrorOnlyVariant } from "../../modules/catalog/variants.repo";
import { SYSTEM } from "../../modules/orders/stock-ledger";
import { bumpCatalogVersion } from "../../modules/catalog/catalog.repo";
import type { Storage } from "../../storage/index";
import type { Database } from "../index";
import { mapLimit, renderSeedImage, seedImageName, type SeedArt } from "./images";
import { GALLERY_VIDEO, readSeedMedia } from "./media";

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
    await trx
      .insertInto("categories")
      .values(demoCategories.map((c, i) => ({ id: newId("cat"), position: i, text: c.text, path: c.path, image: file(c.image), bg_color: c.bgColor })))
      .execute();
    const ids = demoProducts.map(() => newId("prd"));
    await trx
      .insertInto("products")
      .values(
        demoProducts.map((p, i) => ({
          id: ids[i]!,
          name: p.name,
          category: p.category,
          description: JSON.stringify(p.description),
          price_paise: rupeesToPaise(p.mrp),
          offer_price_paise: rupeesToPaise(p.offerPrice),
          images: JSON.stringify(p.images.map(file)),
          in_stock: p.inStock ? 1 : 0,
          stock: p.stock,
          rating: 4,
          sku: p.sku,
          code: p.code,
          hsn_code: p.hsnCode,
          gst_rate_bp: Math.round(p.gstRate * 100),
          position: i,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    // The demo products have no options (yet): each gets its one variant.
    for (const id of ids) await mirrorOnlyVariant(trx, id);
    for (const [i, p] of demoProducts.entries()) await recordReceived(trx, ids[i]!, p.stock, { actor: SYSTEM, now: new Date(now), note: "Demo catalogue" });
    await bumpCatalogVersion(trx);
    return true;
  });
  if (!seeded) return { seeded: false, products: 0 };
  const pics = new Set(names.values()).size;
  opts.log?.(
    `demo shop seeded: ${demoProducts.length} products, ${demoCategories.length} categories, ${pics} pictures ${render ? `rendered in ${rendered - started} ms` : "named (not rendered)"}, total ${Date.now() - started} ms`,
  );
  return { seeded: true, products: demoProducts.length };
}
