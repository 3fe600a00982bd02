import { expect, test, type Locator, type Page } from "./fixtures";
import { catalogue, hydrated, sellerLogin, singleVariant } from "./helpers";

// The owner's phone: 360 px wide (the phone project's Pixel 5, narrowed to the smallest common Android width).
test.use({ viewport: { width: 360, height: 800 } });

/** A customer (own browser context) who orders one product cash on delivery; returns the order id. */
async function customerOrders(page: Page, name: string, productId: string): Promise<string> {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `phone.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await page.request.post("/api/user/register", { data: { name, email, password: "hunter2hunter2" }, headers: { Origin: origin } })).status()).toBe(
    201,
  );
  const address = {
    firstName: name,
    lastName: "Tester",
    email,
    street: "7, Station Road",
    city: "Lucknow",
    state: "Uttar Pradesh",
    zipCode: "226001",
    country: "India",
    phone: "9876512345",
  };
  const add = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  const addressId = ((await add.json()) as { address: { _id: string } }).address._id;
  const res = await page.request.post("/api/order/cod", {
    data: { items: [{ product: productId, quantity: 1 }], address: addressId },
    headers: { Origin: origin },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

/** Nothing on the screen is wider than the phone: no sideways scrolling. */
async function fitsWidth(page: Page, screen: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${screen} is ${scroll - width} px wider than the screen`).toBeLessThanOrEqual(width);
}

/** A thumb's action: fully on screen horizontally and at least 44 px tall and wide (the switch counts its touch area). */
async function thumbTarget(target: Locator, width = 360) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, "starts on screen").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "ends on screen").toBeLessThanOrEqual(width);
  const touch = await target.evaluate((el) => {
    const after = getComputedStyle(el, "::after");
    const r = el.getBoundingClientRect();
    // A switch's ::after reaches past its drawn track (inset below 0): that is its touch area.
    const grow = after.content !== "none" && after.position === "absolute" ? -parseFloat(after.top || "0") * 2 : 0;
    return { h: r.height + grow, w: r.width + grow };
  });
  expect(touch.h, "tall enough for a thumb").toBeGreaterThanOrEqual(44);
  expect(touch.w, "wide enough for a thumb").toBeGreaterThanOrEqual(44);
}

const bar = (page: Page) => page.getByTestId("seller-bottom-bar");

test("@mobile the owner on a 360 px phone finds an order, ships it with an AWB, prints its label and switches a product's stock", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const shopper = await browser.newContext();
  const product = (await catalogue(await shopper.newPage())).find((p) => p.inStock && singleVariant(p))!;
  const orderId = await customerOrders(await shopper.newPage(), "Meera Joshi", product._id);

  await sellerLogin(page);
  // The greeting names the seller of this account (the e2e seller is created without a name: "Shop owner").
  await expect(page.getByTestId("seller-greeting")).toHaveText("Hi! Shop owner");
  await expect(page.getByText("Hi! Admin")).toHaveCount(0);

  // Navigation: a bottom bar with five thumb-sized targets, all on screen; no cut-off header nav.
  for (const name of ["Dashboard", "Orders", "Products", "Add"]) await thumbTarget(bar(page).getByRole("link", { name, exact: true }));
  await thumbTarget(bar(page).getByRole("button", { name: "More" }));

  // Dashboard: the stat cards two per row, the chart's days read "25 Oct".
  await expect(page.getByTestId("total-orders")).not.toHaveText("0");
  const first = (await page.getByTestId("total-orders").boundingBox())!;
  const second = (await page.getByTestId("total-shipped").boundingBox())!;
  expect(Math.abs(first.y - second.y), "Total Orders and Total Shipped Qty share a row").toBeLessThan(2);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  const axis = page.getByTestId("chart-axis").locator("span:visible");
  await expect(axis).toHaveCount(3);
  for (const text of await axis.allTextContents()) expect(text).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
  for (const tick of await axis.all()) {
    const box = (await tick.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await fitsWidth(page, "Dashboard");

  // Orders: search finds the order; its card shows View, Ship and Print label within the screen's width.
  await bar(page).getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Orders List" })).toBeVisible();
  const search = page.getByLabel("Search by Order ID");
  const searchBox = (await search.boundingBox())!;
  expect(searchBox.y, "search is near the top").toBeLessThan(250);
  await search.fill(orderId.slice(-10).toUpperCase());
  const card = page.getByTestId("order-row");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Meera Joshi");
  for (const name of ["View", "Ship", "Print label"]) await thumbTarget(card.getByRole("button", { name, exact: true }));
  await fitsWidth(page, "Orders List");

  await card.getByRole("button", { name: "View", exact: true }).click();
  const invoice = page.getByRole("dialog", { name: "Invoice" });
  await expect(invoice).toContainText("Meera Joshi");
  // It opens at its top (not scrolled to the buttons at the bottom): the title and the payment line are on screen.
  await expect(invoice.getByRole("heading", { name: "Invoice", exact: true })).toBeInViewport();
  await expect(invoice.getByText("Payment:")).toBeInViewport();
  await expect(invoice.getByTestId("scroll-hint")).toBeVisible();
  await fitsWidth(page, "Invoice");
  await invoice.getByRole("button", { name: "Close" }).click();

  // Ship with the courier and AWB typed by the owner.
  await card.getByRole("button", { name: "Ship", exact: true }).click();
  const ship = page.getByRole("dialog", { name: "Ship order" });
  await ship.getByLabel("Courier").fill("Delhivery");
  await ship.getByLabel("AWB / tracking number").fill("DL555000111IN");
  await fitsWidth(page, "Ship order");
  await ship.getByRole("button", { name: "Ship" }).click();
  await expect(page.getByText("Order marked as shipped!")).toBeVisible();
  await expect(card.getByRole("button", { name: "Shipped" })).toBeDisabled();

  // Print label: the label page opens with the courier, the AWB barcode and the order.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const w = open(...args);
      if (w) w.print = () => undefined; // no print dialog in the test browser
      return w;
    };
  });
  const popup = page.waitForEvent("popup");
  await card.getByRole("button", { name: "Print label", exact: true }).click();
  const details = page.getByRole("dialog", { name: "Enter Label Details" });
  await fitsWidth(page, "Enter Label Details");
  await details.getByRole("button", { name: "Generate & Print" }).click();
  const label = await popup;
  await expect(label.getByTestId("label")).toContainText("Delhivery");
  await expect(label.getByTestId("label")).toContainText("AWB");
  await expect(label.getByTestId("label")).toContainText(orderId);
  await expect(label.getByTestId("label-barcode").locator("svg")).toHaveCount(1);
  await label.close().catch(() => undefined);
  // The same label as a PDF (the Shipping Labels screen's PDF link).
  const pdf = await page.request.get(`/api/seller/labels.pdf?ids=${orderId}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Products: cards with the stock switch, Edit and Delete on screen; switching stock is saved.
  await bar(page).getByRole("link", { name: "Products", exact: true }).click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  const row = page.getByTestId("product-row").filter({ hasText: product.name }).first();
  const stock = row.getByRole("switch", { name: `In stock: ${product.name}` });
  await thumbTarget(stock);
  await thumbTarget(row.getByRole("button", { name: `Edit ${product.name}` }));
  await thumbTarget(row.getByRole("button", { name: `Delete ${product.name}` }));
  await fitsWidth(page, "All Products");
  await expect(stock).toHaveAttribute("aria-checked", "true");
  await stock.click();
  await expect(stock).toHaveAttribute("aria-checked", "false");
  await expect.poll(async () => (await catalogue(page)).find((p) => p._id === product._id)?.inStock).toBe(false);
  await stock.click(); // back in stock, for the journeys after this one
  await expect(stock).toHaveAttribute("aria-checked", "true");
  await expect.poll(async () => (await catalogue(page)).find((p) => p._id === product._id)?.inStock).toBe(true);

  // Every other back-office screen fits the phone (axe: the guard); More reaches the screens not on the bar.
  await bar(page).getByRole("link", { name: "Add", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
  await hydrated(page);
  await fitsWidth(page, "Add Product");
  for (const [link, heading] of [
    ["Order Label", "Shipping Labels"],
    ["Messages", "Messages"],
    ["Settings", "Settings"],
  ] as const) {
    await bar(page).getByRole("button", { name: "More" }).click();
    const item = bar(page).getByRole("link", { name: link, exact: true });
    await thumbTarget(item);
    await item.click();
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await fitsWidth(page, heading);
    if (heading === "Shipping Labels") {
      // A label card: Select and Print Label are thumb-sized and on screen; once one is selected, the PDF of
      // the selection sits above the bottom bar, under the thumb.
      const labelCard = page.getByTestId("label-card").filter({ hasText: orderId });
      await labelCard.scrollIntoViewIfNeeded();
      await thumbTarget(labelCard.locator("label").filter({ hasText: "Select" }));
      await thumbTarget(labelCard.getByRole("button", { name: "Print Label (4×6) – QR + Barcode" }));
      await expect(page.getByTestId("labels-bulk-pdf")).toBeHidden();
      await labelCard.getByRole("checkbox").check();
      const bulk = page.getByTestId("labels-bulk-pdf");
      await expect(bulk).toHaveText("PDF of 1 selected label");
      await expect(bulk).toBeInViewport();
      const bulkBox = (await bulk.boundingBox())!;
      const barBox = (await bar(page).boundingBox())!;
      expect(bulkBox.y + bulkBox.height, "above the bottom bar").toBeLessThanOrEqual(barBox.y);
      await labelCard.getByRole("checkbox").uncheck();
    }
  }
  await page.goto(`/admin/edit-product/${product._id}`);
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await fitsWidth(page, "Edit Product");

  // Logout is in More too.
  await page.goto("/seller/Orderlist");
  await hydrated(page);
  await bar(page).getByRole("button", { name: "More" }).click();
  await thumbTarget(bar(page).getByRole("button", { name: "Logout" }));
  await bar(page).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await shopper.close();
});
