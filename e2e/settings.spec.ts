import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import type { ShopSettings } from "../lib/shop-settings";
import { hydrated, sellerLogin, axeOn, AXE_TAGS } from "./helpers";

type Loaded = { settings: ShopSettings; updatedAt: string };

async function loadSettings(page: Page): Promise<Loaded> {
  return (await (await page.request.get("/api/seller/settings")).json()) as Loaded;
}

/** Puts the settings back as they were (other journeys read the demo shop's home page). */
async function restore(page: Page, original: ShopSettings) {
  const { updatedAt } = await loadSettings(page);
  const origin = new URL(page.url()).origin;
  const res = await page.request.put("/api/seller/settings", { data: { settings: original, updatedAt }, headers: { Origin: origin } });
  expect(res.status()).toBe(200);
}

/** No sideways scrolling (360 px phones included) and no axe violations. */
async function fitsAndPasses(page: Page, screen: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${screen} is ${scroll - width} px wider than the screen`).toBeLessThanOrEqual(width);
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
    `axe on ${screen}`,
  ).toEqual([]);
}

/** A storefront page once the saved settings reach it (anonymous pages are cached until the next version check). */
async function showsSoon(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 10_000 });
}

test("@phone the seller reorders a testimonial, adds a reason, uploads a gallery picture and edits the returns policy; the shop shows it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // The phone run on the smallest common Android width.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 800 });
  await sellerLogin(page);
  const original = (await loadSettings(page)).settings;
  const [first, second] = original.testimonials;
  try {
    await page.goto("/seller/settings");
    await hydrated(page);
    const form = page.getByTestId("settings-form");
    await expect(page.getByRole("heading", { name: "Shop details" })).toBeVisible();
    // No JSON anywhere: the old textarea is gone.
    await expect(page.locator("textarea#settings-json")).toHaveCount(0);

    await page.getByRole("button", { name: "Home page" }).click();
    const testimonials = page.getByTestId("testimonials-item");
    await page.getByRole("button", { name: "Move testimonial 2 up" }).click();
    await expect(testimonials.nth(0).getByLabel("Customer's name")).toHaveValue(second!.name);
    await expect(testimonials.nth(1).getByLabel("Customer's name")).toHaveValue(first!.name);
    // Focus follows the moved item (at the top its Up button is disabled: Down has it).
    await expect(page.getByRole("button", { name: "Move testimonial 1 down" })).toBeFocused();
    // The limits are shown; a field left empty is refused next to it.
    await expect(form.getByText(`2 to 10 testimonials · ${original.testimonials.length} now`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove banner 1" })).toBeDisabled(); // exactly 4 banners
    await fitsAndPasses(page, "settings, home page section");
    await testimonials.nth(2).getByLabel("Customer's name").fill("");

    const reasons = page.getByTestId("whyChooseUs-item");
    await page.getByRole("button", { name: "+ Add reason" }).click();
    await expect(reasons).toHaveCount(original.whyChooseUs.length + 1);
    await expect(reasons.last().getByLabel("Title")).toBeFocused();
    await reasons.last().getByLabel("Title").fill("Custom Stable Colours");
    await reasons.last().getByLabel("Text").fill("Send us your stable's colours and we weave a halter and lead to match.");

    await page.getByRole("button", { name: "About", exact: true }).click();
    const gallery = page.getByTestId("gallery-item");
    await expect(gallery).toHaveCount(6);
    await expect(page.getByText("Exactly 6 pictures or videos · 6 now")).toBeVisible();
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 110, b: 90 } } })
      .jpeg()
      .toBuffer();
    await gallery.nth(1).getByLabel("Picture", { exact: true }).setInputFiles({ name: "new-loom.jpg", mimeType: "image/jpeg", buffer: picture });
    const preview = gallery.nth(1).getByTestId("picture-preview");
    await expect(preview).toHaveAttribute("data-file", /^up-[0-9a-f]{16}\.webp$/);
    const uploaded = (await preview.getAttribute("data-file"))!;
    await gallery
      .nth(1)
      .getByLabel(/^Caption/)
      .fill("Our new loom, green warp");

    await page.getByRole("button", { name: "Policies" }).click();
    const returns = page.getByTestId("policy-returns");
    await fitsAndPasses(page, "settings, policies section");
    await returns
      .getByLabel("Paragraph", { exact: true })
      .first()
      .fill("Changed your mind? Return any unused item within 10 days of delivery for a full refund.");

    // Save: the empty name sends the seller back to it, with the message beside it.
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Please correct the highlighted field: Required")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Home page" })).toBeVisible();
    const emptyName = testimonials.nth(2).getByLabel("Customer's name");
    await expect(emptyName).toBeFocused();
    await expect(emptyName).toHaveAttribute("aria-invalid", "true");
    await expect(testimonials.nth(2).getByTestId("field-error")).toHaveText("Required");
    await emptyName.fill(original.testimonials[2]!.name);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(page.getByText("All changes saved")).toBeVisible();

    // The shop shows every change.
    await showsSoon(page, "/", async () => {
      await expect(page.getByTestId("testimonials").locator("li").first()).toContainText(second!.name);
      await expect(page.getByTestId("why-choose-us")).toContainText("Custom Stable Colours");
    });
    await showsSoon(page, "/AboutUs", async () => {
      await expect(page.getByTestId("gallery-thumb").nth(1).locator("img")).toHaveAttribute("src", new RegExp(uploaded.replace(".webp", "")));
    });
    // Tapped once the page has settled: the footer is drawn again after hydration on this page and moves the link
    // (CI: the click's press and release landed on different elements; a layout-shift defect noted on issue 20).
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Returns & Refunds" }).click();
    await expect(page).toHaveURL(/\/policies\/returns$/);
    await expect(page.getByTestId("policy-text")).toContainText("Return any unused item within 10 days of delivery");
    await expect(page).toHaveTitle(/^Returns & Refunds · /);
    await fitsAndPasses(page, "the returns policy page");
    expect((await page.request.get("/policies/cookies")).status(), "a policy the shop does not have").toBe(404);
  } finally {
    await restore(page, original);
  }
});

test("a save from an out-of-date copy (another tab saved first) is refused with a clear message", async ({ page, context }) => {
  await sellerLogin(page);
  await page.goto("/seller/settings");
  await hydrated(page);
  await expect(page.getByLabel("Tagline")).toBeVisible();
  const original = (await loadSettings(page)).settings;
  try {
    // The other tab saves first.
    const other = await context.newPage();
    await other.goto("/seller/settings");
    await hydrated(other);
    await other.getByLabel("Tagline").fill("Saved in the other tab");
    await other.getByRole("button", { name: "Save settings" }).click();
    await expect(other.getByText("Settings saved")).toBeVisible();
    await other.close();

    await page.getByLabel("Tagline").fill("Saved from an old copy");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The settings were changed since you opened them" })).toBeVisible();
    expect((await loadSettings(page)).settings.tagline).toBe("Saved in the other tab");
    await page.getByRole("button", { name: /Reload the settings/ }).click();
    await expect(page.getByLabel("Tagline")).toHaveValue("Saved in the other tab");
  } finally {
    await restore(page, original);
  }
});
