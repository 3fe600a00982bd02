import type { Page } from "@playwright/test";
import type { ApiProduct } from "../lib/catalog";

export async function catalogue(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.get("/api/product/list");
  return ((await res.json()) as { products: ApiProduct[] }).products;
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState("networkidle");
}
