import { Hono, type Context } from "hono";
import { loginSchema, registerSchema } from "../../../lib/accounts";
import { requestLang } from "../../http/api-language";
import { currentCustomer } from "../../http/auth";
import { clientAddressKey } from "../../http/client-ip";
import { logoutGuard } from "../../http/csrf";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { beginLoginAttempt, enforceRateLimits, loginSucceeded } from "../../http/rate-limit";
import { clearSessionCookie, createSession, readSessionCookie, revokeSession, sessionMeta, setSessionCookie } from "../../http/sessions";
import { siteOrigin } from "../catalog/seo.routes";
import { rememberLang, toApiUser } from "./accounts.repo";
import { sendVerificationEmail } from "./email-verification";
import { loginCustomer } from "./login";
import { registerCustomer } from "./register";

const MINUTE = 60_000;

/** A new session at every login (no fixation); any session the browser brought is revoked. */
async function startSession(c: Context<AppEnv>, userId: string) {
  const { database, config } = c.var.services;
  await revokeSession(database.db, readSessionCookie(c, "customer"));
  const { token, expiresAt } = await createSession(database.db, "customer", userId, new Date(), sessionMeta(c, config.trustProxy));
  setSessionCookie(c, "customer", token, expiresAt, config.env === "production");
}

const address = (c: Context<AppEnv>) => clientAddressKey(c, c.var.services.config.trustProxy);

function registerLimits(c: Context<AppEnv>, email: string) {
  return enforceRateLimits(c.var.services.database.db, [
    { key: `register:ip:${address(c)}`, limit: 10, windowMs: 15 * MINUTE },
    { key: `register:email:${email}`, limit: 5, windowMs: 15 * MINUTE },
  ]);
}

export function accountsRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/user/register", async (c) => {
    const input = await readJson(c, registerSchema);
    await registerLimits(c, input.email);
    const lang = requestLang(c);
    const user = await registerCustomer(c.var.services, input, lang);
    await startSession(c, user._id);
    // Issue 16: a single-use link (24 h) to verify the address; the account works meanwhile, with a banner asking to verify.
    await sendVerificationEmail(
      c.var.services,
      { id: user._id, name: user.name, email: user.email, lang },
      siteOrigin(c.var.services.config.publicUrl, c.req.url),
    );
    return c.json({ success: true, message: "Account created", user }, 201);
  });

  r.post("/user/login", async (c) => {
    const input = await readJson(c, loginSchema);
    const db = c.var.services.database.db;
    // Failures count per address and per (email, address): never per email alone, so nobody can lock a customer out.
    await beginLoginAttempt(db, "login", input.email, address(c));
    const user = await loginCustomer(c.var.services, input);
    await loginSucceeded(db, "login", input.email, address(c));
    await rememberLang(db, user._id, requestLang(c));
    await startSession(c, user._id);
    return c.json({ success: true, message: "Logged in", user });
  });

  const logout = async (c: Context<AppEnv>) => {
    const { database, config } = c.var.services;
    await revokeSession(database.db, readSessionCookie(c, "customer"));
    clearSessionCookie(c, "customer", config.env === "production");
    return c.json({ success: true, message: "Logged out" });
  };
  r.get("/user/logout", logoutGuard, logout);
  r.post("/user/logout", logout);

  r.get("/user/is-auth", async (c) => {
    const user = await currentCustomer(c);
    if (!user) throw new HttpError(401, "Not logged in");
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, user: toApiUser(user) });
  });

  return r;
}
