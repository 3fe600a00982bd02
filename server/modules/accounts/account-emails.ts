import type { Kysely } from "kysely";
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from "../../../lib/account-self-service";
import { escapeHtml } from "../../../lib/html";
import type { DB } from "../../db/schema";
import { enqueueEmail } from "../notifications/outbox";
import { readShopSettings } from "../settings/settings.repo";
import { issueAccountToken } from "./account-tokens";

const HOUR = 3_600_000;
type Recipient = { id: string; name: string; email: string };

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

/** Queues the "verify your email" message with a fresh 24-hour link (in `trx`, so the token and the email commit together). */
export async function queueVerificationEmail(trx: Kysely<DB>, user: Recipient, origin: string, now = new Date()): Promise<void> {
  const { token, tokenHash } = await issueAccountToken(trx, "verify-email", user, VERIFY_LINK_HOURS * HOUR, now);
  const shop = (await readShopSettings(trx)).shopName;
  const link = `${origin}/verify-email?token=${token}`;
  const body = linkEmail(
    shop,
    `Namaste ${user.name},`,
    {
      intro: `Please confirm that this is your email address for your account at ${shop}.`,
      button: "Verify my email",
      after: `The link works once, for ${VERIFY_LINK_HOURS} hours. If you did not create an account with us, you can ignore this email.`,
    },
    link,
  );
  await enqueueEmail(trx, { dedupeKey: `verify-email:${tokenHash}`, to: user.email, subject: `Verify your email – ${shop}`, ...body }, now);
}

/** Queues the password-reset message with a fresh 1-hour link. */
export async function queueResetEmail(trx: Kysely<DB>, user: Recipient, origin: string, now = new Date()): Promise<void> {
  const { token, tokenHash } = await issueAccountToken(trx, "reset-password", user, RESET_LINK_HOURS * HOUR, now);
  const shop = (await readShopSettings(trx)).shopName;
  const link = `${origin}/reset-password?token=${token}`;
  const body = linkEmail(
    shop,
    `Namaste ${user.name},`,
    {
      intro: `Someone (we hope you) asked to reset the password of your account at ${shop}. Choose a new password here:`,
      button: "Choose a new password",
      after: `The link works once, for ${RESET_LINK_HOURS} hour. If you did not ask for it, ignore this email: your password stays as it is.`,
    },
    link,
  );
  await enqueueEmail(trx, { dedupeKey: `reset-password:${tokenHash}`, to: user.email, subject: `Reset your password – ${shop}`, ...body }, now);
}
