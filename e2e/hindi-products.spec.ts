import { expect, test } from "./fixtures";
import { catalogue, hydrated, sellerLogin } from "./helpers";

/** Issue 17 item 3: the seller writes a product's name and a category's name in Hindi; the Hindi shop shows them. */
test("@phone the seller gives a product and a category Hindi names; the Hindi shop shows them, the English shop is unchanged", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const halter = (await catalogue(page)).find((p) => p.name === "Classic Webbing Horse Halter")!;
  const hindiName = `क्लासिक पट्टी वाला हॉल्टर (${info.project.name === "phone" ? "फ़ोन" : "डेस्कटॉप"})`;
  await sellerLogin(page);
  await page.goto(`/admin/edit-product/${halter._id}`);
  await hydrated(page);
  const field = page.getByLabel("Name in Hindi");
  // The form shows what is stored (the demo catalogue comes in Hindi) and takes Devanagari as typed.
  await expect(field).not.toHaveValue("");
  await expect(page.getByLabel("Description in Hindi")).toHaveValue(/हॉल्टर|पट्टी/);
  await field.fill(hindiName);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();

  // The seller names the Horse Halter tile in Hindi under All Products.
  await page.goto("/seller/product-list");
  await hydrated(page);
  await page.getByText("Category names in Hindi").click();
  const tile = page.getByLabel("Horse Halter", { exact: true });
  await expect(tile).toHaveValue("घोड़े का हॉल्टर");
  await tile.fill("घोड़ों के हॉल्टर");
  await page.getByRole("button", { name: "Save category names" }).click();
  await expect(page.getByText("Category names saved")).toBeVisible();

  const shopper = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await shopper.newPage();
  await visitor.goto(`/hi/products?q=${encodeURIComponent("Classic Webbing")}`);
  await expect(visitor.getByRole("link", { name: hindiName }).first()).toBeVisible();
  await expect(visitor.getByRole("link", { name: "घोड़ों के हॉल्टर" }).first()).toBeVisible();
  await visitor.goto(`/products?q=${encodeURIComponent("Classic Webbing")}`);
  await expect(visitor.getByRole("link", { name: "Classic Webbing Horse Halter" }).first()).toBeVisible();
  await expect(visitor.getByText(hindiName)).toHaveCount(0);
  await shopper.close();

  // The tile's demo name back, for the journeys after this one.
  await tile.fill("घोड़े का हॉल्टर");
  await page.getByRole("button", { name: "Save category names" }).click();
  await expect(page.getByText("Category names saved").first()).toBeVisible();
});
