import { expect, test, type Page } from "./fixtures";
import type { SearchAnswer, SearchHit } from "../lib/search-hits";
import { formatPrice, rupeesToPaise } from "../lib/money";
import { hydrated, axeOn, AXE_TAGS } from "./helpers";

/**
 * Issue 19 item 3: suggestions under the header's search box as the shopper types (GET /api/search), on a
 * 360 px phone: a typo, a plural and a Hindi word find products; the keyboard or a tap opens one.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function hits(page: Page, q: string): Promise<SearchHit[]> {
  const res = await page.request.get(`/api/search?q=${encodeURIComponent(q)}&limit=5`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as SearchAnswer).products;
}

async function axeClean(page: Page, scope: string) {
  const results = await axeOn(page).withTags(AXE_TAGS).include(scope).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
}

const price = (rupees: number) => formatPrice(rupeesToPaise(rupees));

test("@mobile a typo (“coller”) suggests dog collars with prices; the keyboard opens one", async ({ page }) => {
  const found = await hits(page, "coller");
  const collar = found.findIndex((h) => /dog collar/i.test(h.name));
  expect(collar, "the demo shop has a dog collar").toBeGreaterThanOrEqual(0);
  const hit = found[collar]!;

  await page.goto("/");
  await hydrated(page);
  const search = page.getByRole("combobox", { name: "Search products" });
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.pressSequentially("coller");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  const options = list.getByRole("option");
  await expect(options).toHaveCount(found.length + 1);
  await expect(options.nth(collar)).toContainText(hit.name);
  await expect(options.nth(collar)).toContainText(price(hit.offerPrice));
  await expect(options.last()).toHaveText("See all results for “coller”");
  await expect(options.last()).toHaveAttribute("href", "/products?q=coller");
  // The pictures keep their place while loading.
  await expect(options.first().locator("img")).toHaveAttribute("width", "40");
  await axeClean(page, "form:has(#search-mobile)");

  for (let i = 0; i <= collar; i++) await search.press("ArrowDown");
  await expect(options.nth(collar)).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", (await options.nth(collar).getAttribute("id"))!);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${hit.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hit.name);
  await expect(list).toBeHidden();

  // "See all results" lists what the suggestions found: the listing forgives the same typo, sold-out matches last.
  await page.goto("/products?q=coller");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: hit.name })).toHaveCount(1);
  await page.goto("/products?q=jacquard");
  await expect(cards.last()).toContainText("Jacquard Horse Halter – Pony Size, Red");
});

test("@mobile a plural (“halters”) suggests a halter; a tap opens it, Escape closes the list", async ({ page }) => {
  const found = await hits(page, "halters");
  const halter = found.find((h) => /halter/i.test(h.name))!;
  expect(halter, "the demo shop has a halter").toBeTruthy();

  await page.goto("/AboutUs");
  await hydrated(page);
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("halters");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  const option = list.getByRole("option", { name: new RegExp(halter.name) }).first();
  await expect(option).toBeVisible();
  await search.press("Escape");
  await expect(list).toBeHidden();
  await expect(search).toHaveValue("halters");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.press("ArrowDown"); // opens it again
  await expect(option).toBeVisible();
  await option.tap();
  await expect(page).toHaveURL(new RegExp(`${halter.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(halter.name);
});

test("@mobile on /hi a Hindi word (रस्सी) suggests products by their Hindi names", async ({ page }) => {
  const found = await hits(page, "रस्सी");
  expect(found.length).toBeGreaterThan(0);
  const first = found[0]!;

  await page.goto("/hi");
  await hydrated(page);
  const search = page.getByRole("combobox", { name: "उत्पाद खोजें" });
  await search.pressSequentially("रस्सी");
  const list = page.getByRole("listbox", { name: "सुझाव" });
  const options = list.getByRole("option");
  await expect(options.first()).toContainText(first.nameHi ?? first.name);
  await expect(options.first()).toHaveAttribute("href", `/hi${first.href}`);
  await expect(options.last()).toHaveText("“रस्सी” के सभी नतीजे देखें");
  await axeClean(page, "form:has(#search-mobile)");
  // Leaving the box closes the list.
  await search.press("Tab");
  await expect(list).toBeHidden();
});

test("@mobile a slow answer to an older query does not replace the newer one's", async ({ page }) => {
  await page.route("**/api/search?q=halter&**", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/ContactSection");
  await hydrated(page);
  const search = page.getByRole("combobox", { name: "Search products" });
  const asked = page.waitForRequest((r) => r.url().includes("/api/search?q=halter&"));
  await search.fill("halter");
  await asked;
  await search.fill("coller");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option").first()).toContainText(/collar/i);
  await page.waitForResponse((r) => r.url().includes("/api/search?q=halter&"));
  await page.waitForTimeout(200);
  await expect(list.getByRole("option").last()).toHaveText("See all results for “coller”");
  await expect(list.getByRole("option").filter({ hasText: /halter/i })).toHaveCount(0);
});
