// Requests/s of GET /api/product/list and of a server-rendered product page,
// next to a bare Node `http` server returning a fixed buffer, in the same run.
// usage: npm run bench:throughput -- [seconds=10] [connections=100]
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuilt, firstInStockProductPath, productWithOptionsPath, startShop } from "./lib.mjs";

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 100);
ensureBuilt();

function run(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, title }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const shop = await startShop({ port: 4310, databaseUrl: process.env.BENCH_DATABASE_URL ?? "" });
const listBody = Buffer.from(await (await fetch(`${shop.url}/api/product/list`)).text());
const productPath = await firstInStockProductPath(shop.url);
const optionsPath = await productWithOptionsPath(shop.url);

// The baseline runs in its own process, like the shop, so both get the same share of the machine.
const bodyFile = path.join(os.tmpdir(), `bench-list-${process.pid}.json`);
fs.writeFileSync(bodyFile, listBody);
const bare = fork(new URL("./bare-server.mjs", import.meta.url), ["4311", bodyFile]);
await new Promise((r) => bare.once("message", r));

// warm up caches (catalogue snapshot, rendered page)
await fetch(`${shop.url}${productPath}`);
await fetch(`${shop.url}${optionsPath}`);

const rows = [];
for (const [name, url] of [
  ["bare node http (same bytes as the list)", "http://localhost:4311/"],
  ["GET /api/product/list", `${shop.url}/api/product/list`],
  ["GET product page (anonymous, SSR cached)", `${shop.url}${productPath}`],
  ["GET product page with options (anonymous, SSR cached)", `${shop.url}${optionsPath}`],
]) {
  const r = await run(url, name);
  rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
}
bare.kill();
fs.rmSync(bodyFile, { force: true });
await shop.stop();

const base = rows[0].rps;
console.log(`\nthroughput, ${connections} connections, ${seconds} s each, list body ${listBody.length} bytes`);
console.log("| endpoint | req/s | p50 ms | p99 ms | errors | ratio to bare |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / base).toFixed(2)} |`);
console.log("budgets: product list ≥ 0.6× bare, anonymous product page ≥ 0.3× bare (ARCHITECTURE.md §7)");
