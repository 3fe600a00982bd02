import { expect, test } from "./fixtures";
import { asNewVisitor, catalogue, hydrated, singleVariant } from "./helpers";

/**
 * Issue 16: a customer cancels a paid order from My Orders (set up through the
 * API: an online order paid in the embedded sandbox), sees the toast, the
 * cancelled status, the refund and the credit note, and downloads its PDF.
 */
test("customer cancels from My Orders: toast, cancelled, refund and credit note PDF", async ({ page }) => {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `cancel.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (await page.request.post("/api/user/register", { data: { name: "Kavya Rao", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })).status(),
  ).toBe(201);
  const address = {
    firstName: "Kavya",
    lastName: "Rao",
    email,
    street: "3, Civil Lines",
    city: "Kanpur",
    state: "Uttar Pradesh",
    zipCode: "208001",
    country: "India",
    phone: "9876501299",
  };
  const added = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  const addressId = ((await added.json()) as { address: { _id: string } }).address._id;
  const product = (await catalogue(page)).find((p) => singleVariant(p) && p.inStock)!;
  const items = [{ product: product._id, quantity: 1 }];
  const start = (await (await page.request.post("/api/order/razorpay", { data: { items, address: addressId }, headers: { Origin: origin } })).json()) as {
    orderId: string;
  };
  const paid = (await (await page.request.post("/api/order/sandbox-pay", { data: { orderId: start.orderId }, headers: { Origin: origin } })).json()) as Record<
    string,
    string
  >;
  expect((await page.request.post("/api/order/verify", { data: { ...paid, items, address: addressId }, headers: { Origin: origin } })).status()).toBe(200);

  await page.goto("/my-orders");
  await hydrated(page);
  const card = page.getByTestId("order-card").first();
  await card.getByRole("button", { name: "Cancel order" }).click();
  await card.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page.getByText("Order cancelled", { exact: true })).toBeVisible();
  await expect(card.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(card.getByTestId("refund")).toContainText("Sandbox");
  const note = card.getByTestId("credit-note");
  await expect(note).toContainText(/SCN\/\d{2}-\d{2}\/\d{6}/);
  const [download] = await Promise.all([page.waitForEvent("download"), note.getByRole("link", { name: /PDF/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^credit-note-SCN-.*\.pdf$/);
  const head = (await import("node:fs"))
    .readFileSync((await download.path())!)
    .subarray(0, 4)
    .toString();
  expect(head).toBe("%PDF");
});
