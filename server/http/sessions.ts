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

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Kysely<DB>, kind: SessionKind, subjectId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto("sessions")
    .values({ id: newId("ses"), token_hash: hashToken(token), kind, subject_id: subjectId, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** The subject (user or seller id) of a live session of this kind, or null. */
export async function resolveSession(db: Kysely<DB>, kind: SessionKind, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("sessions")
    .select(["subject_id", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("kind", "=", kind)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) return null;
  return row.subject_id;
}

export async function revokeSession(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("token_hash", "=", hashToken(token)).where("revoked_at", "is", null).execute();
}

export function readSessionCookie(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, SESSION_COOKIE[kind]);
}

export function setSessionCookie(c: Context, kind: SessionKind, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE[kind], token, { httpOnly: true, sameSite: "Lax", secure, path: "/", expires: expiresAt, maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(c: Context, kind: SessionKind, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE[kind], { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}
