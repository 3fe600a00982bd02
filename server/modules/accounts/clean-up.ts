import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { deleteExpiredRateLimits } from "../../http/rate-limit";
import { deleteEndedSessions } from "../../http/sessions";
import { deleteOldAccountTokens } from "./account-tokens";
import { deleteExpiredOtpCodes } from "./otp-login";

/** How often the clean-up job runs (server/main.ts). */
export const CLEAN_UP_EVERY_MS = 10 * 60_000;

/**
 * The periodic clean-up: ended sessions (customer and seller: expired,
 * revoked, idle too long), rate-limit counters whose window is over, and
 * used or expired email links (account_tokens), so none of these tables
 * grows with every visitor the shop ever had.
 */
export async function cleanUpExpired(
  db: Kysely<DB>,
  now = new Date(),
): Promise<{ sessions: number; rateLimits: number; accountTokens: number; otpCodes: number }> {
  const sessions = await deleteEndedSessions(db, now);
  const rateLimits = await deleteExpiredRateLimits(db, now.getTime());
  const accountTokens = await deleteOldAccountTokens(db, now);
  const otpCodes = await deleteExpiredOtpCodes(db, now);
  return { sessions, rateLimits, accountTokens, otpCodes };
}
