// Issue 19, item 3: search at 10,000 products. Builds a catalogue of N products from the demo catalogue's names,
// options and Hindi names (each product a variation: another colour, size or material word), indexes it with the
// shop's own search (server/modules/catalog/search-index.ts) and times GET /api/search's work for a mix
// of queries as shoppers type them: whole words, plurals, typos, synonyms, Hindi, word prefixes while typing.
// Prints the index build time, the heap the index holds, p50/p99 per query kind and overall, and the slowest
// queries (SLOWEST=n for more).
//
// The search runs in this process (loaded through Vite, no build needed); the HTTP layer around it is the same for
// every API route and is measured by bench/throughput.mjs.
// usage: npm run bench:search -- [products=10000] [rounds=200]
import { createServer } from "vite";
import { bigCatalogue } from "./catalogue.mjs";

const N = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 200);
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
const { searchCatalogue, searchIndex } = await vite.ssrLoadModule("/server/modules/catalog/search-index.ts");
const { synonymIndex } = await vite.ssrLoadModule("/lib/search.ts");
const { DEFAULT_SYNONYMS } = await vite.ssrLoadModule("/lib/default-synonyms.ts");

const gc = globalThis.gc ?? (() => {});
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const products = bigCatalogue(N);
// The synonym groups a new shop starts with (25 groups: "dog" alone has six spellings).
const groups = DEFAULT_SYNONYMS;
const snap = { products, byId: new Map(products.map((p) => [p._id, p])), categories: [], synonyms: synonymIndex(groups) };
const sales = new Map(products.filter((_, i) => i % 3 === 0).map((p, i) => [p._id, i % 50]));

const before = heap();
let t = performance.now();
searchIndex(snap);
const buildMs = performance.now() - t;
const indexMb = (heap() - before) / 1e6;

const queries = {
  word: ["halter", "collar", "leash", "rope", "rassi"],
  plural: ["halters", "collars", "leashes", "ropes"],
  twoWords: ["blue collar", "padded halter", "collar teal", "lead rope navy"],
  typo: ["coller", "haltr", "leesh", "braded"],
  synonym: ["rasi", "patta", "lagam"],
  hindi: ["रस्सी", "हॉल्टर", "कुत्ते का पट्टा"],
  typing: ["ha", "hal", "halt", "dog c", "dog col", "lead r"],
};
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const all = [];
const rows = [];
const perQuery = [];
for (const [kind, qs] of Object.entries(queries)) {
  const times = [];
  let found = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of qs) {
      t = performance.now();
      const out = searchCatalogue(snap, q, sales, 5, false);
      const ms = performance.now() - t;
      times.push(ms);
      found += out.total;
      perQuery.push([q, ms]);
    }
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  rows.push(
    `${kind.padEnd(9)} p50 ${pct(times, 50).toFixed(2).padStart(6)} ms  p99 ${pct(times, 99).toFixed(2).padStart(6)} ms  (avg ${Math.round(found / (ROUNDS * qs.length))} matches)`,
  );
}
all.sort((a, b) => a - b);
const byQuery = Map.groupBy(perQuery, ([q]) => q);
const slowest = [...byQuery]
  .map(([q, xs]) => [
    q,
    pct(
      xs.map(([, ms]) => ms).sort((a, b) => a - b),
      50,
    ),
  ])
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.env.SLOWEST ?? 4));
console.log(`search over ${N.toLocaleString("en-IN")} products (${products.reduce((n, p) => n + p.variants.length, 0).toLocaleString("en-IN")} variants)`);
console.log(
  `index built in ${buildMs.toFixed(0)} ms, holds ${indexMb.toFixed(1)} MB of heap${globalThis.gc ? "" : " (run with --expose-gc for an exact figure)"}`,
);
for (const r of rows) console.log(`  ${r}`);
console.log(
  `all       p50 ${pct(all, 50).toFixed(2)} ms  p99 ${pct(all, 99).toFixed(2)} ms  (${all.length.toLocaleString("en-IN")} searches, none remembered; goal p99 ≤ 20 ms)`,
);
console.log(`slowest queries (p50): ${slowest.map(([q, ms]) => `"${q}" ${ms.toFixed(1)} ms`).join(", ")}`);
// As served: the index remembers its last 500 answers; shoppers repeat the same words and prefixes.
const served = [];
const every = Object.values(queries).flat();
for (let r = 0; r < ROUNDS; r++) {
  for (const q of every) {
    t = performance.now();
    searchCatalogue(snap, q, sales, 5);
    served.push(performance.now() - t);
  }
}
served.sort((a, b) => a - b);
console.log(`as served (repeated queries remembered): p50 ${pct(served, 50).toFixed(3)} ms  p99 ${pct(served, 99).toFixed(3)} ms`);
await vite.close();
