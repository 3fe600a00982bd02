import PDFDocument from "pdfkit";
import { loadFont, type LatinCut } from "./pdf-fonts";
import { drawText, heightOfText, setLatinCut } from "./pdf-text";

/**
 * A pdfkit document with the shop's fonts registered ("regular", "bold": DejaVu Sans, which has the rupee sign
 * that PDF's built-in fonts lack; its condensed cut fits more of a long name or address on a 4-inch label) and
 * its bytes collected: draw on `doc`, call `doc.end()`, await `done`. Text a customer or the seller typed goes
 * through pdf-text.ts, which adds the Noto font of each Indian script the text uses.
 */
export function shopPdf(options: PDFKit.PDFDocumentOptions, cut: LatinCut = "normal"): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  // Parsed once per process (pdfkit 0.20 takes a fontkit font; its types only list files and buffers).
  doc.registerFont("regular", loadFont("latin", "regular", cut) as unknown as Buffer);
  doc.registerFont("bold", loadFont("latin", "bold", cut) as unknown as Buffer);
  setLatinCut(doc, cut);
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
    const style = { font: header ? "bold" : "regular", size: 7.5 } as const;
    const h = Math.max(...cells.map((t, i) => heightOfText(doc, t, { ...style, width: cols[i]!.width - 6 }))) + 8;
    if (y + h > doc.page.height - x0 - keepBelow) {
      doc.addPage();
      y = x0;
    }
    if (header) doc.rect(x0, y, width, h).fill("#f1ece4").fillColor("black");
    let x = x0;
    cells.forEach((t, i) => {
      doc.fillColor("black");
      drawText(doc, t, x + 3, y + 4, { ...style, width: cols[i]!.width - 6, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    y += h;
    doc
      .moveTo(x0, y)
      .lineTo(x0 + width, y)
      .strokeColor("#ccc")
      .stroke();
  };
  drawRow(
    cols.map((c) => c.title),
    true,
  );
  for (const line of lines)
    drawRow(
      cols.map((c) => c.cell(line)),
      false,
    );
  return y;
}
