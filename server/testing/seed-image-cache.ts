import os from "node:os";
import path from "node:path";

/**
 * The folder of rendered demo pictures every shop the suites start shares (SEED_IMAGE_CACHE): the first shop seeded
 * with pictures renders them, every later one copies them (a first start: ~10 s → ~2 s on two cores). Test shops
 * (testShopEnv), the browser journeys' servers (playwright.config.ts) and the fault suite's (faults/server.ts).
 */
export const TEST_SEED_IMAGE_CACHE = path.join(os.tmpdir(), "shop-seed-images");
