import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { groupCommitOf, writeOnce, writeTransaction, type GroupCommit } from "./group-commit";
import { openDatabase, type Database } from "./index";

// The writer exists on SQLite only (PostgreSQL keeps a transaction per checkout): these tests open their own SQLite
// database whatever engine the suite runs on.
let dir: string;
let database: Database;
let writer: GroupCommit;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "group-commit-"));
  database = openDatabase({ databaseUrl: null, dataDir: dir });
  writer = groupCommitOf(database.db)!;
  // The batch-count assertions below are about which jobs arrive together, not about the clock: on a loaded CI
  // machine 20 inserts took longer than the 25 ms a batch may last, and the first test saw two batches. The limits
  // themselves have their own tests, with jobs whose length is known.
  writer.maxMs = 60_000;
  await sql`create table sales (id integer primary key, note text not null)`.execute(database.db);
  await sql`create table parents (id integer primary key)`.execute(database.db);
  await sql`create table children (id integer primary key, parent integer references parents (id) deferrable initially deferred)`.execute(database.db);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sell = (note: string) => (trx: Database["db"]) => sql`insert into sales (note) values (${note}) returning id`.execute(trx).then((r) => r.rows[0]);
const notes = async () => (await sql<{ note: string }>`select note from sales order by id`.execute(database.db)).rows.map((r) => r.note);

describe("group commit on SQLite (decision 037)", () => {
  it("checkouts handed in together share one transaction, run in the order they came, each answered with its own result", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => writeTransaction(database.db, sell(`order ${i}`))));
    expect(results.map((r) => (r as { id: number }).id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(writer.batches).toBe(1);
    expect(writer.jobs).toBe(20);
    expect(await notes()).toEqual(Array.from({ length: 20 }, (_, i) => `order ${i}`));
  });

  it("a refused job is rolled back alone with its own error; its neighbours are committed", async () => {
    const outcomes = await Promise.allSettled([
      writeTransaction(database.db, sell("first")),
      writeTransaction(database.db, async (trx) => {
        await sell("half an order")(trx);
        throw new Error("Only 2 left of Foal halter");
      }),
      writeTransaction(database.db, async (trx) => {
        await sell("third")(trx);
        await sql`insert into sales (id, note) values (1, 'a duplicate key')`.execute(trx); // a constraint error inside SQLite
      }),
      writeTransaction(database.db, sell("last")),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toContain("Only 2 left of Foal halter");
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await notes()).toEqual(["first", "last"]);
    expect(writer.batches).toBe(1);
  });

  it("when the commit itself fails, every job of the batch is refused and nothing of it is written", async () => {
    // A deferred foreign key is checked at COMMIT: one bad row makes the shared commit fail.
    const outcomes = await Promise.allSettled([
      writeTransaction(database.db, sell("first")),
      writeTransaction(database.db, (trx) => sql`insert into children (parent) values (42)`.execute(trx)),
      writeTransaction(database.db, sell("last")),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(await notes()).toEqual([]);
    // The writer goes on with the next batch.
    await writeTransaction(database.db, sell("next"));
    expect(await notes()).toEqual(["next"]);
  });

  it("when a job ends the transaction itself, it and the jobs before it in the batch are refused; the next batch goes on", async () => {
    // What SQLite does on disk full or an I/O error: the transaction is gone, so its savepoint cannot be undone.
    const outcomes = await Promise.allSettled([
      writeTransaction(database.db, sell("first")),
      writeTransaction(database.db, async (trx) => {
        await sql`rollback`.execute(trx);
        throw new Error("disk I/O error");
      }),
      writeTransaction(database.db, sell("after")),
    ]);
    // "after" had not started: it runs in the next batch.
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toContain("disk I/O error");
    expect(await notes()).toEqual(["after"]);
  });

  it("a batch ends at maxJobs jobs; the next batch takes the rest, in order", async () => {
    writer.maxJobs = 8;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => writeTransaction(database.db, sell(`order ${i}`))));
    expect(results.map((r) => (r as { id: number }).id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect([writer.batches, writer.jobs]).toEqual([3, 20]); // 8 + 8 + 4
    expect(await notes()).toEqual(Array.from({ length: 20 }, (_, i) => `order ${i}`));
  });

  it("a batch ends once its jobs have taken maxMs: a slow job commits alone, the jobs after it share the next batch", async () => {
    writer.maxMs = 10;
    const slow = async (trx: Database["db"]) => {
      await new Promise((wait) => setTimeout(wait, 30));
      return sell("slow")(trx);
    };
    await Promise.all([writeTransaction(database.db, slow), writeTransaction(database.db, sell("a")), writeTransaction(database.db, sell("b"))]);
    expect([writer.batches, writer.jobs]).toEqual([2, 3]);
    expect(await notes()).toEqual(["slow", "a", "b"]);
  });

  it("nobody reads a batch's writes before its commit: a read sees none or all of them", async () => {
    const jobs = Array.from({ length: 10 }, (_, i) => writeTransaction(database.db, sell(`order ${i}`)));
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push((await notes()).length);
    await Promise.all(jobs);
    for (const n of seen) expect([0, 10]).toContain(n);
  });

  it("a job handed in as soon as the previous one is answered is run too (a request's second write)", async () => {
    for (let i = 0; i < 5; i++) await writeOnce(database.db, sell(`step ${i}`));
    expect(await notes()).toEqual(["step 0", "step 1", "step 2", "step 3", "step 4"]);
  });

  it("closing the database answers the jobs already handed in first", async () => {
    const pending = Promise.all(Array.from({ length: 5 }, (_, i) => writeTransaction(database.db, sell(`late ${i}`))));
    await database.close();
    await expect(pending).resolves.toHaveLength(5);
    database = openDatabase({ databaseUrl: null, dataDir: dir });
    expect(await notes()).toHaveLength(5);
  });
});
