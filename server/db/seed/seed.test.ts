import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageUrl, MAX_PRODUCT_IMAGES } from "../../../lib/catalog";
import { rupeesToPaise } from "../../../lib/money";
import { shopSettingsSchema, type ShopSettings } from "../../../lib/shop-settings";
import { saveVariantsSchema, variantsProblem } from "../../../lib/variant-admin";
import { variantOnSale } from "../../../lib/variants";
import { listCategories, listLiveProducts, readCatalogVersion, toApiProduct, toApiProductWithVariants } from "../../modules/catalog/catalog.repo";
import { listLiveVariants } from "../../modules/catalog/variants.repo";
import { readShopSettings } from "../../modules/settings/settings.repo";
import { STORAGE_NAME, localDiskStorage, type Storage } from "../../storage/index";
import { migrate, openDatabase, type Database } from "../index";
import { demoCategories, demoProducts, PADDED_HALTER } from "./demo-catalogue";
import { demoSettings } from "./demo-settings";
import { demoCategoriesHi, demoProductsHi } from "./demo-products-hi";
import { categoryHindiSchema, updateProductSchema } from "../../../lib/product-admin";
import { CATEGORY_TILES } from "./art/index";
import { hash8, renderSeedImage, seedImageCache, seedImageName, widthVariantName } from "./images";
import { GALLERY_VIDEO, readSeedMedia } from "./media";
import { seedIfEmpty } from "./index";
import { createThrowawayDatabase } from "../../testing/test-app";

const TEXTS = ["Dog Collar", "Horse Halter", "Dog Rope", "Dog Rassi", "Lead Rope", "Halterface", "Rope halter"];
// Issue 15: Halterface has its own path in the demo shop (the spec reuses Dog Collar's, which mislabelled head halters).
const PATHS = ["Dog Collar", "horse accessories", "Rope", "Rassi", "Lead Rope", "Halterface", "halter"];

/** GSTIN check character (mod-36 weighted sum over the first 14 characters). */
function gstinCheck(gstin: string): string {
  const cs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = cs.indexOf(gstin[i]!) * (i % 2 ? 2 : 1);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return cs[(36 - (sum % 36)) % 36]!;
}

/** Every picture file name the settings refer to. */
function settingsPictures(s: ShopSettings): string[] {
  return [s.founder.photo, s.about.image, s.brand.image, ...s.gallery.flatMap((g) => (g.kind === "image" ? [g.src] : g.poster ? [g.poster] : []))];
}

async function tempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

describe("demo settings", () => {
  it("parse with the shop settings schema", () => {
    expect(() => shopSettingsSchema.parse(demoSettings)).not.toThrow();
  });

  it("have a valid GSTIN for the address's state, and the spec's fixed texts", () => {
    const s = demoSettings;
    expect(s.gstin.slice(0, 2)).toBe(s.address.stateCode);
    expect(s.gstin).toMatch(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(s.gstin[14]).toBe(gstinCheck(s.gstin));
    expect(s.whatsappNumber.startsWith("91")).toBe(true);
    expect(s.hours).toBe("9am to 6pm Mon-Sat");
    expect(s.since).toBe(2024);
    expect(s.founder.experienceYears).toBeGreaterThanOrEqual(5);
    expect(s.coreValues.map((v) => v.title)).toEqual([
      "Quality First",
      "Ethical Manufacturing",
      "Animal Safety",
      "Innovation & Improvement",
      "Customer-Centric Approach",
    ]);
    expect(s.processSteps.map((p) => p.title.toLowerCase())).toEqual([
      "sourcing raw materials",
      "manufacturing",
      "quality check",
      "eco-friendly packing",
      "customer orders via website or app",
      "shipping and delivery",
    ]);
    expect(s.pricing).toEqual({ pricesIncludeTax: false, shippingFeePaise: 3900, shippingTaxed: false, defaultGstRateBp: 1200 });
    expect(s.paymentQr.value).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&cu=INR$/);
  });

  it("have 6 gallery items: the video first, then five pictures", async () => {
    const g = demoSettings.gallery;
    expect(g).toHaveLength(6);
    expect(g.filter((x) => x.kind === "video")).toHaveLength(1);
    expect(g[0]!.kind).toBe("video");
    expect(g[0]!.src).toBe(GALLERY_VIDEO.name);
    expect(g[0]!.poster).toBeTruthy();
    expect(g.slice(1).every((x) => x.kind === "image")).toBe(true);
    // The committed video is the one its content-addressed name promises.
    const video = await readSeedMedia(GALLERY_VIDEO.source);
    expect(GALLERY_VIDEO.name).toBe(`gallery-rope-braiding-${hash8(video)}.webm`);
    expect(video.byteLength).toBeLessThanOrEqual(400 * 1024);
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it("name only storage-safe pictures", () => {
    for (const name of [...settingsPictures(demoSettings), GALLERY_VIDEO.name]) {
      expect(name).toMatch(STORAGE_NAME);
      for (const w of IMAGE_WIDTHS) if (name.endsWith(".webp")) expect(widthVariantName(name, w)).toMatch(STORAGE_NAME);
    }
  });
});

describe("demo catalogue", () => {
  it("has the spec's 7 categories, in order", () => {
    expect(demoCategories.map((c) => c.text)).toEqual(TEXTS);
    expect(demoCategories.map((c) => c.path)).toEqual(PATHS);
    for (const c of demoCategories) expect(c.bgColor).toMatch(/^#[0-9A-F]{6}$/);
  });

  it("has at least 24 products, at least 3 in every category path", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(24);
    for (const p of demoProducts) expect(PATHS).toContain(p.category);
    for (const path of new Set(PATHS)) expect(demoProducts.filter((p) => p.category === path).length).toBeGreaterThanOrEqual(3);
  });

  it("labels head halters Halterface, never Dog Collar, and gives their tile its own path (issue 15)", () => {
    const head = demoProducts.filter((p) => /head halter/i.test(p.name));
    expect(head.length).toBeGreaterThanOrEqual(3);
    for (const p of head) expect(p.category, p.name).toBe("Halterface");
    const tile = demoCategories.find((c) => c.text === "Halterface")!;
    expect(demoCategories.filter((c) => c.path.toLowerCase() === tile.path.toLowerCase())).toEqual([tile]);
  });

  it("comes in Hindi: every product's name and description and every tile, within the English limits (issue 17)", () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const p of demoProducts) {
      const input = {
        name: p.name,
        category: p.category,
        offerPrice: "1",
        nameHi: demoProductsHi[p.name]?.name,
        descriptionHi: demoProductsHi[p.name]?.description,
      };
      expect(input.nameHi, p.name).toMatch(devanagari);
      expect(updateProductSchema.safeParse(input).success, p.name).toBe(true);
      // Line for line the English: the same points, in the same order.
      expect(input.descriptionHi, p.name).toHaveLength(p.description.length);
    }
    expect(new Set(demoProducts.map((p) => demoProductsHi[p.name]?.name)).size).toBe(demoProducts.length);
    for (const c of demoCategories) expect(categoryHindiSchema.safeParse({ texts: { [c.path]: demoCategoriesHi[c.text] } }).success, c.text).toBe(true);
    expect(Object.keys(demoProductsHi).sort()).toEqual(demoProducts.map((p) => p.name).sort());
  });

  it("has at least 8 products with options, the rest with one variant; every list passes the seller API's checks", () => {
    const withOptions = demoProducts.filter((p) => p.options.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(8);
    for (const p of withOptions) expect(p.variants.length, p.name).toBeGreaterThan(1);
    for (const p of demoProducts.filter((x) => x.options.length === 0))
      expect(
        p.variants.map((v) => v.options),
        p.name,
      ).toEqual([{}]);
    for (const p of demoProducts) {
      const input = saveVariantsSchema.parse({
        options: p.options,
        variants: p.variants.map((v) => ({
          options: v.options,
          sku: v.sku,
          code: v.code,
          price: v.mrp,
          offerPrice: v.offerPrice,
          stock: v.stock,
          inStock: v.inStock,
          weight: v.weight,
          image: [],
        })),
      });
      expect(variantsProblem(input), p.name).toBeNull();
      // The schema keeps SKUs as written (upper case) and codes within their length.
      expect(input.variants.map((v) => v.sku)).toEqual(p.variants.map((v) => v.sku));
    }
  });

  it("has the padded halter as Size × Colour: the 4 × 4 grid minus two combinations, Cob / Burgundy counted, one sold out", () => {
    const halter = demoProducts.find((p) => p.name === PADDED_HALTER)!;
    expect(halter.options).toEqual([
      { name: "Size", values: ["Pony", "Cob", "Full", "Extra Full"] },
      { name: "Colour", values: ["Black", "Burgundy", "Navy", "Forest Green"] },
    ]);
    const offered = halter.variants.map((v) => `${v.options.Size} / ${v.options.Colour}`);
    const all = halter.options[0]!.values.flatMap((s) => halter.options[1]!.values.map((c) => `${s} / ${c}`));
    expect(all.filter((c) => !offered.includes(c))).toEqual(["Pony / Forest Green", "Extra Full / Burgundy"]);
    expect(offered).toHaveLength(14);
    const cobBurgundy = halter.variants.find((v) => v.options.Size === "Cob" && v.options.Colour === "Burgundy")!;
    expect(cobBurgundy).toMatchObject({ sku: "HH-PAD-COB-BUR", inStock: true, stock: 12, mrp: 1499, offerPrice: 1199 });
    expect(halter.variants.filter((v) => v.stock === 0).map((v) => `${v.options.Size} / ${v.options.Colour}`)).toEqual(["Full / Black"]);
    // Bigger costs more; colours cost the same.
    const offerBySize = halter.options[0]!.values.map((s) => new Set(halter.variants.filter((v) => v.options.Size === s).map((v) => v.offerPrice)));
    for (const prices of offerBySize) expect(prices.size).toBe(1);
    const ladder = offerBySize.map((p) => [...p][0]!);
    expect([...ladder].sort((x, y) => x - y)).toEqual(ladder);
    expect(new Set(ladder).size).toBe(4);
  });

  it("has sane products and variants: photos, prices, SKUs, tax, stock, weight", () => {
    for (const p of demoProducts) {
      expect(p.images.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.name).toBeLessThanOrEqual(MAX_PRODUCT_IMAGES);
      expect(p.description.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.description.length, p.name).toBeLessThanOrEqual(5);
      expect([5, 12, 18]).toContain(p.gstRate);
      expect(p.hsnCode).toMatch(/^[0-9]{4,8}$/);
      for (const v of p.variants) {
        const at = `${p.name} ${v.sku}`;
        expect(v.offerPrice, at).toBeGreaterThan(0);
        expect(v.offerPrice, at).toBeLessThanOrEqual(v.mrp);
        // At most two decimals (rupeesToPaise refuses more); whole or half rupees here.
        expect(rupeesToPaise(v.offerPrice) % 50, at).toBe(0);
        expect(rupeesToPaise(v.mrp) % 50, at).toBe(0);
        if (v.stock !== null) expect(Number.isInteger(v.stock) && v.stock >= 0, at).toBe(true);
        expect(Number.isInteger(v.weight) && v.weight > 0 && v.weight <= 5000, at).toBe(true);
        // Every variant photo is one of the product's; a colour's photos come first.
        for (const art of v.images) expect(p.images, at).toContain(art);
        if (p.options.some((o) => o.name === "Colour")) expect(v.images.length, at).toBeGreaterThanOrEqual(1);
      }
      // Each colour has photos of its own: two colours never share a main photo.
      const colours = p.options.find((o) => o.name === "Colour")?.values ?? [];
      const mains = colours.map((c) => p.variants.find((v) => v.options.Colour === c)!.images[0]);
      expect(new Set(mains).size, p.name).toBe(colours.length);
    }
    const skus = demoProducts.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(demoProducts.filter((p) => !p.variants.some((v) => variantOnSale(v))).length).toBeGreaterThanOrEqual(3);
    // Several GST rates and several picture counts, to exercise the pages.
    expect(new Set(demoProducts.map((p) => p.gstRate)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(demoProducts.map((p) => p.images.length))).toEqual(new Set([1, 2, 3, 4]));
  });

  it("names every picture by content, within the storage rule", () => {
    for (const art of [...demoCategories.map((c) => c.image), ...demoProducts.flatMap((p) => p.images)]) {
      const svg = art.svg();
      const name = seedImageName(art.slug, svg);
      expect(name).toBe(`${art.slug}-${hash8(svg)}.webp`);
      expect(imageUrl(name, 480)).toBe(`/images/${widthVariantName(name, 480)}`);
      expect(svg.startsWith("<svg")).toBe(true);
    }
  });
});

async function expectSeeded(database: Database): Promise<void> {
  const { db } = database;
  expect(await readShopSettings(db)).toEqual(shopSettingsSchema.parse(demoSettings));
  const categories = await listCategories(db);
  expect(categories.map((c) => [c.text, c.path])).toEqual(TEXTS.map((t, i) => [t, PATHS[i]]));
  expect(categories.map((c) => c.translations?.hi?.text)).toEqual(TEXTS.map((t) => demoCategoriesHi[t]));
  const rows = await listLiveProducts(db);
  expect(rows).toHaveLength(demoProducts.length);
  const variants = await listLiveVariants(db);
  const api = rows.map((r) => toApiProductWithVariants(r, variants.get(r.id) ?? []));
  api.forEach((p, i) => {
    const d = demoProducts[i]!;
    expect(p.name).toBe(d.name);
    expect(p.gstRate).toBe(d.gstRate);
    // Decision 032: no published review, no rating (never the spec's made-up 4).
    expect(p.rating).toBeNull();
    expect(p.reviewCount).toBe(0);
    expect(p.description).toEqual(d.description);
    expect(p.translations).toEqual({ hi: demoProductsHi[d.name] });
    expect(p.image).toHaveLength(d.images.length);
    expect(p.options).toEqual(d.options);
    expect(p.variants!.map((v) => [v.options, v.sku, v.price, v.offerPrice])).toEqual(d.variants.map((v) => [v.options, v.sku, v.mrp, v.offerPrice]));
    // Variant photos are the product's own, and name the same pictures as the data.
    for (const [j, v] of p.variants!.entries()) {
      for (const name of v.image) expect(p.image).toContain(name);
      expect(v.image.map((name) => p.image.indexOf(name))).toEqual(d.variants[j]!.images.map((art) => d.images.indexOf(art)));
    }
    // The spec's fields summarise the variants: the cheapest on sale, in stock when any is.
    const onSale = d.variants.filter((v) => variantOnSale(v));
    const cheapest = [...(onSale.length > 0 ? onSale : d.variants)].sort((a, b) => a.offerPrice - b.offerPrice || a.mrp - b.mrp)[0]!;
    expect([p.price, p.offerPrice], d.name).toEqual([cheapest.mrp, cheapest.offerPrice]);
    expect(p.inStock, d.name).toBe(onSale.length > 0);
    expect(p.sku).toBe(d.variants[0]!.sku);
  });
  // Counted stock and weight live on the variant; the padded halter's Cob / Burgundy has 12.
  const halter = rows.find((r) => r.name === PADDED_HALTER)!;
  const cob = variants.get(halter.id)!.find((v) => v.sku === "HH-PAD-COB-BUR")!;
  expect([cob.stock, cob.in_stock, cob.weight_grams, JSON.parse(cob.options)]).toEqual([12, 1, 420, { Size: "Cob", Colour: "Burgundy" }]);
  expect(halter.stock).toBe(demoProducts.find((p) => p.name === PADDED_HALTER)!.variants.reduce((n, v) => n + (v.stock ?? 0), 0));
  // Opening stock is in the ledger, per variant.
  const received = await db.selectFrom("stock_ledger").select(["variant_id", "quantity"]).where("kind", "=", "received").execute();
  expect(received.find((r) => r.variant_id === cob.id)?.quantity).toBe(12);
  expect(received).toHaveLength(demoProducts.flatMap((p) => p.variants).filter((v) => v.stock !== null).length);
  expect(api.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(3);
  expect(await readCatalogVersion(db)).toBe(2);
}

describe("seedIfEmpty without rendering", () => {
  it("seeds SQLite once; a second call is a no-op", async () => {
    const dir = await tempDir("seed-sqlite-");
    const database = openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      await migrate(database.db);
      const storage = localDiskStorage(path.join(dir, "uploads"));
      expect(await seedIfEmpty(database, storage, { renderImages: false })).toEqual({ seeded: true, products: demoProducts.length });
      await expectSeeded(database);
      expect(await seedIfEmpty(database, storage, { renderImages: false })).toEqual({ seeded: false, products: 0 });
      expect(await listLiveProducts(database.db)).toHaveLength(demoProducts.length);
    } finally {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("seeds exactly once when two instances start together (SQLite, or PostgreSQL in the TEST_DATABASE_URL pass)", async () => {
    const dir = await tempDir("seed-concurrent-");
    const pgDb = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
    const database = openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir: dir });
    try {
      await migrate(database.db);
      const storage = localDiskStorage(path.join(dir, "uploads"));
      const results = await Promise.all([seedIfEmpty(database, storage, { renderImages: false }), seedIfEmpty(database, storage, { renderImages: false })]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      await expectSeeded(database);
      expect(await seedIfEmpty(database, storage, { renderImages: false })).toEqual({ seeded: false, products: 0 });
    } finally {
      await database.close();
      await pgDb?.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

/** Storage that counts writes. */
function counting(inner: Storage): Storage & { puts: number } {
  const s = {
    puts: 0,
    put: async (name: string, body: Uint8Array, type: string) => {
      s.puts++;
      await inner.put(name, body, type);
    },
    get: (name: string) => inner.get(name),
    exists: (name: string) => inner.exists(name),
  };
  return s;
}

describe("renderSeedImage", () => {
  it("renders WebP at full size and every catalogue width, once; reuses a cache", async () => {
    const dir = await tempDir("seed-img-");
    try {
      const storage = counting(localDiskStorage(path.join(dir, "a")));
      const cache = localDiskStorage(path.join(dir, "cache"));
      const product = demoProducts[0]!.images[0]!;
      const svg = product.svg();
      const name = await renderSeedImage(storage, product.slug, svg, { cache });
      expect(name).toBe(`${product.slug}-${hash8(svg)}.webp`);
      expect(storage.puts).toBe(1 + IMAGE_WIDTHS.length);
      const full = await sharp(path.join(dir, "a", name)).metadata();
      expect([full.format, full.width, full.height, full.hasAlpha]).toEqual(["webp", 1000, 1000, false]);
      for (const w of IMAGE_WIDTHS) expect((await sharp(path.join(dir, "a", widthVariantName(name, w))).metadata()).width).toBe(w);
      // Already there: nothing is rendered or written again.
      expect(await renderSeedImage(storage, product.slug, svg)).toBe(name);
      expect(storage.puts).toBe(1 + IMAGE_WIDTHS.length);
      // A fresh storage gets byte-identical copies from the cache.
      const other = counting(localDiskStorage(path.join(dir, "b")));
      expect(await renderSeedImage(other, product.slug, svg, { cache })).toBe(name);
      expect(other.puts).toBe(1 + IMAGE_WIDTHS.length);
      expect(await fs.readFile(path.join(dir, "b", name))).toEqual(await fs.readFile(path.join(dir, "a", name)));
      // Category tiles keep their transparency.
      const tile = CATEGORY_TILES.halterface;
      const tileName = await renderSeedImage(storage, tile.slug, tile.svg(), { transparent: true });
      expect((await sharp(path.join(dir, "a", tileName)).metadata()).hasAlpha).toBe(true);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("seedIfEmpty with rendering", () => {
  it("writes every referenced picture at full size and every catalogue width, and the video", { timeout: 180_000 }, async () => {
    const dir = await tempDir("seed-render-");
    const database = openDatabase({ databaseUrl: null, dataDir: dir });
    const uploads = path.join(dir, "uploads");
    try {
      await migrate(database.db);
      const storage = localDiskStorage(uploads);
      // Renders shared across runs (content-addressed): a cold run renders all, later runs copy.
      const imageCache = seedImageCache(path.join(os.tmpdir(), "shop-seed-test-cache"));
      const started = Date.now();
      expect((await seedIfEmpty(database, storage, { renderImages: true, imageCache })).seeded).toBe(true);
      const ms = Date.now() - started;
      const settings = await readShopSettings(database.db);
      const categories = await listCategories(database.db);
      const products = (await listLiveProducts(database.db)).map(toApiProduct);
      const pictures = new Set([...settingsPictures(settings), ...categories.map((c) => c.image), ...products.flatMap((p) => p.image)]);
      for (const name of pictures) {
        const full = await sharp(path.join(uploads, name)).metadata();
        expect(full.format, name).toBe("webp");
        expect(full.width, name).toBeGreaterThanOrEqual(800);
        for (const w of IMAGE_WIDTHS) {
          const meta = await sharp(path.join(uploads, widthVariantName(name, w))).metadata();
          expect(meta.format).toBe("webp");
          expect(meta.width).toBe(w);
        }
      }
      const video = await fs.readFile(path.join(uploads, GALLERY_VIDEO.name));
      expect(hash8(video)).toBe(GALLERY_VIDEO.name.slice(-13, -5));
      const files = await fs.readdir(uploads);
      expect(files).toHaveLength(pictures.size * (1 + IMAGE_WIDTHS.length) + 1);
      expect(await seedIfEmpty(database, storage, { renderImages: true })).toEqual({ seeded: false, products: 0 });
      console.info(`seed with pictures: ${pictures.size} pictures, ${files.length} files in ${ms} ms`);
    } finally {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
