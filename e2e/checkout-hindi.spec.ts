import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { asNewVisitor, catalogue, hydrated, singleVariant, axeOn, AXE_TAGS } from "./helpers";

async function expectNoAxeViolations(page: Page, scope?: string) {
  let axe = axeOn(page).withTags(AXE_TAGS);
  if (scope) axe = axe.include(scope);
  const results = await axe.analyze();
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

/** The subjects of the emails to `email`, from the .eml files the embedded mail transport writes under DATA_DIR/mail (RFC 2047 words decoded). */
async function subjectsTo(email: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  const subjects: string[] = [];
  for (const f of (await fs.readdir(dir).catch(() => [] as string[])).filter((x) => x.endsWith(".eml"))) {
    const head = (await fs.readFile(path.join(dir, f), "utf8")).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    if (!head.includes(`To: ${email}`)) continue;
    const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? "";
    const bytes = (enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64")
        : Buffer.from(
            data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          );
    subjects.push(
      subject.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) => bytes(enc, data).toString("utf8")),
    );
  }
  return subjects;
}

/** The cart and login in Hindi stay in Hindi: texts, validation, links, and where checking out leads. */
test("Hindi cart: a visitor's cart and login modal in Hindi, then a customer orders COD and lands on /hi/my-orders", async ({ page }) => {
  test.setTimeout(60_000);
  // The last plain product in stock: most journeys buy the first one, whose stock later journeys need.
  const p = (await catalogue(page)).filter((x) => x.inStock && singleVariant(x)).at(-1);
  // Searched by its English name (found on the Hindi page too), shown by its Hindi one.
  const hindi = ((await (await page.request.get(`/api/product/${p!._id}?lang=hi`)).json()) as { product: { name: string } }).product.name;

  // A visitor adds from a product card in Hindi.
  await page.goto(`/hi/products?q=${encodeURIComponent(p!.name)}`);
  await hydrated(page);
  await page.getByRole("button", { name: `${hindi} कार्ट में जोड़ें` }).click();
  await expect(page.getByRole("group", { name: `कार्ट में ${hindi} की मात्रा` })).toBeVisible();

  await page.goto("/hi/cart");
  await hydrated(page);
  await expect(page).toHaveTitle(/^कार्ट · /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका कार्ट 1 सामान");
  await expect(page.getByTestId("selected-address")).toHaveText("डिलीवरी का पता चुनने के लिए लॉग इन करें");
  await page.getByLabel("GST नंबर").fill("09AAFCB4821K1Z");
  await expect(page.locator("#gst-number-error")).toHaveText("GST नंबर 15 अक्षरों का होना चाहिए");
  await page.getByLabel("GST नंबर").fill("");
  await expect(page.getByTestId("cart-policies").getByRole("link", { name: "उपयोग की शर्तें" })).toHaveAttribute("href", "/hi/policies/terms");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "ऑर्डर करें" }).click();
  const dialog = page.getByRole("dialog", { name: "ग्राहक लॉग इन" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute("href", "/hi/forgot-password");
  await expectNoAxeViolations(page, "[role=dialog]");
  await page.keyboard.press("Escape");

  // A customer with a Hindi address orders cash on delivery.
  const origin = new URL(page.url()).origin;
  const email = `asha.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reg = await page.request.post("/api/user/register", { data: { name: "Asha Verma", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) });
  expect(reg.status()).toBe(201);
  const address = {
    firstName: "आशा",
    lastName: "वर्मा",
    email,
    street: "22, तिलक नगर",
    city: "कानपुर",
    state: "Uttar Pradesh",
    zipCode: "208002",
    country: "India",
    phone: "9876501234",
  };
  expect((await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } })).status()).toBe(201);

  await page.goto(`/hi/products?q=${encodeURIComponent(p!.name)}`);
  await hydrated(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/update") && r.ok());
  await page.getByRole("button", { name: `${hindi} कार्ट में जोड़ें` }).click();
  await saved;
  await page.goto("/hi/cart");
  await hydrated(page);
  await expect(page.getByTestId("selected-address")).toContainText("तिलक नगर, कानपुर");
  await page.getByLabel("भुगतान का तरीका").selectOption("COD");
  await page.getByRole("button", { name: "ऑर्डर करें" }).click();
  await expect(page).toHaveURL(/\/hi\/my-orders$/);

  // Ordered from a Hindi page: the order is Hindi, and so is its confirmation email (decision 025).
  const mine = (await (await page.request.get("/api/order/user")).json()) as { orders: { orderNumber: number; lang: string }[] };
  expect(mine.orders[0]!.lang).toBe("hi");
  if (process.env.E2E_DATA_DIR && !process.env.E2E_BASE_URL) {
    await expect
      .poll(() => subjectsTo(email), { timeout: 15_000, message: "the Hindi confirmation email arrives" })
      .toContainEqual(expect.stringMatching(new RegExp(`^ऑर्डर पक्का हो गया: #${mine.orders[0]!.orderNumber} – `)));
  }

  await page.goto("/hi/account");
  await hydrated(page);
  await expect(page).toHaveTitle(/^मेरा खाता · /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरा खाता");
  await expect(page.getByRole("link", { name: "मेरे ऑर्डर" }).last()).toHaveAttribute("href", "/hi/my-orders");
  await expectNoAxeViolations(page);
});
