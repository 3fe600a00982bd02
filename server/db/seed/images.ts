/**
 * Renders the seed artwork (SVG) to WebP files in storage: the full picture plus
 * one file per catalogue width. Names are content-addressed
 * (`<slug>-<first 8 hex of sha256(svg)>.webp`), so a file never changes once
 * written and can be cached forever; rendering again is skipped.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "../../../lib/catalog";
import path from "node:path";
import { STORAGE_NAME, localDiskStorage, type Storage } from "../../storage/index";

/** One picture of the demo data: a file-name slug and its SVG (generated on demand). */
export type SeedArt = {
  slug: string;
  svg: () => string;
  /** Keep the alpha channel (category tiles drawn on a coloured card). */
  transparent?: boolean;
};

export type RenderOptions = {
  transparent?: boolean;
  /**
   * Optional second storage holding earlier renders (see `seedImageCache`): a
   * picture found there is copied instead of rendered, a new render is added.
   */
  cache?: Storage;
};

const QUALITY = 78;
/** libwebp effort 0–6: 2 keeps the whole demo seed fast with files within a few % of effort 4 (twice as slow). */
const EFFORT = 2;
/** Bump when the rendering (not the artwork) changes, so caches of old renders are not used. */
const RENDER_VERSION = 1;

/**
 * A cache of rendered seed pictures on local disk, shared by test runs and fresh
 * data folders (names are content-addressed; the folder carries the encoder settings).
 */
export function seedImageCache(dir: string): Storage {
  return localDiskStorage(path.join(dir, `seed-images-v${RENDER_VERSION}-q${QUALITY}-e${EFFORT}`));
}

export function hash8(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 8);
}

/** `<slug>-<hash8>.webp`, checked against the storage naming rule. */
export function seedImageName(baseSlug: string, svg: string): string {
  const name = `${baseSlug}-${hash8(svg)}.webp`;
  assertName(name);
  return name;
}

/** The file for one width; the same rule as `imageUrl(file, width)` in lib/catalog. */
export function widthVariantName(name: string, width: number): string {
  return `${name.replace(/\.webp$/, "")}-${width}.webp`;
}

function assertName(name: string): void {
  if (!STORAGE_NAME.test(name) || !STORAGE_NAME.test(widthVariantName(name, 800))) {
    throw new Error(`Seed image name not allowed in storage: ${name}`);
  }
}

/**
 * Renders `svg` at its own size (1000 px square for products) and at every width
 * in IMAGE_WIDTHS (WebP, quality 78). Variants are written first and the
 * full-size file last, so an existing full-size file means the set is complete
 * and nothing is done. Returns the file name.
 */
export async function renderSeedImage(storage: Storage, baseSlug: string, svg: string, opts: RenderOptions = {}): Promise<string> {
  const name = seedImageName(baseSlug, svg);
  if (await storage.exists(name)) return name;
  const files = [...IMAGE_WIDTHS.map((w) => widthVariantName(name, w)), name];
  if (opts.cache && (await opts.cache.exists(name))) {
    const cached = await Promise.all(files.map((f) => opts.cache!.get(f)));
    if (cached.every((c) => c !== null)) {
      for (const [i, file] of files.entries()) await storage.put(file, cached[i]!.body, "image/webp");
      return name;
    }
  }
  let pipeline = sharp(Buffer.from(svg));
  if (!opts.transparent) pipeline = pipeline.flatten({ background: "#ffffff" });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const webp = { quality: QUALITY, effort: EFFORT, alphaQuality: 90 };
  const encode = (width?: number) => {
    const img = sharp(data, raw);
    return (width && width < info.width ? img.resize({ width }) : img).webp(webp).toBuffer();
  };
  const [full, ...variants] = await Promise.all([encode(), ...IMAGE_WIDTHS.map((w) => encode(w))]);
  const bodies = [...variants, full!];
  for (const target of opts.cache ? [storage, opts.cache] : [storage]) {
    // Variants first, the full-size file last: its presence means the set is complete.
    for (const [i, file] of files.entries()) await target.put(file, bodies[i]!, "image/webp");
  }
  return name;
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
