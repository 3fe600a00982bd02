import { Hono } from "hono";
import { ID_PATTERN } from "../../../lib/ids";
import { addStaffSchema, changePasswordSchema, OWNER_ONLY, PASSWORD_CHANGED, type ApiSession } from "../../../lib/seller";
import { describeUserAgent } from "../../../lib/sessions";
import { ownerOnly, requireSeller, sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { clearSessionCookie, hashToken, listLiveSessions, readSessionCookie, revokeOtherSessions, revokeSessionById } from "../../http/sessions";
import { changeSellerPassword } from "./change-password";
import { addStaff, listBackOfficeAccounts, removeStaff } from "./staff";

const id = (raw: string | undefined, what: string) => {
  if (!raw || !ID_PATTERN.test(raw)) throw new HttpError(404, `No such ${what}`);
  return raw;
};

/**
 * The seller's own account (password, sessions) and, for the owner, the shop's
 * staff logins (decision record 016). Additions to the spec's /api/seller/*.
 */
export function sellerAccountRoutes() {
  const r = new Hono<AppEnv>();

  r.put("/seller/password", sellerOnly, async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    const ended = await changeSellerPassword(c, await requireSeller(c), currentPassword, newPassword);
    return c.json({ success: true, message: PASSWORD_CHANGED, ended });
  });

  r.get("/seller/sessions", sellerOnly, async (c) => {
    const seller = await requireSeller(c);
    const rows = await listLiveSessions(c.var.services.database.db, "seller", seller.id, readSessionCookie(c, "seller"));
    const sessions: ApiSession[] = rows.map((s) => ({
      _id: s.id,
      device: describeUserAgent(s.userAgent),
      place: s.ip ?? "Unknown",
      signedInAt: s.createdAt,
      lastActiveAt: s.lastSeenAt,
      current: s.current,
    }));
    return c.json({ success: true, sessions });
  });

  r.delete("/seller/sessions/:id", sellerOnly, async (c) => {
    const seller = await requireSeller(c);
    const { database, config } = c.var.services;
    const sessionId = id(c.req.param("id"), "session");
    const token = readSessionCookie(c, "seller");
    // Which row this browser's own session is: ending it is signing out here.
    const own = token ? await database.db.selectFrom("sessions").select("id").where("token_hash", "=", hashToken(token)).executeTakeFirst() : undefined;
    if (!(await revokeSessionById(database.db, "seller", seller.id, sessionId))) throw new HttpError(404, "No such session");
    if (own?.id === sessionId) clearSessionCookie(c, "seller", config.env === "production");
    return c.json({ success: true, message: own?.id === sessionId ? "Signed out" : "Signed out of that device", current: own?.id === sessionId });
  });

  r.post("/seller/sessions/sign-out-others", sellerOnly, async (c) => {
    const seller = await requireSeller(c);
    const ended = await revokeOtherSessions(c.var.services.database.db, "seller", seller.id, readSessionCookie(c, "seller"));
    return c.json({ success: true, message: ended === 1 ? "Signed out of 1 other device" : `Signed out of ${ended} other devices`, ended });
  });

  r.get("/seller/staff", ownerOnly(OWNER_ONLY.staff), async (c) => {
    return c.json({ success: true, staff: await listBackOfficeAccounts(c.var.services.database.db) });
  });

  r.post("/seller/staff", ownerOnly(OWNER_ONLY.staff), async (c) => {
    const input = await readJson(c, addStaffSchema);
    const member = await addStaff(c.var.services.database.db, input);
    return c.json({ success: true, message: `Staff login added for ${member.name}`, member }, 201);
  });

  r.delete("/seller/staff/:id", ownerOnly(OWNER_ONLY.staff), async (c) => {
    await removeStaff(c.var.services.database.db, id(c.req.param("id"), "staff login"));
    return c.json({ success: true, message: "Staff login removed; its sessions have ended" });
  });

  return r;
}
