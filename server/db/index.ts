import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import pg from "pg";
import { migrations } from "./migrations/index";
import type { DB } from "./schema";
import { GroupCommit, attachGroupCommit } from "./group-commit";
import { tunePooledConnection } from "./pooled-connection";
import { keepingStatements } from "./statement-cache";

export type Engine = "sqlite" | "postgres";

export type Database = {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
};

// PostgreSQL returns bigint (int8) and numeric as strings; our sums of paise stay
// far below 2^53, so read them as numbers on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function openDatabase(opts: { databaseUrl: string | null; dataDir: string; file?: string; onIdleError?: (err: Error) => void }): Database {
  if (opts.databaseUrl) {
    // pipeline: queries handed to one connection together go out at once (a checkout's writes with its COMMIT,
    // decision 044); Kysely still sends one at a time otherwise. Cursors and COPY are refused in this mode (unused).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, pipeline: true });
    // An idle connection the server closed (restart, failover, admin) is dropped by the pool and
    // replaced on the next query; without a listener the 'error' event would crash the process.
    pool.on("error", (err) => opts.onIdleError?.(err));
    pool.on("connect", tunePooledConnection);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.file ?? path.join(opts.dataDir, "shop.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before it is acknowledged, so an order the customer saw confirmed survives a
  // power cut too (NORMAL in WAL mode may lose the last commits then). Costs one fsync per commit.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  const writer = new GroupCommit(db);
  attachGroupCommit(db, writer);
  return {
    db,
    engine: "sqlite",
    close: async () => {
      await writer.idle(); // the checkouts handed to the writer are committed and answered first
      await db.destroy();
    },
  };
}

/** Whether a connection or transaction talks to PostgreSQL (row locks); SQLite serialises every transaction. */
export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (and the server does not start) on failure. */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** PostgreSQL advisory lock keys (one namespace for the shop; values are arbitrary but fixed). */
export const LOCKS = {
  startup: 7_341_001,
  paymentExpiry: 7_341_002,
  lowStockDigest: 7_341_012,
  pendingRefunds: 7_341_013,
  cartReminders: 7_341_014,
  stockAlerts: 7_341_015,
} as const;

/**
 * Runs `fn` while this instance holds a PostgreSQL session advisory lock, so instances starting at the same time
 * migrate, seed and create the first seller one after the other. SQLite has one instance (DATA_DIR/shop.pid): it
 * just runs `fn`.
 */
export async function withLock<T>(database: Database, key: number, fn: () => Promise<T>): Promise<T> {
  return holdingLock(database, key, "wait", fn) as Promise<T>; // waiting for the lock always runs fn
}

/**
 * Runs `fn` only if no other instance is running it right now (PostgreSQL: a try-lock; returns null when another
 * instance holds it). For periodic jobs that every instance schedules but one pass at a time should do.
 */
export async function ifUnlocked<T>(database: Database, key: number, fn: () => Promise<T>): Promise<T | null> {
  const r = await holdingLock(database, key, "try", fn);
  return r === BUSY ? null : r;
}

const BUSY = Symbol("lock held by another instance");

async function holdingLock<T>(database: Database, key: number, mode: "wait" | "try", fn: () => Promise<T>): Promise<T | typeof BUSY> {
  if (database.engine !== "postgres") return fn();
  return database.db.connection().execute(async (conn) => {
    if (mode === "wait") await sql`select pg_advisory_lock(${key})`.execute(conn);
    else {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
      if (!rows[0]?.locked) return BUSY;
    }
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
