import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../scripts/free-port.mjs";
import { openDatabase, type Database } from "../server/db/index";
import { TEST_SEED_IMAGE_CACHE } from "../server/testing/seed-image-cache";
import { createThrowawayDatabase } from "../server/testing/test-app";

/**
 * The built shop (build/server/index.js) as a real process, for the fault
 * suite: start, SIGKILL, SIGTERM, restart on the same data. SQLite in a temp
 * DATA_DIR, or PostgreSQL when FAULTS_DATABASE_URL names a throwaway database.
 */
export type ShopProcess = {
  url: string;
  dataDir: string;
  databaseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: () => string;
  /** The shop's log (JSON lines on stdout, LOG_LEVEL warn unless set). */
  log: () => string;
};

export const SELLER = { email: "owner@example.com", password: "seller-secret-123" };

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "shop-faults-"));
}

/** Production refuses to start without PUBLIC_URL, except the demo shop (server/config.ts assertServable). */
const publicUrl = (env: Record<string, string> | undefined, url: string) => (env?.DEMO_SHOP === "true" ? {} : { PUBLIC_URL: url });

export async function startShop(opts: { dataDir: string; databaseUrl: string; port?: number; env?: Record<string, string> }): Promise<ShopProcess> {
  const port = opts.port ?? (await freePort());
  let err = "";
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...publicUrl(opts.env, `http://127.0.0.1:${port}`),
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      SELLER_EMAIL: SELLER.email,
      SELLER_PASSWORD: SELLER.password,
      SHUTDOWN_TIMEOUT_MS: "10000",
      SEED_IMAGE_CACHE: TEST_SEED_IMAGE_CACHE,
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (d: Buffer) => (err += d.toString()));
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited at start: ${err}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`shop did not become ready: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, child, exited, stderr: () => err, log: () => log };
}

/** A shell command of the shop (`node build/server/index.js backup …`). */
export function shopCommand(args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, ["build/server/index.js", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

export type Buyer = { cookie: string; addressId: string };

/** Customers with one address each, registered over HTTP (each from its own address, as the shop trusts X-Forwarded-For here). */
export async function registerBuyers(url: string, n: number, tag: string): Promise<Buyer[]> {
  const out: Buyer[] = [];
  const one = async (i: number) => {
    const email = `${tag}.${i}.${Date.now().toString(36)}@example.com`;
    const post = (p: string, body: unknown, cookie = "") =>
      fetch(url + p, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.${i >> 8}.${i & 255}.${tag.length}`, ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      });
    const reg = await post("/api/user/register", {
      name: `Buyer ${i.toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)}`,
      email,
      password: "hunter2hunter2",
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const cookie = reg.headers.get("set-cookie")!.split(";")[0]!;
    const address = {
      firstName: "Buyer",
      lastName: "Tester",
      email,
      street: "1, Mall Road",
      city: "Kanpur",
      state: "Uttar Pradesh",
      zipCode: "208001",
      country: "India",
      phone: "9876543210",
    };
    const add = await post("/api/address/add", { address }, cookie);
    out[i] = { cookie, addressId: ((await add.json()) as { address: { _id: string } }).address._id };
  };
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, k) => one(i + k)));
  return out;
}

/** A cash-on-delivery checkout; with an idempotency key a retry answers with the first order, as the cart's does. */
export function codOrder(url: string, buyer: Buyer, items: { product: string; quantity: number }[], idempotencyKey?: string) {
  return fetch(`${url}/api/order/cod`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: buyer.cookie, ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}) },
    body: JSON.stringify({ items, address: buyer.addressId }),
  });
}

/**
 * A fault test's shop: its own data folder (and throwaway PostgreSQL database in the TEST_DATABASE_URL
 * pass), the shop process and a direct database handle. `dispose` kills and removes everything.
 */
export async function faultShop() {
  const dataDir = newDataDir();
  const pgDb = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
  const databaseUrl = pgDb?.url ?? "";
  const shop = await startShop({ dataDir, databaseUrl });
  const db = openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir });
  return {
    dataDir,
    databaseUrl,
    shop,
    db,
    /** Restart on the same data (after a kill or a stop). */
    restart: () => startShop({ dataDir, databaseUrl }),
    async dispose(current: { shop?: ShopProcess; db?: Database }) {
      current.shop?.child.kill("SIGKILL");
      await current.db?.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type FaultShop = Awaited<ReturnType<typeof faultShop>>;
