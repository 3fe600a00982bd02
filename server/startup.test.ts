import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { demoProducts } from "./db/seed/demo-catalogue";
import { createServices } from "./main";
import { createThrowawayDatabase } from "./testing/test-app";

// Several instances starting at the same moment on one PostgreSQL database (a rolling deploy, a restart of
// all instances): migrations, the demo seed and the first seller account happen once, and every instance starts.
describe.runIf(process.env.TEST_DATABASE_URL)("instances starting at once on PostgreSQL", () => {
  it("all start; the shop is migrated and seeded once and has one seller", async () => {
    const pg = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
    const dirs = await Promise.all([1, 2, 3].map(() => fs.mkdtemp(path.join(os.tmpdir(), "shop-start-"))));
    try {
      const started = await Promise.all(
        dirs.map((dir) =>
          createServices(
            loadConfig({
              NODE_ENV: "test",
              DATA_DIR: dir,
              DATABASE_URL: pg.url,
              LOG_LEVEL: "silent",
              SELLER_EMAIL: "owner@example.com",
              SELLER_PASSWORD: "seller-secret-123",
            }),
            { renderImages: false },
          ),
        ),
      );
      const { db } = started[0]!.database;
      const count = async (table: "sellers" | "products" | "categories") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("sellers")).toBe(1);
      expect(await count("products")).toBe(demoProducts.length);
      expect(await count("categories")).toBe(7);
      for (const s of started) expect((await s.catalog.get()).products.length).toBe(demoProducts.length);
      for (const s of started) await s.database.close();
    } finally {
      await pg.drop();
      for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
    }
  }, 60_000);
});
