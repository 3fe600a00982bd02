import { expect, test, type Page } from "./fixtures";
import type { ApiProduct } from "../lib/catalog";
import sharp from "sharp";
import { formatAmount, rupeesToPaise } from "../lib/money";
import { asNewVisitor, catalogue, hydrated, sellerLogin, singleVariant } from "./helpers";

/** A customer (own browser context) who orders one product cash on delivery; returns the order id. */
async function customerOrders(page: Page, name: string, productId: string): Promise<string> {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `buyer.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await page.request.post("/api/user/register", { data: { name, email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })).status()).toBe(
    201,
  );
  const address = {
    firstName: name.slice(0, 40),
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

/** Captures what the page writes into windows it opens (the print window), and counts print() calls. */
async function watchPrintWindows(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __printed: string[]; __prints: number };
    w.__printed = [];
    w.__prints = 0;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const win = open(...args);
      if (win) {
        const write = win.document.write.bind(win.document);
        win.document.write = (...html: string[]) => {
          w.__printed.push(html.join(""));
          write(...html);
        };
        win.print = () => void (w.__prints += 1);
      }
      return win;
    };
  });
  return {
    html: () => page.evaluate(() => (window as unknown as { __printed: string[] }).__printed.join("\n")),
    prints: () => page.evaluate(() => (window as unknown as { __prints: number }).__prints),
  };
}

test("stored XSS: every field a customer types shows as text on every page and printout that shows it", async ({ page, browser }) => {
  // One payload per field, so a leak names its field. None of them may become an element or run.
  const probe = (field: string) => `<img src=x data-xss=${field} onerror=alert('${field}')>`;
  // Names are names (lib/names.ts): markup in a name is refused at the door, so the name fields carry a plain, unique name.
  const name = `Probe ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)}`;
  const address = { firstName: "Probe", lastName: "Rao", street: `12 ${probe("st")}`, city: `Agra${probe("ct")}` };
  const fired: string[] = [];
  const noScripts = (p: Page) =>
    p.on("dialog", (d) => {
      fired.push(d.message());
      void d.dismiss();
    });
  noScripts(page);
  const injected = (p: Page) => p.locator("[data-xss]");

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  noScripts(buyer);
  await buyer.goto("/");
  const origin = new URL(buyer.url()).origin;
  const email = `xss.${Date.now()}@example.com`;
  const visitor = asNewVisitor(origin);
  expect((await buyer.request.post("/api/user/register", { data: { name: probe("nm"), email, password: "hunter2hunter2" }, headers: visitor })).status()).toBe(
    400,
  );
  expect((await buyer.request.post("/api/user/register", { data: { name, email, password: "hunter2hunter2" }, headers: visitor })).status()).toBe(201);
  const add = await buyer.request.post("/api/address/add", {
    data: { address: { ...address, email, state: "Uttar Pradesh", zipCode: "282001", country: "India", phone: "9876512345" } },
    headers: { Origin: origin },
  });
  expect(add.status(), await add.text()).toBe(201);
  const message = `Hello ${probe("msg")} from ${email}`; // unique, so the journey can run again on the same shop
  const contact = await buyer.request.post("/api/contact", { data: { name, email, phone: "", message }, headers: { Origin: origin } });
  expect(contact.status(), await contact.text()).toBe(201);
  const product = (await catalogue(buyer)).find((p) => p.inStock && singleVariant(p))!;
  await buyer.request.post("/api/cart/update", { data: { cartItems: { [product._id]: 1 } }, headers: { Origin: origin } });

  // The customer's own pages: navbar, cart (address), My Orders, the invoice and its print window.
  await buyer.goto("/cart");
  await hydrated(buyer);
  await expect(buyer.getByTestId("user-menu")).toContainText(name);
  await expect(buyer.getByTestId("selected-address")).toContainText(address.street);
  await buyer.getByRole("button", { name: "Place Order" }).click();
  await expect(buyer).toHaveURL(/\/my-orders$/);
  const card = buyer.getByTestId("order-card").first();
  await expect(card).toContainText(address.street);
  await card.getByRole("button", { name: "View invoice" }).click();
  await expect(buyer.getByRole("dialog")).toContainText(address.city);
  const invoicePopup = buyer.waitForEvent("popup");
  await buyer.getByRole("button", { name: "Print Invoice" }).click();
  const printedInvoice = await invoicePopup;
  await expect(printedInvoice.getByTestId("tax-invoice")).toContainText(address.firstName);
  await expect(injected(printedInvoice)).toHaveCount(0);
  await expect(injected(buyer)).toHaveCount(0);
  const { _id: orderId, orderNumber } = (
    (await buyer.request.get("/api/order/user").then((r) => r.json())) as { orders: { _id: string; orderNumber: number }[] }
  ).orders[0]!;
  await expect(card.getByTestId("order-number")).toHaveText(`#${orderNumber}`);

  // The seller's screens: dashboard, orders list and invoice, labels and the printed label, messages.
  await sellerLogin(page);
  await expect(page.getByTestId("recent-order").first()).toContainText(name);
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Orders List" })).toBeVisible();
  await page.getByLabel("Search by Order ID").fill(orderId.slice(-10).toUpperCase());
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await row.getByRole("button", { name: "View" }).click();
  const invoice = page.getByRole("dialog", { name: "Invoice" });
  await expect(invoice).toContainText(address.street);
  await expect(invoice.getByTestId("invoice-paid")).toHaveText("Not Paid");
  await invoice.getByRole("button", { name: "Close" }).click();

  await page.getByRole("link", { name: "Order Label" }).click();
  // The Orders screen has a search box with the same label: wait for the new screen before typing.
  await expect(page.getByRole("heading", { name: "Shipping Labels" })).toBeVisible();
  // The number the customer reads out on the phone finds the order too.
  await page.getByLabel("Search by Order ID").fill(`#${orderNumber}`);
  const labelCard = page.getByTestId("label-card");
  await expect(labelCard).toHaveCount(1);
  await expect(labelCard.getByTestId("order-number")).toHaveText(`#${orderNumber}`);
  await expect(labelCard).toContainText(address.street);
  const printed = await watchPrintWindows(page);
  const popup = page.waitForEvent("popup");
  await labelCard.getByRole("button", { name: "Print Label (4×6) – QR + Barcode" }).click();
  await page.getByRole("dialog", { name: "Enter Label Details" }).getByRole("button", { name: "Generate & Print" }).click();
  const label = await popup;
  await expect(label.getByTestId("label")).toContainText(address.city);
  await expect(injected(label)).toHaveCount(0);
  expect(await printed.html()).toContain("&lt;img src=x data-xss=st onerror=alert(&#39;st&#39;)&gt;");

  await page.getByRole("link", { name: "Messages" }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(injected(page)).toHaveCount(0);
  expect(fired).toEqual([]);
  await buyerContext.close();
});

test("seller adds a product with a photo → a customer orders it COD → the seller invoices, ships and labels it → the customer sees it shipped", async ({
  page,
  browser,
}) => {
  await sellerLogin(page);
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
  const name = `Pony Show Halter ${Date.now().toString(36)}`;
  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#3f5f3a" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Add main image").setInputFiles({ name: "pony-halter.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Product Description").fill("Soft braided cotton\nSolid brass hardware");
  await page.getByLabel("Category").selectOption({ label: "Horse Halter" });
  await page.getByLabel("Product Price (MRP, ₹)").fill("1500");
  await page.getByLabel("Offer Price (₹)").fill("1200");
  await page.getByLabel("Stock count (optional)").fill("5");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Product Added")).toBeVisible();

  // It is on the storefront at once, with its photo.
  const shopper = await browser.newContext();
  const customer = await shopper.newPage();
  await customer.goto(`/products?q=${encodeURIComponent(name)}`);
  const card = customer.getByTestId("product-card");
  await expect(card).toHaveCount(1);
  await expect(card.locator("img").first()).toHaveAttribute("src", /\/images\/up-[0-9a-f]{16}-480\.webp$/);
  // Behind nginx (the scale-out suite) the list may come from the other instance, which learns of the new
  // product within a second (its catalogue cache follows the shared version): wait for it there too.
  let product: ApiProduct | undefined;
  await expect.poll(async () => (product = (await catalogue(customer)).find((p) => p.name === name))?._id).toBeTruthy();
  const orderId = await customerOrders(customer, "Kavya Rao", product!._id);
  // ₹1,200 + 12 % GST (CGST + SGST: Lucknow is in the shop's state) + ₹39 shipping.
  const total = formatAmount(rupeesToPaise(1200) + 14_400 + 3_900);

  // The seller finds the order, opens its invoice and ships it with an AWB.
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Orders List" })).toBeVisible();
  await page.getByLabel("Search by Order ID").fill(orderId);
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Kavya Rao");
  await expect(row).toContainText(total);
  await row.getByRole("button", { name: "View" }).click();
  const invoice = page.getByRole("dialog", { name: "Invoice" });
  await expect(invoice.getByTestId("invoice-number")).toHaveText(/^INV\/\d{2}-\d{2}\/\d{6}$/);
  await expect(invoice.getByTestId("invoice-total")).toHaveText(total);
  await expect(invoice).toContainText(name);
  await invoice.getByRole("button", { name: "Close" }).click();
  await row.getByRole("button", { name: "Ship" }).click();
  const ship = page.getByRole("dialog", { name: "Ship order" });
  await ship.getByLabel("Courier").fill("Delhivery");
  await ship.getByLabel("AWB / tracking number").fill("DL987654321IN");
  await ship.getByRole("button", { name: "Ship" }).click();
  await expect(page.getByText("Order marked as shipped!")).toBeVisible();
  await expect(row.getByRole("button", { name: "Shipped" })).toBeDisabled();

  // The 4×6 label: barcode present, COD amount = the total.
  await page.getByRole("link", { name: "Order Label" }).click();
  // The Orders screen has a search box with the same label: wait for the new screen before typing.
  await expect(page.getByRole("heading", { name: "Shipping Labels" })).toBeVisible();
  await page.getByLabel("Search by Order ID").fill(orderId);
  const labelCard = page.getByTestId("label-card");
  await expect(labelCard).toHaveCount(1);
  const printed = await watchPrintWindows(page);
  const popupPromise = page.waitForEvent("popup");
  await labelCard.getByRole("button", { name: "Print Label (4×6) – QR + Barcode" }).click();
  const details = page.getByRole("dialog", { name: "Enter Label Details" });
  await expect(details.getByLabel("Weight")).toHaveValue("0.5 kg");
  await expect(details.getByLabel("Dimensions")).toHaveValue("10x10x5 cm");
  await details.getByRole("button", { name: "Generate & Print" }).click();
  const label = await popupPromise;
  await expect(label.getByTestId("label-barcode").locator("svg")).toHaveCount(1);
  await expect(label.getByTestId("label-qr").locator("svg")).toHaveCount(1);
  await expect(label.getByTestId("cod-amount")).toHaveText(`COD ${total}`);
  await expect(label.getByTestId("label")).toContainText("AWB");
  await expect.poll(printed.prints, { timeout: 3000 }).toBe(1);

  // The customer sees it shipped, with the tracking link.
  await customer.goto("/my-orders");
  const mine = customer.getByTestId("order-card").filter({ hasText: orderId });
  await expect(mine.getByTestId("order-status")).toHaveText("Shipped");
  await expect(mine.getByRole("link", { name: "Track shipment" })).toHaveAttribute("href", /DL987654321IN/);
  await shopper.close();
});
