import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /** When the customer opened a verification link (or reset their password); null = not verified. Accounts from before 0013 start unverified. */
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  /** The customer's own mobile number (10 digits), set on the account page; null = none. */
  await db.schema.alterTable("users").addColumn("phone", "text").execute();
  /** Set when the customer deleted their account: the row stays (orders and invoices point at it), its personal data is gone. */
  await db.schema.alterTable("users").addColumn("deleted_at", "text").execute();

  /** Single-use links sent by email: verify an address, reset a password. Only the sha256 of a token is stored. */
  await db.schema
    .createTable("account_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    /** 'verify-email' or 'reset-password'. */
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    /** The address the link was mailed to: a verification counts only while the account still has it. */
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("account_tokens_user").on("account_tokens").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("account_tokens").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("deleted_at").execute();
  await db.schema.alterTable("users").dropColumn("phone").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
