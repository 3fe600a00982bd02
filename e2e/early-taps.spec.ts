/**
 * Issue 20 item 3: a tap that comes before the page's JS has run is not lost (app/early-taps.ts). The journeys hold
 * the client entry chunk back, so the page is painted and not hydrated for as long as the test wants, as on a slow
 * phone; then let it go.
 */
import { expect, test, type Page } from "./fixtures";
import { productPath } from "../lib/catalog";
import { catalogue, customerWithAddress, hydrated, singleVariant } from "./helpers";

const ADDRESS = {
  firstName: "Farida",
  lastName: "Qureshi",
  street: "14, Civil Lines",
  city: "Kanpur",
  state: "Uttar Pradesh",
  zipCode: "208001",
  country: "India",
  phone: "9876509876",
};

/** Holds the page's requests for `asset` until the returned function is called. */
async function holdAsset(page: Page, asset: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(asset, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the page's client entry chunk until the returned function is called; notes console errors and page errors. */
async function holdHydration(page: Page): Promise<{ release: () => void; errors: string[] }> {
  const release = await holdAsset(page, /\/assets\/entry\.client-[^/]+\.js$/);
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return { release, errors };
}

const isHydrated = (page: Page) => page.waitForFunction(() => window.__early?.done === true);
const localCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}") as Record<string, number>);

async function firstSimpleProduct(page: Page) {
  await page.goto("/AboutUs");
  return (await catalogue(page)).find((p) => p.inStock && singleVariant(p))!;
}

test("@phone a visitor's Add to Cart before hydration counts at once, holds, and is confirmed once the page runs", async ({ page }) => {
  const product = await firstSimpleProduct(page);
  const hold = await holdHydration(page);
  await page.goto(productPath(product));
  const badge = page.getByTestId("cart-count");
  await expect(badge).toHaveText("0");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  // no framework yet: the count is raised and the line is in the browser's cart
  await expect(badge).toHaveText("1");
  expect(await localCart(page)).toEqual({ [product._id]: 1 });
  expect(await page.evaluate(() => window.__early?.done)).toBe(false);

  hold.release();
  await isHydrated(page);
  // the spec's toast for the add; the count stays 1 (not added twice), and React now answers taps itself
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(badge).toHaveText("1");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(badge).toHaveText("2");
  expect(await localCart(page)).toEqual({ [product._id]: 2 });
  // the page was hydrated, not thrown away and drawn again (no hydration error)
  expect(hold.errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

test("@phone an Add to Cart before hydration survives leaving for the cart at once", async ({ page }) => {
  const product = await firstSimpleProduct(page);
  const hold = await holdHydration(page);
  await page.goto(productPath(product));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // the cart link, before the JS ran: a plain page load
  await page.getByRole("link", { name: /cart/i }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  hold.release();
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("Buy Now before hydration shows it is working, then goes to the cart once the page runs", async ({ page }) => {
  const product = await firstSimpleProduct(page);
  const hold = await holdHydration(page);
  await page.goto(productPath(product));
  const buy = page.getByRole("button", { name: "Buy Now" });
  await buy.click();
  await expect(buy).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(productPath(product));
  hold.release();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("a customer's Add to Cart before hydration is saved to their cart once the page runs", async ({ page }) => {
  const product = await firstSimpleProduct(page);
  await customerWithAddress(page, "Farida Qureshi", ADDRESS);
  const hold = await holdHydration(page);
  await page.goto(productPath(product));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/update") && r.ok());
  hold.release();
  await saved;
  await expect(page.getByText("Added to cart")).toBeVisible();
  // the customer's saved cart (the server's), not the browser's
  expect(await localCart(page)).toEqual({});
  const me = (await (await page.request.get("/api/user/is-auth")).json()) as { user: { cart: Record<string, number> } };
  expect(me.user.cart).toEqual({ [product._id]: 1 });
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("@phone a customer's cart is drawn by the server: Place Order tapped before hydration places the order once the page runs", async ({ page }) => {
  const product = await firstSimpleProduct(page);
  await customerWithAddress(page, "Farida Qureshi", ADDRESS);
  expect(
    (await page.request.post("/api/cart/update", { data: { cartItems: { [product._id]: 2 } }, headers: { Origin: new URL(page.url()).origin } })).ok(),
  ).toBe(true);
  const hold = await holdHydration(page);
  await page.goto("/cart");
  // before any script: the lines, the address and an enabled Place Order are in the page
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByText("14, Civil Lines").first()).toBeVisible();
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(place).toHaveAttribute("aria-busy", "true");
  expect(await page.evaluate(() => window.__early?.done)).toBe(false);
  hold.release();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText("Order placed successfully")).toBeVisible();
  const orders = (await (await page.request.get("/api/order/user")).json()) as { orders: { items: { quantity: number }[] }[] };
  expect(orders.orders).toHaveLength(1);
  expect(orders.orders[0]!.items[0]!.quantity).toBe(2);
  expect(hold.errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

/** What the page notes about the footer the server drew (set by aboutWithFooterHeld). */
type FooterWatch = { __footer: Element | null; __footerRemoved: boolean };

/**
 * Opens /AboutUs with the footer's script (a lazy chunk) held until the returned function is called, and notes the
 * footer the server drew once it is in place. Anything that re-rendered the layout in that window made React throw the
 * server's footer away and draw it again when the chunk came: the page shifted and a tap on the footer was lost.
 */
async function aboutWithFooterHeld(page: Page): Promise<{ releaseFooter: () => void }> {
  const releaseFooter = await holdAsset(page, /\/assets\/footer-[^/]+\.js$/);
  const hold = await holdHydration(page);
  await page.goto("/AboutUs");
  // streamed: React moves the server's footer into place (a move, not a redraw) once the rest of the page is in
  await page.waitForFunction(() => document.querySelector("body > footer") !== null);
  await page.evaluate(() => {
    const w = window as unknown as FooterWatch;
    w.__footer = document.querySelector("body > footer");
    w.__footerRemoved = false;
    new MutationObserver((records) => {
      if (records.some((r) => [...r.removedNodes].includes(w.__footer!))) w.__footerRemoved = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  hold.release();
  await isHydrated(page);
  return { releaseFooter };
}

/** The footer the server drew is still the page's, never taken out, and its links work. */
async function expectServerFooterKept(page: Page) {
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as FooterWatch).__footerRemoved)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as FooterWatch).__footer === document.querySelector("footer"))).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Returns & Refunds" }).click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
}

test("@phone the footer the server drew stays through hydration while its script is still coming", async ({ page }) => {
  const { releaseFooter } = await aboutWithFooterHeld(page);
  // what re-rendered the layout came right after hydration (the login modal's state): a moment for it before the chunk
  await page.waitForTimeout(300);
  releaseFooter();
  await expectServerFooterKept(page);
});

test("opening Login before the footer's script is in keeps the footer the server drew", async ({ page }) => {
  const { releaseFooter } = await aboutWithFooterHeld(page);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  releaseFooter();
  await expectServerFooterKept(page);
});
