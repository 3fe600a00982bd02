import { expect, test } from "./fixtures";
import { asNewVisitor, catalogue, hydrated, SELLER, singleVariant, axeOn, AXE_TAGS } from "./helpers";

/**
 * Issue 16, item 4: from My Orders to the order's own page — the timeline with the courier, AWB and tracking
 * link once shipped, the items, the total as on the invoice, the invoice itself — and another customer's order
 * reads as not found. State is set up through the API (order, packing and shipping by the seller). Axe and the
 * layout checks of this page run in the guard (e2e/guard.spec.ts, the customer's own order).
 */
test("a customer follows a shipped order on its page; another's order is not found", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `orderpage.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (await page.request.post("/api/user/register", { data: { name: "Nisha Rao", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })).status(),
  ).toBe(201);
  const address = {
    firstName: "Nisha",
    lastName: "Rao",
    email,
    street: "5, Residency Road",
    city: "Bengaluru",
    state: "Karnataka",
    zipCode: "560025",
    country: "India",
    phone: "9845012345",
  };
  const added = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  const addressId = ((await added.json()) as { address: { _id: string } }).address._id;
  const product = (await catalogue(page)).find((p) => p.inStock && singleVariant(p))!;
  const placed = await page.request.post("/api/order/cod", {
    data: { items: [{ product: product._id, quantity: 2 }], address: addressId },
    headers: { Origin: origin },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  const sellerContext = await browser.newContext({ baseURL });
  const seller = sellerContext.request;
  expect((await seller.post("/api/seller/login", { data: SELLER, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/status`, { data: { status: "packed" }, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/ship`, { data: { carrier: "Blue Dart", awb: "BD987654321" }, headers: { Origin: origin } })).status()).toBe(
    200,
  );
  await sellerContext.close();

  await page.goto("/my-orders");
  await hydrated(page);
  const { orderNumber } = ((await (await page.request.get(`/api/order/${orderId}`)).json()) as { order: { orderNumber: number } }).order;
  await page.getByRole("link", { name: `Order details for order #${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${orderNumber}`);
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();

  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.getByTestId("step-placed")).toHaveAttribute("data-done", "true");
  await expect(timeline.getByTestId("step-packed")).toHaveAttribute("data-done", "true");
  await expect(timeline.getByTestId("step-shipped")).toHaveAttribute("aria-current", "step");
  await expect(timeline.getByTestId("step-delivered")).toHaveAttribute("data-done", "false");
  await expect(page.getByTestId("shipment")).toContainText("Courier: Blue Dart");
  await expect(page.getByTestId("shipment")).toContainText("AWB: BD987654321");
  await expect(page.getByRole("link", { name: "Track shipment" })).toHaveAttribute("href", /BD987654321/);
  await expect(page.getByTestId("order-line")).toContainText(product.name);
  await expect(page.getByTestId("order-address")).toContainText("Bengaluru, Karnataka – 560025");

  // The total on the page is the invoice's total, to the paisa.
  const total = (await page.getByTestId("order-total").textContent())!;
  await page.getByRole("button", { name: "View invoice" }).click();
  await expect(page.getByTestId("invoice-total")).toHaveText(total);
  await expect(page.getByRole("link", { name: "Download PDF" }).first()).toHaveAttribute("href", `/api/order/${orderId}/invoice.pdf`);
  await page.getByRole("button", { name: "Close" }).click();

  // Another customer opening this order's address sees a clear not-found page, and the API says 404.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  expect(
    (
      await otherPage.request.post("/api/user/register", {
        data: { name: "Ravi Kumar", email: `other.${email}`, password: "hunter2hunter2" },
        headers: asNewVisitor(origin),
      })
    ).status(),
  ).toBe(201);
  const res = await otherPage.goto(`/my-orders/${orderId}`);
  expect(res?.status()).toBe(404);
  await expect(otherPage.getByRole("heading", { name: "We couldn't find that order" })).toBeVisible();
  expect((await otherPage.request.get(`/api/order/${orderId}`)).status()).toBe(404);
  await other.close();
});

/** Issue 16, item 8: the grievance officer page (the only policy page with markup of its own; the guard opens /policies/returns). */
test("the grievance officer page names the officer, the 48-hour and one-month promise, and passes axe", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/policies/grievance");
  const officer = page.getByTestId("grievance-officer");
  await expect(officer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(officer).toContainText("We acknowledge every complaint within 48 hours and resolve it within one month");
  const axe = await axeOn(page).include("[data-testid=policy-text]").withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  expect((await page.request.get("/policies/refunds", { maxRedirects: 0 })).status()).toBe(301);
});
