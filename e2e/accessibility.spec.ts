import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { productPath } from "../lib/catalog";
import { catalogue, hydrated } from "./helpers";

test.describe("axe finds no accessibility violations", () => {
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
