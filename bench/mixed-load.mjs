// The mixed traffic of bench/load.mjs and bench/load-nginx.mjs: browsing (home, listing), search, product
// pages, the product list API, cart updates and cash on delivery checkouts by logged-in customers.
import fs from "node:fs";
import http from "node:http";
import { customerName, request, singleVariant, uncountStock } from "./lib.mjs";

export const METRICS_TOKEN = "bench-metrics-token";
const CUSTOMERS = 300; // checkouts are limited to 30 per customer per 10 minutes
/** Checkouts a second the customers of a run leave room for (each has 25): SQLite reached 368/s on 2026-12-02. */
const CHECKOUTS_PER_S = 500;
/**
 * Customers enough for a run of `seconds`, at least 300. At 300 per 30 s (room for 250 checkouts/s) a fast machine
 * ran them out in 30-s runs (every customer's checkouts used up).
 */
export const customersFor = (seconds) => Math.max(CUSTOMERS, Math.ceil((seconds * CHECKOUTS_PER_S) / 25));

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

/** An instance's resident and JS heap memory in MB (from its /metrics). */
export async function memoryMb(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
  const heap = Number(/^nodejs_heap_size_used_bytes (\d+)/m.exec(text)?.[1] ?? 0);
  return { rss: Math.round(rss / 1048576), heap: Math.round(heap / 1048576) };
}

/** CPU seconds (user + system) used so far by these processes (Linux /proc; 0 for one that is gone). */
export function cpuSeconds(pids) {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / tick; // utime, stime
    } catch {
      // exited
    }
  }
  return total;
}

/** The PIDs of processes whose command line contains `text` (e.g. the PostgreSQL server's). */
export function pidsOf(text) {
  return fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** `count` customers numbered from `from` (each from its own address), each with a delivery address. */
export async function registerCustomers(shop, from, count) {
  const customers = [];
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, async (_, k) => {
        const n = from + i + k;
        const email = `load.${n}@example.com`;
        const reg = await fetch(`${shop.url}/api/user/register`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.8.${n >> 8}.${n & 255}` },
          body: JSON.stringify({ name: customerName("Load", n), email, password: "hunter2hunter2" }),
        });
        const setCookie = reg.headers.get("set-cookie");
        if (!setCookie) throw new Error(`registering customer ${n}: ${reg.status} ${await reg.text()}`);
        const cookie = setCookie.split(";")[0];
        const address = {
          firstName: "Load",
          lastName: "Tester",
          email,
          street: "1, Mall Road",
          city: "Kanpur",
          state: "Uttar Pradesh",
          zipCode: "208001",
          country: "India",
          phone: "9876543210",
        };
        const add = await fetch(`${shop.url}/api/address/add`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ address }),
        });
        customers[i + k] = { cookie, addressId: (await add.json()).address._id, orders: 0 };
      }),
    );
  }
  return customers;
}

/**
 * Customers (registered directly on one instance, each from its own address: rate limits count per address,
 * and behind nginx every request would come from 127.0.0.1), stock uncounted, and the page cache warmed
 * through `warmUrls` (every instance, or the balancer).
 */
export async function prepare({ shop, databaseUrl, warmUrls, customerCount = CUSTOMERS }) {
  await uncountStock(shop, databaseUrl);
  const { products } = await (await fetch(`${shop.url}/api/product/list`)).json();
  const customers = await registerCustomers(shop, 0, customerCount);
  // Warm the page caches, as a shop that has been up a while would have them.
  const agent = new http.Agent({ keepAlive: true });
  for (const base of warmUrls)
    for (let round = 0; round < 2; round++)
      for (const p of ["/", "/products", ...products.slice(0, 10).map((p) => `/product/${encodeURIComponent(p.category.toLowerCase())}/${p._id}`)])
        await request(agent, base, "GET", p);
  agent.destroy();
  return { products, customers };
}

/** `connections` visitors loop over the mix against `base` for `seconds`. Returns requests/s, p50, p99, errors, by kind. */
export async function drive({ base, products, customers, seconds, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const words = ["halter", "rope", "collar", "lead", "cotton", "nylon", "braided", "dog"];
  const inStock = products.filter((p) => p.inStock);
  // Carts and orders name products by id: only those without options (the others need a variant id).
  const orderable = inStock.filter(singleVariant);
  const pages = inStock.map((p) => `/product/${encodeURIComponent(p.category.toLowerCase())}/${p._id}`);
  const total = MIX.reduce((n, [, w]) => n + w, 0);
  const stats = new Map(MIX.map(([k]) => [k, { n: 0, errors: 0, ms: [] }]));
  const errorSamples = [];
  let nextCustomer = 0;
  const pick = () => {
    let r = Math.random() * total;
    for (const [k, w] of MIX) if ((r -= w) < 0) return k;
    return MIX[0][0];
  };
  const oneOf = (list) => list[Math.floor(Math.random() * list.length)];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const kind = pick();
      let res;
      if (kind === "home") res = await request(agent, base, "GET", "/");
      else if (kind === "listing") res = await request(agent, base, "GET", "/products");
      else if (kind === "search") res = await request(agent, base, "GET", `/products?q=${oneOf(words)}`);
      else if (kind === "product page") res = await request(agent, base, "GET", oneOf(pages));
      else if (kind === "product list API") res = await request(agent, base, "GET", "/api/product/list");
      else {
        // A customer who still has checkouts left under the per-customer limit.
        let c = customers[nextCustomer++ % customers.length];
        if (kind === "COD checkout") {
          for (let tried = 0; c.orders >= 25; tried++) {
            if (tried > customers.length) throw new Error("every customer has used up their checkouts: run shorter or with fewer connections");
            c = customers[nextCustomer++ % customers.length];
          }
          c.orders++;
        }
        const items = [{ product: oneOf(orderable)._id, quantity: 1 + Math.floor(Math.random() * 2) }];
        res =
          kind === "cart update"
            ? await request(agent, base, "POST", "/api/cart/update", {
                cookie: c.cookie,
                body: JSON.stringify({ cartItems: Object.fromEntries(items.map((i) => [i.product, i.quantity])) }),
              })
            : await request(agent, base, "POST", "/api/order/cod", { cookie: c.cookie, body: JSON.stringify({ items, address: c.addressId }) });
        if (kind === "COD checkout" && res.status === 502) c.orders--; // never reached the shop's limit (a proxy's 502)
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
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const all = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
  const pct = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.floor(list.length * p))] : 0);
  return {
    elapsed,
    requests: all.length,
    rps: all.length / elapsed,
    p50: pct(all, 0.5),
    p99: pct(all, 0.99),
    errors: [...stats.values()].reduce((n, s) => n + s.errors, 0),
    errorSamples,
    kinds: [...stats].map(([k, s]) => ({
      kind: k,
      rps: s.n / elapsed,
      p99: pct(
        s.ms.sort((a, b) => a - b),
        0.99,
      ),
      errors: s.errors,
    })),
  };
}

export const f = (n) => n.toFixed(1);

/** The per-kind lines and error samples printed under a results table. */
export function printKinds(rows) {
  for (const r of rows) {
    console.log(
      `\n${r.label} by kind: ${r.kinds.map((k) => `${k.kind} ${Math.round(k.rps)}/s p99 ${f(k.p99)} ms${k.errors ? ` (${k.errors} errors)` : ""}`).join("; ")}`,
    );
    if (r.errorSamples.length) console.log(`  errors: ${r.errorSamples.join(" | ")}`);
  }
}
