import { expect, test } from "./fixtures";
import { hydrated, axeOn } from "./helpers";

// Every page of the route table is axe-checked by the guard (e2e/guard.spec.ts: each role, 360 px and desktop,
// the same tags). What the guard cannot reach is a dialog opened by a click: the login modal is checked here.
test("@phone axe: the login modal", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page
    .getByRole("button", { name: "Open menu" })
    .or(page.getByRole("button", { name: "Login" }).first())
    .first()
    .click();
  if (await page.locator("#mobile-menu").isVisible()) await page.locator("#mobile-menu").getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const modal = await axeOn(page).include("[role=dialog]").analyze();
  expect(modal.violations.map((v) => v.id)).toEqual([]);
});
