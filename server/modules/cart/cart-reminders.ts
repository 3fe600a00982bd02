import { randomBytes } from "node:crypto";
import { escapeHtml } from "../../../lib/html";
import { pathIn, type Lang } from "../../../lib/i18n";
import { localiseSettings } from "../../../lib/localise-settings";
import { formatPrice, rupeesToPaise } from "../../../lib/money";
import { cartLineName, cartLineView, lineOrderable } from "../../../lib/cart-line";
import type { Services } from "../../services";
import type { CatalogSnapshot } from "../catalog/catalog.cache";
import { emailHtmlStart } from "../notifications/order-emails";
import { enqueueEmail, type QueuedEmail } from "../notifications/outbox";

/** A cart left this long gets its one reminder (issue 19, item 6)… */
export const REMIND_AFTER_MS = 24 * 3_600_000;
/** …unless it was left longer ago than this (a cart from months ago, when reminders were switched on, stays quiet). */
export const REMIND_WITHIN_MS = 7 * 24 * 3_600_000;
const BATCH = 100;

type Line = { name: string; pricePaise: number; quantity: number };

/** The cart's lines still on sale, as the cart page would order them now (the cart's own rules, lib/cart-line.ts). */
function linesOf(cart: Record<string, number>, snap: CatalogSnapshot, lang: Lang): (Line & { productId: string })[] {
  return Object.entries(cart)
    .filter(([, qty]) => Number.isInteger(qty) && qty > 0)
    .map(([key, qty]) => {
      const product = snap.byId.get(key);
      return cartLineView(key, qty, snap.variantById.get(key) ?? (product ? { product, variant: null } : undefined));
    })
    .filter(lineOrderable)
    .map((l) => ({ productId: l.product!._id, name: cartLineName(l, lang), pricePaise: rupeesToPaise(l.product!.offerPrice), quantity: l.qty }));
}

const WORDS: Record<
  Lang,
  { subject: (shop: string) => string; hello: (name: string) => string; intro: string; each: string; cta: string; stop: string; why: string }
> = {
  en: {
    subject: (shop) => `Still thinking it over? Your cart at ${shop} is saved`,
    hello: (name) => `Hello ${name},`,
    intro: "You left these in your cart. They are still here for you:",
    each: "each",
    cta: "See your cart",
    stop: "Stop cart reminders",
    why: "We send one reminder when a cart is left for a day, and none once you order.",
  },
  hi: {
    subject: (shop) => `अभी सोच रहे हैं? ${shop} पर आपकी कार्ट सहेजी हुई है`,
    hello: (name) => `नमस्ते ${name},`,
    intro: "आपने ये सामान अपनी कार्ट में छोड़े थे। ये अब भी आपके लिए रखे हैं:",
    each: "प्रति",
    cta: "अपनी कार्ट देखें",
    stop: "कार्ट की याद दिलाने वाले ईमेल बंद करें",
    why: "कार्ट एक दिन छोड़ी रहने पर हम एक बार याद दिलाते हैं, और ऑर्डर करने के बाद कभी नहीं।",
  },
};

function reminderEmail(v: { to: string; name: string; lang: Lang; shop: string; lines: Line[]; cartUrl: string; stopUrl: string; key: string }): QueuedEmail {
  const w = WORDS[v.lang];
  const rows = v.lines.map((l) => `${l.quantity} × ${l.name} — ${formatPrice(l.pricePaise)} ${w.each}`);
  const text = [w.hello(v.name), w.intro, rows.join("\n"), `${w.cta}: ${v.cartUrl}`, w.why, `${w.stop}: ${v.stopUrl}`, v.shop].join("\n\n");
  const html = `${emailHtmlStart(v.lang)}<p>${escapeHtml(w.hello(v.name))}</p><p>${escapeHtml(w.intro)}</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul><p><a href="${escapeHtml(v.cartUrl)}">${escapeHtml(w.cta)}</a></p><p style="color:#666;font-size:13px">${escapeHtml(w.why)} <a href="${escapeHtml(v.stopUrl)}">${escapeHtml(w.stop)}</a></p><p>${escapeHtml(v.shop)}</p></body></html>`;
  return { dedupeKey: v.key, to: v.to, subject: w.subject(v.shop), text, html };
}

/**
 * One pass of the cart-reminder job (issue 19, item 6): every customer with a verified email whose saved cart has
 * not changed for 24 hours (and less than 7 days), who has not had this cart's reminder and has not stopped them,
 * gets one email with the lines still on sale, in their language. Lines they have ordered since the cart last
 * changed are left out; with nothing left, no email. Each reminder is claimed by a conditional update in the same
 * transaction that queues it, so two instances never send it twice.
 */
export async function sendCartReminders(services: Services, now = new Date()): Promise<{ sent: number; skipped: number }> {
  const { db } = services.database;
  const due = await db
    .selectFrom("users")
    .select(["id", "name", "email", "cart", "cart_updated_at", "cart_reminded_for", "cart_reminder_token", "lang"])
    .where("deleted_at", "is", null)
    .where("email", "is not", null)
    .where("email_verified_at", "is not", null)
    .where("cart_reminders", "=", 1)
    .where("cart_updated_at", "<=", new Date(now.getTime() - REMIND_AFTER_MS).toISOString())
    .where("cart_updated_at", ">", new Date(now.getTime() - REMIND_WITHIN_MS).toISOString())
    .where((eb) => eb.or([eb("cart_reminded_for", "is", null), eb("cart_reminded_for", "!=", eb.ref("cart_updated_at"))]))
    .orderBy("cart_updated_at")
    .limit(BATCH)
    .execute();
  if (due.length === 0) return { sent: 0, skipped: 0 };
  const snap = await services.catalog.get();
  const publicUrl = services.config.publicUrl ?? "";
  let sent = 0;
  let skipped = 0;
  for (const u of due) {
    const cartUpdatedAt = u.cart_updated_at!;
    // What they ordered since the cart last changed is not reminded of.
    const ordered = await db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .select("order_items.product_id")
      .where("orders.user_id", "=", u.id)
      .where("orders.created_at", ">=", cartUpdatedAt)
      .where("orders.status", "not in", ["payment_failed", "cancelled"])
      .execute();
    const orderedIds = new Set(ordered.map((o) => o.product_id));
    const lines = linesOf(JSON.parse(u.cart) as Record<string, number>, snap, u.lang).filter((l) => !orderedIds.has(l.productId));
    const token = u.cart_reminder_token ?? randomBytes(32).toString("base64url");
    const claimed = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("users")
        .set({ cart_reminded_for: cartUpdatedAt, cart_reminder_token: token })
        .where("id", "=", u.id)
        .where("cart_updated_at", "=", cartUpdatedAt)
        .where((eb) => eb.or([eb("cart_reminded_for", "is", null), eb("cart_reminded_for", "!=", cartUpdatedAt)]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0 || lines.length === 0) return false;
      const settings = localiseSettings(snap.settings, u.lang);
      await enqueueEmail(
        trx,
        reminderEmail({
          to: u.email!,
          name: u.name || (u.lang === "hi" ? "ग्राहक" : "there"),
          lang: u.lang,
          shop: settings.shopName,
          lines,
          cartUrl: `${publicUrl}${pathIn(u.lang, "/cart")}`,
          stopUrl: `${publicUrl}${pathIn(u.lang, "/cart-reminders/stop")}?token=${token}`,
          key: `cart-reminder:${u.id}:${cartUpdatedAt}`,
        }),
        now,
      );
      return true;
    });
    if (claimed) sent++;
    else skipped++;
  }
  if (sent > 0) services.outbox.kick();
  return { sent, skipped };
}

/** The reminder's "stop" link: cart reminders off for the account whose token it is; false when no account has it. */
export async function stopCartReminders(services: Services, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const updated = await services.database.db.updateTable("users").set({ cart_reminders: 0 }).where("cart_reminder_token", "=", token).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
