import { expect, test, type Browser, type Page } from "./fixtures";
import { asNewVisitor, catalogue, hydrated, SELLER, sellerLogin, singleVariant } from "./helpers";

/** A customer (own browser context) orders one product cash on delivery; returns the order id. */
async function customerOrders(browser: Browser): Promise<string> {
  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  await page.goto("/");
  const headers = asNewVisitor(new URL(page.url()).origin);
  const product = (await catalogue(page)).find((p) => p.inStock && singleVariant(p))!;
  const email = `offline.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await page.request.post("/api/user/register", { data: { name: "Kavya Rao", email, password: "hunter2hunter2" }, headers })).status()).toBe(201);
  const address = {
    firstName: "Kavya",
    lastName: "Rao",
    email,
    street: "3, Brigade Road",
    city: "Bengaluru",
    state: "Karnataka",
    zipCode: "560001",
    country: "India",
    phone: "9876512345",
  };
  const add = await page.request.post("/api/address/add", { data: { address }, headers });
  const addressId = ((await add.json()) as { address: { _id: string } }).address._id;
  const res = await page.request.post("/api/order/cod", { data: { items: [{ product: product._id, quantity: 1 }], address: addressId }, headers });
  expect(res.status()).toBe(201);
  const orderId = ((await res.json()) as { orderId: string }).orderId;
  await shopper.close();
  return orderId;
}

/** Opens the order list and waits until the service worker controls the page and has kept the page and its orders. */
async function ordersKeptForOffline(page: Page) {
  await page.goto("/seller/Orderlist");
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Polled from here: waitForFunction takes an async predicate's promise for a truthy answer and would not wait at all.
  await expect.poll(() => pageAndOrdersKept(page), { timeout: 20_000 }).toBe(true);
}

const pageAndOrdersKept = (page: Page) =>
  page.evaluate(async () => Boolean((await caches.match("/seller/Orderlist")) && (await caches.match("/api/order/seller"))));

/**
 * Offline for the page and for the seller's worker. Playwright's offline emulation reaches a worker that Chromium
 * (re)starts a moment later than the page (microsoft/playwright#2311): until then the worker's own fetches still go
 * out, and a journey run under load saw the live login page instead of the worker's offline answer. So this waits
 * until the worker answers the order list from its offline path (the kept copy, stamped X-Cached-At, or its 503).
 * The page must be a back-office page the worker controls.
 */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  const workerOffline = () =>
    page.evaluate(async () => {
      const res = await fetch("/api/order/seller").catch(() => null);
      return res !== null && (res.status === 503 || res.headers.has("X-Cached-At"));
    });
  await expect.poll(workerOffline, { timeout: 15_000 }).toBe(true);
}

const keptSellerData = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("seller-data-")));

test("@phone offline, the order list shows the orders last loaded, read-only, and reloads them when back online", async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const orderId = await customerOrders(browser);
  await sellerLogin(page);
  await ordersKeptForOffline(page);
  const phone = test.info().project.name === "phone";
  const row = page.getByTestId("order-row").filter({ hasText: orderId });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: "Ship" })).toBeEnabled();
  await expect(page.getByTestId("offline-notice")).toHaveCount(0);

  await goOffline(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("offline-notice")).toHaveText(/^You are offline\. Showing orders as last loaded at \d{1,2}:\d{2} (am|pm)\.$/);
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: "Ship" })).toBeDisabled();
  if (phone) await expect(row.getByRole("button", { name: "Print label" })).toBeDisabled();
  await expect(page.getByRole("searchbox", { name: "Search by Order ID" })).toBeDisabled();
  // View still opens the order, without its moves.
  await row.getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: "Invoice" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await context.setOffline(false);
  await expect(page.getByTestId("offline-notice")).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Ship" })).toBeEnabled();

  // The storefront is not the worker's: no manifest in its head, no worker controlling it.
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test("@phone after logout the orders kept for offline are gone", async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const orderId = await customerOrders(browser);
  await sellerLogin(page);
  await ordersKeptForOffline(page);
  expect(await keptSellerData(page)).toHaveLength(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/seller/manifest.webmanifest");

  if (test.info().project.name === "phone") {
    await page.getByTestId("seller-bottom-bar").getByRole("button", { name: "More" }).click();
    await page.getByTestId("seller-bottom-bar").getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("button", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptSellerData(page)).toEqual([]);

  // Offline, the order list is not shown from anything kept: the worker says it is offline, with no orders.
  // (The login page first, online: a back-office page the worker controls, to take the worker offline from.)
  await page.goto("/seller/Orderlist");
  await expect(page.getByRole("heading", { name: "Seller Login" })).toBeVisible();
  await goOffline(page);
  await page.goto("/seller/Orderlist").catch(() => null);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText(orderId)).toHaveCount(0);
  await context.setOffline(false);
});

test("@mobile a seller session that ended without logout leaves nothing to show offline", async ({ page, context }) => {
  test.setTimeout(90_000);
  await sellerLogin(page);
  await ordersKeptForOffline(page);
  expect(await keptSellerData(page)).toHaveLength(1);
  // The session cookie is gone (ended elsewhere, expired): the next visit is the login screen, and what was kept is dropped.
  await context.clearCookies({ name: "seller_sid" });
  await page.goto("/seller/Orderlist");
  await expect(page.getByRole("heading", { name: "Seller Login" })).toBeVisible();
  await expect.poll(() => keptSellerData(page)).toEqual([]);
  await goOffline(page);
  await page.goto("/seller/Orderlist").catch(() => null);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});

test("@mobile an order list opened while the worker was still activating, and taken over by it, is kept for offline too", async ({ page, context }) => {
  test.setTimeout(90_000);
  // Signed in without a back-office page, so no worker is registered yet.
  const origin = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin;
  expect((await context.request.post("/api/seller/login", { data: SELLER, headers: { Origin: origin } })).status()).toBe(200);
  // The order list's HTML loads from the network (no worker yet) while its scripts are held back.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/seller/Orderlist", { waitUntil: "commit" });
  // Another tab registers the worker, which activates and takes over every back-office page, the held one included.
  const other = await context.newPage();
  await other.goto("/seller");
  await hydrated(other);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).workerStart)).toBe(0);
  // The list's scripts run only now, under a worker that never saw its page: the page asks it to keep the page.
  release();
  await hydrated(page);
  await expect.poll(() => pageAndOrdersKept(page), { timeout: 20_000 }).toBe(true);
  await other.close();

  await goOffline(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("offline-notice")).toBeVisible();
  await context.setOffline(false);
});
