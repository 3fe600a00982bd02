import { escapeHtml } from "../../../lib/html";
import { estimatedDelivery, formatIstDate } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { itemLabel, orderNumberText, type ApiOrder } from "../../../lib/orders";
import type { QueuedEmail } from "./outbox";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/** The customer's page of one order (timeline, invoice, cancel, returns). */
export function orderPageUrl(publicUrl: string, orderId: string): string {
  return `${publicUrl}/my-orders/${orderId}`;
}

/** The policies every order email links to (Consumer Protection (E-Commerce) Rules, 2020): none without a public address. */
export function policyLinks(publicUrl: string | null): [string, string][] {
  if (!publicUrl) return [];
  return [
    ["Returns & Refunds", `${publicUrl}/policies/returns`],
    ["Cancellation Policy", `${publicUrl}/policies/cancellation`],
    ["Shipping & Delivery", `${publicUrl}/policies/shipping`],
    ["Grievance Officer", `${publicUrl}/policies/grievance`],
  ];
}

function policyLinksHtml(links: [string, string][]): string {
  if (links.length === 0) return "";
  return `<p style="font-size:13px;color:#555">${links.map(([label, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`).join(" · ")}</p>\n`;
}

/** The confirmation a customer gets once an order is placed (COD) or paid (online). Customer text is escaped in the HTML part; free text (street, city) stays out. */
export function orderConfirmationEmail(order: ApiOrder, publicUrl: string | null): QueuedEmail {
  const shop = order.seller.shopName;
  const a = order.address;
  const payment = order.sandbox ? `Sandbox test payment: no money moved (${money(order.amount)})` : order.paymentType === "COD" ? `Cash on delivery: please keep ${money(order.amount)} ready` : `Paid online: ${money(order.amount)}`;
  const facts: [string, string][] = [
    ["Order number", orderNumberText(order.orderNumber)],
    ["Order ID", order._id],
    ...(order.invoiceNumber ? [["Tax invoice", order.invoiceNumber] as [string, string]] : []),
    ["Payment", payment],
    ["Estimated delivery", formatIstDate(estimatedDelivery(order.createdAt))],
  ];
  const items = order.items.map((it) => ({ text: `${itemLabel(it.product)} × ${it.quantity}`, amount: money(it.amount) }));
  const totals: [string, string][] = [
    ["Subtotal", money(order.subtotal)],
    ["GST", money(order.gst)],
    ["Shipping", money(order.shippingFee + order.shippingTax)],
    ["Total", money(order.amount)],
  ];
  // The account's email is not verified, so this may land in a stranger's inbox: no free text the buyer typed
  // (street, city) goes in it, only the checked name (lib/names.ts), the state from our list, PIN and phone digits.
  const addressLines = [`${a.firstName} ${a.lastName}`, `${a.state} – ${a.pincode}`, `Phone: ${a.phone}`, "The full address is under My Orders."];
  const link = publicUrl ? orderPageUrl(publicUrl, order._id) : null;
  const policies = policyLinks(publicUrl);

  const text = [
    `Hello ${order.userId.name},`,
    "",
    `Thank you for your order with ${shop}. We have started making it ready.`,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    "Items:",
    ...items.map((i) => `- ${i.text}: ${i.amount}`),
    "",
    ...totals.map(([k, v]) => `${k}: ${v}`),
    "",
    "Delivering to:",
    ...addressLines,
    "",
    link ? `See your order and print the tax invoice: ${link}` : "See your order and print the tax invoice under My Orders on our website.",
    "You can cancel the order from that page until we pack it.",
    "",
    ...policies.map(([label, url]) => `${label}: ${url}`),
    ...(policies.length > 0 ? [""] : []),
    `${shop}`,
  ].join("\n");

  const row = (k: string, v: string, bold = false) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td style="padding:4px 0${bold ? ";font-weight:bold" : ""}">${escapeHtml(v)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">
<h1 style="font-size:20px">Thank you for your order, ${escapeHtml(order.userId.name)}</h1>
<p>We have received your order with ${escapeHtml(shop)} and started making it ready.</p>
<table>${facts.map(([k, v]) => row(k, v)).join("")}</table>
<h2 style="font-size:16px">Items</h2>
<table>${items.map((i) => row(i.text, i.amount)).join("")}</table>
<table style="margin-top:8px">${totals.map(([k, v], i) => row(k, v, i === totals.length - 1)).join("")}</table>
<h2 style="font-size:16px">Delivering to</h2>
<p>${addressLines.map(escapeHtml).join("<br>")}</p>
<p>${link ? `<a href="${escapeHtml(link)}">See your order and print the tax invoice</a>` : "See your order and print the tax invoice under My Orders on our website."} You can cancel the order from that page until we pack it.</p>
${policyLinksHtml(policies)}<p style="color:#555">${escapeHtml(shop)}</p>
</body></html>`;

  return { dedupeKey: `order-confirmation:${order._id}`, to: order.userId.email, subject: `Order confirmed: ${orderNumberText(order.orderNumber)} – ${shop}`, text, html };
}

/** "Your order is on its way", with the courier, AWB and tracking link when there are any. */
export function orderShippedEmail(order: ApiOrder, publicUrl: string | null): QueuedEmail {
  const shop = order.seller.shopName;
  const facts: [string, string][] = [
    ["Order number", orderNumberText(order.orderNumber)],
    ["Order ID", order._id],
    ...(order.carrier ? [["Courier", order.carrier] as [string, string]] : []),
    ...(order.awb ? [["AWB / tracking number", order.awb] as [string, string]] : []),
    ...(order.paymentType === "COD" ? [["Pay on delivery", money(order.amount)] as [string, string]] : []),
  ];
  const track = order.trackingUrl ?? (publicUrl ? orderPageUrl(publicUrl, order._id) : null);
  const page = publicUrl ? orderPageUrl(publicUrl, order._id) : null;
  const policies = policyLinks(publicUrl);
  const text = [
    `Hello ${order.userId.name},`,
    "",
    `Your ${shop} order is on its way.`,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    track ? `Track it: ${track}` : "",
    page && page !== track ? `Your order: ${page}` : "",
    "",
    ...policies.map(([label, url]) => `${label}: ${url}`),
    ...(policies.length > 0 ? [""] : []),
    shop,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">
<h1 style="font-size:20px">Your order is on its way, ${escapeHtml(order.userId.name)}</h1>
<table>${facts.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join("")}</table>
${track ? `<p><a href="${escapeHtml(track)}">Track your parcel</a></p>` : ""}
${page && page !== track ? `<p><a href="${escapeHtml(page)}">See your order</a></p>` : ""}
${policyLinksHtml(policies)}<p style="color:#555">${escapeHtml(shop)}</p>
</body></html>`;
  return { dedupeKey: `order-shipped:${order._id}`, to: order.userId.email, subject: `Shipped: ${orderNumberText(order.orderNumber)} – ${shop}`, text, html };
}
