import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import { HttpError } from "./errors";

/**
 * Fixed-window counters in the database, so every instance sees the same
 * count. One atomic upsert per hit; refuses with 429 past the limit.
 */
export async function hitRateLimit(db: Kysely<DB>, key: string, limit: number, windowMs: number, now = Date.now()): Promise<{ allowed: boolean; retryAfterS: number }> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { allowed: row.count <= limit, retryAfterS: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) };
}

export async function enforceRateLimits(db: Kysely<DB>, checks: { key: string; limit: number; windowMs: number }[]): Promise<void> {
  for (const check of checks) {
    const r = await hitRateLimit(db, check.key, check.limit, check.windowMs);
    if (!r.allowed) {
      throw new HttpError(429, `Too many attempts. Please wait ${r.retryAfterS > 90 ? `${Math.ceil(r.retryAfterS / 60)} minutes` : `${r.retryAfterS} seconds`} and try again.`);
    }
  }
}
