import { expect, test, type Page } from "./fixtures";
import type { ApiProduct } from "../lib/catalog";
import { productPath } from "../lib/catalog";
import { formatAmount, rupeesToPaise } from "../lib/money";
import { asNewVisitor, catalogue, hydrated, singleVariant, axeOn, AXE_TAGS } from "./helpers";

async function expectNoAxeViolations(page: Page, scope?: string) {
  let axe = axeOn(page).withTags(AXE_TAGS);
  if (scope) axe = axe.include(scope);
  const results = await axe.analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
  ).toEqual([]);
}

/** A logged-in customer (cookie in this browser context) with one delivery address in Kanpur, in the shop's state. */
async function customerWithAddress(page: Page, name = "Meera Joshi") {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `meera.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reg = await page.request.post("/api/user/register", { data: { name, email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) });
  expect(reg.status()).toBe(201);
  const address = {
    firstName: "Meera",
    lastName: "Joshi",
    email,
    street: "22, Tilak Nagar",
    city: "Kanpur",
    state: "Uttar Pradesh",
    zipCode: "208002",
    country: "India",
    phone: "9876501234",
  };
  const add = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  expect(add.status()).toBe(201);
  return { email };
}

/** Adds as a logged-in customer: each tap's cart is saved on the server before the next (the cart page reads it there). */
async function addToCart(page: Page, p: ApiProduct, times: number) {
  await page.goto(productPath(p));
  await hydrated(page);
  for (let i = 0; i < times; i++) {
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/update") && r.ok());
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await saved;
  }
}

/** Counts window.print() calls made on windows this page opens (the print window). */
async function watchPrints(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __prints: number; open: typeof window.open };
    w.__prints = 0;
    const open = window.open.bind(window);
    w.open = (...args: Parameters<typeof window.open>) => {
      const win = open(...args);
      if (win) win.print = () => void (w.__prints += 1);
      return win;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __prints: number }).__prints);
}

/** Spec totals: subtotal + 12 % GST (CGST + SGST, each rounded per line) + ₹39. */
function expectedTotal(lines: [ApiProduct, number][]): number {
  let subtotal = 0;
  let gst = 0;
  for (const [p, q] of lines) {
    const amount = rupeesToPaise(p.offerPrice) * q;
    subtotal += amount;
    gst += 2 * Math.round((amount * 600) / 10_000);
  }
  return subtotal + gst + 3900;
}

test("cash on delivery: cart → Place Order → My Orders → the tax invoice printed and downloaded", async ({ page }) => {
  // Two axe runs, a print window and a PDF download: ~16 s on an idle two-core machine, ~33 s through nginx while
  // the fault suite's second instance, PostgreSQL and S3 share the cores (its trace showed steady progress, no wait).
  test.setTimeout(60_000);
  await customerWithAddress(page);
  const [a, b] = (await catalogue(page)).filter((p) => p.inStock && p.gstRate === 12 && singleVariant(p));
  await addToCart(page, a!, 2);
  await addToCart(page, b!, 1);
  await page.goto("/cart");
  await hydrated(page);
  const total = formatAmount(
    expectedTotal([
      [a!, 2],
      [b!, 1],
    ]),
  );
  await expect(page.getByTestId("total")).toHaveText(total);
  await page.getByLabel("Payment Method").selectOption("COD");
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText("Order Placed Successfully")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const card = page.getByTestId("order-card").first();
  await expect(card.getByTestId("order-status")).toHaveText("Order Placed");
  await expect(card.getByTestId("order-total")).toHaveText(total);
  await expect(card).toContainText(a!.name);
  await expect(card).toContainText("Cash on delivery · Not paid yet");
  await expect(card).toContainText("Estimated delivery");
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "View invoice" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("invoice-number")).toHaveText(/^INV\/\d{2}-\d{2}\/\d{6}$/);
  await expect(dialog.getByTestId("invoice-total")).toHaveText(total);
  await expect(dialog).toContainText("Place of supply");
  await expect(dialog).toContainText("Uttar Pradesh (09)");
  await expect(dialog).toContainText("CGST");
  const number = await dialog.getByTestId("invoice-number").textContent();
  await expectNoAxeViolations(page, "[role=dialog]");

  const prints = await watchPrints(page);
  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Print Invoice" }).click();
  const popup = await popupPromise;
  await expect(popup.getByTestId("invoice-number")).toHaveText(number!);
  await expect(popup.getByTestId("invoice-total")).toHaveText(total);
  await expect.poll(prints, { timeout: 3000 }).toBe(1);

  const downloadPromise = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`invoice-${number!.replace(/\//g, "-")}.pdf`);
});

test("online payment in the sandbox: Cancel keeps the cart, Pay completes the order", async ({ page }) => {
  await customerWithAddress(page, "Kabir Khan");
  const [p] = (await catalogue(page)).filter((x) => x.inStock && x.gstRate === 12 && singleVariant(x));
  await addToCart(page, p!, 1);
  await page.goto("/cart");
  await hydrated(page);
  await page.getByLabel("Payment Method").selectOption("Online");
  const total = formatAmount(expectedTotal([[p!, 1]]));

  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  let modal = page.getByRole("dialog", { name: "Complete Payment" });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId("pay-amount")).toHaveText(total);
  await expect(modal).toContainText("Sandbox payment: no money moves.");
  await expectNoAxeViolations(page, "[role=dialog]");
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  modal = page.getByRole("dialog", { name: "Complete Payment" });
  await modal.getByRole("button", { name: /^Pay .* \(sandbox\)$/ }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(1); // the cancelled attempt is not an order
  await expect(cards.first()).toContainText("Sandbox test payment · no money moved");
  await expect(cards.first().getByTestId("order-total")).toHaveText(total);
});
