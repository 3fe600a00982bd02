import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp, type AppOptions } from "../app";
import { loadConfig } from "../config";
import { createServices } from "../main";
import type { Services } from "../services";

/**
 * A fresh shop for one test file: its own SQLite file, or — when
 * TEST_DATABASE_URL is a PostgreSQL URL — its own throwaway PostgreSQL database.
 */
export async function createTestShop(opts: AppOptions & { renderImages?: boolean; env?: Record<string, string> } = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-test-"));
  const pgDb = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? "", LOG_LEVEL: "silent", TRUST_PROXY: "true", ...opts.env });
  const services: Services = await createServices(config, { renderImages: opts.renderImages ?? false });
  const app = createApp(services, opts);
  return {
    app,
    services,
    db: services.database.db,
    /** A same-origin JSON request, as the shop's own pages send it. */
    post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
      return app.request(pathname, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    async close() {
      await services.outbox.stop();
      await services.database.close();
      await pgDb?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>;

export async function createThrowawayDatabase(baseUrl: string) {
  const name = `shoptest_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
