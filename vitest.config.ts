import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit and in-process API tests (no React Router plugin: API tests build the Hono app directly).
export default defineConfig({
  test: {
    include: ["lib/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One migrated, seeded shop per run that every test shop is copied from (server/testing/shop-template.ts).
    globalSetup: ["server/testing/global-setup.ts"],
    // Every core: Vitest's default in a run is one fewer, which on a two-core CI machine ran one file at a time. Each
    // file has its own shop (its own SQLite file or PostgreSQL database, servers on port 0), so files run side by side.
    // SQLite 553 -> 342 s, PostgreSQL 404 s with two (2026-11-29); with the copied test shops: SQLite (with coverage)
    // 303 s, PostgreSQL 397 -> 317 s (same day, one quiet run each).
    maxWorkers: os.availableParallelism(),
    // `npm test` prints a summary of what the SQLite run executes (--coverage there; no threshold, issue 20).
    coverage: {
      provider: "v8",
      include: ["lib/**/*.{ts,tsx}", "server/**/*.{ts,tsx,js,mjs}", "app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
      exclude: ["**/*.test.{ts,tsx}", "server/testing/**", "**/*.d.ts"],
      reporter: ["text-summary"],
    },
  },
});
