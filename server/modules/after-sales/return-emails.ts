import { escapeHtml } from "../../../lib/html";
import { formatAmount } from "../../../lib/money";
import { orderNumberText } from "../../../lib/orders";
import type { ShopSettings } from "../../../lib/shop-settings";
import { orderPageUrl } from "../notifications/order-emails";
import type { QueuedEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import type { CreditNoteRow } from "./credit-notes";
import type { ReturnRow } from "./returns";

const page = (title: string, paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("")}</body></html>`;

const what = (ret: ReturnRow) => (ret.type === "exchange" ? "exchange" : "return");

function mail(ret: ReturnRow, step: string, order: OrderRow, subject: string, body: string[], publicUrl: string | null): QueuedEmail {
  const shop = (JSON.parse(order.seller) as { shopName: string }).shopName;
  const lines = [`Hello ${order.customer_name},`, ...body, publicUrl ? `Your order: ${orderPageUrl(publicUrl, order.id)}` : "Your order is under My Orders on our website.", shop];
  return { dedupeKey: `return-${step}:${ret.id}`, to: order.customer_email, subject, text: lines.join("\n\n"), html: page(subject, lines) };
}

/** Approved: what to do next, and where to send the parcel. */
export function returnApprovedEmail(order: OrderRow, ret: ReturnRow, settings: ShopSettings, publicUrl: string | null): QueuedEmail {
  const a = settings.address;
  const address = [settings.legalName || settings.shopName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`, a.country].filter((x) => x !== "").join("\n");
  const n = orderNumberText(order.order_number);
  return mail(
    ret,
    "approved",
    order,
    `Your ${what(ret)} for order ${n} is accepted`,
    [
      `We have accepted your ${what(ret)} request for order ${n}.`,
      ...(ret.seller_note ? [`Note from the shop: ${ret.seller_note}`] : []),
      "Pack the items securely, with their tags, and write the order number on the parcel. Send it to:",
      address,
      ret.type === "exchange" ? "Once it reaches us we send your replacement." : "Once it reaches us and we have checked it, we refund you.",
    ],
    publicUrl,
  );
}

export function returnRejectedEmail(order: OrderRow, ret: ReturnRow, publicUrl: string | null): QueuedEmail {
  const n = orderNumberText(order.order_number);
  return mail(ret, "rejected", order, `Your ${what(ret)} request for order ${n}`, [`We are sorry: we cannot accept your ${what(ret)} request for order ${n}.`, `Reason: ${ret.seller_note ?? ""}`, "Reply to this email if you have a question."], publicUrl);
}

export function returnReceivedEmail(order: OrderRow, ret: ReturnRow, refundPaise: number, note: CreditNoteRow | null, publicUrl: string | null): QueuedEmail {
  const n = orderNumberText(order.order_number);
  const body =
    ret.type === "exchange"
      ? [`Your parcel for order ${n} has reached us. We will send your replacement soon.`]
      : [
          `Your returned items for order ${n} have reached us.`,
          refundPaise > 0 ? `We are refunding ${formatAmount(refundPaise)}; you will get a separate email when the refund is made.` : "There is nothing left to refund on this order.",
          ...(note ? [`Credit note ${note.number} (${formatAmount(note.total_paise)}) adjusts tax invoice ${note.invoice_number}.`] : []),
        ];
  return mail(ret, "received", order, `We received your ${what(ret)} for order ${n}`, body, publicUrl);
}

export function replacementShippedEmail(order: OrderRow, ret: ReturnRow, publicUrl: string | null): QueuedEmail {
  const n = orderNumberText(order.order_number);
  const courier = ret.replacement_carrier || ret.replacement_awb ? `Courier: ${ret.replacement_carrier ?? "—"}, AWB ${ret.replacement_awb ?? "—"}.` : "It is on its way.";
  return mail(ret, "shipped", order, `Your replacement for order ${n} is shipped`, [`We have shipped the replacement for order ${n}.`, courier], publicUrl);
}
