import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { ACCOUNT_TEXT } from "../../../lib/account-self-service";
import { clientAddressKey } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { beginLoginAttempt, loginSucceeded } from "../../http/rate-limit";
import { readSessionCookie, revokeOtherSessions } from "../../http/sessions";
import type { UserRow } from "./accounts.repo";

/**
 * Checks the customer's current password under the login throttle (a stolen
 * session cannot guess it faster than a login could); 400 when it is wrong.
 */
async function checkCurrentPassword(c: Context<AppEnv>, user: UserRow, password: string): Promise<void> {
  const { database, config } = c.var.services;
  if (user.password_hash === null || user.email === null) throw new HttpError(400, ACCOUNT_TEXT.noPassword);
  const address = clientAddressKey(c, config.trustProxy);
  await beginLoginAttempt(database.db, "login", user.email, address);
  if (!(await verify(user.password_hash, password).catch(() => false))) throw new HttpError(400, ACCOUNT_TEXT.wrongPassword);
  await loginSucceeded(database.db, "login", user.email, address);
}

/** New password (the current one is needed); every other session ends, this one stays. Returns how many ended. */
export async function changeCustomerPassword(c: Context<AppEnv>, user: UserRow, current: string, next: string): Promise<number> {
  await checkCurrentPassword(c, user, current);
  if (current === next) throw new HttpError(400, ACCOUNT_TEXT.samePassword);
  const passwordHash = await hash(next);
  return c.var.services.database.db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where("id", "=", user.id).execute();
    // A reset link mailed earlier would undo this change: it stops working.
    await trx
      .updateTable("account_tokens")
      .set({ used_at: new Date().toISOString() })
      .where("user_id", "=", user.id)
      .where("purpose", "=", "reset-password")
      .where("used_at", "is", null)
      .execute();
    return revokeOtherSessions(trx, "customer", user.id, readSessionCookie(c, "customer"));
  });
}

/**
 * Deletes the account after checking its password. The row stays (orders and
 * their tax invoices point at it and are kept, as GST law requires) but holds
 * nothing personal any more: name, email, mobile number and cart are replaced,
 * the password cannot match anything, saved addresses, sessions and links are
 * removed. The address is free to register again.
 */
export async function deleteCustomerAccount(c: Context<AppEnv>, user: UserRow, password: string | undefined): Promise<void> {
  // An account made by an OTP login has no password: its session (opened with a code sent to its mobile) is the proof.
  if (user.password_hash !== null) {
    if (!password) throw new HttpError(400, "Password is required");
    await checkCurrentPassword(c, user, password);
  }
  const stamp = new Date().toISOString();
  const unusable = await hash(randomBytes(32).toString("base64url"));
  await c.var.services.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        name: "Deleted customer",
        email: `deleted.${user.id}@deleted.invalid`,
        phone: null,
        mobile: null,
        cart: "{}",
        password_hash: unusable,
        email_verified_at: null,
        deleted_at: stamp,
        updated_at: stamp,
      })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("addresses").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("account_tokens").where("user_id", "=", user.id).execute();
    if (user.mobile) await trx.deleteFrom("otp_codes").where("phone", "=", user.mobile).execute();
    await trx.deleteFrom("sessions").where("kind", "=", "customer").where("subject_id", "=", user.id).execute();
  });
}
