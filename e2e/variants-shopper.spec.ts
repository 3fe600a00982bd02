import { expect, test, type Page } from "./fixtures";
import { productPath } from "../lib/catalog";
import { formatAmount, formatPrice, rupeesToPaise } from "../lib/money";
import { asNewVisitor, hydrated, axeOn, AXE_TAGS } from "./helpers";
import { createHalter } from "./variants-helpers";

/** A logged-in customer (cookie in the page's context) with one delivery address. */
async function customerWithAddress(page: Page) {
  const origin = new URL(page.url()).origin;
  const email = `variant.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (
      await page.request.post("/api/user/register", { data: { name: "Ritu Sharma", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })
    ).status(),
  ).toBe(201);
  const address = {
    firstName: "Ritu",
    lastName: "Sharma",
    email,
    street: "4, Mall Road",
    city: "Kanpur",
    state: "Uttar Pradesh",
    zipCode: "208001",
    country: "India",
    phone: "9876504321",
  };
  expect((await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } })).status()).toBe(201);
}

const sizeGroup = (page: Page) => page.getByRole("radiogroup", { name: "Size" });
const colourGroup = (page: Page) => page.getByRole("radiogroup", { name: "Colour" });

test("@phone a shopper picks Cob / Burgundy, shares the link, orders it COD and sees it on the invoice", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const halter = await createHalter(request, origin);
  const cobBurgundy = halter.variants!.find((v) => v.options.Size === "Cob" && v.options.Colour === "Burgundy")!;
  await customerWithAddress(page);

  await page.goto(productPath(halter));
  await hydrated(page);
  // Search engines read every variant from the page: a ProductGroup with each variant's own SKU and Offer.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>[];
  const group = ld.find((x) => x["@type"] === "ProductGroup") as {
    productGroupID: string;
    variesBy: string[];
    hasVariant: { sku: string; offers: { price: string; availability: string } }[];
  };
  expect(group.productGroupID).toBe(halter._id);
  expect(group.variesBy).toEqual(["https://schema.org/size", "https://schema.org/color"]);
  expect(group.hasVariant).toHaveLength(6);
  expect(group.hasVariant.find((v) => v.sku === cobBurgundy.sku)?.offers).toMatchObject({ price: "1350.00", availability: "https://schema.org/InStock" });
  expect(group.hasVariant.filter((v) => v.offers.availability === "https://schema.org/OutOfStock")).toHaveLength(1);

  const price = page.getByTestId("product-price");
  // Before a full choice: the range, and the buttons wait for the choice, saying which.
  await expect(price).toContainText(`from ${formatPrice(rupeesToPaise(1200))}`);
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Buy now" })).toBeDisabled();
  await expect(page.getByTestId("choose-hint")).toHaveText("Please choose a size / colour");

  // Keyboard: arrows move the choice within a group.
  await sizeGroup(page).getByRole("radio", { name: "Cob" }).click();
  await expect(sizeGroup(page).getByRole("radio", { name: "Cob" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(sizeGroup(page).getByRole("radio", { name: "Pony" })).toHaveAttribute("aria-checked", "true");
  await expect(sizeGroup(page).getByRole("radio", { name: "Pony" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(sizeGroup(page).getByRole("radio", { name: "Cob" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("choose-hint")).toHaveText("Please choose a colour");

  // Cob / Black is sold out: shown, focusable, not choosable.
  const black = colourGroup(page).getByRole("radio", { name: /Black/ });
  await expect(black).toHaveAttribute("aria-disabled", "true");
  await expect(black).toContainText("Sold out");
  await black.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(black).toHaveAttribute("aria-checked", "false");
  await expect(page).not.toHaveURL(/variant=/);

  await colourGroup(page).getByRole("radio", { name: "Burgundy" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${cobBurgundy._id}$`));
  await expect(price).toContainText(formatPrice(rupeesToPaise(1350)));
  await expect(price).not.toContainText("from");
  await expect(page.getByTestId("sku")).toHaveText(cobBurgundy.sku);
  await expect(page.getByTestId("availability")).toHaveText("In stock");
  await expect(page.getByTestId("stock-left")).toHaveText("Only 3 left");
  await expect(page.getByTestId("choose-hint")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("product-pickers.png") });

  const axe = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(
    axe.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
  ).toEqual([]);

  // The shared link, server-rendered (no JavaScript at all), opens the same choice.
  const shared = page.url();
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noJs.newPage();
  await reader.goto(shared);
  await expect(reader.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: "Cob" })).toHaveAttribute("aria-checked", "true");
  await expect(reader.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: "Burgundy" })).toHaveAttribute("aria-checked", "true");
  await expect(reader.getByTestId("product-price")).toContainText(formatPrice(rupeesToPaise(1350)));
  await noJs.close();

  // …and in a new page of the customer's browser, where it goes into the cart.
  const second = await page.context().newPage();
  await second.goto(shared);
  await hydrated(second);
  await expect(sizeGroup(second).getByRole("radio", { name: "Cob" })).toHaveAttribute("aria-checked", "true");
  await expect(colourGroup(second).getByRole("radio", { name: "Burgundy" })).toHaveAttribute("aria-checked", "true");
  await second.getByRole("button", { name: "Add to Cart" }).click();
  await expect(second.getByText("Added to cart")).toBeVisible();
  await second.close();

  await page.goto("/cart");
  await hydrated(page);
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-options")).toHaveText("Cob / Burgundy");
  await expect(line.getByRole("link").first()).toHaveAttribute("href", `${productPath(halter)}?variant=${cobBurgundy._id}`);
  await expect(line.getByTestId("line-total")).toHaveText(formatAmount(rupeesToPaise(1350)));
  await page.getByLabel("Payment Method").selectOption("COD");
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByTestId("order-card").first();
  await expect(card).toContainText(halter.name);
  await card.getByRole("button", { name: "View invoice" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("invoice-number")).toBeVisible();
  await expect(dialog).toContainText(`${halter.name} (Cob / Burgundy)`);
});
