import type { TestProject } from "vitest/node";
import { makeShopTemplate } from "./shop-template";

/** Vitest's global setup: the shop every test shop is copied from (server/testing/shop-template.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await makeShopTemplate(process.env.TEST_DATABASE_URL || null);
  project.provide("shopTemplate", template);
  return drop;
}
