import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../config";
import { createServices } from "../main";
import { TEST_SEED_IMAGE_CACHE } from "./seed-image-cache";

/**
 * A shop as createServices leaves a new database: migrated, demo catalogue seeded (pictures named, not drawn),
 * VAPID keys, sandbox secret and demo seller made. Vitest's global setup (server/testing/global-setup.ts) makes one
 * per run and createTestShop copies it (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) instead of
 * migrating and seeding again: that took 1.5–3 s of a core per test shop, and a run makes over a hundred.
 */
export type ShopTemplate = { engine: "sqlite"; dataDir: string } | { engine: "postgres"; database: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** Absent where no global setup made one (the fault suite's own config). */
    shopTemplate?: ShopTemplate;
  }
}

/** The environment every test shop starts from; `env` of createTestShop adds to it. */
export function testShopEnv(dataDir: string, databaseUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    SEED_IMAGE_CACHE: TEST_SEED_IMAGE_CACHE,
    ...env,
  };
}

/**
 * Settings a copied shop may still be given: they change what the shop does when it runs, not what createServices
 * writes into a new database. Anything else (NODE_ENV, SELLER_EMAIL and SELLER_PASSWORD decide the first seller,
 * storage settings where pictures go, …) gets a shop made from scratch, as does `renderImages`.
 */
const RUNTIME_ONLY =
  /^(PUBLIC_URL|TRUST_PROXY|METRICS_TOKEN|SMTP_URL|MAIL_FROM|SMS_FILES|PUSH_ALLOW_LOOPBACK|(SHIPROCKET|RAZORPAY|WHATSAPP|MSG91)_[A-Z0-9_]+)$/;

export function templateFits(opts: { renderImages?: boolean; env?: Record<string, string> }): boolean {
  return !opts.renderImages && Object.keys(opts.env ?? {}).every((key) => RUNTIME_ONLY.test(key));
}

/** Makes the template for the engine the run tests on (TEST_DATABASE_URL: PostgreSQL) and returns how to drop it. */
export async function makeShopTemplate(baseUrl: string | null): Promise<{ template: ShopTemplate; drop: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-template-"));
  const database = `shoptemplate_${process.pid}`;
  if (baseUrl) {
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(baseUrl, `CREATE DATABASE ${database}`);
  }
  const services = await createServices(loadConfig(testShopEnv(dataDir, baseUrl ? databaseUrlFor(baseUrl, database) : "")), { renderImages: false });
  await services.outbox.stop();
  await services.database.close(); // SQLite: the write-ahead log is folded into shop.db and removed
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (!baseUrl) return { template: { engine: "sqlite", dataDir }, drop: removeDataDir };
  await removeDataDir(); // PostgreSQL: the shop is in the database; its folder holds nothing a copy needs
  return { template: { engine: "postgres", database }, drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) };
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
