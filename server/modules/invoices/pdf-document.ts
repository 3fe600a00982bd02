import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// DejaVu Sans has the rupee sign (₹) that PDF's built-in fonts lack; its condensed cut fits more of a long
// name or address on a 4-inch label.
const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const FONTS = {
  normal: { regular: font("DejaVuSans.ttf"), bold: font("DejaVuSans-Bold.ttf") },
  condensed: { regular: font("DejaVuSansCondensed.ttf"), bold: font("DejaVuSansCondensed-Bold.ttf") },
};

/**
 * A pdfkit document with the shop's fonts registered ("regular", "bold") and
 * its bytes collected: draw on `doc`, call `doc.end()`, await `done`.
 */
export function shopPdf(options: PDFKit.PDFDocumentOptions, cut: keyof typeof FONTS = "normal"): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  doc.registerFont("regular", FONTS[cut].regular);
  doc.registerFont("bold", FONTS[cut].bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
