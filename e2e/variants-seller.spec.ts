import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { productPath } from "../lib/catalog";
import { catalogue, hydrated, sellerLogin, axeOn, AXE_TAGS } from "./helpers";

async function axeClean(page: Page, what: string) {
  const results = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
    `violations on ${what}`,
  ).toEqual([]);
}

/** No horizontal scroll of the page itself (the grid stacks into cards on a phone). */
async function noPageScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("@phone the seller adds a halter with Size × Colour and a photo per colour, bulk-prices it, and the list and storefront show its variants", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await sellerLogin(page);
  await page.goto("/seller/add-product");
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
  // The file input only reads its files once React has hydrated the form.
  await hydrated(page);
  const name = `Padded Halter ${info.project.name} ${Date.now().toString(36)}`;

  // Two photos: burgundy, then navy.
  await page.getByLabel("Add main image").setInputFiles([
    { name: "burgundy.jpg", mimeType: "image/jpeg", buffer: await photo("#7a1f2b") },
    { name: "navy.jpg", mimeType: "image/jpeg", buffer: await photo("#1f2d5a") },
  ]);
  await expect(page.getByTestId("image-slot")).toHaveCount(2);
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Category").selectOption({ label: "Horse Halter" });
  await page.getByLabel("Product Price (MRP, ₹)").fill("1500");
  await page.getByLabel("Offer Price (₹)").fill("1300");
  await page.getByLabel("Stock count (optional)").fill("4");

  // Options: Size (Cob, Full; Full moved first), Colour (Burgundy, Navy).
  await page.getByRole("button", { name: "+ Add option" }).click();
  await page.getByLabel("Option 1 name").fill("Size");
  for (const v of ["Cob", "Full"]) {
    await page.getByLabel("New value for Size").fill(v);
    await page.getByLabel("New value for Size").press("Enter");
  }
  await page.getByRole("button", { name: "Move Full up" }).click();
  await expect(page.getByRole("list", { name: "Values of Size" }).getByRole("listitem")).toHaveText(["Full↑↓✕", "Cob↑↓✕"]);
  await page.getByRole("button", { name: "+ Add option" }).click();
  await page.getByLabel("Option 2 name").fill("Colour");
  for (const v of ["Burgundy", "Navy"]) {
    await page.getByLabel("New value for Colour").fill(v);
    await page.getByRole("button", { name: "Add value" }).nth(1).click();
  }
  // The product-level price, SKU and stock give way to the variants.
  await expect(page.getByLabel("Stock count (optional)")).toHaveCount(0);
  await page.getByRole("button", { name: "Generate variants" }).click();
  const rows = page.getByTestId("variant-row");
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("Full / Burgundy");
  await expect(page.getByLabel("SKU for Full / Navy")).toHaveValue(/^[A-Z]+-FULL-NAVY$/);
  await expect(page.getByLabel("Stock for Cob / Navy")).toHaveValue("4");

  // A photo per colour.
  await page.getByLabel("Photo for every Burgundy variant").selectOption({ label: "Photo 1 (main)" });
  await page.getByLabel("Photo for every Navy variant").selectOption({ label: "Photo 2" });
  await expect(page.getByLabel("Photo for Cob / Navy")).toHaveValue("1");

  // Bulk: the Cob rows get offer price 1100; Full / Navy is switched off.
  await page.getByLabel("Select Cob / Burgundy").check();
  await page.getByLabel("Select Cob / Navy").check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByLabel("Set", { exact: true }).selectOption({ label: "Offer price (₹)" });
  await page.getByLabel("Value", { exact: true }).fill("1100");
  await page.getByRole("button", { name: "Apply to selected" }).click();
  await expect(page.getByLabel("Offer price (₹) for Cob / Burgundy")).toHaveValue("1100");
  await expect(page.getByLabel("Offer price (₹) for Full / Burgundy")).toHaveValue("1300");
  await page.getByRole("switch", { name: "On sale: Full / Navy" }).click();
  await expect(page.getByRole("switch", { name: "On sale: Full / Navy" })).toHaveAttribute("aria-checked", "false");

  // A bad row is refused before anything is sent, in the server's words.
  await page.getByLabel("Offer price (₹) for Full / Burgundy").fill("1600");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Variant 1 (Full / Burgundy): offer price must not be more than the MRP").first()).toBeVisible();
  await page.getByLabel("Offer price (₹) for Full / Burgundy").fill("1300");

  await noPageScroll(page);
  await axeClean(page, "add product with variants");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Product Added")).toBeVisible();
  await expect(page.getByLabel("Product Name")).toHaveValue(""); // a fresh form

  // The storefront API: one product with its options and four variants; the cheapest on sale gives the price.
  const product = (await catalogue(page)).find((p) => p.name === name)!;
  expect(product.options).toEqual([
    { name: "Size", values: ["Full", "Cob"] },
    { name: "Colour", values: ["Burgundy", "Navy"] },
  ]);
  expect(product.variants!.map((v) => [v.options.Size, v.options.Colour, v.price, v.offerPrice, v.inStock])).toEqual([
    ["Full", "Burgundy", 1500, 1300, true],
    ["Full", "Navy", 1500, 1300, false],
    ["Cob", "Burgundy", 1500, 1100, true],
    ["Cob", "Navy", 1500, 1100, true],
  ]);
  expect(product).toMatchObject({ price: 1500, offerPrice: 1100, inStock: true });
  const [burgundyPhoto, navyPhoto] = product.image;
  expect(product.variants!.map((v) => v.image[0])).toEqual([burgundyPhoto, navyPhoto, burgundyPhoto, navyPhoto]);

  // The product list shows its variant count and total stock.
  await page.goto("/seller/product-list");
  const row = page.getByTestId("product-row").filter({ hasText: name });
  await expect(row.getByTestId("variant-count")).toHaveText("4 variants");
  await expect(row.getByTestId("stock-cell")).toContainText("16");
  await expect(row.getByTestId("stock-cell")).toContainText("Low stock: Full / Burgundy (4)");
  await noPageScroll(page);
  await axeClean(page, "product list");

  // The storefront page shows the product with its price.
  await page.goto(productPath(product));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("₹1,100").first()).toBeVisible();
});

/** Adds an option Size with the values given and generates the rows. */
async function addSize(page: Page, values: string[]) {
  await page.getByRole("button", { name: "+ Add option" }).click();
  await page.getByLabel("Option 1 name").fill("Size");
  for (const v of values) {
    await page.getByLabel("New value for Size").fill(v);
    await page.getByLabel("New value for Size").press("Enter");
  }
  await page.getByRole("button", { name: "Generate variants" }).click();
}

test("@phone edit product: a stale form is refused with a clear message and reloads; then options are added and saved", async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  await sellerLogin(page);
  const sku = info.project.name === "phone" ? "BB-HH-004" : "BB-HH-003";
  const halter = (await catalogue(page)).find((p) => p.sku === sku)!;
  expect(halter.variants).toHaveLength(1);
  await page.goto(`/admin/edit-product/${halter._id}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  // A product without options looks as before: its price, SKU and stock fields, no grid.
  await expect(page.getByLabel("Stock count (optional)")).toBeVisible();
  const rows = page.getByTestId("variant-row");
  await expect(rows).toHaveCount(0);
  await addSize(page, ["Pony", "Cob"]);
  await expect(rows).toHaveCount(2);
  // The product's own variant is the first row: it keeps its SKU.
  await expect(page.getByLabel("SKU for Pony")).toHaveValue(sku);
  await expect(page.getByLabel("SKU for Cob")).toHaveValue(`${sku}-COB`);
  await noPageScroll(page);
  await axeClean(page, "edit product with variants");

  // Someone else saves the product meanwhile (another browser): this form is now stale.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await sellerLogin(tab);
  await tab.goto(`/admin/edit-product/${halter._id}`);
  await hydrated(tab);
  await tab.getByRole("button", { name: "Save changes" }).click();
  await expect(tab.getByText("Product updated successfully")).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/changed since you opened it: it now shows the latest values/)).toBeVisible();
  await expect(rows).toHaveCount(0); // reloaded as stored

  // Again, on the fresh form: saved, and the storefront API has the options.
  await addSize(page, ["Pony", "Cob"]);
  await page.getByLabel("Offer price (₹) for Cob").fill(String(halter.offerPrice - 50));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  const saved = (await catalogue(page)).find((p) => p._id === halter._id)!;
  expect(saved.options).toEqual([{ name: "Size", values: ["Pony", "Cob"] }]);
  expect(saved.variants!.map((v) => [v.options.Size, v.sku, v.offerPrice])).toEqual([
    ["Pony", sku, halter.offerPrice],
    ["Cob", `${sku}-COB`, halter.offerPrice - 50],
  ]);
  expect(saved.variants![0]!._id).toBe(halter.variants![0]!._id);
  await expect(rows).toHaveCount(2); // the form shows what was stored
  // The stock ledger names the variant of each movement: the new Cob variant's opening stock.
  await expect(page.getByRole("region", { name: "Stock movements" }).getByRole("row").filter({ hasText: "New variant" }).first()).toContainText("Cob");

  // The list shows 2 variants; its edit dialog removes the option again: back to one variant (the original), SKU and all.
  await page.goto("/seller/product-list");
  const listed = page.getByTestId("product-row").filter({ hasText: halter.name });
  await expect(listed.getByTestId("variant-count")).toHaveText("2 variants");
  await listed.getByRole("button", { name: `Edit ${halter.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByTestId("variant-row")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Remove option" }).click();
  await expect(dialog.getByLabel("SKU (optional)")).toHaveValue(sku);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible();
  await expect(listed.getByTestId("variant-count")).toHaveText("1");
  const back = (await catalogue(page)).find((p) => p._id === halter._id)!;
  expect(back.options).toEqual([]);
  expect(back.variants!.map((v) => [v._id, v.sku, v.offerPrice])).toEqual([[halter.variants![0]!._id, sku, halter.offerPrice]]);
});
