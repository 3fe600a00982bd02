import { localiseOrder } from "../../../lib/catalog-i18n";
import { recipientName } from "../../../lib/address-lines";
import { escapeHtml } from "../../../lib/html";
import { LOCALE, pathIn, type Lang } from "../../../lib/i18n";
import { formatDeliveryDate } from "../../../lib/delivery";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { formatMinus, orderTotals } from "../../../lib/order-totals";
import { itemLabel, orderNumberText, type ApiOrder } from "../../../lib/orders";
import type { QueuedEmail } from "./outbox";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/** The customer's page of one order (timeline, invoice, cancel, returns), in the order's language ("/hi/my-orders/…"). */
export function orderPageUrl(publicUrl: string, orderId: string, lang: Lang = "en"): string {
  return `${publicUrl}${pathIn(lang, `/my-orders/${orderId}`)}`;
}

/** The HTML start of an email to a customer: `lang` on the element, so mail apps pick the font and the voice. */
export function emailHtmlStart(lang: Lang): string {
  return lang === "hi"
    ? `<!doctype html><html lang="hi"><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">`
    : `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">`;
}

const POLICIES: Record<Lang, [string, string][]> = {
  en: [
    ["Returns & Refunds", "/policies/returns"],
    ["Cancellation Policy", "/policies/cancellation"],
    ["Shipping & Delivery", "/policies/shipping"],
    ["Grievance Officer", "/policies/grievance"],
  ],
  hi: [
    ["वापसी और रिफ़ंड", "/policies/returns"],
    ["रद्द करने की नीति", "/policies/cancellation"],
    ["शिपिंग और डिलीवरी", "/policies/shipping"],
    ["शिकायत अधिकारी", "/policies/grievance"],
  ],
};

/** The policies every order email links to (Consumer Protection (E-Commerce) Rules, 2020), in the email's language: none without a public address. */
export function policyLinks(publicUrl: string | null, lang: Lang = "en"): [string, string][] {
  if (!publicUrl) return [];
  return POLICIES[lang].map(([label, path]) => [label, `${publicUrl}${pathIn(lang, path)}`]);
}

/** The order emails' words (issue 17, decision 025): English as it always was, Hindi for an order placed from a Hindi page. */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    orderNumber: "Order number",
    orderId: "Order ID",
    taxInvoice: "Tax invoice",
    payment: "Payment",
    estimatedDelivery: "Estimated delivery",
    paySandbox: (amount: string) => `Sandbox test payment: no money moved (${amount})`,
    payCod: (amount: string) => `Cash on delivery: please keep ${amount} ready`,
    payOnline: (amount: string) => `Paid online: ${amount}`,
    payUpi: (amount: string) => `Paid by UPI: ${amount}`,
    subtotal: "Subtotal",
    discount: (code: string) => (code ? `Discount (${code})` : "Discount"),
    shipping: "Shipping",
    gstIncluded: "GST (included)",
    codFee: (fee: string) => `incl. ${fee} Cash on Delivery fee`,
    total: "Total",
    phone: (phone: string) => `Phone: ${phone}`,
    fullAddress: "The full address is under My Orders.",
    thanks: (shop: string) => `Thank you for your order with ${shop}. We have started making it ready.`,
    items: "Items",
    deliveringTo: "Delivering to",
    seeOrder: "See your order and print the tax invoice",
    seeOrderOnSite: "See your order and print the tax invoice under My Orders on our website.",
    cancelUntilPacked: "You can cancel the order from that page until we pack it.",
    confirmedTitle: (name: string) => `Thank you for your order, ${name}`,
    confirmedIntro: (shop: string) => `We have received your order with ${shop} and started making it ready.`,
    confirmedSubject: (number: string, shop: string) => `Order confirmed: ${number} – ${shop}`,
    courier: "Courier",
    awb: "AWB / tracking number",
    payOnDelivery: "Pay on delivery",
    onItsWay: (shop: string) => `Your ${shop} order is on its way.`,
    trackIt: "Track it",
    yourOrder: "Your order",
    shippedTitle: (name: string) => `Your order is on its way, ${name}`,
    trackParcel: "Track your parcel",
    seeYourOrder: "See your order",
    shippedSubject: (number: string, shop: string) => `Shipped: ${number} – ${shop}`,
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name},`,
    orderNumber: "ऑर्डर नंबर",
    orderId: "ऑर्डर ID",
    taxInvoice: "टैक्स इनवॉइस",
    payment: "भुगतान",
    estimatedDelivery: "अनुमानित डिलीवरी",
    paySandbox: (amount: string) => `सैंडबॉक्स टेस्ट भुगतान – कोई पैसा नहीं कटा (${amount})`,
    payCod: (amount: string) => `कैश ऑन डिलीवरी – कृपया ${amount} तैयार रखें`,
    payOnline: (amount: string) => `ऑनलाइन भुगतान हो गया: ${amount}`,
    payUpi: (amount: string) => `UPI से भुगतान हो गया: ${amount}`,
    subtotal: "सामान का जोड़",
    discount: (code: string) => (code ? `छूट (${code})` : "छूट"),
    shipping: "शिपिंग",
    gstIncluded: "जीएसटी (शामिल)",
    codFee: (fee: string) => `इसमें ${fee} कैश ऑन डिलीवरी शुल्क शामिल`,
    total: "कुल",
    phone: (phone: string) => `फ़ोन: ${phone}`,
    fullAddress: "पूरा पता 'मेरे ऑर्डर' में है।",
    thanks: (shop: string) => `${shop} से ऑर्डर करने के लिए धन्यवाद। हमने आपका ऑर्डर तैयार करना शुरू कर दिया है।`,
    items: "सामान",
    deliveringTo: "डिलीवरी का पता",
    seeOrder: "अपना ऑर्डर देखें और टैक्स इनवॉइस प्रिंट करें",
    seeOrderOnSite: "अपना ऑर्डर देखने और टैक्स इनवॉइस प्रिंट करने के लिए हमारी वेबसाइट पर 'मेरे ऑर्डर' खोलें।",
    cancelUntilPacked: "पैक होने से पहले तक आप उसी पेज से ऑर्डर रद्द कर सकते हैं।",
    confirmedTitle: (name: string) => `ऑर्डर के लिए धन्यवाद, ${name}`,
    confirmedIntro: (shop: string) => `${shop} पर आपका ऑर्डर हमें मिल गया है और हमने उसे तैयार करना शुरू कर दिया है।`,
    confirmedSubject: (number: string, shop: string) => `ऑर्डर पक्का हो गया: ${number} – ${shop}`,
    courier: "कूरियर",
    awb: "AWB / ट्रैकिंग नंबर",
    payOnDelivery: "डिलीवरी पर भुगतान",
    onItsWay: (shop: string) => `आपका ${shop} ऑर्डर रास्ते में है।`,
    trackIt: "पार्सल ट्रैक करें",
    yourOrder: "आपका ऑर्डर",
    shippedTitle: (name: string) => `आपका ऑर्डर रास्ते में है, ${name}`,
    trackParcel: "अपना पार्सल ट्रैक करें",
    seeYourOrder: "अपना ऑर्डर देखें",
    shippedSubject: (number: string, shop: string) => `ऑर्डर भेज दिया गया: ${number} – ${shop}`,
  },
} satisfies Record<Lang, Record<string, string | ((...args: string[]) => string)>>;

function policyLinksHtml(links: [string, string][]): string {
  if (links.length === 0) return "";
  return `<p style="font-size:13px;color:#555">${links.map(([label, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`).join(" · ")}</p>\n`;
}

/**
 * The confirmation a customer gets once an order is placed (COD) or paid (online), in the order's language (a Hindi
 * order: Hindi words, the date in Hindi, links to the /hi pages; amounts are ₹ with Indian grouping in both).
 * Customer text is escaped in the HTML part; free text (street, city) stays out.
 */
export function orderConfirmationEmail(order: ApiOrder, publicUrl: string | null): QueuedEmail {
  const lang = order.lang;
  const w = WORDS[lang];
  const shop = order.seller.shopName;
  const a = order.address;
  const payment = order.sandbox
    ? w.paySandbox(money(order.amount))
    : order.paymentType === "COD"
      ? w.payCod(money(order.amount))
      : order.paymentType === "UPI"
        ? w.payUpi(money(order.amount))
        : w.payOnline(money(order.amount));
  const facts: [string, string][] = [
    [w.orderNumber, orderNumberText(order.orderNumber)],
    [w.orderId, order._id],
    ...(order.invoiceNumber ? [[w.taxInvoice, order.invoiceNumber] as [string, string]] : []),
    [w.payment, payment],
    [w.estimatedDelivery, formatDeliveryDate(order.deliveryBy, LOCALE[lang])],
  ];
  // A Hindi order names each product as the seller had it in Hindi when the order was placed.
  const items = localiseOrder(order, lang).items.map((it) => ({ text: `${itemLabel(it.product)} × ${it.quantity}`, amount: money(it.amount) }));
  // The order page's lines (lib/order-totals.ts): they add up to the total, shipping's GST counted once.
  const sums = orderTotals(order);
  const totals: [string, string][] = [
    [w.subtotal, money(order.subtotal)],
    // A coupon's discount (issue 19), taken off before GST: "Discount (DIWALI10): −₹149.80".
    ...(order.discount > 0 ? [[w.discount(order.coupon ?? ""), formatMinus(rupeesToPaise(order.discount))] as [string, string]] : []),
    [sums.taxIncluded ? w.gstIncluded : "GST", money(order.gst)],
    [w.shipping, formatAmount(sums.shippingPaise) + (order.codFee > 0 ? ` (${w.codFee(money(order.codFee))})` : "")],
    [w.total, money(order.amount)],
  ];
  // The account's email is not verified, so this may land in a stranger's inbox: no free text the buyer typed
  // (street, city) goes in it, only the checked name (lib/names.ts), the state from our list, PIN and phone digits.
  const addressLines = [recipientName(a), `${a.state} – ${a.pincode}`, w.phone(a.phone), w.fullAddress];
  const link = publicUrl ? orderPageUrl(publicUrl, order._id, lang) : null;
  const policies = policyLinks(publicUrl, lang);

  const text = [
    w.hello(order.userId.name),
    "",
    w.thanks(shop),
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    `${w.items}:`,
    ...items.map((i) => `- ${i.text}: ${i.amount}`),
    "",
    ...totals.map(([k, v]) => `${k}: ${v}`),
    "",
    `${w.deliveringTo}:`,
    ...addressLines,
    "",
    link ? `${w.seeOrder}: ${link}` : w.seeOrderOnSite,
    w.cancelUntilPacked,
    "",
    ...policies.map(([label, url]) => `${label}: ${url}`),
    ...(policies.length > 0 ? [""] : []),
    `${shop}`,
  ].join("\n");

  const row = (k: string, v: string, bold = false) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td style="padding:4px 0${bold ? ";font-weight:bold" : ""}">${escapeHtml(v)}</td></tr>`;
  const html = `${emailHtmlStart(lang)}
<h1 style="font-size:20px">${escapeHtml(w.confirmedTitle(order.userId.name))}</h1>
<p>${escapeHtml(w.confirmedIntro(shop))}</p>
<table>${facts.map(([k, v]) => row(k, v)).join("")}</table>
<h2 style="font-size:16px">${w.items}</h2>
<table>${items.map((i) => row(i.text, i.amount)).join("")}</table>
<table style="margin-top:8px">${totals.map(([k, v], i) => row(k, v, i === totals.length - 1)).join("")}</table>
<h2 style="font-size:16px">${w.deliveringTo}</h2>
<p>${addressLines.map(escapeHtml).join("<br>")}</p>
<p>${link ? `<a href="${escapeHtml(link)}">${w.seeOrder}</a>` : escapeHtml(w.seeOrderOnSite)} ${escapeHtml(w.cancelUntilPacked)}</p>
${policyLinksHtml(policies)}<p style="color:#555">${escapeHtml(shop)}</p>
</body></html>`;

  return {
    dedupeKey: `order-confirmation:${order._id}`,
    to: order.userId.email,
    subject: w.confirmedSubject(orderNumberText(order.orderNumber), shop),
    text,
    html,
  };
}

/** "Your order is on its way", with the courier, AWB and tracking link when there are any; in the order's language. */
export function orderShippedEmail(order: ApiOrder, publicUrl: string | null): QueuedEmail {
  const lang = order.lang;
  const w = WORDS[lang];
  const shop = order.seller.shopName;
  const facts: [string, string][] = [
    [w.orderNumber, orderNumberText(order.orderNumber)],
    [w.orderId, order._id],
    ...(order.carrier ? [[w.courier, order.carrier] as [string, string]] : []),
    ...(order.awb ? [[w.awb, order.awb] as [string, string]] : []),
    ...(order.paymentType === "COD" ? [[w.payOnDelivery, money(order.amount)] as [string, string]] : []),
  ];
  const track = order.trackingUrl ?? (publicUrl ? orderPageUrl(publicUrl, order._id, lang) : null);
  const page = publicUrl ? orderPageUrl(publicUrl, order._id, lang) : null;
  const policies = policyLinks(publicUrl, lang);
  const text = [
    w.hello(order.userId.name),
    "",
    w.onItsWay(shop),
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    track ? `${w.trackIt}: ${track}` : "",
    page && page !== track ? `${w.yourOrder}: ${page}` : "",
    "",
    ...policies.map(([label, url]) => `${label}: ${url}`),
    ...(policies.length > 0 ? [""] : []),
    shop,
  ].join("\n");
  const html = `${emailHtmlStart(lang)}
<h1 style="font-size:20px">${escapeHtml(w.shippedTitle(order.userId.name))}</h1>
<table>${facts.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join("")}</table>
${track ? `<p><a href="${escapeHtml(track)}">${w.trackParcel}</a></p>` : ""}
${page && page !== track ? `<p><a href="${escapeHtml(page)}">${w.seeYourOrder}</a></p>` : ""}
${policyLinksHtml(policies)}<p style="color:#555">${escapeHtml(shop)}</p>
</body></html>`;
  return { dedupeKey: `order-shipped:${order._id}`, to: order.userId.email, subject: w.shippedSubject(orderNumberText(order.orderNumber), shop), text, html };
}
