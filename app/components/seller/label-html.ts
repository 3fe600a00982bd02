import { escapeHtml } from "../../../lib/html";
import { formatIstDate } from "../../../lib/india-time";
import type { ShippingLabel } from "../../../lib/label";
import { formatAmount } from "../../../lib/money";

const e = escapeHtml;

/**
 * One 4 × 6 inch label as a printable HTML document (spec: "Shipping Labels").
 * Every text is escaped here; the barcode and QR are SVG made by bwip-js from
 * the value (drawn as shapes, no text nodes), or "BARCODE ERROR" / nothing.
 */
export function labelDocument(l: ShippingLabel, barcode: string | null, qr: string | null): string {
  const items =
    l.items.map((i) => `<tr><td>${e(i.name)}</td><td class="q">${i.quantity}</td></tr>`).join("") +
    (l.moreItems > 0 ? `<tr><td colspan="2">+${l.moreItems} more</td></tr>` : "");
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Label ${e(l.orderNumber)} ${e(l.orderId)}</title><style>
@page { size: 4in 6in; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #000; }
.label { width: 4in; height: 6in; padding: 0.12in; display: flex; flex-direction: column; gap: 0.06in; overflow: hidden; }
.box { border: 1.5px solid #000; padding: 0.06in 0.08in; }
.small { font-size: 9px; } .name { font-weight: bold; font-size: 16px; } .pin { font-weight: bold; font-size: 15px; }
.tab { display: inline-block; background: #000; color: #fff; font-weight: bold; font-size: 10px; padding: 1px 6px; }
.row { display: flex; justify-content: space-between; gap: 0.08in; }
.cod { background: #000; color: #fff; font-weight: bold; font-size: 18px; padding: 3px 8px; display: inline-block; }
.prepaid { border: 2px solid #000; font-weight: bold; font-size: 16px; padding: 2px 8px; display: inline-block; }
table { width: 100%; border-collapse: collapse; font-size: 10px; } td { padding: 1px 0; vertical-align: top; } td.q { text-align: right; width: 3em; }
.codes { text-align: center; } .codes svg { max-width: 100%; height: 0.95in; } .qr svg { width: 0.9in; height: 0.9in; }
.error { font-weight: bold; font-size: 18px; border: 2px dashed #000; padding: 0.15in; }
</style></head><body><div class="label" data-testid="label">
<div class="box row"><div class="small">FROM · ${e(l.sender.shopName)}<br><b>${e(l.sender.name)}</b><br>GSTIN: ${e(l.sender.gstin)}<br>${e(l.sender.city)} · Ph ${e(l.sender.phone)}</div>${l.carrier ? `<div class="small" style="text-align:right">CARRIER<br><b>${e(l.carrier)}</b></div>` : ""}</div>
<div class="box"><span class="tab">SHIP TO</span><div class="name">${e(l.shipTo.name)}</div><div>${e(l.shipTo.street)}</div><div><b>${e(l.shipTo.city)}, ${e(l.shipTo.state)}</b></div><div class="row"><span class="pin">PIN ${e(l.shipTo.pincode)}</span><span>Ph: ${e(l.shipTo.phone)}</span></div></div>
<div class="box row"><div>${l.isCod ? `<span class="cod" data-testid="cod-amount">COD ${e(formatAmount(l.codAmountPaise ?? l.totalPaise))}</span>` : `<span class="prepaid" data-testid="payment-label">${e(l.paymentLabel.toUpperCase())}</span>`}
<div class="small" style="margin-top:4px">Order: <b>${e(l.orderNumber)}</b><br>ID: ${e(l.orderId)}<br>Date: ${e(formatIstDate(l.orderDate))}<br>Total: ${e(formatAmount(l.totalPaise))}<br>Weight: ${e(l.weight)} · Dims: ${e(l.dimensions)}</div></div>
${qr ? `<div class="qr codes" data-testid="label-qr">${qr}<div class="small">Scan to track</div></div>` : ""}</div>
<div class="box"><table><tr><td><b>ITEMS</b></td><td class="q"><b>QTY</b></td></tr>${items}</table></div>
<div class="box codes"><div class="small">${e(l.barcodeKind)}</div>${barcode ? `<div data-testid="label-barcode">${barcode}</div>` : `<div class="error" data-testid="label-barcode-error">BARCODE ERROR</div><div class="small">${e(l.barcodeValue)}</div>`}</div>
</div></body></html>`;
}
