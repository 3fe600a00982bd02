import { isCode128Text } from "../../../lib/label";

/**
 * Barcode and QR code of a shipping label as SVG markup, for the seller's
 * label preview and print page. bwip-js is loaded with a dynamic import only,
 * so it ends up in a chunk of its own that seller screens fetch on demand and
 * storefront pages never load.
 *
 * The markup comes from bwip-js and draws the human-readable text as paths
 * (the value never appears as text or markup in it), so it is safe to inline.
 * Both return null when the value cannot be encoded: the caller shows
 * "BARCODE ERROR" in place of the barcode, or leaves the QR code out.
 */

const importBwip = () => import("bwip-js/browser");
type BwipBrowser = Awaited<ReturnType<typeof importBwip>>;
type RenderOptions = Parameters<BwipBrowser["toSVG"]>[0];
/** QR error-correction levels (bwip-js option `eclevel`, which its type definitions lack). */
type QrOptions = RenderOptions & { eclevel: "L" | "M" | "Q" | "H" };

let bwip: Promise<BwipBrowser> | null = null;

function loadBwip(): Promise<BwipBrowser> {
  bwip ??= importBwip().catch((e: unknown) => {
    bwip = null; // let a later call retry a failed chunk download
    throw e;
  });
  return bwip;
}

/** Code 128 of `value` with the human-readable text under the bars, or null. */
export async function barcodeSvg(value: string): Promise<string | null> {
  // bwip-js encodes non-ASCII as UTF-8 bytes that scanners read back as other characters: refuse instead.
  if (!isCode128Text(value)) return null;
  try {
    const { toSVG } = await loadBwip();
    return toSVG({
      bcid: "code128",
      text: value,
      height: 16,
      includetext: true,
      textxalign: "center",
      textsize: 11,
      paddingwidth: 10,
      paddingheight: 2,
      backgroundcolor: "FFFFFF",
      parse: false,
      parsefnc: false,
    });
  } catch {
    return null;
  }
}

/** QR code of `value` with error-correction level M, or null. */
export async function qrSvg(value: string): Promise<string | null> {
  if (!value) return null;
  try {
    const { toSVG } = await loadBwip();
    const opts: QrOptions = {
      bcid: "qrcode",
      text: value,
      eclevel: "M",
      paddingwidth: 8,
      paddingheight: 8,
      backgroundcolor: "FFFFFF",
      parse: false,
      parsefnc: false,
    };
    return toSVG(opts);
  } catch {
    return null;
  }
}
