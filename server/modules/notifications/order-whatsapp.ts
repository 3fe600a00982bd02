import type { Kysely, Selectable } from "kysely";
import { formatDeliveryDate } from "../../../lib/delivery";
import { LOCALE } from "../../../lib/i18n";
import { formatAmount, formatPrice, rupeesToPaise } from "../../../lib/money";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { templateParam, whatsappNumber } from "../../../lib/whatsapp-templates";
import type { DB, RefundsTable } from "../../db/schema";
import type { OrderRow } from "../orders/orders.repo";
import { readShopSettings } from "../settings/settings.repo";
import { orderPageUrl } from "./order-emails";
import { enqueueWhatsApp } from "./outbox";

const link = (publicUrl: string | null, orderId: string, lang: ApiOrder["lang"]) => orderPageUrl(publicUrl ?? "", orderId, lang);
const firstName = (o: Pick<ApiOrder, "address" | "userId">) => o.address.firstName || o.userId.name || "there";

/**
 * WhatsApp order updates (issue 18, item 5; decision 031), queued in the transaction that makes the change, like the
 * emails: to the customer only when they opted in at checkout and their number is a mobile; to the owner (the shop's
 * WhatsApp number in Settings) for every new order. Each is deduplicated by order (a refund by its id).
 */
export async function whatsappOrderPlaced(trx: Kysely<DB>, order: ApiOrder, publicUrl: string | null, now: Date): Promise<void> {
  const to = order.whatsappUpdates ? whatsappNumber(order.address.phone) : null;
  if (to) {
    const params = [
      firstName(order),
      orderNumberText(order.orderNumber),
      formatPrice(rupeesToPaise(order.amount)),
      formatDeliveryDate(order.deliveryBy, LOCALE[order.lang]),
      link(publicUrl, order._id, order.lang),
    ];
    await enqueueWhatsApp(trx, { dedupeKey: `wa-placed:${order._id}`, to, template: "order_placed", lang: order.lang, params: params.map(templateParam) }, now);
  }
  const owner = (await readShopSettings(trx)).whatsappNumber;
  const units = order.items.reduce((n, it) => n + it.quantity, 0);
  const payment = order.sandbox
    ? "sandbox test"
    : order.paymentType === "COD"
      ? "cash on delivery"
      : order.paymentType === "UPI"
        ? "paid by UPI"
        : "paid online";
  const ownerParams = [
    orderNumberText(order.orderNumber),
    order.userId.name || firstName(order),
    formatPrice(rupeesToPaise(order.amount)),
    payment,
    `${units} ${units === 1 ? "item" : "items"}`,
    `${publicUrl ?? ""}/seller/Orderlist?order=${encodeURIComponent(order._id)}`,
  ];
  await enqueueWhatsApp(
    trx,
    { dedupeKey: `wa-owner-order:${order._id}`, to: owner, template: "new_order_owner", lang: "en", params: ownerParams.map(templateParam) },
    now,
  );
}

export async function whatsappOrderShipped(trx: Kysely<DB>, order: ApiOrder, publicUrl: string | null, now: Date): Promise<void> {
  const to = order.whatsappUpdates ? whatsappNumber(order.address.phone) : null;
  if (!to) return;
  const courier = order.carrier ?? (order.lang === "hi" ? "हमारे कूरियर" : "our courier");
  const params = [firstName(order), orderNumberText(order.orderNumber), courier, order.trackingUrl ?? link(publicUrl, order._id, order.lang)];
  await enqueueWhatsApp(trx, { dedupeKey: `wa-shipped:${order._id}`, to, template: "order_shipped", lang: order.lang, params: params.map(templateParam) }, now);
}

export async function whatsappOrderDelivered(trx: Kysely<DB>, order: ApiOrder, publicUrl: string | null, now: Date): Promise<void> {
  const to = order.whatsappUpdates ? whatsappNumber(order.address.phone) : null;
  if (!to) return;
  const params = [firstName(order), orderNumberText(order.orderNumber), link(publicUrl, order._id, order.lang)];
  await enqueueWhatsApp(
    trx,
    { dedupeKey: `wa-delivered:${order._id}`, to, template: "order_delivered", lang: order.lang, params: params.map(templateParam) },
    now,
  );
}

const REFUND_HOW = {
  en: { gateway: "to the way you paid (usually within 5–7 working days)", sandbox: "in the sandbox (no money moved)", upi: "by UPI", bank: "by bank transfer" },
  hi: { gateway: "उसी तरीके से जिससे आपने भुगतान किया था (आम तौर पर 5–7 कामकाजी दिनों में)", sandbox: "सैंडबॉक्स में (कोई पैसा नहीं कटा)", upi: "UPI से", bank: "बैंक ट्रांसफ़र से" },
} as const;

export async function whatsappRefund(trx: Kysely<DB>, order: OrderRow, refund: Selectable<RefundsTable>, now: Date): Promise<void> {
  const to = order.whatsapp_updates === 1 ? whatsappNumber(order.customer_phone) : null;
  if (!to) return;
  const address = JSON.parse(order.address) as { firstName?: string };
  const how = `${REFUND_HOW[order.lang][refund.method]}${refund.reference && refund.method !== "gateway" ? ` (${refund.reference})` : ""}`;
  const params = [address.firstName || order.customer_name, formatAmount(refund.amount_paise), orderNumberText(order.order_number), how];
  await enqueueWhatsApp(trx, { dedupeKey: `wa-refund:${refund.id}`, to, template: "order_refunded", lang: order.lang, params: params.map(templateParam) }, now);
}
