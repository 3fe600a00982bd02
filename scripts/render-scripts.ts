/**
 * `npm run render:scripts`: draws the invoice and the shipping label of each script's sample (decision 021)
 * and keeps one reference picture per script in docs/printouts/scripts/, the label beside the top of the
 * invoice, small enough to keep in the repository. Look at them after changing the fonts or pdf-text.ts.
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { SCRIPTS } from "../server/modules/invoices/pdf-fonts";
import { SCRIPT_SAMPLES, rasterise, scriptInvoicePdf, scriptLabelPdf } from "../server/modules/invoices/script-samples";

export const REFERENCE_DIR = new URL("../docs/printouts/scripts/", import.meta.url);
const DPI = 90;

/** The reference picture of one script: label (left) and the invoice's top (right). */
export async function referencePicture(script: (typeof SCRIPTS)[number], drawn?: { label: Buffer; invoice: Buffer }): Promise<Buffer> {
  const s = SCRIPT_SAMPLES[script];
  const label = await rasterise(drawn?.label ?? (await scriptLabelPdf(s)), DPI);
  // A4 at 90 dpi is 744 × 1052: the seller, buyer and line table fill the top 470 pixels.
  const invoice = await rasterise(drawn?.invoice ?? (await scriptInvoicePdf(s)), DPI, { x: 20, y: 20, w: 704, h: 470 });
  const labelMeta = await sharp(label).metadata();
  const width = labelMeta.width! + 8 + 704;
  const height = Math.max(labelMeta.height!, 470);
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([
      { input: label, left: 0, top: 0 },
      { input: invoice, left: labelMeta.width! + 8, top: 0 },
    ])
    .greyscale()
    .png({ palette: true, colours: 16, compressionLevel: 9 })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(REFERENCE_DIR, { recursive: true });
  for (const script of SCRIPTS) {
    const png = await referencePicture(script);
    const file = new URL(`${SCRIPT_SAMPLES[script].language.toLowerCase()}.png`, REFERENCE_DIR);
    await writeFile(file, png);
    console.log(`${file.pathname.replace(process.cwd() + "/", "")}: ${(png.length / 1024).toFixed(1)} KB`);
  }
}
