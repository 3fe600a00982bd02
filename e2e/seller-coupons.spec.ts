import { expect, test, type Page } from "./fixtures";
import { COUPON_ADMIN_MESSAGES } from "../lib/coupon-admin";
import { formatIstDate, istDate, istStartOfDay } from "../lib/india-time";
import { OWNER_ONLY } from "../lib/seller";
import { hydrated, sellerLogin } from "./helpers";

const day = (iso: string) => formatIstDate(istStartOfDay(iso));

async function openCoupons(page: Page) {
  await page.goto("/seller/coupons");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coupons");
}

/**
 * Issue 19, item 2: the owner creates a 10% coupon for one category with a minimum order and dates, finds it in
 * the list, switches it off and on again (both kept), and edits it; a code already taken is refused with the
 * server's words. A staff login sees the list but nothing to change, and the server refuses them a new coupon.
 */
test("@phone the owner creates a category coupon, switches it off and on and edits it; staff only see it", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(90_000);
  const code = `HALTER10${info.project.name === "phone" ? "P" : "D"}${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const start = istDate(new Date());
  const end = istDate(new Date(Date.now() + 30 * 86_400_000));

  await sellerLogin(page);
  // The back office's navigation leads there (on the phone: under More).
  if ((page.viewportSize()?.width ?? 1000) < 768) {
    const bar = page.getByTestId("seller-bottom-bar");
    await bar.getByRole("button", { name: "More" }).click();
    await bar.getByRole("link", { name: "Coupons", exact: true }).click();
  } else {
    await page.getByRole("navigation", { name: "Back office" }).first().getByRole("link", { name: "Coupons", exact: true }).click();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coupons");
  await hydrated(page);

  // A new coupon: the value's label follows the kind, free shipping has no value.
  // Once the list has loaded: the form is open when there are no coupons yet, otherwise "New coupon" opens it (other
  // journeys on this server may have made coupons first).
  const newButton = page.getByRole("button", { name: "New coupon" });
  const form = page.getByTestId("coupon-form");
  await expect(form.or(newButton)).toBeVisible();
  if (await newButton.isVisible()) await newButton.click();
  await expect(form.getByRole("heading", { name: "New coupon" })).toBeVisible();
  await form.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await expect(form.getByLabel("Code", { exact: true })).toHaveValue(code);
  await form.getByRole("radio", { name: "Flat amount off" }).check();
  await expect(form.getByLabel("Amount off (₹)")).toBeVisible();
  await form.getByRole("radio", { name: "Free shipping" }).check();
  await expect(form.getByLabel("Amount off (₹)")).toHaveCount(0);
  await expect(form.getByLabel("Percent off")).toHaveCount(0);
  await form.getByRole("radio", { name: "Percentage off" }).check();
  // A percentage over 100 is caught under its field before anything is sent.
  await form.getByLabel("Percent off").fill("150");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText(COUPON_ADMIN_MESSAGES.percent)).toBeVisible();
  await expect(form.getByLabel("Percent off")).toBeFocused();
  await form.getByLabel("Percent off").fill("10");
  await form.getByLabel("Minimum order (₹)").fill("999");
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("End date").fill(end);
  await form.getByLabel("Total uses").fill("100");
  await form.getByLabel("Uses per customer").fill("1");
  await form.getByRole("group", { name: "Limit to categories" }).getByRole("checkbox", { name: "Horse Halter" }).check();
  await form.getByLabel("Note (only the back office sees it)").fill("Halter week");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText("Coupon created").first()).toBeVisible();

  // In the list, with what it gives and its conditions.
  const card = page.getByTestId("seller-coupon").filter({ has: page.getByRole("heading", { name: code, exact: true }) });
  await expect(card.getByTestId("coupon-summary")).toHaveText("10% off");
  await expect(card).toContainText("₹999");
  await expect(card.getByTestId("coupon-dates")).toHaveText(`${day(start)} to ${day(end)}`);
  await expect(card).toContainText("100 uses in all · 1 per customer");
  await expect(card.getByTestId("coupon-covers")).toHaveText("Horse Halter");
  await expect(card.getByTestId("coupon-used")).toHaveText("0 orders · ₹0 given");
  await expect(card.getByTestId("coupon-state")).toHaveText("Active");

  // Off, kept off after a reload, and on again.
  const toggle = () =>
    page
      .getByTestId("seller-coupon")
      .filter({ hasText: code })
      .getByRole("switch", { name: `${code} on` });
  await expect(toggle()).toHaveAttribute("aria-checked", "true");
  await toggle().click();
  await expect(page.getByText(`${code} is off`).first()).toBeVisible();
  await expect(toggle()).toHaveAttribute("aria-checked", "false");
  await expect(card.getByTestId("coupon-state")).toHaveText("Off");
  await openCoupons(page);
  await expect(card.getByTestId("coupon-state")).toHaveText("Off");
  await toggle().click();
  await expect(page.getByText(`${code} is on`).first()).toBeVisible();
  await expect(card.getByTestId("coupon-state")).toHaveText("Active");
  await openCoupons(page);
  await expect(card.getByTestId("coupon-state")).toHaveText("Active");

  // The same code again: the server's refusal, in its words.
  await page.getByRole("button", { name: "New coupon" }).click();
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Percent off").fill("5");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByTestId("coupon-refused")).toHaveText(COUPON_ADMIN_MESSAGES.taken);
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);

  // Edit: the code stays as it is, the minimum order changes.
  await card.getByRole("button", { name: `Edit coupon ${code}` }).click();
  await expect(form.getByRole("heading", { name: `Edit coupon ${code}` })).toBeFocused();
  await expect(form.getByLabel("Code", { exact: true })).toHaveAttribute("readonly", "");
  await expect(form.getByRole("group", { name: "Limit to categories" }).getByRole("checkbox", { name: "Horse Halter" })).toBeChecked();
  await expect(form.getByLabel("Start date")).toHaveValue(start);
  await form.getByLabel("Minimum order (₹)").fill("1499");
  await form.getByRole("button", { name: "Save coupon" }).click();
  await expect(page.getByText("Coupon saved").first()).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(card).toContainText("₹1,499");
  await expect(card.getByRole("button", { name: `Edit coupon ${code}` })).toBeFocused();

  // A staff login: the list, no controls; the server refuses them a coupon.
  const staff = { name: "Coupon Viewer", email: `viewer.${Date.now().toString(36)}${info.project.name}@example.com`, password: "packing-desk-2026" };
  const origin = new URL(page.url()).origin;
  expect((await page.request.post("/api/seller/staff", { data: staff, headers: { Origin: origin } })).ok()).toBe(true);
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const ravi = await context.newPage();
  await ravi.goto("/seller");
  await hydrated(ravi);
  await ravi.getByLabel("Email").fill(staff.email);
  await ravi.getByLabel("Password").fill(staff.password);
  await ravi.getByRole("button", { name: "Login" }).click();
  await expect(ravi.getByRole("heading", { name: "Seller Dashboard" })).toBeVisible();
  await openCoupons(ravi);
  const seen = ravi.getByTestId("seller-coupon").filter({ hasText: code });
  await expect(seen.getByTestId("coupon-state")).toHaveText("Active");
  await expect(ravi.getByRole("button", { name: "New coupon" })).toHaveCount(0);
  await expect(ravi.getByTestId("coupon-form")).toHaveCount(0);
  await expect(ravi.getByRole("switch")).toHaveCount(0);
  await expect(ravi.getByRole("button", { name: /^Edit coupon/ })).toHaveCount(0);
  const refused = await ravi.request.post("/api/seller/coupons", { data: { code: `${code}X`, kind: "percent", value: 5 }, headers: { Origin: origin } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(OWNER_ONLY.coupons);
  await context.close();
});
