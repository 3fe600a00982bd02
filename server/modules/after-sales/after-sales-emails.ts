import { escapeHtml } from "../../../lib/html";
import { REFUND_METHOD_LABELS } from "../../../lib/credit-note";
import { formatAmount } from "../../../lib/money";
import type { QueuedEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import type { CreditNoteRow } from "./credit-notes";
import type { RefundRow } from "./refunds";

const page = (title: string, paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</body></html>`;

const ordersLink = (publicUrl: string | null) => (publicUrl ? `Your order, refunds and credit notes: ${publicUrl}/my-orders` : "Your order, refunds and credit notes are under My Orders on our website.");

function shopName(order: OrderRow): string {
  return (JSON.parse(order.seller) as { shopName: string }).shopName;
}

/** To the customer when an order is cancelled (by them or by the shop): what happens to their money and the credit note. */
export function cancellationEmail(order: OrderRow, refundPaise: number, note: CreditNoteRow | null, byCustomer: boolean, publicUrl: string | null): QueuedEmail {
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

/** To the customer when a refund is made (online) or recorded (UPI/bank). */
export function refundEmail(order: OrderRow, refund: RefundRow, note: CreditNoteRow | null, publicUrl: string | null): QueuedEmail {
  const subject = `Refund of ${formatAmount(refund.amount_paise)} for order ${order.id}`;
  const how = refund.method === "gateway" ? "to the way you paid; it usually reaches you within 5–7 working days" : `by ${REFUND_METHOD_LABELS[refund.method]}${refund.reference ? ` (reference ${refund.reference})` : ""}`;
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
