import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { TEST_SEED_IMAGE_CACHE } from "./server/testing/seed-image-cache";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_BASE_URL: run the journeys against shops already running (the scale-out suite's nginx); no server is started.
const external = process.env.E2E_BASE_URL;
// Set once by the runner and inherited by its workers (which load this file again): journeys read files the shop
// writes there (e2e/otp-login.spec.ts reads the SMS under DATA_DIR/sms).
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `shop-e2e-${process.pid}`));

const TRACES = ["off", "on", "retain-on-failure"] as const;
const TRACE = TRACES.find((t) => t === process.env.E2E_TRACE) ?? (process.env.CI ? "off" : "retain-on-failure");

/** Journeys in Debian's Chromium against the built app (`npm run build` first). */
export default defineConfig({
  testDir: "e2e",
  // scripts/test.sh runs SQLite and PostgreSQL side by side: each run keeps its traces in a folder of its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // 45 s: the longest journeys take ~20 s on an idle two-core machine; CI shares those cores with PostgreSQL and the shop.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: external ?? `http://localhost:${PORT}`,
    // A trace is recorded for every journey and dropped when it passes: ~10 % of the journeys' time (the page's
    // screenshots and snapshots at each step). CI prints failures and keeps no files, so it records none;
    // E2E_TRACE=retain-on-failure (or on) brings them back there.
    trace: TRACE,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // @mobile: phone only; @phone: desktop and phone; everything else: desktop.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile/ },
    { name: "phone", use: { ...devices["Pixel 5"], channel: undefined }, grep: /@phone|@mobile/ },
  ],
  webServer: external
    ? undefined
    : {
        command: `rm -rf ${dataDir} && node build/server/index.js`,
        url: `http://localhost:${PORT}/readyz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          NODE_ENV: "production",
          PORT: String(PORT),
          DATA_DIR: dataDir,
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
          LOG_LEVEL: "error",
          DEMO_SHOP: "true",
          // The journeys register many customers from 127.0.0.1; they send X-Forwarded-For (e2e/helpers.ts
          // asNewVisitor) so each counts under its own address for the register limit, as real shoppers do.
          TRUST_PROXY: "true",
          SELLER_EMAIL: "owner@example.com",
          SELLER_PASSWORD: "seller-secret-123",
          // e2e/push.spec.ts: push subscriptions may point at the fake push service on loopback (tests only).
          PUSH_ALLOW_LOOPBACK: "true",
          // The demo's pictures, rendered by the first shop the suites seed and copied by the rest.
          SEED_IMAGE_CACHE: TEST_SEED_IMAGE_CACHE,
        },
      },
});
