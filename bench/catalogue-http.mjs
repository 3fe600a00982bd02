// Issue 20, item 5, over HTTP: the shop with 10,000 products (bench/catalogue.mjs's generated catalogue, 60,000
// variants, written into a fresh shop's SQLite database). Times, one request at a time after a warm-up:
// - listing pages (/products and /hi/products: plain, a deep page, a category, each sort, filters, a search, a
//   search with a sort or a filter), rendered every time (PAGE_CACHE_MB=0: as a signed-in shopper gets them; the
//   anonymous page cache would answer the repeats) — p50/p99 per kind and over all;
// - GET /api/search (as the header's suggestions ask) — p50/p99;
// then GET /api/product/list (every product, as the spec's clients ask for it; and with ?lang=hi) against a bare
// Node server sending the same bytes, with autocannon (seconds, connections), in the same run.
// usage: npm run bench:catalogue-http -- [products=10000] [rounds=30] [seconds=10] [connections=100]
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { writeCatalogue } from "./catalogue.mjs";
import { ensureBuilt, request, startShop } from "./lib.mjs";

const N = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 30);
const SECONDS = Number(process.argv[4] ?? 10);
const CONNECTIONS = Number(process.argv[5] ?? 100);
ensureBuilt();

/** One connection, one request at a time (bench/lib.mjs's `request` reads each answer's bytes as sent). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

async function timeAll(base, kinds) {
  const rows = [];
  const all = [];
  for (const [kind, paths] of Object.entries(kinds)) {
    for (const p of paths) {
      const { status } = await request(agent, base, "GET", p); // warm-up (and a check)
      if (status !== 200) throw new Error(`${p}: ${status}`);
    }
    const times = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const p of paths) {
        times.push((await request(agent, base, "GET", p)).ms);
      }
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push(`  ${kind.padEnd(13)} p50 ${pct(times, 50).toFixed(2).padStart(6)} ms  p99 ${pct(times, 99).toFixed(2).padStart(6)} ms`);
  }
  all.sort((a, b) => a - b);
  rows.push(
    `  ${"all".padEnd(13)} p50 ${pct(all, 50).toFixed(2).padStart(6)} ms  p99 ${pct(all, 99).toFixed(2).padStart(6)} ms  (${all.length} requests; goal p99 ≤ 20 ms)`,
  );
  return rows;
}

function cannon(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, title }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

// The shop makes its database (migrations, demo) and stops; the catalogue is written into it; the shop starts again
// on it, so nothing of the demo is cached.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-catalogue-"));
await (await startShop({ port: 4340, dataDir })).stop();
const filled = performance.now();
writeCatalogue(path.join(dataDir, "shop.db"), N);
const fillS = ((performance.now() - filled) / 1000).toFixed(1);
const shop = await startShop({ port: 4340, env: { PAGE_CACHE_MB: "0" }, dataDir });
try {
  const listBody = Buffer.from(await (await fetch(`${shop.url}/api/product/list`)).arrayBuffer());
  const count = JSON.parse(listBody.toString()).products.length;
  if (count !== N) throw new Error(`the shop lists ${count} products, not ${N}`);

  const listing = {
    plain: ["/products", "/products?page=2"],
    deepPage: ["/products?page=300"],
    category: ["/products/dog%20collar", "/products/horse%20accessories?page=5"],
    sort: ["/products?sort=price-asc", "/products?sort=price-desc", "/products?sort=newest", "/products?sort=best-selling"],
    filter: ["/products?size=M", "/products?colour=Navy", "/products?size=Cob&colour=Teal&colour=Red"],
    search: ["/products?q=collar", "/products?q=halters", "/products?q=blue+collar", "/products?q=rassi"],
    searchSorted: ["/products?q=collar&sort=price-asc", "/products?q=rope&size=2+m"],
    hindi: ["/hi/products", "/hi/products?q=%E0%A4%B0%E0%A4%B8%E0%A5%8D%E0%A4%B8%E0%A5%80"],
  };
  const search = {
    word: ["/api/search?q=halter", "/api/search?q=collar", "/api/search?q=rassi"],
    typing: ["/api/search?q=ha", "/api/search?q=dog+c", "/api/search?q=lead+r"],
    typoHindi: ["/api/search?q=coller", "/api/search?q=%E0%A4%B0%E0%A4%B8%E0%A5%8D%E0%A4%B8%E0%A5%80"],
  };
  const listingRows = await timeAll(shop.url, listing);
  const searchRows = await timeAll(shop.url, search);

  // GET /api/product/list against a bare Node server sending the same bytes (in its own process, as the shop is).
  const bodyFile = path.join(os.tmpdir(), `bench-list-${process.pid}.json`);
  fs.writeFileSync(bodyFile, listBody);
  const bare = fork(new URL("./bare-server.mjs", import.meta.url), ["4341", bodyFile]);
  await new Promise((r) => bare.once("message", r));
  const bareRun = await cannon("http://localhost:4341/", "bare");
  const listRun = await cannon(`${shop.url}/api/product/list`, "list");
  const hindiRun = await cannon(`${shop.url}/api/product/list?lang=hi`, "list in Hindi");
  bare.kill();
  fs.rmSync(bodyFile, { force: true });

  console.log(`\ncatalogue of ${N.toLocaleString("en-IN")} products over HTTP (filled in ${fillS} s; one request at a time, ${ROUNDS} rounds after a warm-up)`);
  console.log("listing pages, rendered every time (PAGE_CACHE_MB=0):");
  for (const r of listingRows) console.log(r);
  console.log("GET /api/search:");
  for (const r of searchRows) console.log(r);
  const mb = (listBody.length / 1e6).toFixed(1);
  const ratio = listRun.requests.average / bareRun.requests.average;
  console.log(`GET /api/product/list (${mb} MB, ${count} products), ${CONNECTIONS} connections, ${SECONDS} s:`);
  console.log(
    `  bare node http  ${bareRun.requests.average.toFixed(1)} req/s  p99 ${bareRun.latency.p99} ms  ${(bareRun.throughput.average / 1e6).toFixed(0)} MB/s`,
  );
  console.log(
    `  the shop        ${listRun.requests.average.toFixed(1)} req/s  p99 ${listRun.latency.p99} ms  ${(listRun.throughput.average / 1e6).toFixed(0)} MB/s  errors ${listRun.errors + listRun.non2xx}`,
  );
  console.log(`  ratio ${ratio.toFixed(2)} (goal ≥ 0.6)`);
  console.log(
    `  ?lang=hi        ${hindiRun.requests.average.toFixed(1)} req/s  p99 ${hindiRun.latency.p99} ms  ratio ${(hindiRun.requests.average / bareRun.requests.average).toFixed(2)}  errors ${hindiRun.errors + hindiRun.non2xx}`,
  );
} finally {
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
