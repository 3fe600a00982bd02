import { Hono, type Context } from "hono";
import { loginSchema, registerSchema } from "../../../lib/accounts";
import { currentCustomer } from "../../http/auth";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { clearSessionCookie, createSession, readSessionCookie, revokeSession, setSessionCookie } from "../../http/sessions";
import { toApiUser } from "./accounts.repo";
import { loginCustomer } from "./login";
import { registerCustomer } from "./register";

const MINUTE = 60_000;

/** A new session at every login (no fixation); any session the browser brought is revoked. */
async function startSession(c: Context<AppEnv>, userId: string) {
  const { database, config } = c.var.services;
  await revokeSession(database.db, readSessionCookie(c, "customer"));
  const { token, expiresAt } = await createSession(database.db, "customer", userId);
  setSessionCookie(c, "customer", token, expiresAt, config.env === "production");
}

function limits(c: Context<AppEnv>, action: "login" | "register", email: string) {
  const ip = clientIp(c, c.var.services.config.trustProxy);
  return enforceRateLimits(c.var.services.database.db, [
    { key: `${action}:ip:${ip}`, limit: action === "login" ? 30 : 10, windowMs: 15 * MINUTE },
    { key: `${action}:email:${email}`, limit: action === "login" ? 10 : 5, windowMs: 15 * MINUTE },
  ]);
}

export function accountsRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/user/register", async (c) => {
    const input = await readJson(c, registerSchema);
    await limits(c, "register", input.email);
    const user = await registerCustomer(c.var.services, input);
    await startSession(c, user._id);
    return c.json({ success: true, message: "Account created", user }, 201);
  });

  r.post("/user/login", async (c) => {
    const input = await readJson(c, loginSchema);
    await limits(c, "login", input.email);
    const user = await loginCustomer(c.var.services, input);
    await startSession(c, user._id);
    return c.json({ success: true, message: "Logged in", user });
  });

  const logout = async (c: Context<AppEnv>) => {
    const { database, config } = c.var.services;
    await revokeSession(database.db, readSessionCookie(c, "customer"));
    clearSessionCookie(c, "customer", config.env === "production");
    return c.json({ success: true, message: "Logged out" });
  };
  r.get("/user/logout", logout);
  r.post("/user/logout", logout);

  r.get("/user/is-auth", async (c) => {
    const user = await currentCustomer(c);
    if (!user) throw new HttpError(401, "Not logged in");
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, user: toApiUser(user) });
  });

  return r;
}
