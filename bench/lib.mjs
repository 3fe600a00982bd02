// Shared bench helpers: start the built shop on a fresh data dir, wait until ready.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";

export async function startShop({ port, databaseUrl = "", env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://localhost:${port}/readyz`);
  return {
    url: `http://localhost:${port}`,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function ensureBuilt() {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("Run `npm run build` first.");
    process.exit(1);
  }
}

export async function firstInStockProductPath(base) {
  const { products } = await (await fetch(`${base}/api/product/list`)).json();
  const p = products.find((x) => x.inStock);
  return `/product/${encodeURIComponent(p.category.toLowerCase())}/${p._id}`;
}

/**
 * Runs `run(engine, databaseUrl)` on SQLite, then on a throwaway PostgreSQL database
 * (BENCH_DATABASE_URL, default the local `test` one; skipped when unreachable). Returns the results.
 */
export async function onEachEngine(tag, run) {
  const rows = [await run("SQLite", "")];
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `shop_bench_${tag}_${process.pid}`;
  let url = null;
  try {
    url = execFileSync(process.execPath, ["scripts/pg-db.mjs", "create", base, name], { encoding: "utf8" }).trim();
  } catch {
    console.error(`PostgreSQL not reachable at ${base}: skipped`);
  }
  if (url) {
    try {
      rows.push(await run("PostgreSQL", url));
    } finally {
      execFileSync(process.execPath, ["scripts/pg-db.mjs", "drop", base, name]);
    }
  }
  return rows;
}

/** Stock is not what the benches measure: every product sells without a count (SQLite file or PostgreSQL). */
export async function uncountStock(shop, databaseUrl) {
  const statement = "update products set stock = null, in_stock = 1 where deleted_at is null";
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(statement);
    await c.end();
  } else {
    const db = new SQLite(path.join(shop.dataDir, "shop.db"));
    db.pragma("busy_timeout = 5000");
    db.prepare(statement).run();
    db.close();
  }
}
