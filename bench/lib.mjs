// Shared bench helpers: start the built shop on a fresh data dir, wait until ready.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { startNginx } from "../scripts/nginx.mjs";

/**
 * A customer's name for number `n`: names refuse digits, so each digit is a letter; and none of f, h, p, t, w, so the
 * letters never make a word the shop refuses as a web address (customer 4218 was "www" in base 26: the soak stopped).
 */
export const customerName = (prefix, n) => `${prefix} ${String(n).replace(/\d/g, (d) => "abcdegjkmn"[Number(d)])}`;

/**
 * The built shop on `port`, in a new data folder (or a shared one: `dataDir`, kept at stop). `cpus` caps the
 * process at that many cores (a Linux cgroup, see capCpu), as if it ran on a machine of its own that size.
 */
export async function startShop({ port, databaseUrl = "", env = {}, dataDir: shared, cpus }) {
  const dataDir = shared ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  // as production runs it (README, docs/decisions/036, 039 and 040)
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=16", "--heap-growing-percent=50", ...(process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean), "build/server/index.js"],
    {
      env: {
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "65536",
        ...process.env,
        NODE_ENV: "production",
        ...(env.DEMO_SHOP === "true" ? {} : { PUBLIC_URL: `http://localhost:${port}` }),
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "silent",
        ...env,
      },
      // BENCH_SHOP_STDOUT=1: the shop's standard output on the bench's (what V8's --trace-gc prints goes there).
      stdio: ["ignore", process.env.BENCH_SHOP_STDOUT ? "inherit" : "ignore", "inherit"],
    },
  );
  const cap = cpus ? capCpu(child.pid, cpus) : null;
  await waitFor(`http://localhost:${port}/readyz`);
  return {
    url: `http://localhost:${port}`,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      cap?.remove();
      if (!shared) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Limits a process to `cpus` cores with a cgroup of its own (cgroup v1 `cpu` or v2 `cpu.max`; needs root).
 * Throws with the reason when this machine does not allow it.
 */
export function capCpu(pid, cpus) {
  const period = 100_000;
  const quota = Math.round(cpus * period);
  const v1 = "/sys/fs/cgroup/cpu";
  const v2 = fs.existsSync("/sys/fs/cgroup/cgroup.controllers") ? "/sys/fs/cgroup" : "/sys/fs/cgroup/unified";
  let dir;
  try {
    if (fs.existsSync(`${v1}/cpu.cfs_quota_us`)) {
      dir = `${v1}/shop-bench-${pid}`;
      fs.mkdirSync(dir);
      fs.writeFileSync(`${dir}/cpu.cfs_period_us`, String(period));
      fs.writeFileSync(`${dir}/cpu.cfs_quota_us`, String(quota));
    } else {
      fs.writeFileSync(`${v2}/cgroup.subtree_control`, "+cpu");
      dir = `${v2}/shop-bench-${pid}`;
      fs.mkdirSync(dir);
      fs.writeFileSync(`${dir}/cpu.max`, `${quota} ${period}`);
    }
    fs.writeFileSync(`${dir}/cgroup.procs`, String(pid));
  } catch (e) {
    throw new Error(`cannot cap a process's CPU here (needs root and a writable cgroup cpu controller): ${e.message}`);
  }
  return {
    /** After the process exited (a cgroup with a process in it cannot be removed). */
    remove() {
      fs.rmdirSync(dir);
    },
  };
}

/**
 * `instances` shops on `databaseUrl` (PostgreSQL), started at once on ports from `firstPort` with one shared
 * data folder, behind nginx (scripts/nginx.mjs). `restart(i)` stops instance i (SIGTERM) and starts it again on
 * its port, as a deploy does. `cpus` caps each instance (see startShop).
 */
export async function startCluster({ instances, databaseUrl, firstPort, env, cpus }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-cluster-"));
  const start = (i) => startShop({ port: firstPort + i, databaseUrl, dataDir, env, cpus });
  const shops = await Promise.all(Array.from({ length: instances }, (_, i) => start(i)));
  const nginx = await startNginx({ upstreams: shops.map((s) => s.url) });
  return {
    shops,
    nginx,
    async restart(i) {
      await shops[i].stop();
      shops[i] = await start(i);
    },
    async stop() {
      await nginx.stop();
      await Promise.all(shops.map((s) => s.stop()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function ensureBuilt() {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("Run `npm run build` first.");
    process.exit(1);
  }
}

/** A product a client can cart or order by its id alone: it has one variant (no options). */
export const singleVariant = (p) => (p.variants?.length ?? 1) === 1;

const productPagePath = (p) => `/product/${encodeURIComponent(p.category.toLowerCase())}/${p._id}`;

/** The first in-stock product without options (the page measured before variants, comparable across checkouts). */
export async function firstInStockProductPath(base) {
  const { products } = await (await fetch(`${base}/api/product/list`)).json();
  return productPagePath(products.find((x) => x.inStock && singleVariant(x)));
}

/** The demo catalogue's product with options: the padded halter (Size × Colour), found by name. */
export const PRODUCT_WITH_OPTIONS = "Padded Nylon Horse Halter";

/** The page of the padded halter (Size × Colour), for benches of a product page with option pickers. */
export async function productWithOptionsPath(base) {
  const { products } = await (await fetch(`${base}/api/product/list`)).json();
  const p = products.find((x) => x.name === PRODUCT_WITH_OPTIONS);
  if (!p) throw new Error(`No product named "${PRODUCT_WITH_OPTIONS}" in ${base}/api/product/list`);
  return productPagePath(p);
}

/**
 * Runs `run(engine, databaseUrl)` on SQLite, then on a throwaway PostgreSQL database
 * (BENCH_DATABASE_URL, default the local `test` one; skipped when unreachable). Returns the results.
 */
export async function onEachEngine(tag, run) {
  // BENCH_ENGINES=sqlite or =postgresql runs one engine only (default both).
  const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgresql").toLowerCase().split(",");
  const rows = [];
  if (engines.includes("sqlite")) rows.push(await run("SQLite", ""));
  const pgRow = engines.includes("postgresql") ? await withPostgres(tag, (url) => run("PostgreSQL", url)) : null;
  if (pgRow) rows.push(pgRow);
  return rows;
}

/**
 * Runs `run(databaseUrl)` on a throwaway PostgreSQL database made from BENCH_DATABASE_URL (default the local
 * `test` one) and drops it afterwards. Returns null, with a message, when PostgreSQL is unreachable.
 */
export async function withPostgres(tag, run) {
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `shop_bench_${tag}_${process.pid}`;
  let url;
  try {
    url = execFileSync(process.execPath, ["scripts/pg-db.mjs", "create", base, name], { encoding: "utf8" }).trim();
  } catch {
    console.error(`PostgreSQL not reachable at ${base}: skipped`);
    return null;
  }
  try {
    return await run(url);
  } finally {
    execFileSync(process.execPath, ["scripts/pg-db.mjs", "drop", base, name]);
  }
}

/** Stock is not what the benches measure: every product sells without a count (SQLite file or PostgreSQL). */
export async function uncountStock(shop, databaseUrl) {
  // Stock lives on the variants since issue 14; the product row summarises them.
  const statements = [
    "update products set stock = null, in_stock = 1 where deleted_at is null",
    "update product_variants set stock = null, in_stock = 1 where deleted_at is null",
  ];
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    for (const statement of statements) await c.query(statement);
    await c.end();
  } else {
    const db = new SQLite(path.join(shop.dataDir, "shop.db"));
    db.pragma("busy_timeout = 5000");
    for (const statement of statements) db.prepare(statement).run();
    db.close();
  }
}

export const BENCH_SELLER = { email: "bench-owner@example.com", password: "bench-seller-secret-1" };
/** startShop's env for a shop with the bench's seller account (created at start). */
export const sellerEnv = { DEMO_SHOP: "true", SELLER_EMAIL: BENCH_SELLER.email, SELLER_PASSWORD: BENCH_SELLER.password };

/** Logs the bench's seller in; returns the Cookie header value of the seller session. */
export async function sellerCookie(base) {
  const res = await fetch(`${base}/api/seller/login`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_SELLER),
  });
  if (res.status !== 200) throw new Error(`seller login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A new customer with one delivery address in Bengaluru: the headers of their API calls (Origin, JSON, the session
 * cookie), the session cookie as name/value pairs (for a browser), the address id and the email.
 */
export async function benchCustomer(base) {
  const json = { Origin: base, "Content-Type": "application/json" };
  const email = `bench.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reg = await fetch(`${base}/api/user/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: "Meera Krishnamurthy", email, password: "bench-customer-1" }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const session = reg.headers.getSetCookie().map((c) => c.split(";")[0]);
  const headers = { ...json, Cookie: session.join("; ") };
  const address = {
    firstName: "Meera",
    lastName: "Krishnamurthy",
    email,
    street: "12B, 4th Cross, Malleswaram",
    city: "Bengaluru",
    state: "Karnataka",
    zipCode: "560003",
    country: "India",
    phone: "9876512345",
  };
  const added = await (await fetch(`${base}/api/address/add`, { method: "POST", headers, body: JSON.stringify({ address }) })).json();
  const cookies = session.map((c) => {
    const [name, ...value] = c.split("=");
    return { name, value: value.join("="), url: base };
  });
  return { headers, cookies, addressId: added.address._id, email };
}

/** A customer who places `count` cash-on-delivery orders of one or two in-stock products, so order screens have rows. */
export async function placeOrders(base, count) {
  const { headers, addressId } = await benchCustomer(base);
  const products = (await (await fetch(`${base}/api/product/list`)).json()).products.filter((p) => p.inStock && singleVariant(p));
  for (let i = 0; i < count; i++) {
    const items = [
      { product: products[i % products.length]._id, quantity: 1 },
      ...(i % 2 ? [{ product: products[(i + 1) % products.length]._id, quantity: 2 }] : []),
    ];
    const res = await fetch(`${base}/api/order/cod`, { method: "POST", headers, body: JSON.stringify({ items, address: addressId }) });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
  }
}

/**
 * One HTTP request on `agent` (keep-alive), the answer read to its last byte as sent (gzip accepted, not decoded) and
 * dropped: `{ status, ms, setCookie }`, status 0 with `error` when the connection failed. Not fetch(): it decodes
 * every answer through a zlib stream, and the bench's own collections then counted as the shop's time
 * (docs/decisions/043).
 */
export function request(agent, base, method, url, { body, cookie } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: {
          "Accept-Encoding": "gzip",
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started, setCookie: res.headers["set-cookie"] }));
      },
    );
    req.on("error", (err) => resolve({ status: 0, ms: performance.now() - started, error: err.code }));
    if (body) req.write(body);
    req.end();
  });
}
