import type { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../index";
import { databaseMigratedTo } from "../../testing/migration-db";

let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo("0016-refunds-and-credit-notes", "mig0017"));
});
afterAll(async () => {
  await drop();
});

describe("migration 0017-returns", () => {
  it("adds return_requests with its indexes, and goes down again", async () => {
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const tables = await database.db.introspection.getTables();
    const table = tables.find((t) => t.name === "return_requests");
    expect(table?.columns.map((c) => c.name).sort()).toEqual(
      [
        "id",
        "order_id",
        "user_id",
        "type",
        "status",
        "items",
        "reason",
        "photos",
        "seller_note",
        "amount_paise",
        "refund_id",
        "credit_note_id",
        "replacement_carrier",
        "replacement_awb",
        "created_at",
        "updated_at",
        "decided_at",
        "received_at",
        "shipped_at",
      ].sort(),
    );
    expect((await migrator.migrateTo("0016-refunds-and-credit-notes")).error).toBeUndefined();
    expect((await database.db.introspection.getTables()).some((t) => t.name === "return_requests")).toBe(false);
  });
});
