import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createHandlers } from "./app";
import { loadConfig, type Config } from "./config";
import { migrate, openDatabase } from "./db/index";
import { seedIfEmpty } from "./db/seed/index";
import type { BuildSource } from "./http/ssr";
import { createLogger } from "./log";
import { CatalogCache } from "./modules/catalog/catalog.cache";
import type { Services } from "./services";
import { localDiskStorage } from "./storage/index";

export type StartOptions = {
  build: BuildSource;
  clientDir?: string;
  /** Dev only: Vite's connect middleware runs before the app. */
  devMiddleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  config?: Config;
};

/** Opens the database, migrates, seeds an empty shop and wires the services. */
export async function createServices(config: Config, opts: { renderImages?: boolean } = {}): Promise<Services> {
  const log = createLogger(config);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database.db);
  if (applied.length) log.info({ applied }, "migrations applied");
  const storage = localDiskStorage(config.uploadsDir);
  const seed = await seedIfEmpty(database, storage, { renderImages: opts.renderImages ?? true, log: (msg: string) => log.info(msg) });
  if (seed.seeded) log.info({ products: seed.products }, "demo catalogue seeded");
  const catalog = new CatalogCache(database.db);
  return { config, database, catalog, storage, log };
}

/** Read config, open db, migrate, start HTTP; stop gracefully on SIGTERM/SIGINT. */
export async function startServer(opts: StartOptions): Promise<http.Server> {
  const config = opts.config ?? loadConfig();
  const services = await createServices(config);
  const { log } = services;
  const { app, fastPath } = createHandlers(services, { build: opts.build, clientDir: opts.clientDir });
  const honoListener = getRequestListener(app.fetch);
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!fastPath(req, res)) void honoListener(req, res);
  };
  const dev = opts.devMiddleware;
  const server = http.createServer(dev ? (req, res) => dev(req, res, () => listener(req, res)) : listener);
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port, engine: services.database.engine, dataDir: config.dataDir }, `shop listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      log.warn("shutdown timeout: closing remaining connections");
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(() => {
      void services.database.close().then(() => {
        log.info("stopped");
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

export function defaultClientDir(): string {
  return path.resolve("build/client");
}
