import { expect, test, type Page } from "./fixtures";
import type { ApiProduct } from "../lib/catalog";
import { formatAmount, rupeesToPaise } from "../lib/money";
import { productPath } from "../lib/catalog";
import { catalogue, hydrated, singleVariant } from "./helpers";

async function addFromProductPage(page: Page, p: ApiProduct, times: number) {
  await page.goto(productPath(p));
  await hydrated(page);
  for (let i = 0; i < times; i++) await page.getByRole("button", { name: "Add to Cart" }).click();
}

test("visitor cart survives registration, addresses and totals are right, and everything is still there after logging in again elsewhere", async ({
  page,
  browser,
}) => {
  // Two browsers, a registration, an address, a second login and the cart checked in both: ~31 s on a two-core
  // machine running the other engine's journeys at the same time (stop 25), past the default 30 s.
  test.setTimeout(60_000);
  // Two in-stock products at the default 12 % rate, so the expected GST is the spec's formula.
  const products = (await catalogue(page)).filter((p) => p.inStock && p.gstRate === 12 && singleVariant(p));
  const [a, b] = [products[0]!, products[1]!];
  await addFromProductPage(page, a, 2);
  await addFromProductPage(page, b, 1);
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  // Register in the modal: the cart is kept.
  const email = `asha.${Date.now()}@example.com`;
  await page.getByRole("button", { name: "Login" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "click here" }).click();
  await dialog.getByLabel("Name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("hunter2hunter2");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("user-menu")).toContainText("Asha Verma");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  // Add an address; the form refuses a bad PIN code field by field.
  await page.goto("/add-address");
  await hydrated(page);
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Verma");
  await page.getByLabel("Street").fill("14, Mall Road, Civil Lines");
  await page.getByLabel("City").fill("Kanpur");
  await page.getByLabel("State").selectOption("Uttar Pradesh");
  await page.getByLabel("PIN code").fill("2080");
  await page.getByLabel("Mobile number").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("PIN code must be 6 digits")).toBeVisible();
  await page.getByLabel("PIN code").fill("208001");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The cart page shows the lines and the totals the server will charge.
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("selected-address")).toContainText("Kanpur, Uttar Pradesh, India 208001");
  const subtotal = rupeesToPaise(a.offerPrice) * 2 + rupeesToPaise(b.offerPrice);
  const gst = Math.round((rupeesToPaise(a.offerPrice) * 2 * 1200) / 20000) * 2 + Math.round((rupeesToPaise(b.offerPrice) * 1200) / 20000) * 2;
  await expect(page.getByTestId("subtotal")).toHaveText(formatAmount(subtotal));
  await expect(page.getByTestId("total")).toHaveText(formatAmount(subtotal + gst + 3900));
  await expect(page.getByTestId("price-lines")).toContainText("CGST (6%)");

  // A bad GSTIN is refused with a message.
  await page.getByLabel(/GST number/).fill("09AAFCB4821K1ZA");
  await expect(page.getByText("GST number has an invalid check character")).toBeVisible();

  // Log out: the local cart is cleared and the visitor sees an empty cart.
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  // A fresh browser: log in, the saved cart and address are there.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await page2.goto("/cart");
  await hydrated(page2);
  await page2.getByRole("button", { name: "Login" }).first().click();
  const dialog2 = page2.getByRole("dialog");
  await dialog2.getByLabel("Email").fill(email.toUpperCase());
  await dialog2.getByLabel("Password").fill("hunter2hunter2");
  await dialog2.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page2.getByTestId("user-menu")).toContainText("Asha Verma");
  await expect(page2.getByTestId("cart-count")).toHaveText("3");
  await expect(page2.getByTestId("cart-line")).toHaveCount(2);
  await expect(page2.getByTestId("selected-address")).toContainText("Kanpur");
  await expect(page2.getByTestId("total")).toHaveText(formatAmount(subtotal + gst + 3900));
  await other.close();
});

test("a visitor placing an order gets the login modal; a wrong password toasts the server's message", async ({ page }) => {
  await page.goto("/cart");
  await hydrated(page);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  const p = (await catalogue(page)).find((x) => x.inStock && singleVariant(x))!;
  await addFromProductPage(page, p, 1);
  await page.goto("/cart");
  await hydrated(page);
  await expect(page.getByTestId("selected-address")).toHaveText("Log in to choose a delivery address");
  await page.getByRole("button", { name: "Place Order" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill("nobody@example.com");
  await dialog.getByLabel("Password").fill("wrong-password");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
