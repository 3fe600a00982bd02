import { HttpError } from "../../http/errors";
import { Hono, type Context } from "hono";
import {
  ACCOUNT_TEXT,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from "../../../lib/account-self-service";
import { requestLang } from "../../http/api-language";
import { requireCustomer } from "../../http/auth";
import { clientAddressKey } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { readJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { clearSessionCookie, createSession, readSessionCookie, revokeOtherSessions, revokeSession, sessionMeta, setSessionCookie } from "../../http/sessions";
import { siteOrigin } from "../catalog/seo.routes";
import { findUserById, rememberLang, toApiUser } from "./accounts.repo";
import { changeCustomerPassword, deleteCustomerAccount } from "./account-settings";
import { sendVerificationEmail, verifyEmail } from "./email-verification";
import { requestPasswordReset, resetPassword } from "./password-reset";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const address = (c: Context<AppEnv>) => clientAddressKey(c, c.var.services.config.trustProxy);
const origin = (c: Context<AppEnv>) => siteOrigin(c.var.services.config.publicUrl, c.req.url);
const limit = (c: Context<AppEnv>, checks: { key: string; limit: number; windowMs: number }[]) => enforceRateLimits(c.var.services.database.db, checks);
const secure = (c: Context<AppEnv>) => c.var.services.config.env === "production";
const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

/**
 * The customer helps themselves (issue 16): email verification, password
 * reset, and the account page (profile, password, sessions, deletion).
 * Every answer is `{ success, message, … }`; bad input is a 4xx.
 */
export function selfServiceRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/user/verify-email", async (c) => {
    const { token } = await readJson(c, verifyEmailSchema);
    await limit(c, [{ key: `verify-email:ip:${address(c)}`, limit: 30, windowMs: 15 * MINUTE }]);
    if (!(await verifyEmail(c.var.services.database.db, token))) return c.json({ success: false, message: ACCOUNT_TEXT.verifyLinkBad }, 400);
    return c.json({ success: true, message: ACCOUNT_TEXT.verified });
  });

  r.post("/user/resend-verification", async (c) => {
    const user = await requireCustomer(c);
    noStore(c);
    if (user.email_verified_at) return c.json({ success: true, message: ACCOUNT_TEXT.alreadyVerified, emailVerified: true });
    if (user.email === null) throw new HttpError(400, ACCOUNT_TEXT.noEmail);
    await limit(c, [
      { key: `resend-verification:user:${user.id}`, limit: 3, windowMs: HOUR },
      { key: `resend-verification:ip:${address(c)}`, limit: 20, windowMs: HOUR },
    ]);
    await sendVerificationEmail(c.var.services, { ...user, email: user.email, lang: requestLang(c) }, origin(c));
    return c.json({ success: true, message: ACCOUNT_TEXT.verificationSent, emailVerified: false });
  });

  r.post("/user/forgot-password", async (c) => {
    const { email } = await readJson(c, forgotPasswordSchema);
    // The same limits for every address, known or not: the answer (429 included) tells nothing about who has an account.
    await limit(c, [
      { key: `forgot-password:ip:${address(c)}`, limit: 10, windowMs: 15 * MINUTE },
      { key: `forgot-password:email:${email}`, limit: 3, windowMs: HOUR },
    ]);
    await requestPasswordReset(c.var.services, email, origin(c), requestLang(c));
    return c.json({ success: true, message: ACCOUNT_TEXT.resetRequested });
  });

  r.post("/user/reset-password", async (c) => {
    const { token, password } = await readJson(c, resetPasswordSchema);
    await limit(c, [{ key: `reset-password:ip:${address(c)}`, limit: 20, windowMs: 15 * MINUTE }]);
    const { database, config } = c.var.services;
    const userId = await resetPassword(c.var.services, token, password);
    await rememberLang(database.db, userId, requestLang(c));
    // Every session ended with the reset; this browser gets a new one (and drops whatever it had).
    await revokeSession(database.db, readSessionCookie(c, "customer"));
    const session = await createSession(database.db, "customer", userId, new Date(), sessionMeta(c, config.trustProxy));
    setSessionCookie(c, "customer", session.token, session.expiresAt, secure(c));
    const user = await findUserById(database.db, userId);
    noStore(c);
    return c.json({ success: true, message: ACCOUNT_TEXT.resetDone, user: user ? toApiUser(user) : null });
  });

  r.put("/user/profile", async (c) => {
    const user = await requireCustomer(c);
    const { name, phone } = await readJson(c, updateProfileSchema);
    const db = c.var.services.database.db;
    await db
      .updateTable("users")
      .set({ name, phone, lang: requestLang(c), updated_at: new Date().toISOString() })
      .where("id", "=", user.id)
      .execute();
    noStore(c);
    return c.json({ success: true, message: ACCOUNT_TEXT.profileSaved, user: toApiUser({ ...user, name, phone }) });
  });

  r.put("/user/password", async (c) => {
    const user = await requireCustomer(c);
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    const ended = await changeCustomerPassword(c, user, currentPassword, newPassword);
    noStore(c);
    return c.json({ success: true, message: ACCOUNT_TEXT.passwordChanged, ended });
  });

  r.post("/user/logout-everywhere", async (c) => {
    const user = await requireCustomer(c);
    const ended = await revokeOtherSessions(c.var.services.database.db, "customer", user.id, undefined);
    clearSessionCookie(c, "customer", secure(c));
    return c.json({ success: true, message: ACCOUNT_TEXT.loggedOutEverywhere, ended });
  });

  r.post("/user/delete-account", async (c) => {
    const user = await requireCustomer(c);
    const { password } = await readJson(c, deleteAccountSchema);
    await deleteCustomerAccount(c, user, password);
    clearSessionCookie(c, "customer", secure(c));
    return c.json({ success: true, message: ACCOUNT_TEXT.accountDeleted });
  });

  return r;
}
