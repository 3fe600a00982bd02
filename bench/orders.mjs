// Cash on delivery orders placed per second over HTTP, on SQLite and on PostgreSQL,
// with the orders found afterwards (through each customer's GET /api/order/user)
// checked against the orders the server acknowledged with 201.
// usage: npm run bench:orders -- [orders=3000] [concurrency=50]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throwaway database is created).
import http from "node:http";
import { customerName, ensureBuilt, onEachEngine, request, singleVariant, startShop, uncountStock } from "./lib.mjs";
import { cpuSeconds, pidsOf } from "./mixed-load.mjs";

const total = Number(process.argv[2] ?? 3000);
const concurrency = Number(process.argv[3] ?? 50);
const PER_CUSTOMER = 25; // under the checkout limit of 30 orders per customer per 10 minutes
ensureBuilt();

const post = (base, url, body, cookie, ip) =>
  fetch(base + url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}), ...(ip ? { "X-Forwarded-For": ip } : {}) },
    body: JSON.stringify(body),
  });

async function customers(base, n) {
  const out = [];
  const one = async (i) => {
    const email = `bench.${process.pid}.${i}@example.com`;
    const res = await post(
      base,
      "/api/user/register",
      { name: customerName("Bench", i), email, password: "hunter2hunter2" },
      null,
      `10.9.${i >> 8}.${i & 255}`,
    );
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const cookie = res.headers.get("set-cookie").split(";")[0];
    const address = {
      firstName: "Bench",
      lastName: "Buyer",
      email,
      street: "1, Mall Road",
      city: "Kanpur",
      state: "Uttar Pradesh",
      zipCode: "208001",
      country: "India",
      phone: "9876543210",
    };
    const a = await post(base, "/api/address/add", { address }, cookie);
    out.push({ cookie, addressId: (await a.json()).address._id });
  };
  for (let i = 0; i < n; i += 8) await Promise.all(Array.from({ length: Math.min(8, n - i) }, (_, k) => one(i + k)));
  return out;
}

async function bench(engine, databaseUrl) {
  const shop = await startShop({ port: 4320, databaseUrl, env: { TRUST_PROXY: "true" } });
  try {
    await uncountStock(shop, databaseUrl);
    // Products without options: an order line names them by id alone.
    const products = (await (await fetch(`${shop.url}/api/product/list`)).json()).products.filter(singleVariant);
    const buyers = await customers(shop.url, Math.ceil(total / PER_CUSTOMER));
    const latencies = [];
    let acknowledged = 0;
    let refused = 0;
    let next = 0;
    // The timed checkouts go through bench/lib.mjs's raw `request` on kept-alive connections: `fetch` costs the
    // client several times the CPU, taken from the two cores the shop and the database share (decision 044).
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    // CPU the shop and PostgreSQL spent in the timed window (Linux /proc): steadier than orders/s on a shared machine.
    const pgPids = databaseUrl ? pidsOf("postgres:") : [];
    const cpuBefore = { shop: cpuSeconds([shop.pid]), pg: cpuSeconds(pgPids) };
    const started = performance.now();
    const worker = async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const b = buyers[i % buyers.length];
        const items = [
          { product: products[i % products.length]._id, quantity: 1 + (i % 3) },
          { product: products[(i * 7 + 3) % products.length]._id, quantity: 1 },
        ];
        const res = await request(agent, shop.url, "POST", "/api/order/cod", { body: JSON.stringify({ items, address: b.addressId }), cookie: b.cookie });
        latencies.push(res.ms);
        if (res.status === 201) acknowledged++;
        else refused++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const cpu = { shop: cpuSeconds([shop.pid]) - cpuBefore.shop, pg: cpuSeconds(pgPids) - cpuBefore.pg };
    agent.destroy();
    let found = 0;
    for (const b of buyers) {
      const res = await fetch(`${shop.url}/api/order/user`, { headers: { Cookie: b.cookie } });
      found += (await res.json()).orders.length;
    }
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
    return {
      engine,
      sent: total,
      acknowledged,
      refused,
      seconds: seconds.toFixed(1),
      rate: Math.round(acknowledged / seconds),
      p50: pct(0.5),
      p99: pct(0.99),
      shopCpu: ((cpu.shop * 1000) / total).toFixed(2),
      pgCpu: databaseUrl ? ((cpu.pg * 1000) / total).toFixed(2) : "",
      found,
    };
  } finally {
    await shop.stop();
  }
}

const rows = await onEachEngine("orders", bench);

console.log(`\nCOD checkout over HTTP: ${total} orders of 2 lines, ${concurrency} at a time`);
console.log(
  "| engine | orders/s | p50 ms | p99 ms | shop CPU ms/order | PostgreSQL CPU ms/order | acknowledged (201) | refused | found afterwards | lost or extra |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.engine} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.shopCpu} | ${r.pgCpu} | ${r.acknowledged} | ${r.refused} | ${r.found} | ${r.found - r.acknowledged} |`,
  );
if (rows.some((r) => r.found !== r.acknowledged)) {
  console.error("MISMATCH: orders in the database differ from the orders acknowledged");
  process.exit(1);
}
