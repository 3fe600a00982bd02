import type { Context } from "hono";
import { sql, type Kysely } from "kysely";
import { writeOnce } from "../db/group-commit";
import type { DB } from "../db/schema";
import { clientAddressKey } from "./client-ip";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

const MINUTE = 60_000;

/**
 * Fixed-window counters in the database, so every instance sees the same
 * count. One atomic upsert per hit; refuses with 429 past the limit.
 */
export async function hitRateLimit(
  db: Kysely<DB>,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterS: number }> {
  const resetAt = now + windowMs;
  // On SQLite the upsert shares the group-commit writer's disk flush with the checkouts around it.
  const row = await writeOnce(db, (w) =>
    w
      .insertInto("rate_limits")
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .returning(["count", "reset_at"])
      .executeTakeFirstOrThrow(),
  );
  return { allowed: row.count <= limit, retryAfterS: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) };
}

/** The 429 a limit answers with: a message saying how long to wait, and Retry-After in seconds. */
export function tooManyAttempts(retryAfterS: number): HttpError {
  const wait = retryAfterS > 90 ? `${Math.ceil(retryAfterS / 60)} minutes` : `${retryAfterS} seconds`;
  return new HttpError(429, `Too many attempts. Please wait ${wait} and try again.`, { "Retry-After": String(retryAfterS) });
}

export type RateLimitCheck = { key: string; limit: number; windowMs: number };

export async function enforceRateLimits(db: Kysely<DB>, checks: RateLimitCheck[]): Promise<void> {
  for (const check of checks) {
    const r = await hitRateLimit(db, check.key, check.limit, check.windowMs);
    if (!r.allowed) throw tooManyAttempts(r.retryAfterS);
  }
}

/**
 * Login throttling. Failures are counted per address and per (email, address)
 * pair, never per email alone: wrong passwords typed somewhere else can slow
 * down only that somewhere else, so a correct password from another address
 * always gets in. Each attempt is counted before the password is checked (one
 * atomic upsert, so parallel guesses cannot slip past the limit) and a
 * success takes its count back: what stays counted are failures.
 */
export type LoginScope = "login" | "seller-login" | "seller-password";
const LOGIN_LIMITS: Record<LoginScope, { perAddress: number; perPair: number }> = {
  login: { perAddress: 30, perPair: 10 },
  "seller-login": { perAddress: 20, perPair: 10 },
  /** A seller's "current password" when changing it: counted like a seller login. */
  "seller-password": { perAddress: 20, perPair: 10 },
};
export const LOGIN_WINDOW_MS = 15 * MINUTE;

const loginKeys = (scope: LoginScope, email: string, address: string) => ({
  address: `${scope}:ip:${address}`,
  pair: `${scope}:pair:${address}:${email}`,
});

/** Counts this attempt; 429 with Retry-After when this address (or this email from this address) failed too often. */
export async function beginLoginAttempt(db: Kysely<DB>, scope: LoginScope, email: string, address: string): Promise<void> {
  const keys = loginKeys(scope, email, address);
  const limits = LOGIN_LIMITS[scope];
  await enforceRateLimits(db, [
    { key: keys.pair, limit: limits.perPair, windowMs: LOGIN_WINDOW_MS },
    { key: keys.address, limit: limits.perAddress, windowMs: LOGIN_WINDOW_MS },
  ]);
}

/** A correct password: this pair's failures are forgiven and the attempt no longer counts against the address. */
export async function loginSucceeded(db: Kysely<DB>, scope: LoginScope, email: string, address: string): Promise<void> {
  const keys = loginKeys(scope, email, address);
  await db.deleteFrom("rate_limits").where("key", "=", keys.pair).execute();
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where("key", "=", keys.address)
    .execute();
}

/** Drops counters whose window ended before `now` (the periodic clean-up job). */
export async function deleteExpiredRateLimits(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/**
 * A public form's limits: per network address (IPv6 by /64) and for the whole shop an hour, so a flood from many
 * addresses still stops at the global cap (contact, newsletter, back-in-stock alerts).
 */
export function enforcePublicFormLimits(c: Context<AppEnv>, form: string, limits: { perAddress: number; global: number }): Promise<void> {
  const address = clientAddressKey(c, c.var.services.config.trustProxy);
  return enforceRateLimits(c.var.services.database.db, [
    { key: `${form}:ip:${address}`, limit: limits.perAddress, windowMs: 3_600_000 },
    { key: `${form}:global`, limit: limits.global, windowMs: 3_600_000 },
  ]);
}
