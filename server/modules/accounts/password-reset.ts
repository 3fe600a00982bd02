import { hash } from "@node-rs/argon2";
import { ACCOUNT_TEXT } from "../../../lib/account-self-service";
import type { Lang } from "../../../lib/i18n";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { queueResetEmail } from "./account-emails";
import { consumeAccountToken } from "./account-tokens";

/** Every answer to "forgot password" takes at least this long, so a known and an unknown address cannot be told apart by time. */
export const FORGOT_MIN_MS = 300;

/**
 * "Forgot password?": a known (not deleted) address gets a fresh 1-hour reset
 * link by email; an unknown one gets nothing. The caller answers the same in
 * both cases, after the same minimum time.
 */
export async function requestPasswordReset(services: Services, email: string, origin: string, lang: Lang): Promise<void> {
  const started = Date.now();
  const { db } = services.database;
  const user = await db.selectFrom("users").select(["id", "name", "email"]).where("email", "=", email).where("deleted_at", "is", null).executeTakeFirst();
  if (user) {
    await db.transaction().execute((trx) => queueResetEmail(trx, { ...user, email, lang }, origin));
    services.outbox.kick();
  }
  const wait = FORGOT_MIN_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The reset link, step 2: the token is used once; the password is replaced,
 * the address counts as verified (only its owner could open the link), and
 * every session of the account ends, whoever started it: an account someone
 * else registered with this address (never verified) is the owner's now.
 * Returns the account's id so the caller can log this browser in.
 */
export async function resetPassword(services: Services, token: string, password: string, now = new Date()): Promise<string> {
  const passwordHash = await hash(password);
  const stamp = now.toISOString();
  const userId = await services.database.db.transaction().execute(async (trx) => {
    const owner = await consumeAccountToken(trx, "reset-password", token, now);
    if (!owner) return null;
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: stamp }).where("id", "=", owner.userId).execute();
    await trx.updateTable("users").set({ email_verified_at: stamp }).where("id", "=", owner.userId).where("email_verified_at", "is", null).execute();
    await trx
      .updateTable("sessions")
      .set({ revoked_at: stamp })
      .where("kind", "=", "customer")
      .where("subject_id", "=", owner.userId)
      .where("revoked_at", "is", null)
      .execute();
    // Any other link still out there (reset or verify) stops working too.
    await trx.updateTable("account_tokens").set({ used_at: stamp }).where("user_id", "=", owner.userId).where("used_at", "is", null).execute();
    return owner.userId;
  });
  if (!userId) throw new HttpError(400, ACCOUNT_TEXT.resetLinkBad);
  return userId;
}
