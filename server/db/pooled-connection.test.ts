import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../testing/test-app";
import { openDatabase, type Database } from "./index";
import { MAX_PREPARED_PER_CONNECTION } from "./pooled-connection";

// PostgreSQL only (decision 045): the statements a connection sends again and again are prepared by name, except
// those whose result is a `*`, so a migration that adds a column (a rolling deploy's) never breaks an old instance.
describe.runIf(process.env.TEST_DATABASE_URL)("the pool's connections on PostgreSQL", () => {
  let database: Database;
  let drop: () => Promise<void>;
  // One connection at a time, so every statement below runs on the one whose prepared statements are read.
  let db: Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    const pg = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
    database = openDatabase({ databaseUrl: pg.url, dataDir: "" });
    drop = pg.drop;
    db = database.db as unknown as typeof db; // the tables here are this test's own, not the shop's
    await sql`create table halters (id text primary key, size text not null, stock integer)`.execute(db);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const preparedOnThisConnection = (conn: typeof db) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(conn).then((r) => r.rows.map((x) => x.statement));

  it("prepares a statement sent again and again, not one without parameters or with a `*`, and answers the same", async () => {
    await db.connection().execute(async (conn) => {
      for (let i = 0; i < 5; i++) {
        await conn
          .insertInto("halters")
          .values({ id: `h${i}`, size: "Cob", stock: i })
          .execute();
        await sql`select count(*) from halters`.execute(conn);
      }
      const sizes = [];
      for (let i = 0; i < 5; i++) {
        sizes.push(await conn.selectFrom("halters").select(["size", "stock"]).where("id", "=", `h${i}`).executeTakeFirst());
        await conn.selectFrom("halters").selectAll().where("id", "=", `h${i}`).executeTakeFirst();
      }
      expect(sizes).toEqual([0, 1, 2, 3, 4].map((stock) => ({ size: "Cob", stock })));
      const prepared = await preparedOnThisConnection(conn);
      expect(prepared.filter((s) => s.startsWith("insert into"))).toHaveLength(1);
      expect(prepared.filter((s) => s.startsWith('select "size", "stock"'))).toHaveLength(1);
      expect(prepared.filter((s) => s.includes("*"))).toEqual([]);
    });
  });

  it("a column added while statements are prepared: reads and writes go on working (a rolling deploy's migration)", async () => {
    await db.connection().execute(async (conn) => {
      const read = (id: string) => conn.selectFrom("halters").select(["size"]).where("id", "=", id).executeTakeFirst();
      const readAll = (id: string) => conn.selectFrom("halters").selectAll().where("id", "=", id).executeTakeFirst();
      const write = (id: string) => conn.updateTable("halters").set({ stock: 9 }).where("id", "=", id).execute();
      for (let i = 0; i < 4; i++) {
        await read("h1");
        await readAll("h1");
        await write("h1");
      }
      await sql`alter table halters add column colour text`.execute(db);
      expect(await read("h1")).toEqual({ size: "Cob" });
      expect(await readAll("h1")).toEqual({ id: "h1", size: "Cob", stock: 9, colour: null });
      await write("h2");
      expect(await conn.selectFrom("halters").select("stock").where("id", "=", "h2").executeTakeFirst()).toEqual({ stock: 9 });
    });
  });

  it(`prepares at most ${MAX_PREPARED_PER_CONNECTION} statements on a connection; the rest are sent unnamed and still answer`, async () => {
    await db.connection().execute(async (conn) => {
      for (let n = 0; n < MAX_PREPARED_PER_CONNECTION + 20; n++) {
        // Each text differs (its alias): a statement of its own.
        for (let i = 0; i < 3; i++) {
          const row = await conn
            .selectFrom("halters")
            .select(sql<string>`size`.as(`size_${n}`))
            .where("id", "=", "h3")
            .executeTakeFirst();
          expect(row).toEqual({ [`size_${n}`]: "Cob" });
        }
      }
      expect((await preparedOnThisConnection(conn)).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    });
  });
});
