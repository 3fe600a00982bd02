import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { productPath } from "../lib/catalog";
import { asNewVisitor, catalogue, hydrated, singleVariant, axeOn, AXE_TAGS } from "./helpers";

/**
 * Issue 17, the shopper's journey in Hindi on a phone: switch the language in the menu (remembered), browse, add,
 * add a Hindi address, order cash on delivery, see the tax invoice in Hindi and download its PDF, which draws
 * the Devanagari address with an embedded Noto face.
 */
/** The order page's button that opens the invoice, and the invoice's Hindi heading (with "Tax Invoice" beside it). */
const INVOICE_BUTTON = "बिल देखें";
const INVOICE_HEADING_HI = "कर बीजक";

async function axeClean(page: Page) {
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
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

test("@mobile a shopper switches to Hindi, orders with a Hindi address and gets the Hindi invoice and its PDF", async ({ page }) => {
  test.setTimeout(90_000);
  const origin = new URL(page.url() === "about:blank" ? String(test.info().project.use.baseURL) : page.url()).origin;
  // The last plain product in stock: the journeys share one shop, and most of them buy the first one (whose stock
  // the seller's phone journey needs later).
  // The last plain product in stock that the seller named in Hindi (other journeys add products without).
  const product = (await catalogue(page)).filter((p) => p.inStock && singleVariant(p) && p.translations?.hi?.name).at(-1)!;

  // The switch in the phone's menu; the choice is remembered: an English address now opens the Hindi page.
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { name: "सबसे ज़्यादा बिकने वाले" })).toBeVisible();
  await page.goto("/products");
  await expect(page).toHaveURL(/\/hi\/products$/);
  await expect(page.getByRole("heading", { name: "हमारे उत्पाद देखें" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", `${origin}/products`);

  // A customer (registered as the test's set-up) browses and adds in Hindi.
  const email = `sunita.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (
      await page.request.post("/api/user/register", { data: { name: "Sunita Srivastava", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })
    ).status(),
  ).toBe(201);
  await page.goto(`/hi${productPath(product)}`);
  await hydrated(page);
  // The demo catalogue comes in Hindi: the page shows the seller's Hindi name (the API's ?lang=hi gives it).
  const hindi = (await (await page.request.get(`/api/product/${product._id}?lang=hi`)).json()) as { product: { name: string } };
  expect(hindi.product.name).not.toBe(product.name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.product.name);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/update") && r.ok());
  await page.getByRole("button", { name: "कार्ट में डालें" }).click();
  await expect(page.getByText("कार्ट में जोड़ा गया")).toBeVisible();
  await saved;

  // The cart sends the customer to the address form in Hindi; the address is typed in Hindi.
  await page.goto("/hi/cart");
  await hydrated(page);
  await page.getByRole("button", { name: "बदलें" }).click();
  await page.getByRole("link", { name: "नया पता जोड़ें" }).click();
  await expect(page).toHaveURL(/\/hi\/add-address$/);
  await hydrated(page);
  await page.getByLabel("पहला नाम").fill("सुनीता");
  await page.getByLabel("उपनाम").fill("श्रीवास्तव");
  await page.getByLabel("ईमेल पता").fill(email);
  await page.getByLabel("मकान नंबर, गली, मोहल्ला").fill("मकान नं. 27, श्रीकृष्ण नगर");
  await page.getByLabel("शहर").fill("कानपुर");
  await page.getByLabel("राज्य").selectOption("Uttar Pradesh");
  await page.getByLabel("PIN कोड").fill("208001");
  await page.getByLabel("मोबाइल नंबर").fill("9876543210");
  await page.getByRole("button", { name: "पता सेव करें" }).click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  await hydrated(page);
  await expect(page.getByTestId("selected-address")).toContainText("श्रीकृष्ण नगर, कानपुर");
  await page.getByLabel("भुगतान का तरीका").selectOption("COD");
  await page.getByRole("button", { name: "ऑर्डर करें" }).click();
  await expect(page).toHaveURL(/\/hi\/my-orders$/);

  // The order's page and its tax invoice in Hindi, then the PDF.
  const orders = (await (await page.request.get("/api/order/user")).json()) as { orders: { _id: string }[] };
  const orderId = orders.orders[0]!._id;
  await page.goto(`/hi/my-orders/${orderId}`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  // Its line names the product as the seller has it in Hindi (kept on the order when it was placed).
  await expect(page.getByTestId("order-line").first()).toContainText(product.translations!.hi!.name!);
  await page.getByRole("button", { name: INVOICE_BUTTON }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("TAX INVOICE");
  await expect(dialog).toContainText(INVOICE_HEADING_HI);
  await expect(dialog).toContainText("सुनीता श्रीवास्तव");
  await axeClean(page);

  const pdf = await page.request.get(`/api/order/${orderId}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  const file = path.join(os.tmpdir(), `hindi-invoice-${orderId}.pdf`);
  fs.writeFileSync(file, await pdf.body());
  const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
  expect(fonts).toMatch(/NotoSansDevanagari\S*\s.*yes\s+yes/);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain("कानपुर");
  fs.rmSync(file);
});

test("axe finds nothing on the Hindi home, listing and product pages", async ({ page }) => {
  const product = (await catalogue(page)).find((p) => p.inStock)!;
  for (const p of ["/hi", "/hi/products", `/hi${productPath(product)}`]) {
    await page.goto(p);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await axeClean(page);
  }
});

test("a Hindi page names its texts instead of carrying them; hydrated, it toasts in Hindi from them", async ({ page }) => {
  const product = (await catalogue(page)).find((p) => p.inStock && singleVariant(p))!;
  const path = `/hi${productPath(product)}`;
  const html = await (await page.request.get(path)).text();
  const link = /<head><meta name="shop-texts" content="(\/assets\/i18n\/hi\.[0-9a-f]{12}\.json)" data-catalogue="hi"\/>/.exec(html);
  expect(link, "the texts' name, first in the head").not.toBeNull();
  expect(html, "nothing loads them before the first paint").not.toMatch(/<link[^>]*i18n/);
  // A toast's text is in the catalogue, not on the page: the page's data no longer carries the catalogue.
  expect(html).not.toContain("कार्ट में जोड़ा गया");
  const asset = await page.request.get(link![1]!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await asset.json())["toast.added"]).toBe("कार्ट में जोड़ा गया");

  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/i18n/")) loads.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await hydrated(page);
  // The boot script's preload and entry.client's fetch are one request (a mismatch would load them twice).
  expect(loads).toEqual([link![1]]);
  await page.getByRole("button", { name: "कार्ट में डालें" }).first().click();
  await expect(page.getByText("कार्ट में जोड़ा गया")).toBeVisible();
});

test("an unknown language is a 404 page, a Hindi page that does not exist is the Hindi 404", async ({ page }) => {
  expect((await page.goto("/ta/products"))!.status()).toBe(404);
  expect((await page.goto("/hi/no-such-page"))!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "यह पेज हमें नहीं मिला" })).toBeVisible();
});
