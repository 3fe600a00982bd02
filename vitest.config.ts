import { defineConfig } from "vitest/config";

// Unit and in-process API tests (no React Router plugin: API tests build the Hono app directly).
export default defineConfig({
  test: {
    include: ["lib/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // `npm test` prints a summary of what the SQLite run executes (--coverage there; no threshold, issue 20).
    coverage: {
      provider: "v8",
      include: ["lib/**/*.{ts,tsx}", "server/**/*.{ts,tsx,js,mjs}", "app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
      exclude: ["**/*.test.{ts,tsx}", "server/testing/**", "**/*.d.ts"],
      reporter: ["text-summary"],
    },
  },
});
