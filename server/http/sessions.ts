import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import { newId } from "../../lib/ids";
import { maskIp } from "../../lib/sessions";
import { writeOnce } from "../db/group-commit";
import type { DB } from "../db/schema";
import { clientIp } from "./client-ip";

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
/** last_seen_at is written at most this often per session (the sessions list's "last active" is this precise). */
export const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What the sessions list shows of a session: the browser and the masked address it signed in from. */
export type SessionMeta = { userAgent?: string | null; ip?: string | null };

/** The request's User-Agent (cut to 300 characters) and its address masked to its network (never the full address). */
export function sessionMeta(c: Context, trustProxy: boolean): SessionMeta {
  return { userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null, ip: maskIp(clientIp(c, trustProxy)) };
}

export async function createSession(
  db: Kysely<DB>,
  kind: SessionKind,
  subjectId: string,
  now = new Date(),
  meta: SessionMeta = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_POLICY[kind].maxAgeMs);
  await db
    .insertInto("sessions")
    .values({
      id: newId("ses"),
      token_hash: hashToken(token),
      kind,
      subject_id: subjectId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      last_seen_at: now.toISOString(),
      user_agent: meta.userAgent ?? null,
      ip: meta.ip ?? null,
    })
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
    await writeOnce(db, (w) => w.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute());
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
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .execute();
}

export function readSessionCookie(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, SESSION_COOKIE[kind]);
}

export function setSessionCookie(c: Context, kind: SessionKind, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE[kind], token, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    expires: expiresAt,
    maxAge: Math.floor(SESSION_POLICY[kind].maxAgeMs / 1000),
  });
}

export function clearSessionCookie(c: Context, kind: SessionKind, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE[kind], { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

export type LiveSession = { id: string; createdAt: string; lastSeenAt: string; userAgent: string | null; ip: string | null; current: boolean };

/** The live sessions of one account (not revoked, not past their end, not idle too long), newest use first; `current` marks the one this token belongs to. */
export async function listLiveSessions(
  db: Kysely<DB>,
  kind: SessionKind,
  subjectId: string,
  currentToken: string | undefined,
  now = new Date(),
): Promise<LiveSession[]> {
  const currentHash = currentToken && currentToken.length <= 100 ? hashToken(currentToken) : null;
  const { idleMs } = SESSION_POLICY[kind];
  let q = db
    .selectFrom("sessions")
    .select(["id", "token_hash", "created_at", "last_seen_at", "user_agent", "ip"])
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString());
  if (idleMs !== null) q = q.where((eb) => eb(eb.fn.coalesce("last_seen_at", "created_at"), ">", new Date(now.getTime() - idleMs).toISOString()));
  const rows = await q.limit(200).execute();
  return rows
    .map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at ?? r.created_at,
      userAgent: r.user_agent,
      ip: r.ip,
      current: r.token_hash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one session of this account now; false when it has no such live session (someone else's id included). */
export async function revokeSessionById(db: Kysely<DB>, kind: SessionKind, subjectId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of this account except the one `keepToken` belongs to (all of them without it); returns how many ended. */
export async function revokeOtherSessions(db: Kysely<DB>, kind: SessionKind, subjectId: string, keepToken: string | undefined): Promise<number> {
  let q = db
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .where("revoked_at", "is", null);
  if (keepToken && keepToken.length <= 100) q = q.where("token_hash", "!=", hashToken(keepToken));
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
