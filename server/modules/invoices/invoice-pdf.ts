import { drawLineTable, shopPdf, type PdfColumn } from "./pdf-document";
import { pdfLabels, NOT_PROVIDED_HI } from "./pdf-labels";
import { drawText, heightOfText } from "./pdf-text";
import { formatIstDate } from "../../../lib/india-time";
import { buildInvoice, type InvoiceLine, type TaxInvoice } from "../../../lib/invoice";
import { formatAmount } from "../../../lib/money";
import { formatMinus } from "../../../lib/order-totals";
import type { ApiOrder } from "../../../lib/orders";
import { formatGstRate } from "../../../lib/pricing";

const MARGIN = 36;
const money = (paise: number) => formatAmount(paise).replace("₹", "");

type Column = PdfColumn<InvoiceLine>;

function columns(inv: TaxInvoice, tableWidth: number, head: (hindi: string, english: string) => string): Column[] {
  // An invoice with a coupon discount shows each line's value, its discount and the taxable value after it (rule
  // 46(i)); the other columns narrow to make room. An invoice without one keeps its columns.
  const discounted = inv.totals.discountPaise > 0;
  const n = discounted
    ? { hsn: 38, qty: 22, rate: 54, amount: 54, gst: 28, cgst: 46, igst: 54, total: 56 }
    : { hsn: 44, qty: 26, rate: 54, amount: 60, gst: 32, cgst: 50, igst: 58, total: 60 };
  const taxCols: Column[] = inv.interState
    ? [{ title: "IGST", width: n.igst, align: "right", cell: (l) => money(l.igstPaise) }]
    : [
        { title: "CGST", width: n.cgst, align: "right", cell: (l) => money(l.cgstPaise) },
        { title: "SGST", width: n.cgst, align: "right", cell: (l) => money(l.sgstPaise) },
      ];
  const discountCols: Column[] = discounted
    ? [
        { title: head("मूल्य (₹)", "Value (₹)"), width: n.amount, align: "right", cell: (l) => money(l.valuePaise) },
        { title: head("छूट (₹)", "Discount (₹)"), width: 48, align: "right", cell: (l) => (l.discountPaise > 0 ? money(l.discountPaise) : "–") },
      ]
    : [];
  const fixed: Column[] = [
    { title: "#", width: 16, align: "center", cell: (l) => String(l.sr) },
    { title: head("विवरण", "Description"), width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: n.hsn, align: "center", cell: (l) => l.hsn },
    { title: head("मात्रा", "Qty"), width: n.qty, align: "right", cell: (l) => String(l.quantity) },
    { title: head("दर (₹)", "Rate (₹)"), width: n.rate, align: "right", cell: (l) => money(l.unitPricePaise) },
    ...discountCols,
    { title: head("कर योग्य (₹)", "Taxable (₹)"), width: n.amount, align: "right", cell: (l) => money(l.taxablePaise) },
    { title: "GST", width: n.gst, align: "right", cell: (l) => formatGstRate(l.gstRate * 100) },
    ...taxCols,
    { title: head("कुल (₹)", "Total (₹)"), width: n.total, align: "right", cell: (l) => money(l.totalPaise) },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0);
  fixed[1]!.width = tableWidth - used;
  return fixed;
}

/**
 * The order's GST tax invoice as an A4 PDF, from the same view model as the printable page. A Hindi order's
 * headings are bilingual ("कर बीजक / TAX INVOICE", pdf-labels.ts); the values and legal text stay English.
 */
export async function invoicePdf(order: ApiOrder): Promise<Buffer> {
  const inv = buildInvoice(order);
  const { hi, say, head } = pdfLabels(order.lang);
  const { doc, done } = shopPdf({ size: "A4", margin: MARGIN, info: { Title: `Tax invoice ${inv.number}`, Author: inv.seller.legalName } });

  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 8;
  drawText(doc, say("कर बीजक", "TAX INVOICE"), MARGIN, MARGIN, { font: "bold", size: 16, width, align: "center" });
  doc.fillColor("#555");
  drawText(doc, say("प्राप्तकर्ता के लिए मूल प्रति", "Original for recipient"), MARGIN, doc.y, { font: "regular", size: 8, width, align: "center" });
  doc.fillColor("black");
  if (inv.cancelled) {
    doc.fillColor("#b91c1c");
    drawText(doc, say("रद्द – क्रेडिट नोट से पलटा गया", "CANCELLED – reversed by credit note"), MARGIN, doc.y, { font: "bold", size: 12, width, align: "center" });
    doc.fillColor("black");
  }

  // Supplier (left) and invoice facts (right).
  const top = doc.y + 10;
  const s = inv.seller;
  // Names, addresses and product texts the seller or customer typed may be in any Indian script: pdf-text.ts.
  drawText(doc, s.legalName, MARGIN, top, { font: "bold", size: 11, width: half });
  const sellerLines = [
    s.shopName !== s.legalName ? `${say("व्यापारिक नाम", "Trading as")} ${s.shopName}` : null,
    s.address.line1,
    s.address.line2 || null,
    `${s.address.city}, ${s.address.state} – ${s.address.pincode}`,
    s.address.country,
    `GSTIN: ${s.gstin}`,
    hi ? `राज्य / State: ${s.address.state} (कोड / code ${s.address.stateCode})` : `State: ${s.address.state} (code ${s.address.stateCode})`,
    `${say("फ़ोन", "Phone")}: ${s.phone}`,
    `${say("ईमेल", "Email")}: ${s.email}`,
  ];
  for (const line of sellerLines) if (line) drawText(doc, line, undefined, undefined, { font: "regular", size: 9, width: half });
  const leftBottom = doc.y;
  const facts: [string, string][] = [
    [head("बीजक सं.", "Invoice No."), inv.number],
    [head("बीजक तिथि", "Invoice date"), formatIstDate(inv.date)],
    [head("ऑर्डर सं.", "Order No."), inv.orderNumber],
    [head("ऑर्डर ID", "Order ID"), inv.orderId],
    [head("आपूर्ति का स्थान", "Place of supply"), inv.placeOfSupply],
    [head("रिवर्स चार्ज", "Reverse charge"), inv.reverseCharge],
    [head("भुगतान", "Payment"), inv.paymentType],
  ];
  let y = top;
  const rightX = MARGIN + width / 2 + 8;
  const labelWidth = 92;
  for (const [k, v] of facts) {
    drawText(doc, `${k}:`, rightX, y, { font: "bold", size: 9, width: labelWidth });
    const labelBottom = doc.y;
    drawText(doc, v, rightX + labelWidth + 2, y, { font: "regular", size: 9, width: half - labelWidth - 2 });
    y = Math.max(doc.y, labelBottom) + 1;
  }

  // Buyer.
  y = Math.max(leftBottom, y) + 12;
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(MARGIN + width, y - 4)
    .strokeColor("#999")
    .stroke();
  drawText(doc, say("बिल और डिलीवरी का पता", "Billed and shipped to"), MARGIN, y, { font: "bold", size: 9, width });
  const body = { font: "regular", size: 9, width } as const;
  drawText(doc, inv.buyer.name, MARGIN, doc.y, body);
  for (const line of inv.buyer.addressLines) drawText(doc, line, MARGIN, doc.y, body);
  drawText(doc, `${say("फ़ोन", "Phone")}: ${inv.buyer.phone} · ${say("ईमेल", "Email")}: ${inv.buyer.email}`, MARGIN, doc.y, body);
  drawText(doc, `${say("खरीदार का GSTIN", "Buyer GSTIN")}: ${inv.buyer.gstin ?? say(NOT_PROVIDED_HI, "Not provided (unregistered)")}`, MARGIN, doc.y, body);

  // Lines.
  const cols = columns(inv, width, head);
  y = drawLineTable(doc, MARGIN, doc.y + 12, cols, inv.lines);

  // Totals.
  y += 8;
  const t = inv.totals;
  const totals: [string, string][] = [
    // The coupon's discount, already taken off the lines above (their taxable values are after it).
    ...(t.discountPaise > 0 ? [[`${say("छूट", "Discount")}${inv.coupon ? ` (${inv.coupon})` : ""}`, formatMinus(t.discountPaise)] as [string, string]] : []),
    [say("कर योग्य मूल्य", "Taxable value"), formatAmount(t.taxablePaise)],
    ...(inv.interState
      ? [["IGST", formatAmount(t.igstPaise)] as [string, string]]
      : [["CGST", formatAmount(t.cgstPaise)] as [string, string], ["SGST", formatAmount(t.sgstPaise)] as [string, string]]),
    [say("बीजक कुल", "Invoice total"), formatAmount(t.totalPaise)],
  ];
  // The bilingual labels need more room: they start further left.
  const labelX = MARGIN + width - (hi ? 280 : 220);
  const totalsLabelWidth = hi ? 180 : 120;
  totals.forEach(([k, v], i) => {
    const last = i === totals.length - 1;
    const style = { font: last ? "bold" : "regular", size: last ? 11 : 9 } as const;
    const labelHeight = drawText(doc, k, labelX, y, { ...style, width: totalsLabelWidth, align: "left" });
    drawText(doc, v, MARGIN + width - 100, y, { ...style, width: 100, align: "right" });
    // A label that wraps (a long coupon code) pushes the next line down.
    y += (last ? 16 : 13) + Math.max(0, labelHeight - heightOfText(doc, k, { ...style, width: 10_000 }));
  });
  if (hi) {
    drawText(doc, "राशि शब्दों में / Amount in words:", MARGIN, y + 6, { font: "bold", size: 9, width });
    drawText(doc, inv.amountInWords, MARGIN, doc.y, { font: "regular", size: 9, width });
  } else {
    doc
      .font("bold")
      .fontSize(9)
      .text("Amount in words: ", MARGIN, y + 6, { continued: true })
      .font("regular")
      .text(inv.amountInWords, { width });
  }
  doc.moveDown(2);
  doc.fillColor("#555");
  drawText(doc, hi ? `यह कंप्यूटर से बना बीजक है, इस पर हस्ताक्षर की ज़रूरत नहीं। / ${inv.note}` : inv.note, MARGIN, doc.y, {
    font: "regular",
    size: 8,
    width,
    align: "center",
  });
  doc.end();
  return done;
}

export function invoicePdfName(order: ApiOrder): string {
  return `invoice-${(order.invoiceNumber ?? order._id).replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;
}
