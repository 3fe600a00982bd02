// Mixed traffic against one instance, on SQLite and on PostgreSQL: 100 connections for 60 s of
// browsing (home, listing), search, product pages, the product list API, cart updates and cash on
// delivery checkouts by logged-in customers (bench/mixed-load.mjs). Prints requests/s, p50/p99, errors
// (must be 0) and the server's memory before and after (from /metrics).
// usage: npm run bench:load -- [seconds=60] [connections=100]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throwaway database is made).
// Through nginx, one instance against two: bench/load-nginx.mjs.
import { ensureBuilt, onEachEngine, startShop } from "./lib.mjs";
import { customersFor, drive, f, memoryMb, METRICS_TOKEN, prepare, printKinds } from "./mixed-load.mjs";

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 100);
ensureBuilt();

async function run(engine, databaseUrl) {
  const shop = await startShop({ port: 4340, databaseUrl, env: { TRUST_PROXY: "true", METRICS_TOKEN, LOG_LEVEL: "warn" } });
  try {
    const { products, customers } = await prepare({ shop, databaseUrl, warmUrls: [shop.url], customerCount: customersFor(SECONDS) });
    const memBefore = await memoryMb(shop.url);
    const result = await drive({ base: shop.url, products, customers, seconds: SECONDS, connections: CONNECTIONS });
    return { label: engine, ...result, memBefore, memAfter: await memoryMb(shop.url) };
  } finally {
    await shop.stop();
  }
}

const rows = await onEachEngine("load", run);

console.log(`\nmixed load: ${CONNECTIONS} connections for ${SECONDS} s against one instance (client and server share this machine)`);
console.log("| engine | requests | req/s | p50 ms | p99 ms | errors | server RSS before → after | JS heap before → after |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.requests} | ${Math.round(r.rps)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors} | ${r.memBefore.rss} → ${r.memAfter.rss} MB | ${r.memBefore.heap} → ${r.memAfter.heap} MB |`,
  );
printKinds(rows);
if (rows.some((r) => r.errors > 0)) process.exit(1);
