import { toBuffer, type RenderOptions } from "bwip-js/node";
import { isCode128Text } from "../../../lib/label";

/**
 * Barcode images for shipping labels, drawn with bwip-js. Both functions
 * throw when the value cannot be encoded; the label then prints
 * "BARCODE ERROR" (Code 128) or leaves the QR out.
 *
 * The value is passed as data only: bwip-js's `parse` / `parsefnc` escape
 * processing stays off, so "^FNC1" or "\n" in a value are printed literally.
 */

/** Pixels per bar module (Code 128) and per QR module; the PDF scales the image down. */
export const BARCODE_SCALE = 4;
/** Quiet zone either side of the Code 128 bars, in modules (the standard asks for 10). */
export const CODE128_QUIET_ZONE = 10;
/** Bar height of the Code 128 image in bwip-js units (millimetres at scale 1). */
const CODE128_HEIGHT_MM = 16;

/** A Code 128 PNG of `value` with the human-readable text under the bars. */
export async function code128Png(value: string): Promise<Buffer> {
  if (!isCode128Text(value)) throw new RangeError(`Code 128 cannot carry ${JSON.stringify(value)}: only printable ASCII reads back unchanged`);
  return toBuffer({
    bcid: "code128",
    text: value,
    scale: BARCODE_SCALE,
    height: CODE128_HEIGHT_MM,
    includetext: true,
    textxalign: "center",
    textsize: 11,
    paddingwidth: CODE128_QUIET_ZONE,
    paddingheight: 2,
    backgroundcolor: "FFFFFF",
    parse: false,
    parsefnc: false,
  });
}

/** QR error-correction levels (bwip-js option `eclevel`, which its type definitions lack). */
type QrOptions = RenderOptions & { eclevel: "L" | "M" | "Q" | "H" };

/** A QR code PNG of `value` with error-correction level M and the standard 4-module quiet zone. */
export async function qrPng(value: string): Promise<Buffer> {
  if (!value) throw new RangeError("QR code of an empty value");
  const opts: QrOptions = {
    bcid: "qrcode",
    text: value,
    eclevel: "M",
    scale: BARCODE_SCALE,
    // bwip-js draws a QR module 2 units wide: 8 units is the standard 4-module quiet zone.
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: "FFFFFF",
    parse: false,
    parsefnc: false,
  };
  return toBuffer(opts);
}
