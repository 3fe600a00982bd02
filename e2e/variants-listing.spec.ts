import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import sharp from "sharp";
import { hydrated, SELLER, axeOn, AXE_TAGS } from "./helpers";

type Option = { name: string; values: string[] };

/** Adds a product through the seller API and gives it options: every combination, priced by `price`. */
async function addProductWithOptions(
  request: APIRequestContext,
  origin: string,
  name: string,
  category: string,
  options: Option[],
  price: (choice: Record<string, string>) => number,
) {
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#7a1f35" } })
    .jpeg()
    .toBuffer();
  const added = await request.post("/api/product/add-product", {
    headers: { Origin: origin },
    multipart: {
      name,
      category,
      description: "Made for the listing journey",
      price: "2000",
      offerPrice: "1000",
      gstRate: "12",
      hsnCode: "4201",
      stock: "5",
      image: { name: "p.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { product } = (await added.json()) as { product: { _id: string } };
  const loaded = (await (await request.get(`/api/seller/products/${product._id}/variants`)).json()) as {
    product: { variants: { _id: string; sku: string; updatedAt: string }[] };
  };
  const first = loaded.product.variants[0]!;
  let combos: Record<string, string>[] = [{}];
  for (const o of options) combos = combos.flatMap((c) => o.values.map((v) => ({ ...c, [o.name]: v })));
  const variants = combos.map((choice, i) => ({
    ...(i === 0 ? { _id: first._id, updatedAt: first.updatedAt } : {}),
    options: choice,
    sku: i === 0 ? first.sku : `${first.sku}-${i}`,
    price: 2000,
    offerPrice: price(choice),
    stock: 5,
    inStock: true,
  }));
  const put = await request.put(`/api/seller/products/${product._id}/variants`, { headers: { Origin: origin }, data: { options, variants } });
  expect(put.status(), await put.text()).toBe(200);
}

const cardNames = (page: Page) => page.getByTestId("product-card").locator("h3");
/** Marks the loaded document, and reads the mark back: still there after a client-side navigation, gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test.setTimeout(90_000);

test("@phone listing: Size / Colour chips filter, price sort survives a reload, search finds option values", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const prefix = `E2E Listing ${stamp}`;
  const halter = `${prefix} Padded Halter`;
  const collar = `${prefix} Padded Collar`;

  // The seller (own context) adds two products with options.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto("/");
  const origin = new URL(sellerPage.url()).origin;
  expect((await sellerPage.request.post("/api/seller/login", { data: SELLER, headers: { Origin: origin } })).status()).toBe(200);
  await addProductWithOptions(
    sellerPage.request,
    origin,
    halter,
    "horse accessories",
    [
      { name: "Size", values: ["Cob", "Full"] },
      { name: "Colour", values: ["Burgundy", "Black"] },
    ],
    (c) => (c.Size === "Cob" ? 1200 : 1500),
  );
  await addProductWithOptions(
    sellerPage.request,
    origin,
    collar,
    "Dog Collar",
    [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Navy"] },
    ],
    (c) => (c.Size === "S" ? 600 : 700),
  );
  await sellerContext.close();

  // Hydrating the listing with chips and option cards logs no errors (no hydration mismatch, no CSP violation).
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));

  // Both show, each card with "from" (its sizes cost differently) and Choose options instead of Add.
  await page.goto(`/products?q=${encodeURIComponent(prefix)}`);
  await hydrated(page);
  await expect(cardNames(page)).toHaveText([halter, collar]);
  const halterCard = page.getByTestId("product-card").filter({ hasText: halter });
  await expect(halterCard.getByText("from", { exact: true })).toBeVisible();
  await expect(halterCard.getByText("2 colours")).toBeAttached();
  await expect(halterCard.getByRole("link", { name: `Choose options: ${halter}` })).toBeVisible();
  await expect(halterCard.getByRole("button", { name: /to cart/ })).toHaveCount(0);

  // The Cob chip: only the halter has a Cob.
  const sizes = page.getByRole("navigation", { name: "Filter by size" });
  await expect(sizes.getByRole("link")).toHaveText(["Cob", "Full", "S", "M"]);
  // A chip is a client-side navigation (the document is not loaded again) that keeps the page where it is scrolled.
  await markDocument(page);
  await page.evaluate(() => window.scrollTo(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  await sizes.getByRole("link", { name: "Cob" }).click();
  await expect(page).toHaveURL(/[?&]size=Cob/);
  await expect(cardNames(page)).toHaveText([halter]);
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(sizes.getByRole("link", { name: "Cob" })).toHaveAttribute("aria-current", "true");
  // The chips, the swatches and the cards with options pass axe.
  await hydrated(page);
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
  ).toEqual([]);

  // Colour Navy as well (AND across options): no Cob in Navy.
  await page.getByRole("navigation", { name: "Filter by colour" }).getByRole("link", { name: "Navy" }).click();
  await expect(page.getByTestId("empty-listing")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/size=|colour=/);
  await expect(cardNames(page)).toHaveText([halter, collar]);

  // Sort by price, high to low, then low to high; a reload renders the same order from the URL.
  const sort = page.getByRole("navigation", { name: "Sort" });
  await sort.getByRole("link", { name: "Price: low to high" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cardNames(page)).toHaveText([collar, halter]);
  await page.getByRole("navigation", { name: "Filter by colour" }).getByRole("link", { name: "Burgundy" }).click();
  await expect(cardNames(page)).toHaveText([halter]);
  await page.getByRole("navigation", { name: "Filter by colour" }).getByRole("link", { name: "Navy" }).click(); // OR within Colour
  await expect(page).toHaveURL(/colour=Burgundy&colour=Navy&sort=price-asc/);
  await expect(cardNames(page)).toHaveText([collar, halter]);
  await page.reload();
  await expect(cardNames(page)).toHaveText([collar, halter]);
  await sort.getByRole("link", { name: "Price: high to low" }).click();
  await expect(cardNames(page)).toHaveText([halter, collar]);

  // Without JS the chips are plain links: the server renders the filtered, sorted page.
  const html = await (await page.request.get(`/products?q=${encodeURIComponent(prefix)}&size=Full&size=M&sort=price-asc`)).text();
  expect(html.indexOf(collar)).toBeGreaterThan(-1);
  expect(html.indexOf(collar)).toBeLessThan(html.indexOf(halter));
  expect((await page.request.get(`/products?size=%3Cscript%3E&sort=nope&colour=${"x".repeat(500)}`)).status()).toBe(200);

  expect(problems).toEqual([]);

  // Search over option values.
  await page.goto(`/products?q=${encodeURIComponent(`${stamp} burgundy`)}`);
  await expect(cardNames(page)).toHaveText([halter]);
  // A card's name opens its product page client-side, at the top; a link opened with a modifier key is left to the
  // browser (a new tab), the listing staying as it is.
  await hydrated(page);
  await markDocument(page);
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    cardNames(page)
      .getByRole("link")
      .click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(tab).toHaveURL(/\/product\/horse%20accessories\/prd_/);
  await tab.close();
  await expect(page).toHaveURL(/[?]q=/);
  await cardNames(page).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: halter })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await page.goto(`/products?q=${encodeURIComponent(`${stamp} navy collar`)}`);
  await expect(cardNames(page)).toHaveText([collar]);
});
