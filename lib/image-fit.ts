/**
 * How an uploaded photo is framed in the shop's square image frames (issue 15):
 * "fit" keeps the whole photo and pads it to a square (the default: a photo is
 * never cut without the seller asking), "crop" cuts the centre square.
 * Sent with an upload as the additive multipart field `imageFit`: one value on
 * POST /api/upload, a comma-separated list in photo order on add-product.
 */
export const IMAGE_FITS = ["fit", "crop"] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const DEFAULT_IMAGE_FIT: ImageFit = "fit";
export const IMAGE_FIT_FIELD = "imageFit";
export const IMAGE_FIT_LABELS: Record<ImageFit, string> = { fit: "Fit whole photo", crop: "Crop to square (centre)" };

/** The field's value → one choice per photo (missing ones take the default), or the reason it is refused. */
export function parseImageFits(value: string | undefined, count: number): ImageFit[] | { error: string } {
  const parts = value === undefined || value.trim() === "" ? [] : value.split(",").map((p) => p.trim());
  if (parts.length > count)
    return { error: `${IMAGE_FIT_FIELD}: ${parts.length} choice${parts.length === 1 ? "" : "s"} for ${count} image${count === 1 ? "" : "s"}` };
  const fits: ImageFit[] = [];
  for (const p of parts) {
    if (!(IMAGE_FITS as readonly string[]).includes(p))
      return { error: `${IMAGE_FIT_FIELD}: use "fit" (keep the whole photo) or "crop" (centre square), not "${p.slice(0, 20)}"` };
    fits.push(p as ImageFit);
  }
  while (fits.length < count) fits.push(DEFAULT_IMAGE_FIT);
  return fits;
}
