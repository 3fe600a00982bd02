import { expect, test } from "./fixtures";
import { catalogue, hydrated, sellerLogin } from "./helpers";

/**
 * Issue 17 item 4: the seller teaches the shop a word ("tattu", a pony, in Hindi and in Latin letters) at
 * /seller/search, and a shopper searching it on the Hindi listing finds the pony halter. The group stays in the
 * demo shop: other journeys do not search for these words.
 */
test("the seller adds a synonym group; a shopper finds the pony halter by it at /hi/products", async ({ page, browser }) => {
  const pony = (await catalogue(page)).find((p) => /pony/i.test(p.name));
  expect(pony, "the demo shop has a pony-size halter").toBeTruthy();
  const shopper = await browser.newPage();
  try {
    await shopper.goto("/hi/products?q=tattu");
    await expect(shopper.getByTestId("empty-listing")).toHaveText("कोई उत्पाद नहीं मिला। खोज थोड़ी बदलकर देखें!");

    await sellerLogin(page);
    await page.goto("/seller/search");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Search synonyms" })).toBeVisible();
    const box = page.getByLabel("Synonym groups, one per line");
    await expect(box).toHaveValue(/rope, rassi, rasi, rassee, रस्सी/);
    // A word already in another group is refused, naming it.
    const lines = (await box.inputValue()).split("\n").filter((l) => !/tattu/.test(l));
    await box.fill([...lines, "pony, tattu, रस्सी"].join("\n"));
    await page.getByRole("button", { name: "Save synonyms" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "is in two groups" })).toContainText(
      `“रस्सी” is in two groups (1 and ${lines.length + 1}): keep it in one`,
    );
    await box.fill([...lines, "pony, tattu, टट्टू"].join("\n"));
    await page.getByRole("button", { name: "Save synonyms" }).click();
    await expect(page.getByText("Search synonyms saved")).toBeVisible();
    await expect(page.getByText(`${lines.length + 1} groups, all saved`)).toBeVisible();

    // The shopper's listing (cached per catalogue version) shows it once the save has reached it.
    for (const q of ["tattu", "टट्टू"]) {
      await expect(async () => {
        await shopper.goto(`/hi/products?q=${encodeURIComponent(q)}`);
        await expect(shopper.locator(`[data-testid="product-card"] a[href*="${pony!._id}"]`).first()).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
    }
  } finally {
    await shopper.close();
  }
});
