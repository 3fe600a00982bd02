import { expect, test } from "./fixtures";
import sharp from "sharp";
import { productPath } from "../lib/catalog";
import { REVIEW_THANKS } from "../lib/reviews";
import { catalogue, hydrated, sellerLogin, singleVariant, axeOn } from "./helpers";
import { deliveredOrder } from "./returns-helpers";

/**
 * Issue 19, item 1: a customer whose order was delivered writes a review with a photo from the order page; the seller
 * publishes it in the back office; the product's card and page then show the real average and count (none before).
 */
test("@phone a delivered customer reviews with a photo, the seller publishes it, the card shows the new average", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(120_000);
  // One product per project, so the two runs on one server do not count each other's review.
  const products = (await catalogue(page)).filter((p) => singleVariant(p) && p.inStock && (p.reviewCount ?? 0) === 0);
  const product = products[info.project.name === "phone" ? 1 : 0]!;
  expect(product.rating).toBeNull();
  const { orderId } = await deliveredOrder(page, browser, baseURL, "cod", { product: product._id, variant: product.variants![0]!._id });

  // The product page has no stars and no reviews yet.
  await page.goto(productPath(product));
  await hydrated(page);
  await expect(page.getByTestId("product-reviews")).toContainText("No reviews yet");
  await expect(page.getByRole("img", { name: /^Rated / })).toHaveCount(0);

  // The delivered order asks for a review; the form takes stars, words and a photo.
  await page.goto(`/my-orders/${orderId}`);
  await hydrated(page);
  await page.getByRole("link", { name: "Write a review" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Review: ${product.name}`);
  await hydrated(page);
  // The fifth star, as a shopper taps it (the radio itself is visually hidden behind its star).
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "5 of 5 stars" }) })
    .click();
  await expect(page.getByRole("radio", { name: "5 of 5 stars" })).toBeChecked();
  await page.getByLabel("Title").fill("Strong and soft");
  await page.getByLabel("Your review").fill("Fits well and the stitching is neat.\nMy mare did not mind it at all.");
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 150, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  await page.getByLabel("Photos (up to 3, optional)").setInputFiles({ name: "halter.png", mimeType: "image/png", buffer: png });
  const axe = await axeOn(page).include("main").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText(REVIEW_THANKS)).toBeVisible();
  await expect(page.getByTestId("review-written")).toContainText("Waiting for the shop's check");

  // The seller publishes it (with a reply) from Reviews.
  const sellerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const seller = await sellerContext.newPage();
  await sellerLogin(seller);
  await seller.goto("/seller/reviews");
  const card = seller.getByTestId("seller-review").filter({ hasText: "Strong and soft" });
  await expect(card).toContainText(product.name);
  await expect(card.getByRole("img", { name: "Photo 1 of the review" })).toBeVisible();
  await card.getByLabel("Public reply").fill("Thank you, give her a carrot from us!");
  await card.getByRole("button", { name: "Save reply" }).click();
  await expect(seller.getByText("Review saved").first()).toBeVisible();
  await seller
    .getByTestId("seller-review")
    .filter({ hasText: "Strong and soft" })
    .getByRole("button", { name: /^Publish/ })
    .click();
  await expect(seller.getByTestId("seller-review").filter({ hasText: "Strong and soft" })).toHaveCount(0);
  await sellerContext.close();

  // The card in the listing and the product page show 5.0 from 1 review, the review with its photo and the reply.
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  const tile = page.getByTestId("product-card").filter({ hasText: product.name }).first();
  await expect(tile.getByRole("img", { name: "Rated 5 out of 5 (reviews: 1)" })).toBeVisible();
  await expect(tile).toContainText("5.0 (1)");
  await page.goto(productPath(product));
  await hydrated(page);
  const reviews = page.getByTestId("product-reviews");
  await expect(reviews.getByTestId("reviews-average")).toHaveText("5.0");
  await expect(reviews.getByTestId("reviews-count")).toHaveText("1 review");
  const review = reviews.getByTestId("review");
  await expect(review).toContainText("Strong and soft");
  await expect(review).toContainText("Verified buyer");
  await expect(review).toContainText("Thank you, give her a carrot from us!");
  const thumb = review.getByRole("img", { name: /^Photo 1 from / });
  await expect(thumb).toBeVisible();
  await thumb.scrollIntoViewIfNeeded(); // loading="lazy": it loads once near the screen
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join(" ")).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":"5.0","reviewCount":1');
  const axe2 = await axeOn(page).include('[data-testid="product-reviews"]').analyze();
  expect(axe2.violations.map((v) => v.id)).toEqual([]);
});
