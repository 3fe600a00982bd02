import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS } from "../../../lib/catalog";
import { DEFAULT_IMAGE_FIT, type ImageFit } from "../../../lib/image-fit";
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

/** The storefront's image frame colour (`--color-sand`), used to pad a photo whose edge is not one plain colour. */
export const FRAME_RGB = [0xf3, 0xe9, 0xda] as const;
/** An edge strip whose channels vary less than this (standard deviation, 0–255) counts as one plain colour. */
const PLAIN_EDGE_SPREAD = 10;

type Raw = { data: Buffer; width: number; height: number; channels: number };

/** The mean colour of some pixels when they are nearly one colour (a studio backdrop, a wall), else the frame colour. */
function padColour(img: Raw, pixels: Iterable<number>): number[] {
  const { data, channels } = img;
  const sum = new Array<number>(channels).fill(0);
  const sq = new Array<number>(channels).fill(0);
  let n = 0;
  for (const p of pixels) {
    for (let c = 0; c < channels; c++) {
      const v = data[p * channels + c]!;
      sum[c]! += v;
      sq[c]! += v * v;
    }
    n++;
  }
  const mean = sum.map((s) => s / Math.max(n, 1));
  const plain = n > 0 && sq.every((q, c) => Math.sqrt(Math.max(0, q / n - mean[c]! ** 2)) < PLAIN_EDGE_SPREAD);
  if (plain) return mean.map(Math.round);
  return channels >= 3 ? [...FRAME_RGB, 255].slice(0, channels) : [Math.round(0.299 * FRAME_RGB[0] + 0.587 * FRAME_RGB[1] + 0.114 * FRAME_RGB[2])];
}

function* row(img: Raw, y: number) {
  for (let x = 0; x < img.width; x++) yield y * img.width + x;
}
function* column(img: Raw, x: number) {
  for (let y = 0; y < img.height; y++) yield y * img.width + x;
}

/**
 * The whole photo centred in a square: the bands added above and below (or
 * left and right) take the colour of the photo's own edge next to them when
 * that edge is plain, so a backdrop runs on; otherwise the storefront's frame colour.
 */
export function padToSquare(img: Raw): Raw {
  const { width: w, height: h, channels } = img;
  if (w === h) return img;
  const side = Math.max(w, h);
  const out = Buffer.alloc(side * side * channels);
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: number[]) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < channels; c++) out[(y * side + x) * channels + c] = colour[c]!;
  };
  if (w > h) {
    const top = Math.floor((side - h) / 2);
    fill(0, 0, side, top, padColour(img, row(img, 0)));
    fill(0, top + h, side, side, padColour(img, row(img, h - 1)));
    img.data.copy(out, top * side * channels, 0, w * h * channels);
  } else {
    const left = Math.floor((side - w) / 2);
    fill(0, 0, left, side, padColour(img, column(img, 0)));
    fill(left + w, 0, side, side, padColour(img, column(img, w - 1)));
    for (let y = 0; y < h; y++) img.data.copy(out, (y * side + left) * channels, y * w * channels, (y + 1) * w * channels);
  }
  return { data: out, width: side, height: side, channels };
}

/** The centre square of the photo (the seller chose "Crop to square (centre)"). */
async function cropToSquare(img: Raw): Promise<Raw> {
  const side = Math.min(img.width, img.height);
  if (img.width === img.height) return img;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels as 1 | 2 | 3 | 4 } })
    .extract({ left: Math.floor((img.width - side) / 2), top: Math.floor((img.height - side) / 2), width: side, height: side })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A settings picture (founder portrait, about and brand images, gallery): kept in its own shape, the page frames it. */
export const KEEP_SHAPE = "keep-shape";

export type EncodedImage = { name: string; files: { name: string; body: Buffer }[] };

/**
 * One uploaded picture, checked by its content (not its name or type header),
 * then re-encoded: turned upright by its EXIF orientation, all metadata
 * (location, camera) dropped, resized, and written as WebP at every catalogue
 * width. Every stored size of a product photo is square, the shape of the shop's image frames:
 * the whole photo padded (`fit`, the default) or its centre square (`crop`);
 * a settings picture (`KEEP_SHAPE`) keeps its own shape.
 * Nothing is stored here: see `storeImages`.
 */
export async function encodeUpload(file: File, fit: ImageFit | typeof KEEP_SHAPE = DEFAULT_IMAGE_FIT): Promise<EncodedImage> {
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
    throw new HttpError(
      400,
      `${UPLOAD_FAILED}: ${label} is ${size}; photos may be at most ${MAX_INPUT_SIDE.toLocaleString("en-IN")} px a side and ${MAX_PIXELS / 1_000_000} megapixels`,
    );
  }
  try {
    const decoded = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const upright: Raw = { data: decoded.data, width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    const square = fit === KEEP_SHAPE ? upright : fit === "crop" ? await cropToSquare(upright) : padToSquare(upright);
    const raw = { raw: { width: square.width, height: square.height, channels: square.channels as 1 | 2 | 3 | 4 } } as const;
    const encode = (width?: number) => {
      const img = sharp(square.data, raw);
      return (width && width < square.width ? img.resize({ width }) : img).webp({ quality: 80, effort: 4 }).toBuffer();
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
