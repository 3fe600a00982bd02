import { hash, verify } from "@node-rs/argon2";
import { Hono, type Context } from "hono";
import { SELLER_LOGIN_FAILED, sellerLoginSchema } from "../../../lib/seller";
import { currentSeller } from "../../http/auth";
import { clientAddressKey } from "../../http/client-ip";
import { logoutGuard } from "../../http/csrf";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { beginLoginAttempt, loginSucceeded } from "../../http/rate-limit";
import { clearSessionCookie, createSession, readSessionCookie, revokeSession, sessionMeta, setSessionCookie } from "../../http/sessions";
import { findSellerByEmail } from "./sellers.repo";

// Verified against when the email is unknown, so both failures take the same time.
const dummyHash = hash("not-a-seller-password-timing-guard");

/** Spec: POST /api/seller/login, GET /api/seller/logout, GET /api/seller/is-auth. A seller session has its own cookie and kind. */
export function sellerAuthRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/seller/login", async (c) => {
    const { email, password } = await readJson(c, sellerLoginSchema);
    const { database, config } = c.var.services;
    // Failures count per address and per (email, address), never per email alone: a stranger's wrong guesses
    // slow down the stranger, never the seller typing the right password somewhere else.
    const address = clientAddressKey(c, config.trustProxy);
    await beginLoginAttempt(database.db, "seller-login", email, address);
    const seller = await findSellerByEmail(database.db, email);
    const ok = await verify(seller?.password_hash ?? (await dummyHash), password).catch(() => false);
    if (!seller || !ok) throw new HttpError(401, SELLER_LOGIN_FAILED);
    await loginSucceeded(database.db, "seller-login", email, address);
    // A new token at every login (no fixation); whatever seller session the browser brought is revoked.
    await revokeSession(database.db, readSessionCookie(c, "seller"));
    const { token, expiresAt } = await createSession(database.db, "seller", seller.id, new Date(), sessionMeta(c, config.trustProxy));
    setSessionCookie(c, "seller", token, expiresAt, config.env === "production");
    return c.json({ success: true, message: "Logged in" });
  });

  const logout = async (c: Context<AppEnv>) => {
    const { database, config } = c.var.services;
    await revokeSession(database.db, readSessionCookie(c, "seller"));
    clearSessionCookie(c, "seller", config.env === "production");
    return c.json({ success: true, message: "Logged out" });
  };
  r.get("/seller/logout", logoutGuard, logout);
  r.post("/seller/logout", logout);

  r.get("/seller/is-auth", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const seller = await currentSeller(c);
    if (!seller) throw new HttpError(401, "Not logged in");
    return c.json({ success: true, seller: { email: seller.email, name: seller.name, role: seller.role } });
  });

  return r;
}
