import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS } from "../../../lib/catalog";
import { MAX_IMAGE_BYTES } from "../../../lib/product-admin";
import { HttpError } from "../../http/errors";
import type { Storage } from "../../storage/index";
import { widthVariantName } from "../../db/seed/images";

/** Raster formats a phone or a camera produces; SVG (it can carry script) and everything else is refused. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);
/** Decoding more pixels than this is refused before it starts (decompression bombs): 40 megapixels, 12,000 px a side. */
export const MAX_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 12_000;
/** Longest side kept; phones send 4000 px, product pages show at most 800. */
const MAX_SIDE = 1600;

export const UPLOAD_FAILED = "Image upload failed";

export type EncodedImage = { name: string; files: { name: string; body: Buffer }[] };

/**
 * One uploaded picture, checked by its content (not its name or type header),
 * then re-encoded: turned upright by its EXIF orientation, all metadata
 * (location, camera) dropped, resized, and written as WebP at every catalogue
 * width. Nothing is stored here: see `storeImages`.
 */
export async function encodeUpload(file: File): Promise<EncodedImage> {
  const label = file.name ? `"${file.name.slice(0, 60)}"` : "The file";
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, `${UPLOAD_FAILED}: ${label} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  if (file.size === 0) throw new HttpError(400, `${UPLOAD_FAILED}: ${label} is empty`);
  const input = Buffer.from(await file.arrayBuffer());
  let meta: Metadata | undefined;
  try {
    // The header only: nothing is decoded until the size below is known to be sane.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw new HttpError(415, `${UPLOAD_FAILED}: ${label} is not a photo (JPEG, PNG, WebP, AVIF or HEIC)`);
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_PIXELS) {
    const size = `${width.toLocaleString("en-IN")} × ${height.toLocaleString("en-IN")} px`;
    throw new HttpError(400, `${UPLOAD_FAILED}: ${label} is ${size}; photos may be at most ${MAX_INPUT_SIDE.toLocaleString("en-IN")} px a side and ${MAX_PIXELS / 1_000_000} megapixels`);
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const encode = (width?: number) => {
      const img = sharp(data, raw);
      return (width && width < info.width ? img.resize({ width }) : img).webp({ quality: 80, effort: 4 }).toBuffer();
    };
    const [full, ...variants] = await Promise.all([encode(), ...IMAGE_WIDTHS.map((w) => encode(w))]);
    const name = `up-${createHash("sha256").update(full!).digest("hex").slice(0, 16)}.webp`;
    return { name, files: [...IMAGE_WIDTHS.map((w, i) => ({ name: widthVariantName(name, w), body: variants[i]! })), { name, body: full! }] };
  } catch {
    throw new HttpError(422, `${UPLOAD_FAILED}: ${label} could not be read as an image`);
  }
}

/** Writes encoded pictures (variants first, the full-size file last: its presence means the set is complete). */
export async function storeImages(storage: Storage, images: EncodedImage[]): Promise<string[]> {
  for (const img of images) for (const f of img.files) await storage.put(f.name, f.body, "image/webp");
  return images.map((i) => i.name);
}
