import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import sharp from "sharp";
import { createHandlers } from "./app";
import { assertServable, loadConfig, type Config } from "./config";
import { ifUnlocked, LOCKS, migrate, openDatabase, withLock } from "./db/index";
import { groupCommitOf } from "./db/group-commit";
import { seedIfEmpty } from "./db/seed/index";
import { seedImageCache } from "./db/seed/images";
import type { BuildSource } from "./http/ssr";
import { ShopMetrics } from "./http/metrics";
import { createLogger } from "./log";
import { CatalogCache } from "./modules/catalog/catalog.cache";
import { createMailTransport } from "./modules/notifications/mail-transport";
import { createSmsTransport } from "./modules/notifications/sms-transport";
import { createWhatsAppTransport } from "./modules/notifications/whatsapp-transport";
import { sendCartReminders } from "./modules/cart/cart-reminders";
import { sendStockAlerts } from "./modules/catalog/stock-alerts";
import { OutboxWorker } from "./modules/notifications/outbox";
import { webPushSender } from "./modules/notifications/push/push-sender";
import { ensureVapidKeys } from "./modules/notifications/push/vapid";
import { expireStalePayments } from "./modules/payments/expire-payments";
import { runLowStockDigest } from "./modules/notifications/low-stock-digest";
import { CLEAN_UP_EVERY_MS, cleanUpExpired } from "./modules/accounts/clean-up";
import { razorpayGateway } from "./modules/payments/razorpay-client";
import { sandboxGateway } from "./modules/payments/sandbox-gateway";
import { ensureSeller } from "./modules/seller/ensure-seller";
import { settlePendingRefunds } from "./modules/after-sales/refunds";
import { manualShipping } from "./modules/shipping/manual";
import { shiprocketShipping } from "./modules/shipping/shiprocket";
import type { Services } from "./services";
import { createStorage } from "./storage/index";

// libvips keeps a cache of recent image operations (up to 50 MB and 100 open files by default); photos are encoded
// once and stored, so nothing reuses it, and the memory it held stayed in the process (issue 20, flat memory).
sharp.cache(false);

// Node 24 carves small Buffers (under half the pool) out of shared 64 KB slabs; one such Buffer still held keeps its
// whole slab. Buffers that outlive a young collection (a zlib call's output buffer does, see http/page-nonce.ts) then
// kept ~64 KB each until the next full collection: with 8 KB slabs (Node's size before 24) the ArrayBuffers a listing
// page left for the full collection fell from ~110 KB to ~45 KB (issue 20's closing note, stop 48).
Buffer.poolSize = 8 * 1024;

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
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err: err.message }, "idle database connection lost; the pool reconnects"),
  });
  const storage = createStorage(config.storage);
  // Several instances may start at once (PostgreSQL): they migrate, seed and create the first seller in turn.
  const seed = await withLock(database, LOCKS.startup, async () => {
    const applied = await migrate(database.db);
    if (applied.length) log.info({ applied }, "migrations applied");
    await ensureVapidKeys(database.db);
    return seedIfEmpty(database, storage, {
      renderImages: opts.renderImages ?? true,
      imageCache: config.seedImageCache ? seedImageCache(config.seedImageCache) : undefined,
      log: (msg: string) => log.info(msg),
    });
  });
  if (seed.seeded) log.info({ products: seed.products }, "demo catalogue seeded");
  const catalog = new CatalogCache(database.db, undefined, (err) =>
    log.warn({ err: err instanceof Error ? err.message : String(err) }, "catalogue: the database did not answer; serving the last loaded catalogue"),
  );
  const p = config.payments;
  const payments = p.mode === "razorpay" ? razorpayGateway(p) : p.mode === "sandbox" ? await sandboxGateway(database.db) : null;
  if (payments?.mode === "sandbox") {
    const msg =
      "online payments: embedded SANDBOX, no money moves and such orders are marked SANDBOX – NOT PAID; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay";
    if (config.env === "production") log.warn(msg);
    else log.info(msg);
  }
  const mailFrom = async () => {
    if (config.mail.from) return config.mail.from;
    const { settings } = await catalog.get();
    return { name: settings.shopName, address: settings.emails.support };
  };
  const vapid = await ensureVapidKeys(database.db);
  if (config.pushAllowLoopback) log.warn("PUSH_ALLOW_LOOPBACK=true: push subscriptions may name http:// endpoints on this machine; for tests only");
  // VAPID subject: the shop's sales address, so a push service can reach the shop about its traffic.
  const pushSubject = async () => `mailto:${(await catalog.get()).settings.emails.sales}`;
  const push = webPushSender({ db: database.db, keys: vapid, subject: pushSubject, allowLoopback: config.pushAllowLoopback });
  const whatsapp = createWhatsAppTransport(config.whatsapp);
  const outbox = new OutboxWorker(database.db, createMailTransport(config.mail), mailFrom, log, database.engine, push, whatsapp);
  const shipping = config.shiprocket ? shiprocketShipping(config.shiprocket, log) : manualShipping;
  const sms = createSmsTransport(config.sms);
  if (config.sms.mode === "off") log.info("login with OTP: off (production without MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID)");
  const services: Services = {
    config,
    database,
    catalog,
    storage,
    log,
    payments,
    outbox,
    sms,
    whatsapp,
    shipping,
    pushPublicKey: vapid.publicKey,
    metrics: new ShopMetrics(),
  };
  const writer = groupCommitOf(database.db);
  if (writer) services.metrics.watchGroupCommit(writer);
  await withLock(database, LOCKS.startup, () => ensureSeller(services));
  return services;
}

/**
 * A pass run every `everyMs` (the timer does not keep the process alive); a pass never overlaps the one before, and a
 * failed pass is logged with `failure`. `stop` clears the timer and waits for a pass in flight.
 */
function repeat(everyMs: number, failure: string, log: Services["log"], pass: () => Promise<unknown>): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= pass()
      .catch((err: unknown) => log.error({ err }, failure))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** Email and push delivery, the daily low-stock digest, the expiry of unfinished online payments, pending gateway refunds read again and the clean-up of ended sessions; returns a stopper. */
export function startBackgroundJobs(services: Services): () => Promise<void> {
  services.outbox.start();
  const log = services.log;
  const jobs = [
    // Unfinished online and UPI payments past their window: every instance schedules the pass, one at a time runs it.
    repeat(60_000, "payment expiry pass failed", log, () => ifUnlocked(services.database, LOCKS.paymentExpiry, () => expireStalePayments(services))),
    // Ended sessions and old rate-limit rows; idempotent deletes, so every instance may run it.
    repeat(CLEAN_UP_EVERY_MS, "session and rate-limit clean-up failed", log, () => cleanUpExpired(services.database.db)),
    // The low-stock digest: looked at every few minutes, acts once a day from 09:00 IST (one instance at a time).
    repeat(5 * 60_000, "low-stock digest failed", log, () =>
      ifUnlocked(services.database, LOCKS.lowStockDigest, async () => {
        if ((await runLowStockDigest(services.database.db, services.config.publicUrl)) === "queued") services.outbox.kick();
      }),
    ),
    // Gateway refunds still pending: read again until Razorpay says processed or failed (one instance at a time).
    repeat(5 * 60_000, "pending refund pass failed", log, () => ifUnlocked(services.database, LOCKS.pendingRefunds, () => settlePendingRefunds(services))),
    // Cart reminders (issue 19): one email a day after a cart was left (one instance at a time).
    repeat(10 * 60_000, "cart reminder pass failed", log, () => ifUnlocked(services.database, LOCKS.cartReminders, () => sendCartReminders(services))),
    // Back-in-stock alerts (issue 19): looked at every 5 minutes (one instance at a time).
    repeat(5 * 60_000, "back-in-stock pass failed", log, () => ifUnlocked(services.database, LOCKS.stockAlerts, () => sendStockAlerts(services))),
  ];
  return async () => {
    for (const job of jobs) await job.stop();
    await services.outbox.stop();
  };
}

/** At shutdown: the drain before the listener closes, and how long no request must have come in before idle keep-alive sockets close. */
const QUIET_MS = 250;
/** The longest drain before the listener closes, even under a stream of new connections. */
const MAX_DRAIN_MS = 5_000;

/** Read config, open db, migrate, start HTTP; stop gracefully on SIGTERM/SIGINT. */
export async function startServer(opts: StartOptions): Promise<http.Server> {
  const config = opts.config ?? loadConfig();
  assertServable(config);
  const services = await createServices(config);
  const { log } = services;
  const { app, fastPath } = createHandlers(services, { build: opts.build, clientDir: opts.clientDir });
  const stopJobs = startBackgroundJobs(services);
  const honoListener = getRequestListener(app.fetch);
  let stopping = false;
  let listenerClosed = false;
  let inFlight = 0;
  let lastRequestAt = Date.now();
  let lastConnectionAt = Date.now();
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight++;
    lastRequestAt = Date.now();
    res.once("close", () => inFlight--);
    // Listener closed: answer, then close the connection (no keep-alive reuse), and skip the fast path.
    if (listenerClosed) res.shouldKeepAlive = false;
    if (listenerClosed || !fastPath(req, res)) void honoListener(req, res);
  };
  const dev = opts.devMiddleware;
  const server = http.createServer(dev ? (req, res) => dev(req, res, () => listener(req, res)) : listener);
  server.keepAliveTimeout = 65_000;
  server.on("connection", () => {
    lastConnectionAt = Date.now();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const pidFile = markRunning(config, services);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port, engine: services.database.engine, dataDir: config.dataDir }, `shop listening on http://localhost:${port}`);

  /**
   * SIGTERM/SIGINT: readiness turns 503 at once and the listener closes after a short drain (no new
   * connections after that), but live connections are not cut: a request whose bytes have arrived and are
   * not parsed yet would count as "idle" and be reset (http.Server.close() does that).
   * During the drain, keep-alive connections stay usable. Answering them with Connection: close would make a
   * proxy with pooled connections (nginx) open a new connection for each next request, a stream that keeps
   * the drain going and leaves connections in the accept backlog, which closing the listener resets.
   * Once the listener is closed, requests still arriving on open connections are answered with
   * Connection: close (a proxy's next connection is refused: it tries another instance, safely, as nothing
   * was sent); once nothing has been in flight for a moment, the remaining connections are closed; SHUTDOWN_TIMEOUT_MS is
   * the backstop. Then background jobs stop and the database closes.
   */
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.draining = true;
    log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      log.warn("shutdown timeout: closing remaining connections");
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    let quiet: NodeJS.Timeout | undefined;
    const closeListener = () => {
      listenerClosed = true;
      net.Server.prototype.close.call(server, () => {
        clearInterval(quiet);
        void stopJobs()
          .then(() => services.database.close())
          .then(() => {
            if (pidFile) fs.rmSync(pidFile, { force: true });
            log.info("stopped");
            process.exit(0);
          });
      });
      quiet = setInterval(() => {
        // All connections, not closeIdleConnections(): that one leaves connections that never carried a
        // request (a client's pool opens some ahead of need), and they would hold the exit to the backstop.
        if (inFlight === 0 && Date.now() - lastRequestAt > QUIET_MS) server.closeAllConnections();
      }, 50);
    };
    // Drain first: connections the kernel has already taken (the listen backlog) would be reset if the listener
    // closed now. It closes after two quiet checks in a row with no new connection (an I/O phase, which accepts
    // pending connections, always runs between two timer ticks), at the latest after MAX_DRAIN_MS. Readiness is
    // 503 meanwhile, so a load balancer stops sending new connections.
    const drainStarted = Date.now();
    let quietChecks = 0;
    const drain = setInterval(() => {
      quietChecks = Date.now() - lastConnectionAt > QUIET_MS ? quietChecks + 1 : 0;
      if (quietChecks >= 2 || Date.now() - drainStarted > MAX_DRAIN_MS) {
        clearInterval(drain);
        closeListener();
      }
    }, 50);
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/**
 * With SQLite, DATA_DIR/shop.pid names the process serving the database, so
 * `npm run restore` can refuse to replace it under a running shop. A stale file
 * (after a crash) names a process that no longer exists and is ignored.
 */
function markRunning(config: Config, services: Services): string | null {
  if (services.database.engine !== "sqlite") return null;
  const file = path.join(config.dataDir, "shop.pid");
  fs.writeFileSync(file, String(process.pid));
  return file;
}

export function defaultClientDir(): string {
  return path.resolve("build/client");
}
