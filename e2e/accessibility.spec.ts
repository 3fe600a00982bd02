import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { productPath } from "../lib/catalog";
import { catalogue, hydrated } from "./helpers";

test.describe("axe finds no accessibility violations", () => {
  // Nine pages, each with a full axe run (3–7 s apiece on a busy 2-core machine): more than the default 30 s.
  test.setTimeout(120_000);
  test("@phone on home, products, a product page, about, contact, brand and the QR page", async ({ page }) => {
    const p = (await catalogue(page)).find((x) => x.inStock)!;
    for (const path of ["/", "/products", productPath(p), "/AboutUs", "/ContactSection", "/BrandBondingSection", "/QRModal", "/cart", "/nope"]) {
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
      expect(summary, `violations on ${path}`).toEqual([]);
    }
  });
});

test("@phone axe: login modal, and the customer's cart, add-address and my-orders pages", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).or(page.getByRole("button", { name: "Login" }).first()).first().click();
  if (await page.locator("#mobile-menu").isVisible()) await page.locator("#mobile-menu").getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const modal = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(modal.violations.map((v) => v.id)).toEqual([]);

  const res = await page.request.post("/api/user/register", {
    data: { name: "Axe Tester", email: `axe.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`, password: "hunter2hunter2" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  for (const path of ["/cart", "/add-address", "/my-orders"]) {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`), `violations on ${path}`).toEqual([]);
  }
});
