import type { Kysely } from "kysely";
import { textParagraph } from "../../../lib/html";
import type { Lang } from "../../../lib/i18n";
import { formatAmount } from "../../../lib/money";
import type { DB } from "../../db/schema";
import { enqueueEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import { localiseSettings } from "../../../lib/localise-settings";
import { emailHtmlStart } from "../notifications/order-emails";
import { readShopSettings } from "../settings/settings.repo";

/**
 * Tells the shop (support email) about money the order cannot keep. A captured
 * payment must be refunded by hand from the Razorpay dashboard; a payment that
 * was only authorised is never captured, and Razorpay releases it to the
 * customer by itself. One alert per payment (deduplicated by its id).
 */
export async function refundDueAlert(trx: Kysely<DB>, order: OrderRow, paymentId: string, why: string, captured: boolean, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const amount = formatAmount(order.total_paise);
  const what = captured
    ? `Please refund it from the Razorpay dashboard and let the customer know.`
    : `It was only authorised and has not been captured, so Razorpay returns it to the customer by itself; nothing to do.`;
  const text = `Razorpay payment ${paymentId} (${amount}) for order ${order.id} is ${why}.\n${what}`;
  await enqueueEmail(
    trx,
    {
      dedupeKey: `refund-due:${paymentId}`,
      to: settings.emails.support,
      subject: `${captured ? "Refund due" : "Payment not taken"}: payment ${paymentId} for order ${order.id}`,
      text,
      html: textParagraph(text),
    },
    now,
  );
}

type LateWords = { subject: (id: string) => string; lines: (v: { id: string; amount: string; reason: string; shop: string; support: string }) => string[] };

/** The customer's email about a late payment, in English and Hindi. */
const LATE_WORDS: Record<Lang, LateWords> = {
  en: {
    subject: (id) => `Your payment for order ${id} will be refunded`,
    lines: (v) => [
      `Your payment of ${v.amount} for order ${v.id} reached us after the order's payment window, and ${v.reason}, so we could not take it and the order is cancelled.`,
      `The full amount will be refunded to the way you paid (usually within 5–7 working days).`,
      `You are welcome to order again at ${v.shop}. Questions: ${v.support}.`,
    ],
  },
  hi: {
    subject: (id) => `ऑर्डर ${id} का आपका भुगतान लौटाया जाएगा`,
    lines: (v) => [
      `ऑर्डर ${v.id} के लिए आपका ${v.amount} का भुगतान ऑर्डर के भुगतान के समय के बाद हम तक पहुँचा, और ${v.reason}, इसलिए हम उसे नहीं ले सके और ऑर्डर रद्द कर दिया गया है।`,
      `पूरी रकम उसी तरीक़े से लौटा दी जाएगी जिससे आपने भुगतान किया था (आम तौर पर 5–7 कामकाजी दिनों में)।`,
      `${v.shop} पर फिर से ऑर्डर करने के लिए आपका स्वागत है। कोई सवाल हो तो लिखें: ${v.support}`,
    ],
  },
};

/**
 * Tells the customer that their late payment was not taken and will come back to them in full, in the order's
 * language (`reason` already is).
 */
export async function latePaymentRefundEmail(trx: Kysely<DB>, order: OrderRow, paymentId: string, reason: string, now: Date): Promise<void> {
  const settings = localiseSettings(await readShopSettings(trx), order.lang);
  const w = LATE_WORDS[order.lang];
  const text = w
    .lines({ id: order.id, amount: formatAmount(order.total_paise), reason, shop: settings.shopName, support: settings.emails.support })
    .join("\n\n");
  // A Hindi email names its language for the mail app (emailHtmlStart); the English one is as it always was.
  const body = order.lang === "hi" ? `${emailHtmlStart("hi")}${textParagraph(text)}</body></html>` : textParagraph(text);
  await enqueueEmail(trx, { dedupeKey: `late-payment:${paymentId}`, to: order.customer_email, subject: w.subject(order.id), text, html: body }, now);
}
