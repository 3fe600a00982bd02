import { CompiledQuery, sql, type Compilable, type ControlledTransaction, type InferResult, type Kysely, type QueryResult } from "kysely";
import type { DB } from "./schema";

type Job = {
  fn: (trx: Kysely<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
};

/**
 * Group commit for SQLite (decision 037). With `synchronous=FULL` every commit waits for the disk (an fsync), which
 * capped checkout near 270 orders a second. The writer runs the write transactions that arrive together one after
 * the other inside ONE SQLite transaction, each in its own savepoint, and commits once:
 * - a job that throws is rolled back to its savepoint and refused with its own error at once; its neighbours go on;
 * - every other job is answered only after the shared COMMIT returned, so nothing is acknowledged before it is on
 *   disk (the crash test), and a failed COMMIT refuses every job of the batch;
 * - jobs run in the order they came, one at a time, on the one connection (SQLite has one writer anyway), so what
 *   they read and write is exactly what they would have as separate transactions in that order: counters stay
 *   consecutive, stock checks see the previous job's sale.
 * While a batch runs it holds the connection: other queries wait for its commit, so nothing ever reads a job's
 * writes before they are durable. A batch takes at most `maxJobs` jobs or `maxMs` of work, so those queries never
 * wait long.
 */
export class GroupCommit {
  readonly #db: Kysely<DB>;
  /**
   * A batch takes at most this many jobs, or jobs for this long (then commits, and the next batch takes the rest).
   * Public so a test can lift the time limit: on a loaded machine 20 jobs may take longer than 25 ms.
   */
  maxJobs: number;
  maxMs: number;
  #queue: Job[] = [];
  /** Set and cleared in the same synchronous steps that look at the queue, so no job is ever left waiting. */
  #running = false;
  #drained: Promise<void> = Promise.resolve();
  /** Batches committed and jobs in them (for the metrics and the tests). */
  batches = 0;
  jobs = 0;

  constructor(db: Kysely<DB>, opts: { maxJobs?: number; maxMs?: number } = {}) {
    this.#db = db;
    this.maxJobs = opts.maxJobs ?? 64;
    this.maxMs = opts.maxMs ?? 25;
  }

  /** Runs `fn` as a write transaction of its own (its savepoint); resolves after the batch it ran in is committed. */
  run<T>(fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) {
        this.#running = true;
        // The first batch starts after the work already under way (other requests' reads, each a promise step on
        // the one connection) has run, so the checkouts it brings to this point join the same batch.
        this.#drained = new Promise<void>((started) => setImmediate(started)).then(() => this.#drain());
      }
    });
  }

  /** Resolves when every job handed in so far is answered (the server's shutdown waits for it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#drained;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#batch();
    } finally {
      this.#running = false;
    }
  }

  async #batch(): Promise<void> {
    let trx: ControlledTransaction<DB>;
    try {
      trx = await this.#db.startTransaction().execute();
    } catch (err) {
      for (const job of this.#queue.splice(0)) job.reject(err); // the database is closed or unusable
      return;
    }
    const done: { job: Job; value: unknown }[] = [];
    const started = performance.now();
    try {
      while (this.#queue.length > 0 && done.length < this.maxJobs && performance.now() - started < this.maxMs) {
        const job = this.#queue.shift()!;
        await sql`savepoint job`.execute(trx);
        try {
          const value = await job.fn(trx);
          await sql`release savepoint job`.execute(trx);
          done.push({ job, value });
        } catch (err) {
          // Refused at once: nothing of it will be committed, whether its savepoint is undone here or, when SQLite
          // itself ended the transaction (disk full, I/O error) and these throw, the whole batch below.
          job.reject(err);
          await sql`rollback to savepoint job`.execute(trx);
          await sql`release savepoint job`.execute(trx);
        }
      }
      await trx.commit().execute();
    } catch (err) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined); // nothing to roll back when SQLite already did
      for (const { job } of done) job.reject(err);
      return;
    }
    this.batches += 1;
    this.jobs += done.length;
    for (const { job, value } of done) job.resolve(value);
  }
}

const writers = new WeakMap<Kysely<DB>, GroupCommit>();

/** Makes `db`'s write transactions go through `writer` (openDatabase does it for SQLite). */
export function attachGroupCommit(db: Kysely<DB>, writer: GroupCommit): void {
  writers.set(db, writer);
}

export function groupCommitOf(db: Kysely<DB>): GroupCommit | undefined {
  return writers.get(db);
}

/**
 * A write transaction: on SQLite a job of the group-commit writer, on PostgreSQL (many connections, row locks, its
 * own group commit) a transaction of its own. Either way `fn`'s writes all happen or none, and the promise resolves
 * once they are durable.
 *
 * On PostgreSQL the writes `fn` hands to `writeLater` are sent with the COMMIT, one after the other on the wire
 * without waiting for each answer (decision 044): a checkout holds the order counter's row lock from taking its
 * number to its commit, and every statement awaited in between was a round trip through a busy event loop (~1 ms
 * under load) that every other checkout waited for.
 */
export function writeTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  const writer = writers.get(db);
  return writer ? writer.run(fn) : transactionWithLaterWrites(db, fn);
}

/** The writes of a transactionWithLaterWrites still to be sent, by the connection it runs on. */
const laterWrites = new WeakMap<Kysely<DB>, CompiledQuery[]>();

async function transactionWithLaterWrites<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    // The BEGIN is handed to the driver itself, not awaited and not through `conn` (whose queries wait for each other):
    // the pool pipelines (server/db/index.ts), so fn's first statements leave right behind it, in the same write and
    // round trip, and the server runs them after it, inside the transaction. A BEGIN fails only with its connection,
    // and then so does every statement after it; it is awaited before the COMMIT all the same.
    const driverConnection = await conn.getExecutor().provideConnection(async (c) => c);
    const begun = driverConnection.executeQuery(CompiledQuery.raw("begin"));
    begun.catch(() => undefined); // its failure is thrown below (or fn's, whichever comes first)
    const later: CompiledQuery[] = [];
    laterWrites.set(conn, later);
    try {
      const value = await fn(conn);
      await begun;
      laterWrites.delete(conn);
      // Sent back to back: the first that fails aborts the transaction, so every one after it fails and the COMMIT
      // becomes a rollback; the promise rejects with that first error.
      await together(conn, [...later, CompiledQuery.raw("commit")]);
      return value;
    } catch (err) {
      laterWrites.delete(conn);
      // After a failed COMMIT there is no transaction left (PostgreSQL only warns); otherwise this undoes fn's writes.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

/** A Kysely query as `writeLater` and `together` take it. */
export type Statement = { compile(): CompiledQuery; execute(): Promise<unknown> };

/**
 * A write whose answer the transaction does not need and that nothing later in it reads (an outbox row, an order's
 * lines): inside writeTransaction on PostgreSQL it is sent with the COMMIT, in the order handed in; anywhere else
 * (SQLite's writer, any other transaction or connection) it runs now. A failure fails the transaction either way.
 */
export async function writeLater(db: Kysely<DB>, query: Statement): Promise<void> {
  const later = laterWrites.get(db);
  if (later) later.push(query.compile());
  else await query.execute();
}

/**
 * Runs the queries in the order given, on one connection, and returns each one's result. On PostgreSQL they are all
 * handed to the driver at once and, the pool pipelining (server/db/index.ts), written to the server in one go and
 * answered in order: one round trip for all of them. On SQLite they simply run one after the other. A failure rejects.
 */
export async function together(db: Kysely<DB>, queries: (Statement | CompiledQuery)[]): Promise<QueryResult<unknown>[]> {
  const compiled = queries.map((q) => ("compile" in q ? q.compile() : q));
  return db.getExecutor().provideConnection((conn) => Promise.all(compiled.map((q) => conn.executeQuery(q))));
}

/** A query's rows out of `together`'s results, typed as the query's own `execute()` gives them. */
export function rowsOf<Q extends Compilable<unknown>>(_query: Q, result: QueryResult<unknown> | undefined): InferResult<Q> {
  return (result?.rows ?? []) as InferResult<Q>;
}

/**
 * One write statement outside any transaction (a counter's upsert): on SQLite a job of the group-commit writer, so it
 * shares the batch's one disk flush; elsewhere (PostgreSQL, or `db` already a transaction) it runs as it is.
 */
export function writeOnce<T>(db: Kysely<DB>, fn: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const writer = writers.get(db);
  return writer ? writer.run(fn) : fn(db);
}
