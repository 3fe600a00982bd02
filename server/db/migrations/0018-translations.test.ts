import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";

let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo("0017-returns", "mig0018"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0018-translations", () => {
  it("gives products and categories an empty set of translations, and goes down again", async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const columns = async (name: string) => (await database.db.introspection.getTables()).find((t) => t.name === name)?.columns.map((c) => c.name) ?? [];
    expect(await columns("products")).toContain("translations");
    expect(await columns("categories")).toContain("translations");
    expect((await migrator.migrateTo("0017-returns")).error).toBeUndefined();
    expect(await columns("products")).not.toContain("translations");
    expect(await columns("categories")).not.toContain("translations");
  });
});
