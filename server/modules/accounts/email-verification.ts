import type { Kysely } from "kysely";
import type { Lang } from "../../../lib/i18n";
import type { DB } from "../../db/schema";
import type { Services } from "../../services";
import { consumeAccountToken } from "./account-tokens";
import { queueVerificationEmail } from "./account-emails";

/** Sends (queues, then wakes the outbox) a verification link to this customer's address. */
export async function sendVerificationEmail(services: Services, user: { id: string; name: string; email: string; lang: Lang }, origin: string): Promise<void> {
  await services.database.db.transaction().execute((trx) => queueVerificationEmail(trx, user, origin));
  services.outbox.kick();
}

/** The verification link, step 2: true when the token was good (the account is now verified), false when unknown, used or expired. */
export async function verifyEmail(db: Kysely<DB>, token: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owner = await consumeAccountToken(trx, "verify-email", token, now);
    if (!owner) return false;
    await trx
      .updateTable("users")
      .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", owner.userId)
      .where("email_verified_at", "is", null)
      .execute();
    return true;
  });
}
