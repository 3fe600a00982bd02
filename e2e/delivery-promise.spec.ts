import { expect, test } from "./fixtures";
import { productPath } from "../lib/catalog";
import { formatDeliveryDate } from "../lib/delivery";
import { deliveryDate } from "../lib/india-time";
import { addFromProductPage, catalogue, customerWithAddress, hydrated, singleVariant, axeOn, AXE_TAGS } from "./helpers";

/**
 * Issue 18, item 2 on a phone: the product page's PIN check says by when an order arrives and whether it can be paid
 * in cash; the PIN is remembered for the session; the cart and My Orders show the same date. The demo shop is in
 * Kanpur (208022): Kanpur is 2 days, the rest of Uttar Pradesh 4, the rest of India 6, the far-off regions 9.
 */
const by = (days: number) => formatDeliveryDate(deliveryDate(new Date(), days));

test("@mobile the product page's PIN check, remembered for the session, and the same date in the cart and My Orders", async ({ page }) => {
  test.setTimeout(60_000);
  const [first, second] = (await catalogue(page)).filter((p) => p.inStock && singleVariant(p));
  await page.goto(productPath(first!));
  await hydrated(page);
  const pin = page.getByLabel("Check delivery to your PIN code");
  const promise = page.getByTestId("delivery-promise");

  await pin.fill("20800");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(promise).toHaveText("PIN code must be 6 digits");
  await pin.fill("999999");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(promise).toHaveText("We do not know this PIN code. Please check it.");
  await pin.fill("600001");
  await pin.press("Enter");
  await expect(promise).toHaveText(`Delivery to 600001 by ${by(6)} · Cash on Delivery available`);
  await pin.fill("208001");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(promise).toHaveText(`Delivery to 208001 by ${by(2)} · Cash on Delivery available`);
  const axe = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Another product page answers for the remembered PIN on arrival.
  await page.goto(productPath(second!));
  await hydrated(page);
  await expect(pin).toHaveValue("208001");
  await expect(promise).toHaveText(`Delivery to 208001 by ${by(2)} · Cash on Delivery available`);

  // A customer whose address is in Lucknow (the same state: 4 days) sees that date in the cart and on the order.
  await customerWithAddress(page, "Kavya Mishra", {
    firstName: "Kavya",
    street: "5, Hazratganj",
    city: "Lucknow",
    state: "Uttar Pradesh",
    zipCode: "226001",
    phone: "9876512345",
  });
  await addFromProductPage(page, productPath(second!));
  await page.goto("/cart");
  await hydrated(page);
  await expect(page.getByTestId("cart-delivery")).toHaveText(`Delivery to 226001 by ${by(4)} · Cash on Delivery available`);
  await page.getByLabel("Payment Method").selectOption("COD");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByTestId("order-card").first();
  await expect(card.getByTestId("order-delivery-by")).toHaveText(by(4));
  // One name is enough (the last name is optional): the card names her without a gap.
  await expect(card).toContainText("Delivering to Kavya, 5, Hazratganj");
});
