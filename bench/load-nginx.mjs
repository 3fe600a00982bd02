// The mixed traffic of bench/load.mjs through nginx, against one instance and then against two, on
// PostgreSQL, in the same run: requests/s, p50/p99 and errors (must be 0) for each, the scaling factor,
// and the CPU time each part used (shop instances, PostgreSQL, nginx, this client), which shows what
// the machine ran out of. Each setup gets its own throwaway database; the instances of a setup start at
// once and share one data folder. Needs nginx (apt-get install -y nginx) and PostgreSQL.
// usage: npm run bench:load-nginx -- [seconds=60] [connections=100] [cpus-per-instance]
// cpus-per-instance (e.g. 0.5) caps each instance with a cgroup, as if each ran on a machine of that size:
// on a small machine client, nginx and PostgreSQL would otherwise take the cores a second instance needs.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import os from "node:os";
import { NGINX } from "../scripts/nginx.mjs";
import { ensureBuilt, startCluster, withPostgres } from "./lib.mjs";
import { customersFor, cpuSeconds, drive, f, memoryMb, METRICS_TOKEN, pidsOf, prepare, printKinds } from "./mixed-load.mjs";

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 100);
const CPUS = process.argv[4] ? Number(process.argv[4]) : undefined;
ensureBuilt();
if (!NGINX) {
  console.error("nginx is not installed (apt-get install -y nginx): load through nginx skipped");
  process.exit(0);
}

async function run(instances, databaseUrl) {
  const cluster = await startCluster({ instances, databaseUrl, firstPort: 4341, cpus: CPUS, env: { TRUST_PROXY: "true", METRICS_TOKEN, LOG_LEVEL: "warn" } });
  const { shops, nginx } = cluster;
  try {
    const { products, customers } = await prepare({
      shop: shops[0],
      databaseUrl,
      warmUrls: [...shops.map((s) => s.url), nginx.url],
      customerCount: customersFor(SECONDS),
    });
    const postgres = pidsOf("postgres");
    const cpu = () => ({
      shop: cpuSeconds(shops.map((s) => s.pid)),
      postgres: cpuSeconds(postgres),
      nginx: cpuSeconds(nginx.pids()),
      client: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    });
    const before = cpu();
    const result = await drive({ base: nginx.url, products, customers, seconds: SECONDS, connections: CONNECTIONS });
    const after = cpu();
    const busy = Object.fromEntries(Object.keys(before).map((k) => [k, (after[k] - before[k]) / result.elapsed]));
    const mem = await Promise.all(shops.map((s) => memoryMb(s.url)));
    return { label: `${instances} instance${instances > 1 ? "s" : ""}`, instances, ...result, busy, mem };
  } finally {
    await cluster.stop();
  }
}

const rows = [];
for (const n of [1, 2]) {
  const row = await withPostgres(`lb${n}`, (url) => run(n, url));
  if (!row) process.exit(1);
  rows.push(row);
}

const cores = os.cpus().length;
console.log(
  `\nmixed load through nginx on PostgreSQL: ${CONNECTIONS} connections for ${SECONDS} s (client, nginx, PostgreSQL and the shop share ${cores} cores${CPUS ? `; each instance capped at ${CPUS} core` : ""})`,
);
console.log("| behind nginx | requests | req/s | p50 ms | p99 ms | errors | cores busy: shop · PostgreSQL · nginx · client | shop RSS after |");
console.log("|---|---:|---:|---:|---:|---:|---|---|");
for (const r of rows) {
  const b = r.busy;
  console.log(
    `| ${r.label} | ${r.requests} | ${Math.round(r.rps)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors} | ${b.shop.toFixed(2)} · ${b.postgres.toFixed(2)} · ${b.nginx.toFixed(2)} · ${b.client.toFixed(2)} | ${r.mem.map((m) => `${m.rss} MB`).join(", ")} |`,
  );
}
console.log(`\nscaling factor (2 instances / 1): ${(rows[1].rps / rows[0].rps).toFixed(2)}× requests/s, p99 ${f(rows[0].p99)} → ${f(rows[1].p99)} ms`);
printKinds(rows);
if (rows.some((r) => r.errors > 0)) process.exit(1);
