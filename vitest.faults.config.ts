import { defineConfig } from "vitest/config";

// The fault suite: the built shop as a real process (kill, stop, back up, restore). Needs `npm run build` first.
export default defineConfig({
  test: {
    include: ["faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
