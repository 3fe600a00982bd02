// Issue 13, item 20: a flood of unique long searches must not grow the process.
// Sends 1,200 anonymous GET /products?q=<unique 12 KB> (following the redirect to the cut search, as a browser
// would) and prints the process's RSS and heap before and after, and what the page cache holds.
//
// No build is needed: the app is loaded in this process through Vite (as `npm run dev` does) and rendered in
// production mode, so the anonymous page cache is on; requests go through app.request() (no socket).
// usage: npm run bench:search-flood -- [requests=1200] [kb=12]
//
// Measured on the 2-core dev machine (RSS includes Vite itself, ~500-670 MB at the start):
//   before issue 13's fix: 1,200 requests: RSS 674 -> 904 MB (+230 MB); the cache kept 1,000 pages holding
//                          118 MB of buffers (each page's gzip/brotli copies were views into 64 KB chunks)
//   after:                 1,200 requests: RSS 667 -> 762 MB (+95 MB); 2,400 requests: 501 -> 617 MB (+116 MB);
//                          the cache keeps 972 pages in its 32 MB budget (31 MB of buffers measured)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer } from "vite";

const requests = Number(process.argv[2] ?? 1200);
const kb = Number(process.argv[3] ?? 12);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-flood-"));
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
const { loadConfig } = await vite.ssrLoadModule("/server/config.ts");
const { createServices } = await vite.ssrLoadModule("/server/main.ts");
const { createHandlers } = await vite.ssrLoadModule("/server/app.ts");
const { PageCache } = await vite.ssrLoadModule("/server/http/page-cache.ts");
const build = await vite.ssrLoadModule("virtual:react-router/server-build");

const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost",
  PAYMENTS_SANDBOX: "false",
  ...(process.env.PAGE_CACHE_MB ? { PAGE_CACHE_MB: process.env.PAGE_CACHE_MB } : {}),
});
const services = await createServices(config, { renderImages: false });
// The cache main.ts would make (PAGE_CACHE_MB), kept here to print what it holds.
const pageCache = new PageCache(undefined, config.pageCacheBytes);
const { app } = createHandlers(services, { build, pageCache });

const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const settle = () => {
  globalThis.gc?.();
  globalThis.gc?.();
};
const memory = () => {
  settle();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
};
const get = async (url) => {
  let res = await app.request(url, { headers: { Host: "localhost", "Accept-Encoding": "gzip, br" } });
  if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
    await res.arrayBuffer();
    res = await app.request(res.headers.get("location"), { headers: { Host: "localhost", "Accept-Encoding": "gzip, br" } });
  }
  await res.arrayBuffer();
  return res.status;
};

// Warm up: the ordinary pages a visitor sees, rendered and cached once.
for (const u of ["/", "/products", "/products?q=dog", "/AboutUs", "/ContactSection"]) await get(u);
for (let i = 0; i < 20; i++) await get(`/products?q=warm${i}`);
const before = memory();

const letters = "abcdefghijklmnopqrstuvwxyz";
const statuses = new Map();
const started = performance.now();
for (let i = 0; i < requests; i++) {
  let q = `${i.toString(36)}-${Math.random().toString(36).slice(2)}-`;
  while (q.length < kb * 1024) q += letters[Math.floor(Math.random() * 26)];
  const status = await get(`/products?q=${q}`);
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // Let due timers run between requests, as a server's event loop does between sockets (app.request() alone
  // never leaves the microtask queue, so React Router's 5 s per-render stream timers would pile up to the end).
  await new Promise((r) => setTimeout(r, 0));
  if (process.env.FLOOD_TRACE && (i + 1) % 200 === 0) {
    const m = memory();
    console.log(`  after ${i + 1}: RSS ${mb(m.rss)} heap ${mb(m.heap)} of ${mb(m.heapTotal)} external ${mb(m.external)}`);
  }
}
const seconds = (performance.now() - started) / 1000;
// React Router keeps each render's data behind a 5 s stream timer: let the last ones expire before measuring.
await new Promise((r) => setTimeout(r, 7000));
const after = memory();
const cachedPages = pageCache.size;
const cachedBytes = pageCache.bytes;

console.log(
  `search flood: ${requests} anonymous GET /products?q=<unique ${kb} KB> in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
console.log(`  RSS  before ${mb(before.rss)}  after ${mb(after.rss)}  (+${mb(after.rss - before.rss)})`);
console.log(
  `  heap before ${mb(before.heap)}  after ${mb(after.heap)}  (+${mb(after.heap - before.heap)}); external before ${mb(before.external)} after ${mb(after.external)}`,
);
pageCache.clear();
const cleared = memory();
console.log(`  with the page cache emptied: heap ${mb(cleared.heap)}, external ${mb(cleared.external)}, RSS ${mb(cleared.rss)}`);
console.log(
  `  page cache held: ${cachedPages} pages${cachedBytes !== undefined ? `, ${mb(cachedBytes)} counted (budget ${mb(config.pageCacheBytes ?? 0)})` : ""}`,
);

await services.outbox.stop();
await services.database.close();
await vite.close();
fs.rmSync(dataDir, { recursive: true, force: true });
