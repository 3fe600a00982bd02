import type { Context } from "hono";
import sharp from "sharp";
import type { z } from "zod";
import type { AppEnv } from "./context";
import { isJsonContentType } from "./content-type";
import { describeZodError, HttpError, readJson } from "./errors";

const PHOTO_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Longest side of a stored photo. */
const PHOTO_SIDE = 1600;

/**
 * A customer's request that may carry photos (a return, a review): a JSON body, or a multipart form whose text
 * fields (`fields.text`, each once; `fields.json` hold JSON, named with the message for one that is not) are checked by `schema` and whose `photos` are files.
 */
export async function readPhotoForm<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  fields: { text: string[]; json?: Record<string, string> },
): Promise<{ input: z.infer<S>; photos: File[] }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    if (!isJsonContentType(type)) throw new HttpError(415, "Send the request as JSON or as a form with photos");
    return { input: await readJson(c, schema), photos: [] };
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, "The form could not be read");
  }
  const json = Object.keys(fields.json ?? {});
  const known = new Set([...fields.text, ...json, "photos"]);
  for (const key of Object.keys(body)) if (!known.has(key)) throw new HttpError(400, `Unknown form field: ${key.slice(0, 40)}`);
  const values: Record<string, unknown> = {};
  for (const name of [...fields.text, ...json]) {
    const v = body[name];
    if (Array.isArray(v) || v instanceof File) throw new HttpError(400, `Send ${name} once, as text`);
    if (v === undefined) continue;
    if (!json.includes(name)) values[name] = v;
    else {
      try {
        values[name] = JSON.parse(v);
      } catch {
        throw new HttpError(400, fields.json?.[name] ?? `${name} must be JSON`);
      }
    }
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
  const raw = body.photos === undefined ? [] : Array.isArray(body.photos) ? body.photos : [body.photos];
  const photos: File[] = [];
  for (const p of raw) {
    if (!(p instanceof File)) throw new HttpError(400, "photos must be image files");
    if (p.size === 0 && p.name === "") continue; // an empty file input
    photos.push(p);
  }
  return { input: parsed.data as z.infer<S>, photos };
}

/**
 * Checks a customer's photo (JPEG, PNG or WebP, at most `maxBytes`) and re-encodes it to WebP, longest side ≤ 1600
 * px (and `thumbWidth` wide when asked): what was uploaded is never served as it came.
 */
export async function encodePhoto(file: File, n: number, maxBytes: number): Promise<Uint8Array>;
export async function encodePhoto(file: File, n: number, maxBytes: number, thumbWidth: number): Promise<{ full: Uint8Array; thumb: Uint8Array }>;
export async function encodePhoto(file: File, n: number, maxBytes: number, thumbWidth?: number): Promise<Uint8Array | { full: Uint8Array; thumb: Uint8Array }> {
  const label = file.name ? `"${file.name.slice(0, 60)}"` : `Photo ${n}`;
  if (file.size > maxBytes) throw new HttpError(400, `${label} is larger than ${maxBytes / 1024 / 1024} MB`);
  if (file.size === 0) throw new HttpError(400, `${label} is empty`);
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: false }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new HttpError(400, `${label} is not a photo (JPEG, PNG or WebP)`);
  try {
    const full = await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    if (thumbWidth === undefined) return full;
    const thumb = await sharp(full).resize({ width: thumbWidth, height: thumbWidth, fit: "cover" }).webp({ quality: 75 }).toBuffer();
    return { full, thumb };
  } catch {
    throw new HttpError(400, `${label} could not be read as an image`);
  }
}
