import { hash, verify } from "@node-rs/argon2";
import type { Context } from "hono";
import { WRONG_CURRENT_PASSWORD } from "../../../lib/seller";
import { clientAddressKey } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { beginLoginAttempt, loginSucceeded } from "../../http/rate-limit";
import { readSessionCookie, revokeOtherSessions } from "../../http/sessions";
import type { SellerRow } from "./sellers.repo";

/**
 * A seller changes their own password: the current one is checked under the
 * login throttle (a stolen session cannot guess it faster than a login could),
 * then the new hash is written and every other session of that seller ends;
 * the session that asked stays signed in. Returns how many sessions ended.
 */
export async function changeSellerPassword(c: Context<AppEnv>, seller: SellerRow, current: string, next: string): Promise<number> {
  const { database, config } = c.var.services;
  const address = clientAddressKey(c, config.trustProxy);
  await beginLoginAttempt(database.db, "seller-password", seller.email, address);
  if (!(await verify(seller.password_hash, current).catch(() => false))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  await loginSucceeded(database.db, "seller-password", seller.email, address);
  const passwordHash = await hash(next);
  return database.db.transaction().execute(async (trx) => {
    await trx.updateTable("sellers").set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where("id", "=", seller.id).execute();
    return revokeOtherSessions(trx, "seller", seller.id, readSessionCookie(c, "seller"));
  });
}
