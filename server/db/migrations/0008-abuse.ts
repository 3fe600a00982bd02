import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** When the session was last used (ISO), for the seller's idle timeout; null = not since it was created. */
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  /** The clean-up job deletes by these. */
  await db.schema.createIndex("sessions_expires").on("sessions").column("expires_at").execute();
  await db.schema.createIndex("rate_limits_reset").on("rate_limits").column("reset_at").execute();

  /**
   * Newsletter double opt-in: an address counts once its owner opened the link
   * we mailed (confirmed_at). Rows from before were never confirmed, so they
   * stay unconfirmed until the address subscribes again.
   */
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  /** sha256 of the single-use confirm token (the token itself is only in the email). */
  await db.schema.alterTable("newsletter_subscribers").addColumn("token_hash", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("token_expires_at", "text").execute();
  await db.schema.createIndex("newsletter_token").on("newsletter_subscribers").column("token_hash").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("newsletter_token").ifExists().execute();
  for (const col of ["token_expires_at", "token_hash", "confirmed_at"]) await db.schema.alterTable("newsletter_subscribers").dropColumn(col).execute();
  await db.schema.dropIndex("rate_limits_reset").ifExists().execute();
  await db.schema.dropIndex("sessions_expires").ifExists().execute();
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
}
