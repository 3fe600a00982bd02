import { shopPdf } from "../invoices/pdf-document";
import { drawLine, ellipsize, lineHeightOf, widthOfText, wrapText } from "../invoices/pdf-text";
import { formatIstDate } from "../../../lib/india-time";
import type { ShippingLabel } from "../../../lib/label";
import { formatAmount } from "../../../lib/money";
import { BARCODE_SCALE, code128Png, qrPng } from "./barcodes";

/** 4 × 6 inches in PDF points (72 per inch). */
export const LABEL_WIDTH_PT = 288;
export const LABEL_HEIGHT_PT = 432;

const MARGIN = 10;
const PAD = 6;
const W = LABEL_WIDTH_PT - 2 * MARGIN;
const INNER = W - 2 * PAD;
/** Section heights, top to bottom; they add up to the label's height inside the margins. */
const H = { sender: 48, shipTo: 108, order: 92, items: 80, barcode: 84 } as const;
/** A Code 128 bar module narrower than this (about 1.4 dots of a 203 dpi thermal printer) will not scan reliably. */
const MIN_MODULE_PT = 0.5;
/** Widest bar module we draw: short AWBs get tall, wide bars, not a giant barcode. */
const MAX_MODULE_PT = 1.6;
const QR_SIZE = 78;

type Doc = PDFKit.PDFDocument;
type Font = "regular" | "bold";
type LineOpts = { width: number; font: Font; size: number; minSize?: number; align?: "left" | "center" | "right"; color?: string };

/**
 * One line of text inside `width`: shrunk from `size` down to `minSize`, then
 * cut with an ellipsis. The text is drawn as text (pdfkit never interprets it),
 * in any Indian script: pdf-text.ts picks the font of each run (DejaVu's condensed
 * cut stays for Latin).
 */
function line(doc: Doc, text: string, x: number, y: number, o: LineOpts): number {
  const minSize = o.minSize ?? o.size;
  let size = o.size;
  while (size > minSize && widthOfText(doc, text, { font: o.font, size }) > o.width) size = Math.max(minSize, size - 0.5);
  const style = { font: o.font, size, width: o.width, align: o.align ?? "left" } as const;
  const shown = widthOfText(doc, text, style) > o.width ? ellipsize(doc, text, o.width, style) : text;
  doc.fillColor(o.color ?? "black");
  drawLine(doc, shown, x, y, style);
  return size;
}

function sectionRule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + W, y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
}

/** PNG width and height from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function tryImage(make: () => Promise<Buffer>): Promise<Buffer | null> {
  try {
    return await make();
  } catch {
    return null;
  }
}

function drawSender(doc: Doc, l: ShippingLabel, top: number) {
  const x = MARGIN + PAD;
  // The carrier name on the right takes only the room it needs (at most a third of the line).
  const carrierWidth = l.carrier ? Math.min(INNER / 3, Math.max(40, widthOfText(doc, l.carrier, { font: "bold", size: 13 }))) : 0;
  const width = INNER - carrierWidth - (carrierWidth ? 6 : 0);
  // GSTIN and city always get a line of their own; the shop's trading name, when it differs, shares the "FROM" line.
  const tradingAs = l.sender.shopName && l.sender.shopName !== l.sender.name ? ` · ${l.sender.shopName}` : "";
  line(doc, `FROM${tradingAs}`, x, top + 4.5, { width, font: "bold", size: 6.5 });
  line(doc, l.sender.name, x, top + 12, { width, font: "bold", size: 10, minSize: 8 });
  line(doc, `GSTIN: ${l.sender.gstin}`, x, top + 24, { width, font: "regular", size: 8, minSize: 7 });
  line(doc, [l.sender.city, l.sender.phone ? `Ph: ${l.sender.phone}` : ""].filter(Boolean).join(" · "), x, top + 34, {
    width,
    font: "regular",
    size: 8,
    minSize: 7,
  });
  if (l.carrier) {
    const cx = MARGIN + W - PAD - carrierWidth;
    line(doc, "CARRIER", cx, top + 5, { width: carrierWidth, font: "bold", size: 6, align: "right" });
    line(doc, l.carrier, cx, top + 13, { width: carrierWidth, font: "bold", size: 13, minSize: 8, align: "right" });
  }
}

function drawShipTo(doc: Doc, l: ShippingLabel, top: number) {
  const x = MARGIN + PAD;
  const t = l.shipTo;
  doc.rect(MARGIN, top, 62, 14).fill("black");
  line(doc, "SHIP TO", MARGIN, top + 2.5, { width: 62, font: "bold", size: 9, align: "center", color: "white" });
  line(doc, t.name || "N/A", x, top + 19, { width: INNER, font: "bold", size: 14, minSize: 10 });
  const street = { font: "regular", size: 10 } as const;
  // City and state follow the street (at most 3 lines); PIN and phone stay on the block's last line.
  const place = [t.city, t.state].filter(Boolean).join(", ");
  // Street and place share the room above the PIN (whose line box starts with ~2.5 pt of white above its capitals):
  // three street lines of 12 pt in Latin; for a script with taller lines, three a little tighter while that keeps
  // 85 % of its line box (its ink stays clear), else fewer at full height (two for Urdu's Naskh).
  const natural = Math.max(12, lineHeightOf(doc, t.street, street));
  const room = 53 - Math.max(12, lineHeightOf(doc, place, { font: "bold", size: 10 }));
  const tight = room / 3;
  const [maxLines, advance] = tight >= natural ? [3, natural] : tight >= 0.85 * natural ? [3, tight] : [Math.max(1, Math.floor(room / natural)), natural];
  const lines = wrapText(doc, t.street, INNER, street, maxLines);
  let y = top + 37;
  doc.fillColor("black");
  for (const text of lines) {
    drawLine(doc, text, x, y, { ...street, width: INNER });
    y += lines.length * natural <= room ? natural : advance;
  }
  line(doc, place, x, y, { width: INNER, font: "bold", size: 10, minSize: 8 });
  const pinWidth = INNER * 0.5;
  line(doc, `PIN ${t.pincode}`, x, top + 88, { width: pinWidth, font: "bold", size: 14, minSize: 10 });
  line(doc, `Ph: ${t.phone}`, x + pinWidth, top + 90, { width: INNER - pinWidth, font: "bold", size: 11, minSize: 8, align: "right" });
}

function drawOrder(doc: Doc, l: ShippingLabel, top: number, qr: Buffer | null) {
  const x = MARGIN + PAD;
  const leftWidth = INNER - QR_SIZE - 8;
  const boxH = 26;
  if (l.isCod && l.codAmountPaise !== null) {
    doc.rect(x, top + PAD, leftWidth, boxH).fill("black");
    line(doc, `COD ${formatAmount(l.codAmountPaise)}`, x + 4, top + PAD + 4, {
      width: leftWidth - 8,
      font: "bold",
      size: 17,
      minSize: 10,
      align: "center",
      color: "white",
    });
  } else {
    doc
      .rect(x + 0.75, top + PAD + 0.75, leftWidth - 1.5, boxH - 1.5)
      .lineWidth(1.5)
      .strokeColor("black")
      .stroke();
    line(doc, l.paymentLabel.toUpperCase(), x + 4, top + PAD + 4, { width: leftWidth - 8, font: "bold", size: 17, minSize: 9, align: "center" });
  }
  const facts: [string, string][] = [
    ["Order", l.orderNumber],
    ["ID", l.orderId],
    ["Date", formatIstDate(l.orderDate)],
    ["Total", formatAmount(l.totalPaise)],
    ["Weight", l.weight],
    ["Dims", l.dimensions],
  ];
  // Six rows in the section's 92 pt: the order number first, bold, as the seller reads it out on the phone.
  let y = top + PAD + boxH + 4;
  const keyWidth = 34;
  for (const [k, v] of facts) {
    line(doc, `${k}:`, x, y, { width: keyWidth, font: "bold", size: 8 });
    line(doc, v, x + keyWidth, y, { width: leftWidth - keyWidth, font: k === "Total" || k === "Order" ? "bold" : "regular", size: 8, minSize: 6.5 });
    y += 9;
  }
  if (qr) {
    const qx = MARGIN + W - PAD - QR_SIZE;
    doc.image(qr, qx, top + 2, { width: QR_SIZE, height: QR_SIZE });
    line(doc, "Scan to track", qx, top + QR_SIZE + 2, { width: QR_SIZE, font: "regular", size: 6.5, align: "center" });
  }
}

function drawItems(doc: Doc, l: ShippingLabel, top: number) {
  const x = MARGIN + PAD;
  const qtyWidth = 30;
  line(doc, "ITEMS", x, top + 4, { width: INNER - qtyWidth, font: "bold", size: 7.5 });
  line(doc, "QTY", x + INNER - qtyWidth, top + 4, { width: qtyWidth, font: "bold", size: 7.5, align: "right" });
  let y = top + 14;
  for (const item of l.items) {
    line(doc, item.name, x, y, { width: INNER - qtyWidth - 4, font: "regular", size: 7.5 });
    line(doc, String(item.quantity), x + INNER - qtyWidth, y, { width: qtyWidth, font: "regular", size: 7.5, align: "right" });
    y += 9.5;
  }
  if (l.moreItems > 0) line(doc, `+${l.moreItems} more`, x, y, { width: INNER, font: "bold", size: 7.5 });
}

function drawBarcode(doc: Doc, l: ShippingLabel, top: number, png: Buffer | null) {
  const x = MARGIN + PAD;
  line(doc, l.barcodeKind.toUpperCase(), x, top + 4, { width: INNER, font: "bold", size: 6 });
  const boxTop = top + 12;
  const boxH = H.barcode - 12 - 4;
  const size = png ? pngSize(png) : null;
  if (png && size) {
    const modules = size.width / BARCODE_SCALE;
    const modulePt = Math.min(MAX_MODULE_PT, INNER / modules, boxH / (size.height / BARCODE_SCALE));
    if (modulePt >= MIN_MODULE_PT) {
      const w = modules * modulePt;
      const h = (size.height / BARCODE_SCALE) * modulePt;
      doc.image(png, MARGIN + (W - w) / 2, boxTop + (boxH - h) / 2, { width: w, height: h });
      return;
    }
  }
  line(doc, "BARCODE ERROR", x, boxTop + 12, { width: INNER, font: "bold", size: 18, align: "center" });
  line(doc, l.barcodeValue, x, boxTop + 38, { width: INNER, font: "regular", size: 10, minSize: 7, align: "center" });
}

/** Shipping labels as one PDF: one 4 × 6 inch page per label. */
export async function labelsPdf(labels: ShippingLabel[]): Promise<Buffer> {
  if (labels.length === 0) throw new RangeError("No labels to print");
  const images = await Promise.all(
    labels.map(async (l) => ({ barcode: await tryImage(() => code128Png(l.barcodeValue)), qr: await tryImage(() => qrPng(l.qrValue)) })),
  );

  // The condensed cut fits more of a long name or address on a 4-inch label.
  const { doc, done } = shopPdf(
    { autoFirstPage: false, margin: 0, info: { Title: labels.length === 1 ? `Shipping label ${labels[0]!.orderId}` : `Shipping labels (${labels.length})` } },
    "condensed",
  );

  labels.forEach((l, i) => {
    doc.addPage({ size: [LABEL_WIDTH_PT, LABEL_HEIGHT_PT], margin: 0 });
    const img = images[i]!;
    let top = MARGIN;
    doc
      .rect(MARGIN, MARGIN, W, LABEL_HEIGHT_PT - 2 * MARGIN)
      .lineWidth(1)
      .strokeColor("black")
      .stroke();
    drawSender(doc, l, top);
    top += H.sender;
    sectionRule(doc, top);
    drawShipTo(doc, l, top);
    top += H.shipTo;
    sectionRule(doc, top);
    drawOrder(doc, l, top, img.qr);
    top += H.order;
    sectionRule(doc, top);
    drawItems(doc, l, top);
    top += H.items;
    sectionRule(doc, top);
    drawBarcode(doc, l, top, img.barcode);
  });
  doc.end();
  return done;
}

export function labelsPdfName(labels: ShippingLabel[]): string {
  const one = labels.length === 1 ? labels[0]!.orderId.replace(/[^A-Za-z0-9-]/g, "-") : `${labels.length}`;
  return `shipping-label-${one}.pdf`;
}
