import { expect, test } from "./fixtures";
import { asNewVisitor, emailedLink, hydrated } from "./helpers";

/** The newest reset link mailed to `email`. */
const resetLinkFor = (email: string) => emailedLink(email, /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/, "the reset email arrives");

test("forgot password: the emailed link sets a new password and logs the customer in", async ({ page, baseURL }) => {
  test.skip(!process.env.E2E_DATA_DIR || !!process.env.E2E_BASE_URL, "reads the server's mail folder");
  // Two page loads, the mail worker and the forgot-password answer's floor: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const email = `reset.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reg = await page.request.post("/api/user/register", {
    data: { name: "Kavya Rao", email, password: "old-password-1" },
    headers: asNewVisitor(baseURL!),
  });
  expect(reg.status()).toBe(201);
  await page.context().clearCookies();

  // "Forgot password?" in the login modal carries the typed address to the form.
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Login" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(page.getByTestId("forgot-password-status")).toContainText("If an account exists for this email");

  // The link from the email: a new password, and the customer is in.
  await page.goto(await resetLinkFor(email));
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByLabel("New password again").fill("new-password-2");
  await page.getByRole("button", { name: "Save and log in" }).click();
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(page.getByTestId("email-verified")).toBeVisible();
  const auth = await page.request.get("/api/user/is-auth");
  expect(await auth.json()).toMatchObject({ success: true, user: { email, emailVerified: true } });
});
