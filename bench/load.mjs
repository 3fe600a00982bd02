// Mixed traffic against one instance, on SQLite and on PostgreSQL: 100 connections for 60 s of
// browsing (home, listing), search, product pages, the product list API, cart updates and cash on
// delivery checkouts by logged-in customers. Prints requests/s, p50/p99, errors (must be 0) and the
// server's memory before and after (from /metrics).
// usage: node bench/load.mjs [seconds=60] [connections=100]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throwaway database is made).
import http from "node:http";
import { ensureBuilt, onEachEngine, startShop, uncountStock } from "./lib.mjs";

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 100);
const CUSTOMERS = 300; // checkouts are limited to 30 per customer per 10 minutes
const TOKEN = "bench-metrics-token";
ensureBuilt();

/** What a visitor does, with how often (weights). */
const MIX = [
  ["home", 18],
  ["listing", 14],
  ["search", 12],
  ["product page", 24],
  ["product list API", 10],
  ["cart update", 14],
  ["COD checkout", 8],
];

function request(agent, base, method, url, { body, cookie } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(base + url, { method, agent, headers: { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}), ...(body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } : {}) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started, setCookie: res.headers["set-cookie"] }));
    });
    req.on("error", (err) => resolve({ status: 0, ms: performance.now() - started, error: err.code }));
    if (body) req.write(body);
    req.end();
  });
}

async function memoryMb(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
  const heap = Number(/^nodejs_heap_size_used_bytes (\d+)/m.exec(text)?.[1] ?? 0);
  return { rss: Math.round(rss / 1048576), heap: Math.round(heap / 1048576) };
}

async function prepare(shop, databaseUrl, agent) {
  await uncountStock(shop, databaseUrl);
  const { products } = await (await fetch(`${shop.url}/api/product/list`)).json();
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const n = i + k;
        const email = `load.${n}@example.com`;
        const reg = await fetch(`${shop.url}/api/user/register`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.8.${n >> 8}.${n & 255}` }, body: JSON.stringify({ name: `Load ${n}`, email, password: "hunter2hunter2" }) });
        const cookie = reg.headers.get("set-cookie").split(";")[0];
        const address = { firstName: "Load", lastName: String(n), email, street: "1, Mall Road", city: "Kanpur", state: "Uttar Pradesh", zipCode: "208001", country: "India", phone: "9876543210" };
        const add = await fetch(`${shop.url}/api/address/add`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify({ address }) });
        customers[n] = { cookie, addressId: (await add.json()).address._id, orders: 0 };
      }),
    );
  }
  // Warm the page cache, as a shop that has been up a while would be.
  for (const p of ["/", "/products", ...products.slice(0, 10).map((p) => `/product/${encodeURIComponent(p.category.toLowerCase())}/${p._id}`)]) await request(agent, shop.url, "GET", p);
  return { products, customers };
}

async function run(engine, databaseUrl) {
  const shop = await startShop({ port: 4340, databaseUrl, env: { TRUST_PROXY: "true", METRICS_TOKEN: TOKEN, LOG_LEVEL: "warn" } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const { products, customers } = await prepare(shop, databaseUrl, agent);
    const words = ["halter", "rope", "collar", "lead", "cotton", "nylon", "braided", "dog"];
    const inStock = products.filter((p) => p.inStock);
    const pages = inStock.map((p) => `/product/${encodeURIComponent(p.category.toLowerCase())}/${p._id}`);
    const memBefore = await memoryMb(shop.url);
    const total = MIX.reduce((n, [, w]) => n + w, 0);
    const stats = new Map(MIX.map(([k]) => [k, { n: 0, errors: 0, ms: [] }]));
    const errorSamples = [];
    let nextCustomer = 0;
    const pick = () => {
      let r = Math.random() * total;
      for (const [k, w] of MIX) if ((r -= w) < 0) return k;
      return MIX[0][0];
    };
    const any = (list) => list[Math.floor(Math.random() * list.length)];
    const until = performance.now() + SECONDS * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const kind = pick();
        let res;
        if (kind === "home") res = await request(agent, shop.url, "GET", "/");
        else if (kind === "listing") res = await request(agent, shop.url, "GET", "/products");
        else if (kind === "search") res = await request(agent, shop.url, "GET", `/products?q=${any(words)}`);
        else if (kind === "product page") res = await request(agent, shop.url, "GET", any(pages));
        else if (kind === "product list API") res = await request(agent, shop.url, "GET", "/api/product/list");
        else {
          // A customer who still has checkouts left under the per-customer limit.
          let c = customers[nextCustomer++ % customers.length];
          if (kind === "COD checkout") {
            while (c.orders >= 25) c = customers[nextCustomer++ % customers.length];
            c.orders++;
          }
          const items = [{ product: any(inStock)._id, quantity: 1 + Math.floor(Math.random() * 2) }];
          res =
            kind === "cart update"
              ? await request(agent, shop.url, "POST", "/api/cart/update", { cookie: c.cookie, body: JSON.stringify({ cartItems: Object.fromEntries(items.map((i) => [i.product, i.quantity])) }) })
              : await request(agent, shop.url, "POST", "/api/order/cod", { cookie: c.cookie, body: JSON.stringify({ items, address: c.addressId }) });
        }
        const s = stats.get(kind);
        s.n++;
        s.ms.push(res.ms);
        if (!(res.status >= 200 && res.status < 400)) {
          s.errors++;
          if (errorSamples.length < 5) errorSamples.push(`${kind}: ${res.status} ${res.error ?? ""}`);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const elapsed = (performance.now() - started) / 1000;
    const memAfter = await memoryMb(shop.url);
    const all = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
    const pct = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.floor(list.length * p))] : 0);
    return {
      engine,
      requests: all.length,
      rps: all.length / elapsed,
      p50: pct(all, 0.5),
      p99: pct(all, 0.99),
      errors: [...stats.values()].reduce((n, s) => n + s.errors, 0),
      errorSamples,
      memBefore,
      memAfter,
      kinds: [...stats].map(([k, s]) => ({ kind: k, rps: s.n / elapsed, p99: pct(s.ms.sort((a, b) => a - b), 0.99), errors: s.errors })),
    };
  } finally {
    agent.destroy();
    await shop.stop();
  }
}

const rows = await onEachEngine("load", run);

const f = (n) => n.toFixed(1);
console.log(`\nmixed load: ${CONNECTIONS} connections for ${SECONDS} s against one instance (client and server share this machine)`);
console.log("| engine | requests | req/s | p50 ms | p99 ms | errors | server RSS before → after | JS heap before → after |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.engine} | ${r.requests} | ${Math.round(r.rps)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors} | ${r.memBefore.rss} → ${r.memAfter.rss} MB | ${r.memBefore.heap} → ${r.memAfter.heap} MB |`);
for (const r of rows) {
  console.log(`\n${r.engine} by kind: ${r.kinds.map((k) => `${k.kind} ${Math.round(k.rps)}/s p99 ${f(k.p99)} ms${k.errors ? ` (${k.errors} errors)` : ""}`).join("; ")}`);
  if (r.errorSamples.length) console.log(`  errors: ${r.errorSamples.join(" | ")}`);
}
if (rows.some((r) => r.errors > 0)) process.exit(1);
