import { escapeHtml } from "../../../lib/html";
import { REFUND_METHOD_LABELS } from "../../../lib/credit-note";
import { pathIn, type Lang } from "../../../lib/i18n";
import { formatAmount } from "../../../lib/money";
import type { QueuedEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import type { CreditNoteRow } from "./credit-notes";
import type { RefundRow } from "./refunds";

const page = (title: string, paragraphs: string[], lang: Lang = "en") =>
  `<!doctype html><html${lang === "hi" ? ' lang="hi"' : ""}><body style="font-family:Arial,sans-serif;color:#222;max-width:600px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</body></html>`;

const ordersLink = (publicUrl: string | null, lang: Lang = "en") =>
  lang === "hi"
    ? publicUrl
      ? `आपका ऑर्डर, रिफ़ंड और क्रेडिट नोट: ${publicUrl}${pathIn("hi", "/my-orders")}`
      : "आपका ऑर्डर, रिफ़ंड और क्रेडिट नोट हमारी वेबसाइट पर 'मेरे ऑर्डर' में हैं।"
    : publicUrl
      ? `Your order, refunds and credit notes: ${publicUrl}/my-orders`
      : "Your order, refunds and credit notes are under My Orders on our website.";

/** How a refund was made, in Hindi (REFUND_METHOD_LABELS in English). */
const REFUND_METHOD_HI: Record<RefundRow["method"], string> = {
  gateway: "उसी तरीके से जिससे आपने भुगतान किया था",
  sandbox: "सैंडबॉक्स (कोई पैसा नहीं कटा)",
  upi: "UPI",
  bank: "बैंक ट्रांसफ़र",
};

function shopName(order: OrderRow): string {
  return (JSON.parse(order.seller) as { shopName: string }).shopName;
}

/** To the customer when an order is cancelled (by them or by the shop): what happens to their money and the credit note; in the order's language. */
export function cancellationEmail(
  order: OrderRow,
  refundPaise: number,
  note: CreditNoteRow | null,
  byCustomer: boolean,
  publicUrl: string | null,
): QueuedEmail {
  if (order.lang === "hi") {
    const subject = `ऑर्डर ${order.id} रद्द हो गया`;
    const lines = [
      `नमस्ते ${order.customer_name},`,
      byCustomer ? `आपके कहने पर हमने आपका ऑर्डर ${order.id} रद्द कर दिया है।` : `माफ़ कीजिए: हमें आपका ऑर्डर ${order.id} रद्द करना पड़ा।`,
      refundPaise > 0
        ? `${formatAmount(refundPaise)} उसी तरीके से वापस किए जाएँगे जिससे आपने भुगतान किया था, आम तौर पर 5–7 कामकाजी दिनों में।`
        : order.payment_type === "COD"
          ? "यह कैश ऑन डिलीवरी ऑर्डर था, इसलिए कोई भुगतान नहीं हुआ और कुछ वापस नहीं करना है।"
          : "इस ऑर्डर का कोई भुगतान नहीं लिया गया था।",
      ...(note ? [`क्रेडिट नोट ${note.number} (${formatAmount(note.total_paise)}) से टैक्स इनवॉइस ${note.invoice_number} रद्द होता है।`] : []),
      ordersLink(publicUrl, "hi"),
      shopName(order),
    ];
    return { dedupeKey: `order-cancelled:${order.id}`, to: order.customer_email, subject, text: lines.join("\n\n"), html: page(subject, lines, "hi") };
  }
  const subject = `Order ${order.id} is cancelled`;
  const lines = [
    `Hello ${order.customer_name},`,
    byCustomer ? `As you asked, we have cancelled your order ${order.id}.` : `We are sorry: we had to cancel your order ${order.id}.`,
    refundPaise > 0
      ? `${formatAmount(refundPaise)} will be refunded to the way you paid, usually within 5–7 working days.`
      : order.payment_type === "COD"
        ? "It was cash on delivery, so nothing was paid and there is nothing to refund."
        : "No payment was taken for it.",
    ...(note ? [`Credit note ${note.number} (${formatAmount(note.total_paise)}) cancels tax invoice ${note.invoice_number}.`] : []),
    ordersLink(publicUrl),
    shopName(order),
  ];
  return { dedupeKey: `order-cancelled:${order.id}`, to: order.customer_email, subject, text: lines.join("\n\n"), html: page(subject, lines) };
}

/** To the customer when a refund is made (online) or recorded (UPI/bank); in the order's language. */
export function refundEmail(order: OrderRow, refund: RefundRow, note: CreditNoteRow | null, publicUrl: string | null): QueuedEmail {
  if (order.lang === "hi") {
    const amount = formatAmount(refund.amount_paise);
    const subject = `ऑर्डर ${order.id} का ${amount} का रिफ़ंड`;
    const done =
      refund.method === "gateway"
        ? `हमने आपके ऑर्डर ${order.id} के ${amount} उसी तरीके से वापस कर दिए हैं जिससे आपने भुगतान किया था; आम तौर पर ये 5–7 कामकाजी दिनों में आपको मिल जाते हैं।`
        : `हमने आपके ऑर्डर ${order.id} के ${amount} ${REFUND_METHOD_HI[refund.method]} से वापस कर दिए हैं${refund.reference ? ` (रेफ़रेंस ${refund.reference})` : ""}।`;
    const lines = [
      `नमस्ते ${order.customer_name},`,
      done,
      `कारण: ${refund.reason}`,
      ...(note ? [`क्रेडिट नोट ${note.number} (${formatAmount(note.total_paise)}) से टैक्स इनवॉइस ${note.invoice_number} में बदलाव हुआ है।`] : []),
      ordersLink(publicUrl, "hi"),
      shopName(order),
    ];
    return { dedupeKey: `refund:${refund.id}`, to: order.customer_email, subject, text: lines.join("\n\n"), html: page(subject, lines, "hi") };
  }
  const subject = `Refund of ${formatAmount(refund.amount_paise)} for order ${order.id}`;
  const how =
    refund.method === "gateway"
      ? "to the way you paid; it usually reaches you within 5–7 working days"
      : `by ${REFUND_METHOD_LABELS[refund.method]}${refund.reference ? ` (reference ${refund.reference})` : ""}`;
  const lines = [
    `Hello ${order.customer_name},`,
    `We have refunded ${formatAmount(refund.amount_paise)} for your order ${order.id} ${how}.`,
    `Reason: ${refund.reason}`,
    ...(note ? [`Credit note ${note.number} (${formatAmount(note.total_paise)}) adjusts tax invoice ${note.invoice_number}.`] : []),
    ordersLink(publicUrl),
    shopName(order),
  ];
  return { dedupeKey: `refund:${refund.id}`, to: order.customer_email, subject, text: lines.join("\n\n"), html: page(subject, lines) };
}
