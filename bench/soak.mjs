// Does an instance's memory stay flat? The mixed traffic of bench/load.mjs (browsing, search, product pages, the
// product list API, cart updates, cash on delivery checkouts) against one instance for `minutes`, printing every 30 s
// the requests served, p99, errors and the server's RSS and JS heap (from /metrics). Customers are added as the
// running ones use up their checkouts (30 per customer per 10 minutes). Issue 20: RSS ≤ 300 MB after
// `npm run bench:load -- 60 100`, and no growth over a 10-minute soak.
// usage: npm run bench:soak -- [minutes=10] [connections=100] [--restarted]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startShop, withPostgres } from "./lib.mjs";
import { drive, f, memoryMb, METRICS_TOKEN, prepare, registerCustomers } from "./mixed-load.mjs";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const MINUTES = Number(args[0] ?? 10);
const CONNECTIONS = Number(args[1] ?? 100);
const RESTARTED = process.argv.includes("--restarted");
const WINDOW = 30;
ensureBuilt();

async function soak(engine, databaseUrl) {
  const env = { TRUST_PROXY: "true", METRICS_TOKEN, LOG_LEVEL: "warn" };
  // --restarted: the shop is set up (migrated, demo catalogue and its pictures rendered) by a first instance that
  // stops, and the measured one starts on that data, as after any restart in production
  const dataDir = RESTARTED ? fs.mkdtempSync(path.join(os.tmpdir(), "shop-soak-")) : undefined;
  if (dataDir) await (await startShop({ port: 4341, databaseUrl, env, dataDir })).stop();
  const shop = await startShop({ port: 4341, databaseUrl, env, dataDir });
  try {
    const { products, customers } = await prepare({ shop, databaseUrl, warmUrls: [shop.url] });
    const start = await memoryMb(shop.url);
    console.log(
      `\n${engine}: ${CONNECTIONS} connections for ${MINUTES} min, one instance${RESTARTED ? " started on set-up data" : " on a new data folder (first start: demo catalogue and pictures made)"} (client and server share this machine)`,
    );
    console.log("| minute | requests | req/s | p99 ms | errors | RSS MB | JS heap MB |");
    console.log("|---:|---:|---:|---:|---:|---:|---:|");
    console.log(`| 0 | | | | | ${start.rss} | ${start.heap} |`);
    const windows = Math.round((MINUTES * 60) / WINDOW);
    let checkoutsLast = 0;
    for (let w = 1; w <= windows; w++) {
      // room for twice the last window's checkouts, or more customers
      const room = customers.reduce((n, c) => n + Math.max(0, 25 - c.orders), 0);
      if (room < 2 * checkoutsLast + 500) customers.push(...(await registerCustomers(shop, customers.length, 300)));
      const r = await drive({ base: shop.url, products, customers, seconds: WINDOW, connections: CONNECTIONS });
      checkoutsLast = Math.round(r.kinds.find((k) => k.kind === "COD checkout").rps * r.elapsed);
      const m = await memoryMb(shop.url);
      console.log(`| ${((w * WINDOW) / 60).toFixed(1)} | ${r.requests} | ${Math.round(r.rps)} | ${f(r.p99)} | ${r.errors} | ${m.rss} | ${m.heap} |`);
      if (r.errors) console.log(`  errors: ${r.errorSamples.join("; ")}`);
    }
  } finally {
    await shop.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_DATABASE_URL) await withPostgres("soak", (url) => soak("PostgreSQL", url));
else await soak("SQLite", "");
