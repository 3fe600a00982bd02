import { drawLineTable, shopPdf, type PdfColumn } from "./pdf-document";
import { drawText } from "./pdf-text";
import { formatIstDate } from "../../../lib/india-time";
import { buildInvoice, type InvoiceLine, type TaxInvoice } from "../../../lib/invoice";
import { formatAmount } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { formatGstRate } from "../../../lib/pricing";


const MARGIN = 36;
const money = (paise: number) => formatAmount(paise).replace("₹", "");

type Column = PdfColumn<InvoiceLine>;

function columns(inv: TaxInvoice, tableWidth: number): Column[] {
  const taxCols: Column[] = inv.interState
    ? [{ title: "IGST", width: 58, align: "right", cell: (l) => money(l.igstPaise) }]
    : [
        { title: "CGST", width: 50, align: "right", cell: (l) => money(l.cgstPaise) },
        { title: "SGST", width: 50, align: "right", cell: (l) => money(l.sgstPaise) },
      ];
  const fixed: Column[] = [
    { title: "#", width: 16, align: "center", cell: (l) => String(l.sr) },
    { title: "Description", width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: 44, align: "center", cell: (l) => l.hsn },
    { title: "Qty", width: 26, align: "right", cell: (l) => String(l.quantity) },
    { title: "Rate (₹)", width: 54, align: "right", cell: (l) => money(l.unitPricePaise) },
    { title: "Taxable (₹)", width: 60, align: "right", cell: (l) => money(l.taxablePaise) },
    { title: "GST", width: 32, align: "right", cell: (l) => formatGstRate(l.gstRate * 100) },
    ...taxCols,
    { title: "Total (₹)", width: 60, align: "right", cell: (l) => money(l.totalPaise) },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0);
  fixed[1]!.width = tableWidth - used;
  return fixed;
}

/** The order's GST tax invoice as an A4 PDF, from the same view model as the printable page. */
export async function invoicePdf(order: ApiOrder): Promise<Buffer> {
  const inv = buildInvoice(order);
  const { doc, done } = shopPdf({ size: "A4", margin: MARGIN, info: { Title: `Tax invoice ${inv.number}`, Author: inv.seller.legalName } });

  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 8;
  doc.font("bold").fontSize(16).text("TAX INVOICE", MARGIN, MARGIN, { width, align: "center" });
  doc.font("regular").fontSize(8).fillColor("#555").text("Original for recipient", { width, align: "center" }).fillColor("black");
  if (inv.cancelled) {
    doc.font("bold").fontSize(12).fillColor("#b91c1c").text("CANCELLED – reversed by credit note", { width, align: "center" }).fillColor("black");
  }

  // Supplier (left) and invoice facts (right).
  const top = doc.y + 10;
  const s = inv.seller;
  // Names, addresses and product texts the seller or customer typed may be in any Indian script: pdf-text.ts.
  drawText(doc, s.legalName, MARGIN, top, { font: "bold", size: 11, width: half });
  const sellerLines = [s.shopName !== s.legalName ? `Trading as ${s.shopName}` : null, s.address.line1, s.address.line2 || null, `${s.address.city}, ${s.address.state} – ${s.address.pincode}`, s.address.country, `GSTIN: ${s.gstin}`, `State: ${s.address.state} (code ${s.address.stateCode})`, `Phone: ${s.phone}`, `Email: ${s.email}`];
  for (const line of sellerLines) if (line) drawText(doc, line, undefined, undefined, { font: "regular", size: 9, width: half });
  const leftBottom = doc.y;
  const facts: [string, string][] = [
    ["Invoice No.", inv.number],
    ["Invoice date", formatIstDate(inv.date)],
    ["Order No.", inv.orderNumber],
    ["Order ID", inv.orderId],
    ["Place of supply", inv.placeOfSupply],
    ["Reverse charge", inv.reverseCharge],
    ["Payment", inv.paymentType],
  ];
  let y = top;
  const rightX = MARGIN + width / 2 + 8;
  const labelWidth = 92;
  for (const [k, v] of facts) {
    doc.font("bold").fontSize(9).text(`${k}:`, rightX, y, { width: labelWidth });
    const labelBottom = doc.y;
    drawText(doc, v, rightX + labelWidth + 2, y, { font: "regular", size: 9, width: half - labelWidth - 2 });
    y = Math.max(doc.y, labelBottom) + 1;
  }

  // Buyer.
  y = Math.max(leftBottom, y) + 12;
  doc.moveTo(MARGIN, y - 4).lineTo(MARGIN + width, y - 4).strokeColor("#999").stroke();
  doc.font("bold").fontSize(9).text("Billed and shipped to", MARGIN, y, { width });
  const body = { font: "regular", size: 9, width } as const;
  drawText(doc, inv.buyer.name, MARGIN, doc.y, body);
  for (const line of inv.buyer.addressLines) drawText(doc, line, MARGIN, doc.y, body);
  drawText(doc, `Phone: ${inv.buyer.phone} · Email: ${inv.buyer.email}`, MARGIN, doc.y, body);
  drawText(doc, `Buyer GSTIN: ${inv.buyer.gstin ?? "Not provided (unregistered)"}`, MARGIN, doc.y, body);

  // Lines.
  const cols = columns(inv, width);
  y = drawLineTable(doc, MARGIN, doc.y + 12, cols, inv.lines);

  // Totals.
  y += 8;
  const t = inv.totals;
  const totals: [string, string][] = [
    ["Taxable value", formatAmount(t.taxablePaise)],
    ...(inv.interState ? [["IGST", formatAmount(t.igstPaise)] as [string, string]] : [["CGST", formatAmount(t.cgstPaise)] as [string, string], ["SGST", formatAmount(t.sgstPaise)] as [string, string]]),
    ["Invoice total", formatAmount(t.totalPaise)],
  ];
  totals.forEach(([k, v], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? "bold" : "regular").fontSize(last ? 11 : 9);
    doc.text(k, MARGIN + width - 220, y, { width: 120, align: "left" });
    doc.text(v, MARGIN + width - 100, y, { width: 100, align: "right" });
    y += last ? 16 : 13;
  });
  doc.font("bold").fontSize(9).text("Amount in words: ", MARGIN, y + 6, { continued: true }).font("regular").text(inv.amountInWords, { width });
  doc.moveDown(2);
  doc.font("regular").fontSize(8).fillColor("#555").text(inv.note, MARGIN, doc.y, { width, align: "center" });
  doc.end();
  return done;
}

export function invoicePdfName(order: ApiOrder): string {
  return `invoice-${(order.invoiceNumber ?? order._id).replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;
}
