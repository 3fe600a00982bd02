import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely/migration";
import { openDatabase, type Database } from "../db";
import { migrations } from "../db/migrations";
import { createThrowawayDatabase } from "./test-app";

/**
 * A throwaway database (PostgreSQL when TEST_DATABASE_URL is set, else SQLite in a temp folder) migrated up to
 * and including `upTo`, for a migration test to fill as the schema was then and migrate on with `migrator`.
 */
export async function databaseMigratedTo(upTo: string, label: string): Promise<{ database: Database; migrator: Migrator; drop: () => Promise<void> }> {
  let database: Database;
  let removeFiles: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
    removeFiles = pg.drop;
    database = openDatabase({ databaseUrl: pg.url, dataDir: "" });
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
    database = openDatabase({ databaseUrl: null, dataDir: dir });
    removeFiles = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(upTo);
  if (error) throw error;
  return {
    database,
    migrator,
    drop: async () => {
      await database.close();
      await removeFiles();
    },
  };
}
