import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * Login with a one-time code by SMS (decision record 018).
 *
 * - users.email and users.password_hash become optional: an account made by an
 *   OTP login has a verified mobile number, no password and maybe no email.
 *   The email stays unique (several NULLs are allowed on both engines).
 * - users.mobile: the verified mobile number (+91XXXXXXXXXX) the account logs in
 *   with, unique. Kept apart from any contact phone a customer types, so
 *   typing someone else's number never lets its owner into your account.
 * - otp_codes: the one live code per number (a new request replaces it): a
 *   salted sha256 of the code, never the code; tries counted; expiry.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) await relaxUsersOnSqlite(db);
  else {
    await sql`alter table users alter column email drop not null`.execute(db);
    await sql`alter table users alter column password_hash drop not null`.execute(db);
  }
  await db.schema.alterTable("users").addColumn("mobile", "text").execute();
  await db.schema.createIndex("users_mobile").on("users").column("mobile").unique().execute();

  await db.schema
    .createTable("otp_codes")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("otp_codes_expires").on("otp_codes").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("otp_codes").ifExists().execute();
  await db.schema.dropIndex("users_mobile").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("mobile").execute();
  // email and password_hash stay optional: accounts without them may exist by now.
}

function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * SQLite cannot drop a NOT NULL constraint: the table is rebuilt (the
 * procedure of sqlite.org/lang_altertable.html §7) from its own stored
 * definition with the two constraints removed, so columns later migrations
 * added (and their defaults, checks and references) come along unchanged.
 * Kysely runs SQLite migrations outside a transaction on its one connection,
 * so foreign keys can be switched off around the rebuild's own transaction.
 */
async function relaxUsersOnSqlite(db: Kysely<any>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const original = table.rows[0]?.sql;
  if (!original) throw new Error("0014-otp-login: table users not found");
  const relaxed = original
    .replace(/"email" text not null unique/i, `"email" text unique`)
    .replace(/"password_hash" text not null/i, `"password_hash" text`)
    .replace(/^create table "users"/i, `create table "users_0014"`);
  if (relaxed === original || /"email" text not null|"password_hash" text not null|^create table "users"/i.test(relaxed)) {
    throw new Error(`0014-otp-login: unexpected definition of users: ${original}`);
  }
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(relaxed).execute(trx);
      await sql`insert into users_0014 select * from users`.execute(trx);
      await sql`drop table users`.execute(trx);
      await sql`alter table users_0014 rename to users`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`0014-otp-login: foreign keys broken by the rebuild: ${JSON.stringify(broken.rows.slice(0, 5))}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
