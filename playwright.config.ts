import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_BASE_URL: run the journeys against shops already running (the scale-out suite's nginx); no server is started.
const external = process.env.E2E_BASE_URL;
const dataDir = path.join(os.tmpdir(), `shop-e2e-${process.pid}`);

/** Journeys in Debian's Chromium against the built app (`npm run build` first). */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: external ?? `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
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
          SELLER_EMAIL: "owner@example.com",
          SELLER_PASSWORD: "seller-secret-123",
        },
      },
});
