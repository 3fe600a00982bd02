import { Hono, type Context } from "hono";
import {
  formatIndianMobile,
  OTP_MESSAGES,
  OTP_PER_ADDRESS_PER_HOUR,
  OTP_PER_NUMBER_PER_HOUR,
  OTP_RESEND_AFTER_S,
  OTP_VERIFY_PER_ADDRESS,
  otpMobileSchema,
  otpNameSchema,
  otpRequestSchema,
  otpVerifySchema,
} from "../../../lib/otp-login";
import { requestLang } from "../../http/api-language";
import { requireCustomer } from "../../http/auth";
import { clientAddressKey } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { hitRateLimit, tooManyAttempts } from "../../http/rate-limit";
import { createSession, readSessionCookie, revokeSession, sessionMeta, setSessionCookie } from "../../http/sessions";
import { findUserById, toApiUser } from "./accounts.repo";
import { linkMobile, requestOtp, verifyOtp } from "./otp-login";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const address = (c: Context<AppEnv>) => clientAddressKey(c, c.var.services.config.trustProxy);

/** As a password login does (accounts.routes.ts): a new session, and whatever session the browser brought revoked. */
async function startSession(c: Context<AppEnv>, userId: string) {
  const { database, config } = c.var.services;
  await revokeSession(database.db, readSessionCookie(c, "customer"));
  const { token, expiresAt } = await createSession(database.db, "customer", userId, new Date(), sessionMeta(c, config.trustProxy));
  setSessionCookie(c, "customer", token, expiresAt, config.env === "production");
}

/** Counts one hit on `key`; past `limit` a 429 with `message(wait)` and Retry-After. */
async function limit(c: Context<AppEnv>, key: string, max: number, windowMs: number, message?: (waitS: number) => string) {
  const r = await hitRateLimit(c.var.services.database.db, key, max, windowMs);
  if (r.allowed) return;
  if (!message) throw tooManyAttempts(r.retryAfterS);
  throw new HttpError(429, message(r.retryAfterS), { "Retry-After": String(r.retryAfterS) });
}

/** POST /api/user/otp/request, /otp/verify, /otp/name and /user/mobile: login with a one-time code by SMS (decision record 018). */
export function otpRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/user/otp/request", async (c) => {
    const { phone } = await readJson(c, otpRequestSchema);
    if (!c.var.services.sms) throw new HttpError(503, OTP_MESSAGES.unavailable);
    await limit(c, `otp:send:ip:${address(c)}`, OTP_PER_ADDRESS_PER_HOUR, HOUR);
    await limit(c, `otp:resend:${phone}`, 1, OTP_RESEND_AFTER_S * 1000, (s) => `Please wait ${s} seconds before asking for another code.`);
    await limit(
      c,
      `otp:hour:${phone}`,
      OTP_PER_NUMBER_PER_HOUR,
      HOUR,
      (s) => `Too many codes for this number. Please try again in ${Math.ceil(s / 60)} minutes.`,
    );
    const { expiresInS } = await requestOtp(c.var.services, phone, requestLang(c));
    // The same answer whether or not an account has this number.
    return c.json({
      success: true,
      message: `We sent a 6-digit code to ${formatIndianMobile(phone)}. It is valid for ${expiresInS / 60} minutes.`,
      phone,
      expiresInS,
      resendAfterS: OTP_RESEND_AFTER_S,
    });
  });

  r.post("/user/otp/verify", async (c) => {
    const input = await readJson(c, otpVerifySchema);
    await limit(c, `otp:verify:ip:${address(c)}`, OTP_VERIFY_PER_ADDRESS, 15 * MINUTE);
    const { user, newAccount } = await verifyOtp(c.var.services, input, requestLang(c));
    await startSession(c, user._id);
    return c.json({ success: true, message: newAccount ? "Account created" : "Logged in", user, newAccount }, newAccount ? 201 : 200);
  });

  /** A logged-in customer's login number: the code sent to it (POST /user/otp/request) proves it is theirs. */
  r.post("/user/mobile", async (c) => {
    const customer = await requireCustomer(c);
    const { phone, code } = await readJson(c, otpMobileSchema);
    await limit(c, `otp:verify:ip:${address(c)}`, OTP_VERIFY_PER_ADDRESS, 15 * MINUTE);
    const user = await linkMobile(c.var.services, customer.id, phone, code);
    return c.json({ success: true, message: `Mobile number verified. You can now log in with a code sent to ${formatIndianMobile(phone)}.`, user });
  });

  /** The name of the logged-in customer (an account made by OTP starts without one). */
  r.post("/user/otp/name", async (c) => {
    const customer = await requireCustomer(c);
    const { name } = await readJson(c, otpNameSchema);
    const db = c.var.services.database.db;
    await db
      .updateTable("users")
      .set({ name, lang: requestLang(c), updated_at: new Date().toISOString() })
      .where("id", "=", customer.id)
      .execute();
    const user = await findUserById(db, customer.id);
    if (!user) throw new HttpError(401, "Please log in to continue");
    return c.json({ success: true, message: "Name saved", user: toApiUser(user) });
  });

  return r;
}
