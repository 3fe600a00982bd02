import { expect, test } from "./fixtures";
import { NEWSLETTER_CONFIRMED } from "../lib/contact";
import { asNewVisitor, emailedLink, hydrated } from "./helpers";

/**
 * Pages opened from an emailed link with a token, whose action is a button (newsletter confirmation, "stop these
 * emails"). The server renders them without their query (server/http/page-query.ts), so the button must read the
 * token in the browser: a regression test for a button that stayed disabled behind every real link.
 */
const confirmLinkFor = (email: string) =>
  emailedLink(email, /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/, "the confirmation email arrives");

test("@phone the newsletter's emailed link confirms with its button; a stop link's button answers too", async ({ page, baseURL }) => {
  test.skip(!process.env.E2E_DATA_DIR || !!process.env.E2E_BASE_URL, "reads the server's mail folder");
  test.setTimeout(60_000);
  const email = `news.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await page.request.post("/api/newsletter/subscribe", { data: { email }, headers: asNewVisitor(baseURL!) })).status()).toBe(200);
  const link = new URL(await confirmLinkFor(email));
  await page.goto(link.pathname + link.search);
  await hydrated(page);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByTestId("newsletter-confirm-status")).toHaveText(NEWSLETTER_CONFIRMED);

  // A stop link whose token no account has: the button is live and the answer says so.
  await page.goto(`/stock-alerts/stop?token=${"a".repeat(43)}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Stop back-in-stock emails" }).click();
  await expect(page.getByTestId("stop-emails-status")).toHaveText("This link is not valid any more.");
});
