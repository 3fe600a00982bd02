import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp, type AppOptions } from "../app";
import { loadConfig } from "../config";
import { createServices } from "../main";
import type { Services } from "../services";
import { adminQuery, databaseUrlFor, templateFits, testShopEnv, type ShopTemplate } from "./shop-template";

/**
 * A fresh shop for one test file: its own SQLite file, or — when
 * TEST_DATABASE_URL is a PostgreSQL URL — its own throwaway PostgreSQL database.
 * Under `vitest run` it starts as a copy of the run's template shop (server/testing/shop-template.ts) when `opts`
 * change nothing createServices writes into a new database; otherwise (or `fromScratch`) it is migrated and seeded here.
 */
export async function createTestShop(opts: AppOptions & { renderImages?: boolean; env?: Record<string, string>; fromScratch?: boolean } = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-test-"));
  const baseUrl = process.env.TEST_DATABASE_URL || null;
  const template = !opts.fromScratch && templateFits(opts) ? templateFor(baseUrl) : null;
  if (template?.engine === "sqlite") await fs.cp(template.dataDir, dataDir, { recursive: true });
  const pgDb = baseUrl ? await createThrowawayDatabase(baseUrl, template?.engine === "postgres" ? template.database : undefined) : null;
  const config = loadConfig(testShopEnv(dataDir, pgDb?.url ?? "", opts.env));
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

/** The run's template for the engine tests run on, if the run made one (the fault suite does not). */
function templateFor(baseUrl: string | null): ShopTemplate | null {
  const template = inject("shopTemplate");
  return template?.engine === (baseUrl ? "postgres" : "sqlite") ? template : null;
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>;

/** A new PostgreSQL database (a copy of `template` when given), and how to drop it. */
export async function createThrowawayDatabase(baseUrl: string, template?: string) {
  const name = `shoptest_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return {
    url: databaseUrlFor(baseUrl, name),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
