import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import { newId } from "../../lib/ids";
import type { DB } from "../db/schema";

/**
 * Sessions: a random 256-bit token in an httpOnly, SameSite=Lax cookie (Secure
 * in production); the database keeps only its sha256. Customer and seller
 * sessions have their own cookie and kind, so one never passes the other's check.
 */
export type SessionKind = "customer" | "seller";
export const SESSION_COOKIE: Record<SessionKind, string> = { customer: "sid", seller: "seller_sid" };
export const SESSION_DAYS = 30;
const HOUR = 3_600_000;

/**
 * How long a session lives: customers 30 days from login; sellers (who can
 * change the catalogue and see every order) 7 days from login and 12 hours
 * without a request.
 */
export const SESSION_POLICY: Record<SessionKind, { maxAgeMs: number; idleMs: number | null }> = {
  customer: { maxAgeMs: SESSION_DAYS * 24 * HOUR, idleMs: null },
  seller: { maxAgeMs: 7 * 24 * HOUR, idleMs: 12 * HOUR },
};
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Kysely<DB>, kind: SessionKind, subjectId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_POLICY[kind].maxAgeMs);
  await db
    .insertInto("sessions")
    .values({ id: newId("ses"), token_hash: hashToken(token), kind, subject_id: subjectId, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), revoked_at: null, last_seen_at: now.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The subject (user or seller id) of a live session of this kind, or null. */
export async function resolveSession(db: Kysely<DB>, kind: SessionKind, token: string | undefined, now = new Date()): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("sessions")
    .select(["id", "subject_id", "expires_at", "created_at", "last_seen_at"])
    .where("token_hash", "=", hashToken(token))
    .where("kind", "=", kind)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  const lastSeen = Date.parse(row.last_seen_at ?? row.created_at);
  const { idleMs } = SESSION_POLICY[kind];
  if (idleMs !== null && now.getTime() - lastSeen >= idleMs) return null;
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return row.subject_id;
}

/**
 * The clean-up job's part: sessions past their end, revoked a day ago or more,
 * or (kinds with an idle limit) unused for longer than it.
 */
export async function deleteEndedSessions(db: Kysely<DB>, now = new Date()): Promise<number> {
  const iso = now.toISOString();
  const dayAgo = new Date(now.getTime() - 24 * HOUR).toISOString();
  const idle = (Object.entries(SESSION_POLICY) as [SessionKind, { idleMs: number | null }][]).filter(([, p]) => p.idleMs !== null);
  const result = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", iso),
        eb("revoked_at", "<=", dayAgo),
        ...idle.map(([kind, p]) =>
          eb.and([eb("kind", "=", kind), eb(eb.fn.coalesce("last_seen_at", "created_at"), "<=", new Date(now.getTime() - p.idleMs!).toISOString())]),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

export async function revokeSession(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("token_hash", "=", hashToken(token)).where("revoked_at", "is", null).execute();
}

export function readSessionCookie(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, SESSION_COOKIE[kind]);
}

export function setSessionCookie(c: Context, kind: SessionKind, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE[kind], token, { httpOnly: true, sameSite: "Lax", secure, path: "/", expires: expiresAt, maxAge: Math.floor(SESSION_POLICY[kind].maxAgeMs / 1000) });
}

export function clearSessionCookie(c: Context, kind: SessionKind, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE[kind], { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}
