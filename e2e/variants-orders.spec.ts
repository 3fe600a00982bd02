import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { asNewVisitor, hydrated, SELLER, axeOn, AXE_TAGS } from "./helpers";

const SIZE = { name: "Size", values: ["Pony", "Cob"] };
const COLOUR = { name: "Colour", values: ["Burgundy", "Navy"] };
/** Letters only: product and customer names refuse digits. */
const tag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);

/** Screenshots of the page as the project shows it and, on desktop, at 360 px wide too (the viewport is put back). */
async function shots(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
  const size = page.viewportSize();
  if (!size || size.width <= 360) return;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** Axe finds nothing on the lines we added (the order card, the orders table). */
async function expectNoAxeViolations(page: Page, scope: string) {
  const results = await axeOn(page).withTags(AXE_TAGS).include(scope).analyze();
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

type Variant = { _id: string; options: Record<string, string>; sku: string; updatedAt: string };

async function post(req: APIRequestContext, origin: string, path: string, data: unknown) {
  return req.post(path, { data, headers: { Origin: origin } });
}

/** As the seller (API): a halter with Size × Colour, 4 variants; returns it and its Cob / Burgundy variant. */
async function productWithOptions(page: Page, origin: string, name: string, skuStem: string): Promise<{ productId: string; cob: Variant }> {
  expect((await post(page.request, origin, "/api/seller/login", SELLER)).status()).toBe(200);
  const added = await page.request.post("/api/product/add-product", {
    multipart: { name, category: "horse accessories", price: "1499", offerPrice: "1199", sku: `${skuStem}-PONY-BUR`, stock: "10" },
    headers: { Origin: origin },
  });
  expect(added.status()).toBe(201);
  const productId = ((await added.json()) as { product: { _id: string } }).product._id;
  const opened = (await (await page.request.get(`/api/seller/products/${productId}/variants`)).json()) as { product: { variants: Variant[] } };
  const first = opened.product.variants[0]!;
  const variants = [
    ["Pony", "Burgundy"],
    ["Pony", "Navy"],
    ["Cob", "Burgundy"],
    ["Cob", "Navy"],
  ].map(([size, colour], i) => ({
    ...(i === 0 ? { _id: first._id, updatedAt: first.updatedAt } : {}),
    options: { Size: size!, Colour: colour! },
    sku: `${skuStem}-${size!.toUpperCase()}-${colour!.slice(0, 3).toUpperCase()}`,
    price: 1499,
    offerPrice: size === "Pony" ? 999 : 1199,
    stock: 10,
    inStock: true,
  }));
  const saved = await page.request.put(`/api/seller/products/${productId}/variants`, {
    data: { options: [SIZE, COLOUR], variants },
    headers: { Origin: origin },
  });
  expect(saved.status()).toBe(200);
  const grid = ((await saved.json()) as { product: { variants: Variant[] } }).product.variants;
  return { productId, cob: grid.find((v) => v.options.Size === "Cob" && v.options.Colour === "Burgundy")! };
}

test("@phone an order of Cob / Burgundy shows its options on My Orders, and its options and SKU on the seller's order screens", async ({
  page,
  browser,
}, info) => {
  // Four full-page screenshots (two widths on desktop) of seller screens that list every order the journeys before
  // it placed: ~31 s on a loaded two-core machine (stop 25), past the default 30 s.
  test.setTimeout(60_000);
  const stem = `BB-E2E-${tag().toUpperCase()}`;
  const name = `Padded Halter ${tag()}`;
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const { productId, cob } = await productWithOptions(page, origin, name, stem);
  expect(cob.sku).toBe(`${stem}-COB-BUR`);

  // The customer, in a browser context of their own, orders Cob / Burgundy cash on delivery.
  const buyerContext = await browser.newContext({ ...info.project.use, baseURL: origin });
  const buyer = await buyerContext.newPage();
  await buyer.goto("/");
  const email = `variant.${Date.now()}@example.com`;
  expect(
    (
      await buyer.request.post("/api/user/register", { data: { name: "Meera Joshi", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })
    ).status(),
  ).toBe(201);
  const address = {
    firstName: "Meera",
    lastName: "Joshi",
    email,
    street: "22, Tilak Nagar",
    city: "Kanpur",
    state: "Uttar Pradesh",
    zipCode: "208002",
    country: "India",
    phone: "9876501234",
  };
  const addressId = ((await (await post(buyer.request, origin, "/api/address/add", { address })).json()) as { address: { _id: string } }).address._id;
  const placed = await post(buyer.request, origin, "/api/order/cod", { items: [{ product: productId, variant: cob._id, quantity: 2 }], address: addressId });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { orderId: string }).orderId;

  await buyer.goto("/my-orders");
  await hydrated(buyer);
  const card = buyer.getByTestId("order-card").filter({ hasText: orderId });
  const line = card.getByTestId("order-line").filter({ hasText: name });
  await expect(line).toBeVisible();
  await expect(line.getByTestId("line-options")).toHaveText("Cob / Burgundy");
  await expect(line.getByTestId("line-sku")).toHaveText(`SKU ${stem}-COB-BUR`);
  await shots(buyer, "my-orders", (n) => info.outputPath(n));
  await expectNoAxeViolations(buyer, '[data-testid="order-card"]');
  await buyerContext.close();

  // The seller's orders list (Items column) and the shipping-label cards.
  await page.goto("/seller/Orderlist");
  await hydrated(page);
  const row = page.getByTestId("order-row").filter({ hasText: orderId });
  // Phones see the lines under the order id, wider screens in the Items column: whichever shows.
  const sellerLine = row.getByTestId("order-line").filter({ visible: true });
  await expect(sellerLine).toBeInViewport();
  await expect(sellerLine).toContainText(`2 × ${name}`);
  await expect(sellerLine.getByTestId("line-options")).toHaveText("Cob / Burgundy");
  await expect(sellerLine.getByTestId("line-sku")).toHaveText(`SKU ${stem}-COB-BUR`);
  await shots(page, "seller-orderlist", (n) => info.outputPath(n));
  await expectNoAxeViolations(page, '[role="region"][aria-label="Orders"]');

  await page.goto("/seller/orders");
  await hydrated(page);
  const labelLine = page.getByTestId("label-card").filter({ hasText: orderId }).getByTestId("order-line");
  await expect(labelLine.getByTestId("line-options")).toHaveText("Cob / Burgundy");
  await expect(labelLine.getByTestId("line-sku")).toHaveText(`SKU ${stem}-COB-BUR`);
  await shots(page, "seller-labels", (n) => info.outputPath(n));
  await expectNoAxeViolations(page, '[data-testid="label-card"]');

  // The invoice modal lists the line to pack with its SKU; the tax invoice names it "Padded Halter … (Cob / Burgundy)".
  await page.goto("/seller/Orderlist");
  await hydrated(page);
  await page.getByTestId("order-row").filter({ hasText: orderId }).getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: "Invoice" });
  await expect(dialog.getByTestId("line-sku")).toHaveText(`SKU ${stem}-COB-BUR`);
  await expect(dialog.getByText(`${name} (Cob / Burgundy)`)).toBeVisible();
  await shots(page, "seller-invoice", (n) => info.outputPath(n));
  await dialog.getByRole("button", { name: "Close" }).click();

  // Shipping it: the dialog names what goes in the parcel.
  await page.getByTestId("order-row").filter({ hasText: orderId }).getByRole("button", { name: "Ship" }).click();
  const ship = page.getByRole("dialog", { name: "Ship order" });
  await expect(ship.getByTestId("line-options")).toHaveText("Cob / Burgundy");
  await expect(ship.getByTestId("line-sku")).toHaveText(`SKU ${stem}-COB-BUR`);
  await ship.getByRole("button", { name: "Cancel" }).click();
});
