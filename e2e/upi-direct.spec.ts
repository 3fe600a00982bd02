import { expect, test, type Page } from "./fixtures";
import { productPath } from "../lib/catalog";
import type { ShopSettings } from "../lib/shop-settings";
import { addFromProductPage, catalogue, customerWithAddress, hydrated, sellerLogin, singleVariant, axeOn, AXE_TAGS } from "./helpers";

/**
 * Issue 18, item 4 (decision 030): the owner sets their own UPI ID in Settings; a shopper on a phone chooses UPI,
 * gets the QR and the "Pay with UPI app" button for the exact total, sends the 12-digit reference; the owner finds it
 * under "UPI payment to confirm", confirms it, and the shopper's order reads placed and paid. Settings are put back.
 */
type Loaded = { settings: ShopSettings; updatedAt: string };
const loadSettings = async (page: Page) => (await (await page.request.get("/api/seller/settings")).json()) as Loaded;

test("@mobile a UPI order: QR and app button for the exact amount, the customer's reference, confirmed by the owner and shown paid", async ({
  page: shopper,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await desk.newPage();
  await sellerLogin(page);
  const original = (await loadSettings(page)).settings;
  const product = (await catalogue(page)).find((p) => p.inStock && singleVariant(p) && p.offerPrice <= 1000)!;
  const utr = `41${String(Date.now()).slice(-10)}`;
  try {
    await page.goto("/seller/settings");
    await hydrated(page);
    await page.getByRole("button", { name: "UPI & payment QR" }).click();
    await page.getByLabel("Your UPI ID").fill("sharma.saddlery@okaxis");
    await page.getByLabel("Payee name").fill("Sharma Saddlery Works");
    const settingsAxe = await axeOn(page).withTags(AXE_TAGS).analyze();
    expect(settingsAxe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    // The shopper chooses UPI in the cart.
    await shopper.goto("/");
    await customerWithAddress(shopper, "Kavya Iyer", {
      firstName: "Kavya",
      lastName: "Iyer",
      street: "12, Civil Lines",
      city: "Kanpur",
      state: "Uttar Pradesh",
      zipCode: "208001",
      phone: "9876512345",
    });
    await addFromProductPage(shopper, productPath(product));
    await shopper.goto("/cart");
    await hydrated(shopper);
    await shopper.getByLabel("Payment Method").selectOption("UPI");
    await expect(shopper.getByTestId("upi-note")).toBeVisible();
    // Order updates on WhatsApp: offered, off until ticked (issue 18, item 5).
    const whatsapp = shopper.getByLabel("Send me order updates on WhatsApp");
    await expect(whatsapp).not.toBeChecked();
    await whatsapp.check();
    const total = (await shopper.getByTestId("total").textContent())!;
    await shopper.getByRole("button", { name: "Proceed to Pay" }).click();

    // The order's own payment page: QR, the app button with the exact amount, and where to type the reference.
    await expect(shopper).toHaveURL(/\/QRModal\?order=ord_/);
    const orderId = new URL(shopper.url()).searchParams.get("order")!;
    await expect(shopper.getByRole("heading", { name: "Pay by UPI" })).toBeVisible();
    await expect(shopper.getByTestId("upi-amount")).toHaveText(total);
    await expect(shopper.getByTestId("payment-qr").locator("svg")).toBeVisible();
    const href = (await shopper.getByRole("link", { name: "Pay with UPI app" }).getAttribute("href"))!;
    const amount = total.replace(/[₹,]/g, "");
    expect(href).toMatch(
      new RegExp(`^upi://pay\\?pa=sharma\\.saddlery%40okaxis&pn=Sharma%20Saddlery%20Works&am=${amount.replace(".", "\\.")}&cu=INR&tn=Order%20%23\\d+$`),
    );
    await hydrated(shopper);
    const axe = await axeOn(shopper).withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // A short number is refused on the spot; the 12 digits (as an app prints them, with spaces) are sent.
    await shopper.getByLabel("After paying: UPI reference (UTR)").fill("41234");
    await shopper.getByRole("button", { name: "Send reference" }).click();
    await expect(shopper.getByRole("alert")).toHaveText("Enter the 12-digit UPI reference (UTR) shown in your UPI app after paying");
    await shopper.getByLabel("After paying: UPI reference (UTR)").fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
    await shopper.getByRole("button", { name: "Send reference" }).click();
    await expect(shopper.getByTestId("upi-waiting")).toContainText(utr);

    // The owner's list: the payment to check, with its reference; confirmed.
    await page.goto("/seller/Orderlist");
    await hydrated(page);
    const row = page.getByTestId("upi-confirm-row").filter({ hasText: utr });
    await expect(row).toContainText(total);
    await row.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page.getByText("Payment confirmed: the order is placed")).toBeVisible();
    await expect(page.getByTestId("upi-confirm-row").filter({ hasText: utr })).toHaveCount(0);

    // The shopper's order is placed and paid; the payment page says so.
    await shopper.goto(`/my-orders/${orderId}`);
    await hydrated(shopper);
    await expect(shopper.getByText("UPI · Paid")).toBeVisible();
    const placed = (await (await shopper.request.get(`/api/order/${orderId}`)).json()) as { order: { whatsappUpdates: boolean; isPaid: boolean } };
    expect(placed.order).toMatchObject({ whatsappUpdates: true, isPaid: true });
    await expect(shopper.getByText("Order Placed").first()).toBeVisible();
    await shopper.goto(`/QRModal?order=${orderId}`);
    await expect(shopper.getByTestId("upi-outcome")).toContainText("The shop confirmed your UPI payment");
  } finally {
    const { updatedAt } = await loadSettings(page);
    expect(
      (await page.request.put("/api/seller/settings", { data: { settings: original, updatedAt }, headers: { Origin: new URL(page.url()).origin } })).status(),
    ).toBe(200);
    await desk.close();
  }
});
