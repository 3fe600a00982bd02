import { randomBytes } from "node:crypto";
import { productPath, type ApiProduct } from "../../../lib/catalog";
import { escapeHtml } from "../../../lib/html";
import { pathIn, type Lang } from "../../../lib/i18n";
import { newId } from "../../../lib/ids";
import { localiseSettings } from "../../../lib/localise-settings";
import { cartLineName, cartLineView } from "../../../lib/cart-line";
import type { ApiVariant } from "../../../lib/variants";
import { whatsappNumber } from "../../../lib/whatsapp-templates";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { emailHtmlStart } from "../notifications/order-emails";
import { enqueueEmail, enqueueWhatsApp } from "../notifications/outbox";

export const STOCK_ALERT_SAVED = "We will email you once when it is back in stock";
export const STOCK_ALERT_IN_STOCK = "This is in stock: you can order it now";

/** A sold-out product or variant as the cart would show it: its name ("Padded Halter (Cob / Burgundy)") and page. */
function targetLine(product: ApiProduct, variant: ApiVariant | undefined) {
  return cartLineView(variant?._id ?? product._id, 1, { product, variant: variant ?? null });
}

/**
 * POST /api/product/{id}/stock-alert: "Notify me when back in stock" for a sold-out product, or one sold-out
 * variant of it. One alert per address and variant: asking again while it waits is the same alert, asking after
 * it was sent arms it again. Refused when what was asked for is on sale (400), or unknown (404).
 */
export async function saveStockAlert(
  services: Services,
  input: { productId: string; variantId?: string | undefined; email: string; userId: string | null; lang: Lang },
  now = new Date(),
): Promise<void> {
  const snap = await services.catalog.get();
  const product = snap.byId.get(input.productId);
  if (!product) throw new HttpError(404, "Product not found");
  const variants = product.variants ?? [];
  const variant = input.variantId ? variants.find((v) => v._id === input.variantId) : variants.length === 1 ? variants[0] : undefined;
  if (input.variantId && !variant) throw new HttpError(404, "This size or colour is not sold any more");
  const onSale = variant ? variant.inStock : product.inStock;
  if (onSale) throw new HttpError(400, STOCK_ALERT_IN_STOCK);
  const target = variant?._id ?? product._id;
  const stamp = now.toISOString();
  await services.database.db
    .insertInto("stock_alerts")
    .values({
      id: newId("sta", now.getTime()),
      target_key: `${input.email} ${target}`,
      product_id: product._id,
      variant_id: variant?._id ?? null,
      email: input.email,
      user_id: input.userId,
      lang: input.lang,
      token: randomBytes(32).toString("base64url"),
      created_at: stamp,
      notified_at: null,
      cancelled_at: null,
    })
    .onConflict((oc) =>
      oc.column("target_key").doUpdateSet({ notified_at: null, cancelled_at: null, created_at: stamp, lang: input.lang, user_id: input.userId }),
    )
    .execute();
}

type Words = { subject: (item: string) => string; body: (item: string) => string; cta: string; stop: string };
const WORDS: Record<Lang, Words> = {
  en: {
    subject: (item) => `Back in stock: ${item}`,
    body: (item) => `Good news: ${item} is back in stock. You asked us to tell you; this is the only email about it.`,
    cta: "Order it now",
    stop: "Stop back-in-stock emails",
  },
  hi: {
    subject: (item) => `फिर से स्टॉक में: ${item}`,
    body: (item) => `ख़ुशख़बरी: ${item} फिर से स्टॉक में है। आपने हमें बताने को कहा था; इसके बारे में यही एक ईमेल है।`,
    cta: "अभी ऑर्डर करें",
    stop: "स्टॉक वापसी के ईमेल बंद करें",
  },
};

/**
 * One pass of the back-in-stock job: every waiting alert whose product (or variant) is on sale again gets its one
 * email (and, for a customer who asked for WhatsApp updates on an order, a WhatsApp message), claimed by a
 * conditional update in the transaction that queues it.
 */
export async function sendStockAlerts(services: Services, now = new Date()): Promise<number> {
  const { db } = services.database;
  const waiting = await db
    .selectFrom("stock_alerts")
    .selectAll()
    .where("notified_at", "is", null)
    .where("cancelled_at", "is", null)
    .orderBy("created_at")
    .limit(500)
    .execute();
  if (waiting.length === 0) return 0;
  const snap = await services.catalog.get();
  const publicUrl = services.config.publicUrl ?? "";
  let sent = 0;
  for (const alert of waiting) {
    const product = snap.byId.get(alert.product_id);
    const variant = alert.variant_id ? product?.variants?.find((v) => v._id === alert.variant_id) : undefined;
    if (!product || (alert.variant_id ? !variant?.inStock : !product.inStock)) continue;
    const line = targetLine(product, variant);
    const item = cartLineName(line, alert.lang);
    const page = `${publicUrl}${pathIn(alert.lang, line.href ?? productPath(product))}`;
    const stopUrl = `${publicUrl}${pathIn(alert.lang, "/stock-alerts/stop")}?token=${alert.token}`;
    const w = WORDS[alert.lang];
    const shop = localiseSettings(snap.settings, alert.lang).shopName;
    const text = [w.body(item), `${w.cta}: ${page}`, `${w.stop}: ${stopUrl}`, shop].join("\n\n");
    const html = `${emailHtmlStart(alert.lang)}<p>${escapeHtml(w.body(item))}</p><p><a href="${escapeHtml(page)}">${escapeHtml(w.cta)}</a></p><p style="color:#666;font-size:13px"><a href="${escapeHtml(stopUrl)}">${escapeHtml(w.stop)}</a></p><p>${escapeHtml(shop)}</p></body></html>`;
    const phone = services.whatsapp && alert.user_id ? await optedInPhone(services, alert.user_id) : null;
    const claimed = await db.transaction().execute(async (trx) => {
      const stamp = now.toISOString();
      const updated = await trx
        .updateTable("stock_alerts")
        .set({ notified_at: stamp })
        .where("id", "=", alert.id)
        .where("notified_at", "is", null)
        .where("cancelled_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await enqueueEmail(trx, { dedupeKey: `stock-alert:${alert.id}:${alert.created_at}`, to: alert.email, subject: w.subject(item), text, html }, now);
      if (phone)
        await enqueueWhatsApp(
          trx,
          { dedupeKey: `wa-stock-alert:${alert.id}:${alert.created_at}`, to: phone, template: "back_in_stock", lang: alert.lang, params: [item, page] },
          now,
        );
      return true;
    });
    if (claimed) sent++;
  }
  if (sent > 0) services.outbox.kick();
  return sent;
}

/** The mobile of a customer whose latest order asked for WhatsApp updates (their opt-in), or null. */
async function optedInPhone(services: Services, userId: string): Promise<string | null> {
  const latest = await services.database.db
    .selectFrom("orders")
    .select(["whatsapp_updates", "customer_phone"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest?.whatsapp_updates === 1 ? whatsappNumber(latest.customer_phone) : null;
}

/** The alert email's "stop" link: every waiting alert of that address cancelled; false when the token is unknown. */
export async function stopStockAlerts(services: Services, token: string, now = new Date()): Promise<boolean> {
  const { db } = services.database;
  const alert = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await db.selectFrom("stock_alerts").select("email").where("token", "=", token).executeTakeFirst()
    : undefined;
  if (!alert) return false;
  await db
    .updateTable("stock_alerts")
    .set({ cancelled_at: now.toISOString() })
    .where("email", "=", alert.email)
    .where("notified_at", "is", null)
    .where("cancelled_at", "is", null)
    .execute();
  return true;
}
