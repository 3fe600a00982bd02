import type { Kysely } from "kysely";
import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";
import { migrations } from "./index";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is written as the schema was before migration 0021 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf("0021-address-details") - 1]!;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo(BEFORE, "mig0021"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0021-address-details", () => {
  it("gives existing addresses a blank house, area and landmark, keeps new ones, and goes down again", async () => {
    const db = database.db as unknown as Kysely<any>;
    const T0 = "2026-11-01T10:00:00.000Z";
    await db
      .insertInto("users")
      .values({ id: "usr_1", name: "Asha", email: "asha@example.com", password_hash: "x", cart: "{}", created_at: T0, updated_at: T0 })
      .execute();
    const address = (id: string) => ({
      id,
      user_id: "usr_1",
      first_name: "Asha",
      last_name: "Verma",
      email: "asha@example.com",
      street: "14, Mall Road",
      city: "Kanpur",
      state: "Uttar Pradesh",
      zip_code: "208001",
      country: "India",
      phone: "9876543210",
      created_at: T0,
      updated_at: T0,
    });
    await db.insertInto("addresses").values(address("adr_old")).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("addresses").select(["id", "house", "area", "landmark"]).execute()).toEqual([
      { id: "adr_old", house: "", area: "", landmark: "" },
    ]);
    await db
      .insertInto("addresses")
      .values({ ...address("adr_new"), house: "4B", area: "Civil Lines", landmark: "Near the well" })
      .execute();
    expect(await db.selectFrom("addresses").select(["house", "area", "landmark"]).where("id", "=", "adr_new").executeTakeFirst()).toEqual({
      house: "4B",
      area: "Civil Lines",
      landmark: "Near the well",
    });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const columns = (await database.db.introspection.getTables()).find((t) => t.name === "addresses")?.columns.map((c) => c.name) ?? [];
    expect(columns.filter((c) => ["house", "area", "landmark"].includes(c))).toEqual([]);
  });
});
