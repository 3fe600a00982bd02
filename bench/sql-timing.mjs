// Time spent in each SQLite statement of a server a bench starts: a preload, not a bench of its own.
//   BENCH_NODE_FLAGS="--import ./bench/sql-timing.mjs" BENCH_DATABASE_URL=postgres://x@127.0.0.1:1/x \
//     npm run bench:orders -- 3000 50
// (the unreachable PostgreSQL URL makes a bench skip that engine). Every prepared statement's run/get/all and every
// exec is timed by its SQL text; the table (total ms, calls, µs each, the SQL's start) is written every 5 s and
// when the bench stops the server, to SQL_TIMING_FILE (default: /tmp/sql-timing.PID.txt). Times include what the
// statement waits for: the commit's fsync, triggers, foreign-key checks.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The server's own better-sqlite3 (the bundle imports it from node_modules: the same module instance).
const Database = createRequire(path.join(process.cwd(), "package.json"))("better-sqlite3");
const out = process.env.SQL_TIMING_FILE ?? `/tmp/sql-timing.${process.pid}.txt`;
const stats = new Map();

function count(key, started) {
  const us = Number(process.hrtime.bigint() - started) / 1000;
  const s = stats.get(key) ?? { calls: 0, us: 0 };
  s.calls += 1;
  s.us += us;
  stats.set(key, s);
}

const prepare = Database.prototype.prepare;
Database.prototype.prepare = function timedPrepare(sql) {
  const statement = prepare.call(this, sql);
  const key = sql.replace(/\s+/g, " ").slice(0, 120);
  for (const method of ["run", "get", "all"]) {
    const original = statement[method];
    statement[method] = function timed(...args) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        count(key, started);
      }
    };
  }
  return statement;
};
const exec = Database.prototype.exec;
Database.prototype.exec = function timedExec(sql) {
  const started = process.hrtime.bigint();
  try {
    return exec.call(this, sql);
  } finally {
    count(`exec: ${sql.replace(/\s+/g, " ").slice(0, 110)}`, started);
  }
};

function write() {
  const rows = [...stats].sort((a, b) => b[1].us - a[1].us).slice(0, 60);
  const lines = rows.map(
    ([sql, s]) => `${(s.us / 1000).toFixed(0).padStart(8)} ms ${String(s.calls).padStart(8)} × ${(s.us / s.calls).toFixed(0).padStart(6)} µs  ${sql}`,
  );
  fs.writeFileSync(out, `${"total".padStart(11)} ${"calls".padStart(10)}   ${"each".padStart(6)}     statement\n${lines.join("\n")}\n`);
}
setInterval(write, 5000).unref();
// Registered before the server's own (graceful stop) handlers, which still run after it.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, write);
process.on("exit", write);
