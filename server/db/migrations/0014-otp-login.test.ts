import { sql, type Kysely } from "kysely";
import { type Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is written as the schema was before migration 0014 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
const T0 = "2026-11-01T10:00:00.000Z";

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo("0012-push-and-low-stock", "mig0014"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0014-otp-login on a database with customers", () => {
  it("keeps every user, their addresses and sessions, and columns added since; email and password become optional, email stays unique", async () => {
    const db = database.db as unknown as Kysely<any>;
    // A column a later migration may have added to users before this one runs (the rebuild on SQLite must carry it).
    await db.schema
      .alterTable("users")
      .addColumn("zz_test_note", "text", (c) => c.defaultTo("kept"))
      .execute();
    const user = { id: "usr_1", name: "Asha", email: "asha@example.com", password_hash: "$argon2id$x", cart: '{"prd_1":2}', created_at: T0, updated_at: T0 };
    await db.insertInto("users").values(user).execute();
    await db
      .insertInto("addresses")
      .values({
        id: "adr_1",
        user_id: "usr_1",
        first_name: "Asha",
        last_name: "Verma",
        email: "asha@example.com",
        street: "14 Mall Road",
        city: "Kanpur",
        state: "Uttar Pradesh",
        zip_code: "208001",
        country: "India",
        phone: "9876543210",
        created_at: T0,
        updated_at: T0,
      })
      .execute();
    await db
      .insertInto("sessions")
      .values({ id: "ses_1", token_hash: "h1", kind: "customer", subject_id: "usr_1", created_at: T0, expires_at: "2099-01-01T00:00:00.000Z" })
      .execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    expect(await db.selectFrom("users").selectAll().execute()).toEqual([
      {
        ...user,
        zz_test_note: "kept",
        mobile: null,
        email_verified_at: null,
        phone: null,
        deleted_at: null,
        lang: "en",
        cart_updated_at: null,
        cart_reminded_for: null,
        cart_reminders: 1,
        cart_reminder_token: null,
      },
    ]);
    expect(await db.selectFrom("addresses").select(["id", "user_id"]).execute()).toEqual([{ id: "adr_1", user_id: "usr_1" }]);
    expect(await db.selectFrom("sessions").select("subject_id").execute()).toEqual([{ subject_id: "usr_1" }]);

    // Two accounts made by OTP: no email, no password, each its own number.
    await db
      .insertInto("users")
      .values([
        { id: "usr_2", name: "", email: null, password_hash: null, mobile: "+919876543210", cart: "{}", created_at: T0, updated_at: T0 },
        { id: "usr_3", name: "", email: null, password_hash: null, mobile: "+919876543211", cart: "{}", created_at: T0, updated_at: T0 },
      ])
      .execute();
    await expect(
      db
        .insertInto("users")
        .values({ id: "usr_4", name: "", email: "asha@example.com", password_hash: null, cart: "{}", created_at: T0, updated_at: T0 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("users")
        .values({ id: "usr_5", name: "", email: null, password_hash: null, mobile: "+919876543210", cart: "{}", created_at: T0, updated_at: T0 })
        .execute(),
    ).rejects.toThrow();
  });

  it("leaves foreign keys enforced", async () => {
    const db = database.db as unknown as Kysely<any>;
    await expect(
      db
        .insertInto("addresses")
        .values({
          id: "adr_x",
          user_id: "usr_missing",
          first_name: "A",
          last_name: "B",
          email: "a@b.co",
          street: "s",
          city: "c",
          state: "s",
          zip_code: "208001",
          country: "India",
          phone: "9876543210",
          created_at: T0,
          updated_at: T0,
        })
        .execute(),
    ).rejects.toThrow();
    if (database.engine === "sqlite") {
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect(
        (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name like 'users%'`.execute(db)).rows.map((r) => r.name),
      ).toEqual(["users"]);
    }
  });
});
