import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../testing/test-app";
import { together, writeLater, writeTransaction } from "./group-commit";
import { openDatabase, type Database } from "./index";

// writeTransaction on the suite's engine: on PostgreSQL the writes handed to writeLater go to the server with the
// COMMIT (decision 044), on SQLite they run at once inside the group-commit writer's job. Either way the same rules.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
    database = openDatabase({ databaseUrl: pg.url, dataDir: "" });
    drop = pg.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "write-transaction-"));
    database = openDatabase({ databaseUrl: null, dataDir: dir });
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await sql`create table counters (name text primary key, n integer not null)`.execute(database.db);
  await sql`create table parents (id text primary key, number integer not null)`.execute(database.db);
  await sql`create table children (id text primary key, parent text not null references parents (id))`.execute(database.db);
  await sql`insert into counters (name, n) values ('order', 0)`.execute(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

type Db = Database["db"];
// The tables exist in this test only, not in the shop's DB type: `as never` lets Kysely build their statements.
const takeNumber = (trx: Db) =>
  trx
    .updateTable("counters" as never)
    .set({ n: sql`n + 1` } as never)
    .returning("n" as never);
const parent = (trx: Db, id: string, number: number) => trx.insertInto("parents" as never).values({ id, number } as never);
const child = (trx: Db, id: string, parentId: string) => trx.insertInto("children" as never).values({ id, parent: parentId } as never);
const rows = async (table: string) => (await sql<{ id: string }>`select id from ${sql.table(table)} order by id`.execute(database.db)).rows.map((r) => r.id);
const counter = async () => (await sql<{ n: number }>`select n from counters`.execute(database.db)).rows[0]!.n;

describe("writeTransaction with writes sent at the commit", () => {
  it("commits the later writes in the order handed in (a line after the order it names) with the rest", async () => {
    const number = await writeTransaction(database.db, async (trx) => {
      const [taken] = await together(trx, [takeNumber(trx)]);
      const n = (taken!.rows[0] as { n: number }).n;
      await writeLater(trx, parent(trx, "order-a", n));
      await writeLater(trx, child(trx, "line-a1", "order-a"));
      await writeLater(trx, child(trx, "line-a2", "order-a"));
      return n;
    });
    expect(number).toBe(1);
    expect(await rows("parents")).toEqual(["order-a"]);
    expect(await rows("children")).toEqual(["line-a1", "line-a2"]);
  });

  it("a later write that fails refuses the transaction with its own error; nothing of it stays, the number is given back", async () => {
    const before = await counter();
    await expect(
      writeTransaction(database.db, async (trx) => {
        await takeNumber(trx).execute();
        await writeLater(trx, parent(trx, "order-b", 99));
        await writeLater(trx, parent(trx, "order-a", 100)); // a duplicate key: the same checkout sent twice
        await writeLater(trx, child(trx, "line-b1", "order-b"));
      }),
    ).rejects.toThrow(/unique|duplicate/i);
    expect(await counter()).toBe(before);
    expect(await rows("parents")).toEqual(["order-a"]);
    expect(await rows("children")).toEqual(["line-a1", "line-a2"]);
    // The connection it ran on is clean: the next transactions commit.
    const next = await Promise.all(
      [1, 2, 3].map(() => writeTransaction(database.db, async (trx) => (await takeNumber(trx).executeTakeFirstOrThrow()) as { n: number })),
    );
    expect(next.map((r) => r.n).sort()).toEqual([before + 1, before + 2, before + 3]);
  });

  it("a transaction that throws after handing in later writes writes none of them", async () => {
    await expect(
      writeTransaction(database.db, async (trx) => {
        await writeLater(trx, parent(trx, "order-c", 7));
        throw new Error("Only 2 left of Foal halter");
      }),
    ).rejects.toThrow("Only 2 left of Foal halter");
    expect(await rows("parents")).toEqual(["order-a"]);
  });

  it("many at once: every number taken once, each order with its lines, none lost", async () => {
    const before = await counter();
    const numbers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        writeTransaction(database.db, async (trx) => {
          const [taken] = await together(trx, [takeNumber(trx)]);
          const n = (taken!.rows[0] as { n: number }).n;
          await writeLater(trx, parent(trx, `order-${String(i).padStart(2, "0")}`, n));
          await writeLater(trx, child(trx, `line-${String(i).padStart(2, "0")}`, `order-${String(i).padStart(2, "0")}`));
          return n;
        }),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    const stored = (await sql<{ number: number }>`select number from parents where id like 'order-__' order by number`.execute(database.db)).rows;
    expect(stored.map((r) => r.number)).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    expect((await rows("children")).filter((id) => /^line-\d\d$/.test(id))).toHaveLength(40);
  });

  it("the first statements, sent right behind the BEGIN without waiting for it, are inside the transaction", async () => {
    const before = await counter();
    await expect(
      writeTransaction(database.db, async (trx) => {
        // Together, at once: on PostgreSQL they go out in the BEGIN's round trip.
        await together(trx, [takeNumber(trx), parent(trx, "order-e", 1)]);
        throw new Error("Out of stock");
      }),
    ).rejects.toThrow("Out of stock");
    expect(await counter()).toBe(before);
    expect(await rows("parents")).not.toContain("order-e");
  });

  it("outside writeTransaction a later write runs at once", async () => {
    await writeLater(database.db, parent(database.db, "order-d", 500));
    expect(await rows("parents")).toContain("order-d");
  });
});
