import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * The SQLite database as Kysely's SqliteDialect sees it, with its prepared statements kept: Kysely prepares every
 * query it runs afresh (12.7 % of a checkout's CPU in `npm run bench:orders`), and the shop runs the same few hundred
 * SQL texts over and over. The most recently used `size` statements are kept (a Map in use order); SQLite
 * re-prepares a kept statement by itself after a schema change. Safe because Kysely runs one statement at a time on
 * this connection and the shop never streams (`stmt.iterate`), the one way a statement stays busy between calls.
 */
export function keepingStatements(db: SQLite.Database, size = 1000): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = kept.get(sql);
      if (stmt) {
        kept.delete(sql); // moved to the end: the most recently used
      } else {
        stmt = db.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value as string);
      }
      kept.set(sql, stmt);
      return stmt;
    },
  };
}
