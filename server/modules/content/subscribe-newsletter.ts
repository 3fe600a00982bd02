import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { escapeHtml } from "../../../lib/html";
import { newId } from "../../../lib/ids";
import { readShopSettings } from "../settings/settings.repo";
import type { DB } from "../../db/schema";
import { hitRateLimit } from "../../http/rate-limit";
import { enqueueEmail } from "../notifications/outbox";

/** How long a confirm link works. */
export const CONFIRM_LINK_HOURS = 48;
/** At most this many confirm emails to one address a day, however often it is typed in. */
const EMAILS_PER_ADDRESS_PER_DAY = 3;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Double opt-in, step 1. A new or still unconfirmed address gets a fresh
 * single-use confirm link by email (through the outbox, in the same
 * transaction as the row); a confirmed address gets nothing. The caller
 * answers the same in every case. The email carries only the shop's own text
 * and the link: nothing the visitor typed but the address it goes to.
 */
export async function subscribeNewsletter(db: Kysely<DB>, email: string, siteOrigin: string, now = new Date()): Promise<void> {
  const existing = await db.selectFrom("newsletter_subscribers").select(["confirmed_at"]).where("email", "=", email).executeTakeFirst();
  if (existing?.confirmed_at) return;
  // An address typed in again and again (by someone else, maybe) is mailed only a few times a day.
  const mails = await hitRateLimit(db, `newsletter-mail:${email}`, EMAILS_PER_ADDRESS_PER_DAY, 24 * 3_600_000, now.getTime());
  if (!mails.allowed) return;

  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const expires = new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000).toISOString();
  const settings = await readShopSettings(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("newsletter_subscribers")
      .values({ id: newId("nws"), email, created_at: now.toISOString(), confirmed_at: null, token_hash: tokenHash, token_expires_at: expires })
      .onConflict((oc) =>
        oc.column("email").doUpdateSet({ token_hash: tokenHash, token_expires_at: expires }).where("newsletter_subscribers.confirmed_at", "is", null),
      )
      .execute();
    const link = `${siteOrigin}/newsletter/confirm?token=${token}`;
    const shop = settings.shopName;
    const text = [
      `Please confirm that you want ${shop}'s newsletter at this address:`,
      "",
      link,
      "",
      `The link works for ${CONFIRM_LINK_HOURS} hours. If you did not ask for it, ignore this email: you will not be subscribed.`,
      "",
      shop,
    ].join("\n");
    const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">
<p>Please confirm that you want ${escapeHtml(shop)}'s newsletter at this address.</p>
<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>
<p style="color:#555">The link works for ${CONFIRM_LINK_HOURS} hours. If you did not ask for it, ignore this email: you will not be subscribed.</p>
<p style="color:#555">${escapeHtml(shop)}</p>
</body></html>`;
    await enqueueEmail(trx, { dedupeKey: `newsletter-confirm:${tokenHash}`, to: email, subject: `Confirm your subscription – ${shop}`, text, html }, now);
  });
}

/** Double opt-in, step 2: the link's token confirms its address once. False when it is unknown, used or expired. */
export async function confirmNewsletter(db: Kysely<DB>, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: now.toISOString(), token_hash: null, token_expires_at: null })
    .where("token_hash", "=", hashToken(token))
    .where("token_expires_at", ">", now.toISOString())
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}
