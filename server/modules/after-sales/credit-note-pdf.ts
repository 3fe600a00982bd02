import { CREDIT_NOTE_KIND_LABELS, type CreditNoteDocument, type CreditNoteLine } from "../../../lib/credit-note";
import type { Lang } from "../../../lib/i18n";
import { formatIstDate } from "../../../lib/india-time";
import { formatAmount } from "../../../lib/money";
import { formatGstRate } from "../../../lib/pricing";
import { drawLineTable, shopPdf, type PdfColumn } from "../invoices/pdf-document";
import { NOT_PROVIDED_HI, pdfLabels } from "../invoices/pdf-labels";
import { drawText } from "../invoices/pdf-text";

const MARGIN = 36;
const money = (paise: number) => formatAmount(paise).replace("₹", "");

type Column = PdfColumn<CreditNoteLine>;

/** Why a credit note was issued, in Hindi (the web view's words): "ऑर्डर रद्द / Order cancelled". */
const KIND_HI: Record<CreditNoteDocument["kind"], string> = { cancellation: "ऑर्डर रद्द", refund: "रिफ़ंड", return: "माल वापसी" };

/**
 * A GST credit note (rule 53) as an A4 PDF, from the same view model as the printable page; for a Hindi order
 * (`lang`, the order's) with bilingual headings, the values and legal text in English as on every note.
 */
export async function creditNotePdf(cn: CreditNoteDocument, lang: Lang = "en"): Promise<Buffer> {
  const { hi, say, head } = pdfLabels(lang);
  const { doc, done } = shopPdf({ size: "A4", margin: MARGIN, info: { Title: `Credit note ${cn.number}`, Author: cn.seller.legalName } });
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 8;
  drawText(doc, say("क्रेडिट नोट", "CREDIT NOTE"), MARGIN, MARGIN, { font: "bold", size: 16, width, align: "center" });
  doc.fillColor("#555");
  const under = cn.sandbox
    ? say("सैंडबॉक्स टेस्ट ऑर्डर – कर दस्तावेज़ नहीं, कोई पैसा नहीं कटा", "SANDBOX TEST ORDER – not a tax document, no money moved")
    : say("CGST अधिनियम की धारा 34 और CGST नियमों के नियम 53 के अंतर्गत जारी", "Issued under section 34 of the CGST Act and rule 53 of the CGST Rules");
  drawText(doc, under, MARGIN, doc.y, { font: "regular", size: 8, width, align: "center" });
  doc.fillColor("black");

  const top = doc.y + 10;
  const s = cn.seller;
  // Names, addresses, reasons and product texts may be in any Indian script: pdf-text.ts draws them.
  drawText(doc, s.legalName, MARGIN, top, { font: "bold", size: 11, width: half });
  for (const line of [
    s.address.line1,
    s.address.line2 || null,
    `${s.address.city}, ${s.address.state} – ${s.address.pincode}`,
    `GSTIN: ${s.gstin}`,
    hi ? `राज्य / State: ${s.address.state} (कोड / code ${s.address.stateCode})` : `State: ${s.address.state} (code ${s.address.stateCode})`,
  ])
    if (line) drawText(doc, line, MARGIN, doc.y, { font: "regular", size: 9, width: half });
  const leftBottom = doc.y;
  const facts: [string, string][] = [
    [head("क्रेडिट नोट सं.", "Credit note No."), cn.number],
    [head("तिथि", "Date"), formatIstDate(cn.date)],
    [head("इस बीजक पर", "Against invoice"), cn.invoiceNumber],
    [head("बीजक तिथि", "Invoice date"), formatIstDate(cn.invoiceDate)],
    [head("ऑर्डर ID", "Order ID"), cn.orderId],
    [head("आपूर्ति का स्थान", "Place of supply"), cn.placeOfSupply],
    [head("कारण", "Why"), `${say(KIND_HI[cn.kind], CREDIT_NOTE_KIND_LABELS[cn.kind])}: ${cn.reason}`],
  ];
  let y = top;
  const rightX = MARGIN + width / 2 + 8;
  const labelWidth = 92;
  for (const [k, v] of facts) {
    drawText(doc, `${k}:`, rightX, y, { font: "bold", size: 9, width: labelWidth });
    const lb = doc.y;
    drawText(doc, v, rightX + labelWidth + 2, y, { font: "regular", size: 9, width: half - labelWidth - 2 });
    y = Math.max(doc.y, lb) + 1;
  }
  y = Math.max(leftBottom, y) + 12;
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(MARGIN + width, y - 4)
    .strokeColor("#999")
    .stroke();
  drawText(doc, say("प्राप्तकर्ता", "Recipient"), MARGIN, y, { font: "bold", size: 9, width });
  const body = { font: "regular", size: 9, width } as const;
  drawText(doc, cn.buyer.name, MARGIN, doc.y, body);
  for (const line of cn.buyer.addressLines) drawText(doc, line, MARGIN, doc.y, body);
  drawText(
    doc,
    `${say("प्राप्तकर्ता का GSTIN", "Recipient GSTIN")}: ${cn.buyer.gstin ?? say(NOT_PROVIDED_HI, "Not provided (unregistered)")}`,
    MARGIN,
    doc.y,
    body,
  );

  const taxCols: Column[] = cn.interState
    ? [{ title: "IGST", width: 60, align: "right", cell: (l) => money(l.igstPaise) }]
    : [
        { title: "CGST", width: 54, align: "right", cell: (l) => money(l.cgstPaise) },
        { title: "SGST", width: 54, align: "right", cell: (l) => money(l.sgstPaise) },
      ];
  const cols: Column[] = [
    { title: "#", width: 18, align: "center", cell: (l) => String(l.line + 1) },
    { title: head("विवरण", "Description"), width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: 48, align: "center", cell: (l) => l.hsn },
    { title: head("मात्रा", "Qty"), width: 30, align: "right", cell: (l) => (l.quantity > 0 ? String(l.quantity) : "–") },
    { title: head("कर योग्य (₹)", "Taxable (₹)"), width: 64, align: "right", cell: (l) => money(l.taxablePaise) },
    { title: "GST", width: 34, align: "right", cell: (l) => formatGstRate(l.gstRate * 100) },
    ...taxCols,
    { title: head("कुल (₹)", "Total (₹)"), width: 64, align: "right", cell: (l) => money(l.totalPaise) },
  ];
  cols[1]!.width = width - cols.reduce((sum, c) => sum + c.width, 0);
  y = drawLineTable(doc, MARGIN, doc.y + 12, cols, cn.lines);
  y += 8;
  const t = cn.totals;
  const totals: [string, string][] = [
    [say("कर योग्य मूल्य", "Taxable value"), formatAmount(t.taxablePaise)],
    ...(cn.interState
      ? [["IGST", formatAmount(t.igstPaise)] as [string, string]]
      : [["CGST", formatAmount(t.cgstPaise)] as [string, string], ["SGST", formatAmount(t.sgstPaise)] as [string, string]]),
    [say("क्रेडिट नोट कुल", "Credit note total"), formatAmount(t.totalPaise)],
  ];
  const labelX = MARGIN + width - (hi ? 300 : 220);
  const totalsLabelWidth = hi ? 200 : 120;
  totals.forEach(([k, v], i) => {
    const last = i === totals.length - 1;
    const style = { font: last ? "bold" : "regular", size: last ? 11 : 9 } as const;
    drawText(doc, k, labelX, y, { ...style, width: totalsLabelWidth });
    drawText(doc, v, MARGIN + width - 100, y, { ...style, width: 100, align: "right" });
    y += last ? 16 : 13;
  });
  if (hi) {
    drawText(doc, "राशि शब्दों में / Amount in words:", MARGIN, y + 6, { font: "bold", size: 9, width });
    drawText(doc, cn.amountInWords, MARGIN, doc.y, { font: "regular", size: 9, width });
  } else {
    doc
      .font("bold")
      .fontSize(9)
      .text("Amount in words: ", MARGIN, y + 6, { continued: true })
      .font("regular")
      .text(cn.amountInWords, { width });
  }
  doc.moveDown(2);
  doc.fillColor("#555");
  const footer = "This is a computer-generated credit note and does not require a signature.";
  drawText(doc, hi ? `यह कंप्यूटर से बना क्रेडिट नोट है, इस पर हस्ताक्षर की ज़रूरत नहीं। / ${footer}` : footer, MARGIN, doc.y, {
    font: "regular",
    size: 8,
    width,
    align: "center",
  });
  doc.end();
  return done;
}

export function creditNotePdfName(number: string): string {
  return `credit-note-${number.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;
}
