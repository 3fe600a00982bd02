import type { Kysely } from "kysely";
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from "../../../lib/account-self-service";
import { escapeHtml } from "../../../lib/html";
import { pathIn, type Lang } from "../../../lib/i18n";
import type { DB } from "../../db/schema";
import { enqueueEmail } from "../notifications/outbox";
import { readShopSettings } from "../settings/settings.repo";
import { issueAccountToken } from "./account-tokens";

const HOUR = 3_600_000;
/** Who gets the email, and the language it is written in (decision 025). */
type Recipient = { id: string; name: string; email: string; lang: Lang };

/** Plain text and HTML of a one-link email; only the shop's own words, the customer's name (escaped) and the link. */
function linkEmail(shop: string, greeting: string, lines: { intro: string; button: string; after: string }, link: string) {
  const text = [greeting, "", lines.intro, "", link, "", lines.after, "", shop].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a3e1d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(lines.button)}</a></p>
<p style="color:#555">${escapeHtml(lines.after)}</p>
<p style="color:#555">${escapeHtml(shop)}</p>
</body></html>`;
  return { text, html };
}

/** Queues the "verify your email" message with a fresh 24-hour link (in `trx`, so the token and the email commit together); in Hindi, linking the Hindi page, for a customer on a Hindi page. */
export async function queueVerificationEmail(trx: Kysely<DB>, user: Recipient, origin: string, now = new Date()): Promise<void> {
  const { token, tokenHash } = await issueAccountToken(trx, "verify-email", user, VERIFY_LINK_HOURS * HOUR, now);
  const shop = (await readShopSettings(trx)).shopName;
  const link = `${origin}${pathIn(user.lang, "/verify-email")}?token=${token}`;
  const hi = user.lang === "hi";
  const body = linkEmail(
    shop,
    hi ? `नमस्ते ${user.name},` : `Namaste ${user.name},`,
    hi
      ? {
          intro: `कृपया पक्का करें कि ${shop} पर आपके खाते का ईमेल पता यही है।`,
          button: "मेरा ईमेल पक्का करें",
          after: `यह लिंक एक ही बार, ${VERIFY_LINK_HOURS} घंटे तक चलेगा। अगर आपने हमारे यहाँ खाता नहीं बनाया है, तो इस ईमेल को अनदेखा कर दें।`,
        }
      : {
          intro: `Please confirm that this is your email address for your account at ${shop}.`,
          button: "Verify my email",
          after: `The link works once, for ${VERIFY_LINK_HOURS} hours. If you did not create an account with us, you can ignore this email.`,
        },
    link,
  );
  const subject = hi ? `अपना ईमेल पक्का करें – ${shop}` : `Verify your email – ${shop}`;
  await enqueueEmail(trx, { dedupeKey: `verify-email:${tokenHash}`, to: user.email, subject, ...body }, now);
}

/** Queues the password-reset message with a fresh 1-hour link, in the language of the page it was asked from. */
export async function queueResetEmail(trx: Kysely<DB>, user: Recipient, origin: string, now = new Date()): Promise<void> {
  const { token, tokenHash } = await issueAccountToken(trx, "reset-password", user, RESET_LINK_HOURS * HOUR, now);
  const shop = (await readShopSettings(trx)).shopName;
  const link = `${origin}${pathIn(user.lang, "/reset-password")}?token=${token}`;
  const hi = user.lang === "hi";
  const body = linkEmail(
    shop,
    hi ? `नमस्ते ${user.name},` : `Namaste ${user.name},`,
    hi
      ? {
          intro: `किसी ने (उम्मीद है आपने ही) ${shop} पर आपके खाते का पासवर्ड बदलने को कहा है। नया पासवर्ड यहाँ चुनें:`,
          button: "नया पासवर्ड चुनें",
          after: `यह लिंक एक ही बार, ${RESET_LINK_HOURS} घंटे तक चलेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड वही रहेगा।`,
        }
      : {
          intro: `Someone (we hope you) asked to reset the password of your account at ${shop}. Choose a new password here:`,
          button: "Choose a new password",
          after: `The link works once, for ${RESET_LINK_HOURS} hour. If you did not ask for it, ignore this email: your password stays as it is.`,
        },
    link,
  );
  const subject = hi ? `अपना पासवर्ड बदलें – ${shop}` : `Reset your password – ${shop}`;
  await enqueueEmail(trx, { dedupeKey: `reset-password:${tokenHash}`, to: user.email, subject, ...body }, now);
}
