import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import type { ApiUser } from "../../../lib/accounts";
import { mergeCarts } from "../../../lib/cart";
import type { Lang } from "../../../lib/i18n";
import { newId } from "../../../lib/ids";
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_MESSAGES, OTP_TTL_MS, wrongCode, type otpVerifySchema } from "../../../lib/otp-login";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { keepKnownLines } from "../cart/validate-cart";
import { findUserById, findUserByMobile, newCartFacts, readCart, rememberLang, saveCart, toApiUser } from "./accounts.repo";

/** Login with a one-time code by SMS: the use cases behind /api/user/otp/* and /api/user/mobile. Decision record 018. */

const hashCode = (salt: string, code: string) => createHash("sha256").update(`${salt}:${code}`).digest("hex");

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The login code's SMS. The Hindi one is a Unicode SMS (70 characters a segment, 67 each when split): with the
 * default 5 minutes it is 61 characters plus the shop's name: one segment up to a 9-character name, two up to 73
 * (otp-login.test.ts measures it; the English one is 87 plus the name, in 160-character GSM segments).
 */
export function otpSmsText(lang: Lang, code: string, shopName: string, minutes: number): string {
  return lang === "hi"
    ? `${code} आपका ${shopName} लॉग इन कोड है। ${minutes} मिनट तक चलेगा, किसी को न बताएँ।`
    : `${code} is your login code for ${shopName}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

/**
 * Makes a new code for `phone` (any earlier one dies), stores only its salted
 * hash, and sends it (in Hindi when asked from a Hindi page). Answers the same whether or not an account has this
 * number. When the SMS cannot be sent the code is taken back (502).
 */
export async function requestOtp(services: Services, phone: string, lang: Lang, now = new Date()): Promise<{ expiresInS: number }> {
  const { sms, database, log } = services;
  if (!sms) throw new HttpError(503, OTP_MESSAGES.unavailable);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
  const salt = randomBytes(16).toString("hex");
  const codeHash = hashCode(salt, code);
  const row = { phone, salt, code_hash: codeHash, attempts: 0, expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(), created_at: now.toISOString() };
  await database.db
    .insertInto("otp_codes")
    .values(row)
    .onConflict((oc) => oc.column("phone").doUpdateSet({ salt, code_hash: codeHash, attempts: 0, expires_at: row.expires_at, created_at: row.created_at }))
    .execute();
  const { settings } = await services.catalog.get();
  const minutes = OTP_TTL_MS / 60_000;
  const text = otpSmsText(lang, code, settings.shopName, minutes);
  try {
    await sms.send({ to: phone, template: "otp", vars: { otp: code }, text, lang });
  } catch (err) {
    await database.db.deleteFrom("otp_codes").where("phone", "=", phone).where("code_hash", "=", codeHash).execute();
    log.warn({ err: err instanceof Error ? err.message : String(err), provider: sms.kind }, "login code SMS not sent");
    throw new HttpError(502, OTP_MESSAGES.sendFailed);
  }
  return { expiresInS: OTP_TTL_MS / 1000 };
}

/**
 * Checks a code and returns the account of that number, made on the first
 * login. Every try is counted before the code is compared (one atomic update),
 * so parallel guesses cannot get past 5 tries; a right code is used once (a
 * conditional delete), so two racing logins with it make one session's worth of work.
 */
export async function verifyOtp(
  services: Services,
  input: z.output<typeof otpVerifySchema>,
  lang: Lang,
  now = new Date(),
): Promise<{ user: ApiUser; newAccount: boolean }> {
  await consumeOtp(services.database.db, input.phone, input.code, now);
  return logInByMobile(services, input.phone, input.cartItems, lang, now);
}

/** Checks the code sent to `phone` and uses it up; throws the clear 400/429 a wrong, expired or spent code gets. */
async function consumeOtp(db: Kysely<DB>, phone: string, code: string, now: Date): Promise<void> {
  const row = await db
    .updateTable("otp_codes")
    .set({ attempts: sql<number>`attempts + 1` })
    .where("phone", "=", phone)
    .where("attempts", "<", OTP_MAX_TRIES)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const spent = await db.selectFrom("otp_codes").select("attempts").where("phone", "=", phone).executeTakeFirst();
    throw spent ? new HttpError(429, OTP_MESSAGES.tooManyTries) : new HttpError(400, OTP_MESSAGES.noCode);
  }
  if (row.expires_at <= now.toISOString()) throw new HttpError(400, OTP_MESSAGES.expired);
  if (!sameHash(hashCode(row.salt, code), row.code_hash)) throw new HttpError(400, wrongCode(OTP_MAX_TRIES - Number(row.attempts)));
  const used = await db.deleteFrom("otp_codes").where("phone", "=", phone).where("code_hash", "=", row.code_hash).executeTakeFirst();
  if (Number(used.numDeletedRows ?? 0) === 0) throw new HttpError(400, OTP_MESSAGES.noCode);
}

export const MOBILE_TAKEN = "This mobile number already logs in to another account. Log in with it by code, or add another number.";

/**
 * A logged-in customer proves a mobile number with its code and it becomes their account's login number: a later
 * "Login with OTP" with it opens this account (its orders, addresses and cart) instead of making a second one. A
 * number another account logs in with is refused (409); the unique index settles two accounts racing for one.
 */
export async function linkMobile(services: Services, userId: string, phone: string, code: string, now = new Date()): Promise<ApiUser> {
  const { db } = services.database;
  // The code first: whether a number has an account is told only to whoever holds that phone.
  await consumeOtp(db, phone, code, now);
  const other = await findUserByMobile(db, phone);
  if (other && other.id !== userId) throw new HttpError(409, MOBILE_TAKEN);
  try {
    await db.updateTable("users").set({ mobile: phone, updated_at: now.toISOString() }).where("id", "=", userId).execute();
  } catch (err) {
    if ((await findUserByMobile(db, phone))?.id !== userId) throw new HttpError(409, MOBILE_TAKEN);
    throw err;
  }
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, "Please log in to continue");
  return toApiUser(user);
}

/** The account with this verified number (its cart merged with the visitor's), or a new one. */
async function logInByMobile(
  services: Services,
  mobile: string,
  cartItems: Record<string, number> | undefined,
  lang: Lang,
  now: Date,
): Promise<{ user: ApiUser; newAccount: boolean }> {
  const { db } = services.database;
  const visitor = keepKnownLines(cartItems, await services.catalog.get());
  const existing = await findUserByMobile(db, mobile);
  if (!existing) {
    const stamp = now.toISOString();
    const row = {
      id: newId("usr"),
      name: "",
      email: null,
      password_hash: null,
      mobile,
      phone: null,
      email_verified_at: null,
      deleted_at: null,
      cart: JSON.stringify(visitor),
      created_at: stamp,
      updated_at: stamp,
      lang,
      ...newCartFacts(visitor, stamp),
    };
    const inserted = await db
      .insertInto("users")
      .values(row)
      .onConflict((oc) => oc.column("mobile").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { user: toApiUser(row), newAccount: true };
  }
  // Found, or made a moment ago by a parallel first login with another code for this number.
  const user = existing ?? (await findUserByMobile(db, mobile));
  if (!user) throw new Error("account by mobile vanished");
  await rememberLang(db, user.id, lang);
  if (Object.keys(visitor).length === 0) return { user: toApiUser(user), newAccount: false };
  const merged = mergeCarts(readCart(user.cart), visitor);
  await saveCart(db, user.id, merged);
  return { user: { ...toApiUser(user), cart: merged }, newAccount: false };
}

/** Expired codes, for the periodic clean-up. */
export async function deleteExpiredOtpCodes(db: Kysely<DB>, now = new Date()): Promise<number> {
  const r = await db.deleteFrom("otp_codes").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}
