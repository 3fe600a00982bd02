import { expect, test } from "./fixtures";
import { asNewVisitor, hydrated, axeOn, AXE_TAGS } from "./helpers";

/**
 * Issue 18, item 1 on a phone: the address form starts with the PIN code, which fills the state and the city from
 * the shop's PIN directory; a PIN in another state than the one chosen is refused by the server, by name.
 */
test("@mobile the PIN code fills city and state; a PIN from another state is refused", async ({ page }) => {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `pin.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (
      await page.request.post("/api/user/register", { data: { name: "Meera Iyer", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })
    ).status(),
  ).toBe(201);

  await page.goto("/add-address");
  await hydrated(page);
  // The PIN comes first.
  await expect(page.getByRole("textbox").first()).toHaveAccessibleName("PIN code");
  await page.getByLabel("PIN code").fill("600001");
  await expect(page.getByTestId("pin-place")).toHaveText("Chennai, Tamil Nadu");
  await expect(page.getByLabel("State")).toHaveValue("Tamil Nadu");
  await expect(page.getByLabel("City")).toHaveValue("Chennai");
  // Another PIN replaces the city the form filled in.
  await page.getByLabel("PIN code").fill("208001");
  await expect(page.getByLabel("State")).toHaveValue("Uttar Pradesh");
  await expect(page.getByLabel("City")).toHaveValue("Kanpur Nagar");
  // A city the customer typed stays.
  await page.getByLabel("City").fill("Kanpur");
  await page.getByLabel("PIN code").fill("208002");
  await expect(page.getByTestId("pin-place")).toHaveText("Kanpur Nagar, Uttar Pradesh");
  await expect(page.getByLabel("City")).toHaveValue("Kanpur");

  // An unknown PIN says so under the field.
  await page.getByLabel("PIN code").fill("100000");
  await expect(page.getByText("We do not know this PIN code. Please check it.")).toBeVisible();
  await expect(page.getByTestId("pin-place")).toHaveText("");

  // The customer picks another state than the PIN's: the server refuses it, naming the PIN's state.
  await page.getByLabel("PIN code").fill("600001");
  await expect(page.getByLabel("State")).toHaveValue("Tamil Nadu");
  await page.getByLabel("State").selectOption("Uttar Pradesh");
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("House / flat no.").fill("Flat 2C");
  await page.getByLabel("Street").fill("12, Anna Salai");
  await page.getByLabel("Landmark").fill("Opposite the LIC building");
  await page.getByLabel("Mobile number").fill("9840012345");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.locator("#address-zipCode-error")).toHaveText("PIN 600001 is in Tamil Nadu");
  const axe = await axeOn(page).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByLabel("State").selectOption("Tamil Nadu");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const saved = (await (await page.request.get("/api/address/get")).json()) as { addresses: Record<string, unknown>[] };
  expect(saved.addresses).toEqual([
    expect.objectContaining({
      house: "Flat 2C",
      street: "12, Anna Salai",
      area: "",
      landmark: "Opposite the LIC building",
      city: "Kanpur",
      state: "Tamil Nadu",
      zipCode: 600001,
    }),
  ]); // the spec's zipCode is a number
});
