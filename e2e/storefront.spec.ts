import { expect, test } from "./fixtures";
import { categorySlug, productPath } from "../lib/catalog";
import { catalogue, hydrated, reactHydrated, singleVariant } from "./helpers";

test("home → category → product → Add to Cart updates the navbar count, kept across reloads", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await expect(page.getByTestId("category-tile")).toHaveCount(7);

  await page.getByTestId("category-tile").filter({ hasText: "Horse Halter" }).click();
  await expect(page).toHaveURL(/\/products\/horse%20accessories$/);
  await expect(page.getByRole("heading", { name: "Explore Our Products" })).toBeVisible();
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  // Issue 15: the category's tile text, never its filter value.
  for (const text of await cards.getByTestId("card-category").allTextContents()) expect(text).toBe("Horse Halter");

  // The first halter without options (products with options need a size / colour chosen on their page).
  const single = (await catalogue(page)).find((p) => p.category === "horse accessories" && p.inStock && singleVariant(p))!;
  const card = cards.filter({ has: page.getByRole("heading", { name: single.name, exact: true }) });
  await expect(card).toHaveCount(1);
  const firstName = (await card.getByRole("heading").textContent())!.trim();
  expect(firstName).toBe(single.name);
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstName);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.getByRole("link", { name: /^Cart, 2 items/ }).click();
  await expect(page.getByRole("heading", { name: /Shopping Cart/ })).toBeVisible();
  await expect(page.getByRole("link", { name: firstName }).first()).toBeVisible();
});

test("product card: Add turns into − qty +, and − back to Add, with the spec's toasts", async ({ page }) => {
  const single = (await catalogue(page)).find((p) => p.inStock && singleVariant(p))!;
  await page.goto("/products");
  await hydrated(page);
  const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: single.name, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: /^Add .* to cart$/ }).click();
  await expect(card.getByTestId("card-qty")).toHaveText("1");
  await card.getByRole("button", { name: /^Add one more/ }).click();
  await expect(card.getByTestId("card-qty")).toHaveText("2");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await card.getByRole("button", { name: /^Remove one/ }).click();
  await expect(page.getByText("Removed from cart").first()).toBeVisible();
  await card.getByRole("button", { name: /^Remove one/ }).click();
  await expect(card.getByRole("button", { name: /^Add .* to cart$/ })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("navbar search filters /products by name, case-insensitively, and shows the empty message", async ({ page }) => {
  const products = await catalogue(page);
  const target = products.find((p) => p.inStock)!;
  const word = target.name
    .split(/\s+/)
    .find((w) => w.length > 4)!
    .toUpperCase();
  await page.goto("/AboutUs");
  await hydrated(page);
  const search = page.getByRole("combobox", { name: "Search products" }).first();
  await search.fill(word);
  await expect(page).toHaveURL(new RegExp(`/products\\?q=${encodeURIComponent(word)}`));
  // Sold-out products are found too (issue 15), after those in stock.
  const expected = products.filter((p) => p.name.toLowerCase().includes(word.toLowerCase()));
  // The URL changes before the filtered grid renders: wait for the grid, not just the URL.
  await expect(page.getByTestId("product-card")).toHaveCount(Math.min(expected.length, 24));
  const names = await page.getByTestId("product-card").getByRole("heading").allTextContents();
  for (const n of names) expect(n.toLowerCase()).toContain(word.toLowerCase());

  await search.fill("zzz-no-such-product");
  await expect(page.getByTestId("empty-listing")).toHaveText("No products found. Try adjusting your search!");
});

test("home banner rotates its headline every 4 seconds", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const headline = page.getByTestId("banner-headline");
  const first = await headline.textContent();
  await expect(headline).not.toHaveText(first!, { timeout: 6_000 });
  const second = await headline.textContent();
  await expect(headline).not.toHaveText(second!, { timeout: 6_000 });
});

test("about gallery: clicking a thumbnail makes it the main display", async ({ page }) => {
  await page.goto("/AboutUs");
  await hydrated(page);
  const thumbs = page.getByTestId("gallery-thumb");
  await expect(thumbs).toHaveCount(6);
  const main = page.getByTestId("gallery-main");
  const before = await main.innerHTML();
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute("aria-pressed", "true");
  expect(await main.innerHTML()).not.toBe(before);
  await expect(main.locator("video")).toHaveCount(0);
  await page.getByRole("button", { name: /^Play video/ }).click();
  await expect(main.locator("video")).toHaveCount(1);
  await expect(main.locator("video source")).toHaveAttribute("src", /\.(webm|mp4)$/);
});

test("the floating WhatsApp link opens a chat with the shop's number in a new tab", async ({ page }) => {
  for (const path of ["/", "/products", "/ContactSection"]) {
    await page.goto(path);
    const link = page.getByTestId("whatsapp-link");
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("contact form: invalid input is refused with a message; a valid message is stored and thanked", async ({ page }) => {
  await page.goto("/ContactSection");
  await hydrated(page);
  await page.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/#contact-form$/);
  const form = page.locator("#contact-form");
  await form.getByLabel("Name").fill("Asha Verma");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Message").fill("Do you make halters in pony size?");
  await form.getByRole("button", { name: /send/i }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  await form.getByLabel("Email").fill("asha@example.com");
  await form.getByRole("button", { name: /send/i }).click();
  await expect(form.getByRole("status")).toContainText("Thank you");
  await expect(form.getByLabel("Name")).toHaveValue("");
});

test("unknown paths, products and categories get the friendly 404 page with status 404", async ({ page }) => {
  for (const path of ["/no-such-page", "/product/dog%20collar/prd_doesnotexist0000000000", "/products/unicorn-saddles"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText("404")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse products" })).toBeVisible();
  }
});

test("product pages carry title, canonical, Open Graph and JSON-LD Product + BreadcrumbList", async ({ page }) => {
  const p = (await catalogue(page)).find((x) => x.inStock && singleVariant(x))!;
  await page.goto(productPath(p));
  await expect(page).toHaveTitle(new RegExp(p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/product/${encodeURIComponent(categorySlug(p.category)).replace(/%/g, "%")}/${p._id}$`),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/.+\.webp$/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>[];
  const product = ld.find((x) => x["@type"] === "Product") as { offers: { price: string; priceCurrency: string; availability: string } };
  expect(product.offers).toMatchObject({ price: p.offerPrice.toFixed(2), priceCurrency: "INR", availability: "https://schema.org/InStock" });
  expect(ld.some((x) => x["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.getByTestId("tax-wording")).toHaveText("(+ GST)");
});

test("an out-of-stock product can be viewed but not added; listings show it marked Sold out, without Add", async ({ page }) => {
  const p = (await catalogue(page)).find((x) => !x.inStock)!;
  await page.goto(productPath(p));
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  await page.goto(`/products?q=${encodeURIComponent(p.name)}`);
  const card = page.getByTestId("product-card").filter({ hasText: p.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("sold-out")).toHaveText("Sold out");
  await expect(card.getByRole("button", { name: /to cart/ })).toHaveCount(0);
});

test("anonymous pages are cached and revalidate with ETag", async ({ request }) => {
  const first = await request.get("/products");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toContain("s-maxage");
  const again = await request.get("/products", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
});

test("@mobile the mobile menu opens and navigates at phone width", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/ContactSection$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("footer newsletter box refuses a bad email and answers a new and a known address alike", async ({ page }) => {
  await page.goto("/products");
  await hydrated(page);
  await reactHydrated(page, "#newsletter-email"); // its chunk is lazy: it may hydrate after the page
  const box = page.getByLabel("Get new designs and offers by email");
  await box.fill("rider@");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-status")).toHaveText("Please enter a valid email address");
  const email = `Rider.${Date.now()}@Example.com`;
  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const thanks = "Thank you for subscribing! Please check your inbox and confirm with the link we sent.";
  await expect(page.locator("#newsletter-status")).toHaveText(thanks);
  await expect(box).toHaveValue("");
  await box.fill(email.toLowerCase());
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-status")).toHaveText(thanks);
});

test("pages paint before their scripts load, then hydrate without errors or CSP violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  const [product] = (await catalogue(page)).filter((p) => p.inStock && singleVariant(p));
  for (const path of ["/", "/products", productPath(product!)]) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => new URL(r.name).pathname.startsWith("/assets/") && r.name.endsWith(".js"))
        .map((r) => r.startTime),
    }));
    expect(timing.fcp, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(2);
    for (const start of timing.scripts) expect(start, `${path}: a script was fetched before the first paint`).toBeGreaterThanOrEqual(timing.fcp!);
  }
  // and the hydrated page responds
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(problems).toEqual([]);
});
