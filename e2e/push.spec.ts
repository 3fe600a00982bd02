import { expect, test, type Browser, type Page } from "./fixtures";
import type { ApiProduct } from "../lib/catalog";
import { productPath } from "../lib/catalog";
import { formatPrice, rupeesToPaise } from "../lib/money";
import { decryptPush, newBrowserKeys, startFakePushService, vapidClaims, type FakePushService } from "../server/testing/fake-push-service";
import { asNewVisitor, catalogue, hydrated, sellerLogin, singleVariant } from "./helpers";

/**
 * Issue 15: a new order reaches the owner's phone as a Web Push. Headless
 * Chromium cannot reach a real push service, so the seller's page subscribes
 * through the shop's API with keys made here, pointing at a fake push service
 * on loopback (the server runs with PUSH_ALLOW_LOOPBACK=true); the push that
 * arrives is decrypted with those keys, as the browser would.
 */
let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(async () => {
  await push?.close();
});

async function customerOrdersCod(browser: Browser, product: ApiProduct): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `meera.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (
      await page.request.post("/api/user/register", { data: { name: "Meera Joshi", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })
    ).status(),
  ).toBe(201);
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
  expect((await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } })).status()).toBe(201);
  await page.goto(productPath(product));
  await hydrated(page);
  // The cart is saved on the server for a logged-in customer: the cart page reads it from there.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/update") && r.ok());
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await saved;
  await page.goto("/cart");
  await hydrated(page);
  await page.getByLabel("Payment Method").selectOption("COD");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Order Placed Successfully")).toBeVisible();
  await context.close();
}

async function subscribe(page: Page, endpoint: string, keys: { p256dh: string; auth: string }) {
  return page.evaluate(
    async (body) => {
      const res = await fetch("/api/seller/push/subscribe", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    },
    { endpoint, expirationTime: null, keys },
  );
}

test("@phone a customer's COD order reaches the subscribed seller as a Web Push, which opens that order", async ({ page, browser }, testInfo) => {
  await sellerLogin(page);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /^Order notifications: (On|Off)$/ })).toBeVisible();
  const worker = await page.request.get("/seller/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");

  const keys = newBrowserKeys();
  const path = `/push/${testInfo.project.name}-${Date.now()}`;
  const subscribed = await subscribe(page, `${push.url}${path}`, { p256dh: keys.p256dh, auth: keys.auth });
  expect(subscribed).toEqual({ status: 201, body: { success: true, message: "Order notifications are on" } });

  const product = (await catalogue(page)).find((p) => p.inStock && singleVariant(p) && p.gstRate === 12)!;
  await customerOrdersCod(browser, product);

  await expect.poll(() => push.received.filter((r) => r.path === path).length, { timeout: 15_000 }).toBe(1);
  const received = push.received.find((r) => r.path === path)!;
  const payload = decryptPush(received.body, keys) as { title: string; body: string; url: string };
  // COD total: the product + 12 % GST (CGST + SGST rounded each) + ₹39 shipping.
  const amount = rupeesToPaise(product.offerPrice);
  const total = amount + 2 * Math.round((amount * 600) / 10_000) + 3900;
  expect(payload.title).toBe(`New order ${formatPrice(total)}`);
  expect(payload.body).toBe("Meera · 1 item · COD");
  expect(payload.url).toMatch(/^\/seller\/Orderlist\?order=ord_[0-9a-z]+$/);
  expect(received.headers.urgency).toBe("high");
  expect(vapidClaims(received.headers.authorization).sub).toMatch(/^mailto:/);

  // The notification's link: the order list, searched for that order.
  const orderId = new URL(payload.url, "http://x").searchParams.get("order")!;
  await page.goto(payload.url);
  await hydrated(page);
  await expect(page.getByPlaceholder("Search by Order ID...")).toHaveValue(orderId);
  await expect(page.getByText(orderId).first()).toBeVisible();

  const off = await page.evaluate(async (endpoint) => {
    const res = await fetch("/api/seller/push/unsubscribe", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint }),
    });
    return ((await res.json()) as { message: string }).message;
  }, `${push.url}${path}`);
  expect(off).toBe("Order notifications are off");
});
