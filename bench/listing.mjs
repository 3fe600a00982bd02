// Issue 20, item 5: the product listing at 10,000 products. Builds the same generated catalogue as bench/search.mjs
// (bench/catalogue.mjs) and times what the listing page's loader does for each kind of request (app/routes/products.tsx:
// lib/listing.ts's buildListing, and the search's ranks for ?q=): the plain list, a deep page, a category, each sort,
// the size and colour filters, a search, a search sorted. Prints p50/p99 per kind and overall, and the bytes each kind
// allocates per listing (V8's sampling heap profiler, collected objects included): garbage made per request is what
// the shop's collector pays for at the p99 of a page.
//
// Loaded through Vite (no build needed); the page's rendering of 24 cards does not depend on the catalogue's size.
// usage: npm run bench:listing -- [products=10000] [rounds=100]
import { Session } from "node:inspector/promises";
import { createServer } from "vite";
import { BIG_CATEGORIES, bigCatalogue } from "./catalogue.mjs";

const N = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 100);
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
const { buildListing } = await vite.ssrLoadModule("/lib/listing.ts");
const { searchMatches } = await vite.ssrLoadModule("/server/modules/catalog/search-index.ts");
const { synonymIndex } = await vite.ssrLoadModule("/lib/search.ts");
const { DEFAULT_SYNONYMS } = await vite.ssrLoadModule("/lib/default-synonyms.ts");

const products = bigCatalogue(N);
const snap = { products, byId: new Map(products.map((p) => [p._id, p])), categories: BIG_CATEGORIES, synonyms: synonymIndex(DEFAULT_SYNONYMS) };
const sold = new Map(products.filter((_, i) => i % 3 === 0).map((p, i) => [p._id, i % 50]));

/** What the loader does for one request (without the 24 cards' rendering). */
function listing(query) {
  const q = query.q ?? "";
  // As app/data.server.ts's searchRanks: every match's place, in the search's order (not remembered here).
  const ranks = q.trim() === "" ? undefined : searchMatches(snap, q, sold, false);
  return buildListing(snap.products, snap.categories, { page: 1, ...query }, snap.synonyms, query.sort === "best-selling" ? sold : undefined, ranks);
}

const ONLY = process.env.ONLY;
const kinds0 = {
  plain: [{}, { page: 2 }],
  deepPage: [{ page: 300 }],
  category: [{ category: "Dog Collar" }, { category: "horse accessories", page: 5 }],
  sort: [{ sort: "price-asc" }, { sort: "price-desc" }, { sort: "newest" }, { sort: "best-selling" }],
  filter: [{ filters: { size: ["M"] } }, { filters: { colour: ["Navy"] } }, { filters: { size: ["Cob"], colour: ["Teal", "Red"] } }],
  search: [{ q: "collar" }, { q: "halters" }, { q: "blue collar" }, { q: "rassi" }],
  searchSorted: [
    { q: "collar", sort: "price-asc" },
    { q: "rope", filters: { size: ["2 m"] } },
  ],
};

const kinds = ONLY ? { [ONLY]: kinds0[ONLY] } : kinds0;
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
listing({}); // the search index is built on the first search of a snapshot, as in the shop
listing({ q: "collar" });
const inspector = new Session();
inspector.connect();
await inspector.post("HeapProfiler.enable");
/** Bytes allocated per call of `run` (sampled every 4 KB on average; objects already collected counted too). */
async function allocatedPerCall(calls, run) {
  await inspector.post("HeapProfiler.startSampling", {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let c = 0; c < calls; c++) run(c);
  const { profile } = await inspector.post("HeapProfiler.stopSampling");
  const sum = (node) => node.selfSize + node.children.reduce((n, child) => n + sum(child), 0);
  return sum(profile.head) / calls;
}

const all = [];
const rows = [];
for (const [kind, queries] of Object.entries(kinds)) {
  const times = [];
  let total = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const query of queries) {
      const t = performance.now();
      total += listing(query).total;
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const calls = 50 * queries.length;
  const kb = (await allocatedPerCall(calls, (c) => listing(queries[c % queries.length]))) / 1024;
  rows.push(
    `${kind.padEnd(12)} p50 ${pct(times, 50).toFixed(2).padStart(6)} ms  p99 ${pct(times, 99).toFixed(2).padStart(6)} ms  ${kb.toFixed(0).padStart(5)} KB allocated  (avg ${Math.round(total / (ROUNDS * queries.length))} products)`,
  );
}
all.sort((a, b) => a - b);
console.log(`listing over ${N.toLocaleString("en-IN")} products (${products.reduce((n, p) => n + p.variants.length, 0).toLocaleString("en-IN")} variants)`);
for (const r of rows) console.log(`  ${r}`);
console.log(
  `all          p50 ${pct(all, 50).toFixed(2)} ms  p99 ${pct(all, 99).toFixed(2)} ms  (${all.length.toLocaleString("en-IN")} listings; goal p99 ≤ 20 ms)`,
);
await vite.close();
