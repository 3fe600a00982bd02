// A rolling restart under load: two instances behind nginx on PostgreSQL, the mixed traffic of
// bench/load.mjs, and each instance in turn stopped (SIGTERM) and started again on its port, as a deploy
// does. Prints what the clients saw (errors must be 0) and what nginx logged about the instances
// (connections refused or reset, each one a request nginx resent to the other instance).
// usage: npm run bench:rolling-restart -- [seconds=40] [connections=100] [gap-seconds=6]
import { NGINX } from "../scripts/nginx.mjs";
import { ensureBuilt, startCluster, withPostgres } from "./lib.mjs";
import { customersFor, drive, f, METRICS_TOKEN, prepare, printKinds } from "./mixed-load.mjs";

const SECONDS = Number(process.argv[2] ?? 40);
const CONNECTIONS = Number(process.argv[3] ?? 100);
// Seconds between one instance being ready and stopping the next: nginx takes a restarted instance back only
// after fail_timeout (5 s, see scripts/nginx.mjs and deploy/nginx.conf); stop the other one sooner and nginx has
// no instance it will use ("no live upstreams", 502). docs/production.md's deploy script waits 6 s.
const GAP_S = Number(process.argv[4] ?? 6);
ensureBuilt();
if (!NGINX) {
  console.error("nginx is not installed (apt-get install -y nginx): skipped");
  process.exit(0);
}

async function run(databaseUrl) {
  const cluster = await startCluster({ instances: 2, databaseUrl, firstPort: 4351, env: { TRUST_PROXY: "true", METRICS_TOKEN, LOG_LEVEL: "warn" } });
  const { shops, nginx } = cluster;
  try {
    const { products, customers } = await prepare({
      shop: shops[0],
      databaseUrl,
      warmUrls: [...shops.map((s) => s.url), nginx.url],
      customerCount: customersFor(SECONDS),
    });
    const load = drive({ base: nginx.url, products, customers, seconds: SECONDS, connections: CONNECTIONS });
    const restarts = [];
    // As docs/production.md's deploy script does: restart one, wait until it is ready and GAP_S more, then the next.
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 4));
    for (const i of [0, 1]) {
      if (i > 0) await new Promise((r) => setTimeout(r, GAP_S * 1000));
      const t = performance.now();
      await cluster.restart(i);
      restarts.push(`instance ${i + 1}: ${((performance.now() - t) / 1000).toFixed(1)} s from SIGTERM to ready again`);
    }
    const result = await load;
    const log = nginx.errorLog();
    const count = (re) => (log.match(re) ?? []).length;
    return {
      label: "rolling restart",
      ...result,
      restarts,
      refused: count(/Connection refused/g),
      reset: count(/reset by peer|prematurely closed/g),
      noLive: count(/no live upstreams/g),
      logTail: log.split("\n").filter(Boolean).slice(-3),
    };
  } finally {
    await cluster.stop();
  }
}

const r = await withPostgres("roll", run);
if (!r) process.exit(1);
console.log(`\nrolling restart through nginx on PostgreSQL: ${CONNECTIONS} connections for ${SECONDS} s, each of 2 instances restarted once, ${GAP_S} s apart`);
console.log(r.restarts.join("; "));
console.log(`requests ${r.requests}, ${Math.round(r.rps)}/s, p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms, errors seen by clients ${r.errors}`);
console.log(
  `nginx: ${r.refused} connections refused, ${r.reset} connections reset or closed mid-request (each resent to the other instance), ${r.noLive} requests with no instance to send to`,
);
if (r.logTail.length) console.log(`nginx log (last lines):\n  ${r.logTail.join("\n  ")}`);
printKinds([r]);
if (r.errors > 0) process.exit(1);
