import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { newId } from "../../../lib/ids";
import type { AccountTokensTable, DB } from "../../db/schema";
import { hashToken } from "../../http/sessions";

export type TokenPurpose = AccountTokensTable["purpose"];

/**
 * A new single-use token for a link in an email: 256 random bits; only its
 * sha256 is stored. Earlier unused tokens of the same purpose stop working, so
 * only the newest link counts.
 */
export async function issueAccountToken(
  trx: Kysely<DB>,
  purpose: TokenPurpose,
  user: { id: string; email: string },
  validMs: number,
  now = new Date(),
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const stamp = now.toISOString();
  await trx
    .updateTable("account_tokens")
    .set({ used_at: stamp })
    .where("user_id", "=", user.id)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  await trx
    .insertInto("account_tokens")
    .values({
      id: newId("tok"),
      token_hash: tokenHash,
      purpose,
      user_id: user.id,
      email: user.email,
      created_at: stamp,
      expires_at: new Date(now.getTime() + validMs).toISOString(),
      used_at: null,
    })
    .execute();
  return { token, tokenHash };
}

/**
 * Uses a token once: marks it used (a conditional update, so two requests
 * racing with one link cannot both pass) and returns whose it was, or null when
 * it is unknown, expired, already used, or its account no longer has the
 * address it was mailed to (deleted accounts included).
 */
export async function consumeAccountToken(
  trx: Kysely<DB>,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ userId: string; email: string } | null> {
  const stamp = now.toISOString();
  const row = await trx
    .selectFrom("account_tokens")
    .select(["id", "user_id", "email"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", stamp)
    .executeTakeFirst();
  if (!row) return null;
  const used = await trx.updateTable("account_tokens").set({ used_at: stamp }).where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) return null;
  const user = await trx.selectFrom("users").select(["id", "email", "deleted_at"]).where("id", "=", row.user_id).executeTakeFirst();
  if (!user || user.deleted_at !== null || user.email !== row.email) return null;
  return { userId: user.id, email: user.email };
}

/** Removes used and expired tokens older than a day (the periodic clean-up). */
export async function deleteOldAccountTokens(db: Kysely<DB>, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const result = await db
    .deleteFrom("account_tokens")
    .where((eb) => eb.or([eb("expires_at", "<=", dayAgo), eb("used_at", "<=", dayAgo)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
