import { CREDIT_NOTE_KIND_LABELS, type CreditNoteDocument, type CreditNoteLine } from "../../../lib/credit-note";
import { formatIstDate } from "../../../lib/india-time";
import { formatAmount } from "../../../lib/money";
import { formatGstRate } from "../../../lib/pricing";
import { drawLineTable, shopPdf, type PdfColumn } from "../invoices/pdf-document";
import { drawText } from "../invoices/pdf-text";

const MARGIN = 36;
const money = (paise: number) => formatAmount(paise).replace("₹", "");

type Column = PdfColumn<CreditNoteLine>;

/** A GST credit note (rule 53) as an A4 PDF, from the same view model as the printable page. */
export async function creditNotePdf(cn: CreditNoteDocument): Promise<Buffer> {
  const { doc, done } = shopPdf({ size: "A4", margin: MARGIN, info: { Title: `Credit note ${cn.number}`, Author: cn.seller.legalName } });
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 8;
  doc.font("bold").fontSize(16).text("CREDIT NOTE", MARGIN, MARGIN, { width, align: "center" });
  doc.font("regular").fontSize(8).fillColor("#555").text(cn.sandbox ? "SANDBOX TEST ORDER – not a tax document, no money moved" : "Issued under section 34 of the CGST Act and rule 53 of the CGST Rules", { width, align: "center" }).fillColor("black");

  const top = doc.y + 10;
  const s = cn.seller;
  // Names, addresses, reasons and product texts may be in any Indian script: pdf-text.ts draws them.
  drawText(doc, s.legalName, MARGIN, top, { font: "bold", size: 11, width: half });
  for (const line of [s.address.line1, s.address.line2 || null, `${s.address.city}, ${s.address.state} – ${s.address.pincode}`, `GSTIN: ${s.gstin}`, `State: ${s.address.state} (code ${s.address.stateCode})`]) if (line) drawText(doc, line, MARGIN, doc.y, { font: "regular", size: 9, width: half });
  const leftBottom = doc.y;
  const facts: [string, string][] = [
    ["Credit note No.", cn.number],
    ["Date", formatIstDate(cn.date)],
    ["Against invoice", cn.invoiceNumber],
    ["Invoice date", formatIstDate(cn.invoiceDate)],
    ["Order ID", cn.orderId],
    ["Place of supply", cn.placeOfSupply],
    ["Why", `${CREDIT_NOTE_KIND_LABELS[cn.kind]}: ${cn.reason}`],
  ];
  let y = top;
  const rightX = MARGIN + width / 2 + 8;
  for (const [k, v] of facts) {
    doc.font("bold").fontSize(9).text(`${k}:`, rightX, y, { width: 92 });
    const lb = doc.y;
    drawText(doc, v, rightX + 94, y, { font: "regular", size: 9, width: half - 94 });
    y = Math.max(doc.y, lb) + 1;
  }
  y = Math.max(leftBottom, y) + 12;
  doc.moveTo(MARGIN, y - 4).lineTo(MARGIN + width, y - 4).strokeColor("#999").stroke();
  doc.font("bold").fontSize(9).text("Recipient", MARGIN, y, { width });
  const body = { font: "regular", size: 9, width } as const;
  drawText(doc, cn.buyer.name, MARGIN, doc.y, body);
  for (const line of cn.buyer.addressLines) drawText(doc, line, MARGIN, doc.y, body);
  drawText(doc, `Recipient GSTIN: ${cn.buyer.gstin ?? "Not provided (unregistered)"}`, MARGIN, doc.y, body);

  const taxCols: Column[] = cn.interState
    ? [{ title: "IGST", width: 60, align: "right", cell: (l) => money(l.igstPaise) }]
    : [
        { title: "CGST", width: 54, align: "right", cell: (l) => money(l.cgstPaise) },
        { title: "SGST", width: 54, align: "right", cell: (l) => money(l.sgstPaise) },
      ];
  const cols: Column[] = [
    { title: "#", width: 18, align: "center", cell: (l) => String(l.line + 1) },
    { title: "Description", width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: 48, align: "center", cell: (l) => l.hsn },
    { title: "Qty", width: 30, align: "right", cell: (l) => (l.quantity > 0 ? String(l.quantity) : "–") },
    { title: "Taxable (₹)", width: 64, align: "right", cell: (l) => money(l.taxablePaise) },
    { title: "GST", width: 34, align: "right", cell: (l) => formatGstRate(l.gstRate * 100) },
    ...taxCols,
    { title: "Total (₹)", width: 64, align: "right", cell: (l) => money(l.totalPaise) },
  ];
  cols[1]!.width = width - cols.reduce((sum, c) => sum + c.width, 0);
  y = drawLineTable(doc, MARGIN, doc.y + 12, cols, cn.lines);
  y += 8;
  const t = cn.totals;
  const totals: [string, string][] = [["Taxable value", formatAmount(t.taxablePaise)], ...(cn.interState ? [["IGST", formatAmount(t.igstPaise)] as [string, string]] : [["CGST", formatAmount(t.cgstPaise)] as [string, string], ["SGST", formatAmount(t.sgstPaise)] as [string, string]]), ["Credit note total", formatAmount(t.totalPaise)]];
  totals.forEach(([k, v], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? "bold" : "regular").fontSize(last ? 11 : 9);
    doc.text(k, MARGIN + width - 220, y, { width: 120 });
    doc.text(v, MARGIN + width - 100, y, { width: 100, align: "right" });
    y += last ? 16 : 13;
  });
  doc.font("bold").fontSize(9).text("Amount in words: ", MARGIN, y + 6, { continued: true }).font("regular").text(cn.amountInWords, { width });
  doc.moveDown(2);
  doc.font("regular").fontSize(8).fillColor("#555").text("This is a computer-generated credit note and does not require a signature.", MARGIN, doc.y, { width, align: "center" });
  doc.end();
  return done;
}

export function creditNotePdfName(number: string): string {
  return `credit-note-${number.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;
}
