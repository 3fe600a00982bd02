import type { Kysely } from "kysely";
import { textParagraph } from "../../../lib/html";
import type { Lang } from "../../../lib/i18n";
import { localiseSettings } from "../../../lib/localise-settings";
import { formatAmount } from "../../../lib/money";
import { orderNumberText } from "../../../lib/orders";
import type { DB } from "../../db/schema";
import { emailHtmlStart } from "../notifications/order-emails";
import { enqueueEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import { readShopSettings } from "../settings/settings.repo";

/**
 * Tells the shop (support email) that a customer says they paid by UPI: the order, the amount and the reference to
 * look for in the bank app, and where to confirm it. One email per reference.
 */
export async function upiReferenceAlert(trx: Kysely<DB>, order: OrderRow, publicUrl: string | null, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const number = orderNumberText(order.order_number);
  const where = `${publicUrl ?? ""}/seller/Orderlist`;
  const text = [
    `${order.customer_name} says they paid ${formatAmount(order.total_paise)} by UPI for order ${number}, with UPI reference (UTR) ${order.upi_reference}.`,
    `Look for it in your bank or UPI app, then confirm or reject it under "UPI payment to confirm": ${where}`,
    `If nobody confirms it by ${order.payment_expires_at}, the order is released and its items go back on sale.`,
  ].join("\n\n");
  await enqueueEmail(
    trx,
    {
      dedupeKey: `upi-reference:${order.id}:${order.upi_reference}`,
      to: settings.emails.support,
      subject: `UPI payment to confirm: order ${number}, ${formatAmount(order.total_paise)}`,
      text,
      html: textParagraph(text),
    },
    now,
  );
}

type RejectedWords = { subject: (n: string) => string; lines: (v: { n: string; amount: string; utr: string; shop: string; support: string }) => string[] };

const REJECTED: Record<Lang, RejectedWords> = {
  en: {
    subject: (n) => `We could not find your UPI payment for order ${n}`,
    lines: (v) => [
      `We could not find a UPI payment of ${v.amount} for order ${v.n}${v.utr ? ` with reference ${v.utr}` : ""}, so the order was not placed and its items went back on sale.`,
      `If money did leave your account, reply to this email or write to ${v.support} with a screenshot of the payment and we will sort it out.`,
      `You are welcome to order again at ${v.shop}.`,
    ],
  },
  hi: {
    subject: (n) => `ऑर्डर ${n} का आपका UPI भुगतान हमें नहीं मिला`,
    lines: (v) => [
      `ऑर्डर ${v.n} के लिए ${v.amount} का UPI भुगतान${v.utr ? ` (रेफ़रेंस ${v.utr})` : ""} हमें नहीं मिला, इसलिए ऑर्डर नहीं हुआ और उसका सामान फिर से बिक्री पर है।`,
      `अगर आपके खाते से पैसे कट गए हैं, तो इस ईमेल का जवाब दें या भुगतान के स्क्रीनशॉट के साथ ${v.support} पर लिखें, हम इसे ठीक करेंगे।`,
      `${v.shop} पर फिर से ऑर्डर करने के लिए आपका स्वागत है।`,
    ],
  },
};

/** Tells the customer, in the order's language, that the shop found no UPI payment and the order was not placed. */
export async function upiRejectedEmail(trx: Kysely<DB>, order: OrderRow, now: Date): Promise<void> {
  const settings = localiseSettings(await readShopSettings(trx), order.lang);
  const w = REJECTED[order.lang];
  const n = orderNumberText(order.order_number);
  const text = w
    .lines({ n, amount: formatAmount(order.total_paise), utr: order.upi_reference ?? "", shop: settings.shopName, support: settings.emails.support })
    .join("\n\n");
  const body = order.lang === "hi" ? `${emailHtmlStart("hi")}${textParagraph(text)}</body></html>` : textParagraph(text);
  await enqueueEmail(trx, { dedupeKey: `upi-rejected:${order.id}`, to: order.customer_email, subject: w.subject(n), text, html: body }, now);
}

/**
 * Tells the shop that a cancelled UPI direct order was paid to its own account: the owner pays it back by UPI and
 * records the refund on the order (there is no gateway to do it).
 */
export async function upiRefundDueAlert(trx: Kysely<DB>, order: OrderRow, owedPaise: number, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const number = orderNumberText(order.order_number);
  const text = [
    `Order ${number} was cancelled after it was paid ${formatAmount(order.total_paise)} by UPI${order.upi_reference ? ` (UTR ${order.upi_reference})` : ""}.`,
    `Please send ${formatAmount(owedPaise)} back to the customer (${order.customer_name}, ${order.customer_phone}) by UPI, then record it with its reference under the order's Refunds, so the customer gets the refund email.`,
  ].join("\n\n");
  await enqueueEmail(
    trx,
    {
      dedupeKey: `upi-refund-due:${order.id}`,
      to: settings.emails.support,
      subject: `Refund due by UPI: order ${number}, ${formatAmount(owedPaise)}`,
      text,
      html: textParagraph(text),
    },
    now,
  );
}
