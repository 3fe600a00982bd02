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

/** One column of a document's line table (tax invoice, credit note). */
export type PdfColumn<T> = { title: string; width: number; align: "left" | "right" | "center"; cell: (line: T) => string };

/**
 * A line table from (x, y): a shaded bold header, then one row per line, each row as tall as its tallest cell;
 * a row that would run into the space kept for the totals and footer (`keepBelow`) starts a new page.
 * Returns the y under the table.
 */
export function drawLineTable<T>(doc: PDFKit.PDFDocument, x0: number, y0: number, cols: PdfColumn<T>[], lines: readonly T[], keepBelow = 80): number {
  const width = cols.reduce((sum, c) => sum + c.width, 0);
  let y = y0;
  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? "bold" : "regular").fontSize(7.5);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t, { width: cols[i]!.width - 6 }))) + 8;
    if (y + h > doc.page.height - x0 - keepBelow) {
      doc.addPage();
      y = x0;
    }
    if (header) doc.rect(x0, y, width, h).fill("#f1ece4").fillColor("black");
    let x = x0;
    cells.forEach((t, i) => {
      doc.fillColor("black").text(t, x + 3, y + 4, { width: cols[i]!.width - 6, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    y += h;
    doc.moveTo(x0, y).lineTo(x0 + width, y).strokeColor("#ccc").stroke();
  };
  drawRow(cols.map((c) => c.title), true);
  for (const line of lines) drawRow(cols.map((c) => c.cell(line)), false);
  return y;
}
