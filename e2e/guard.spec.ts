/**
 * The guard for every screen (issue 15, item 1).
 *
 * Opens every route of the route table (app/routes.ts, walked by guard-routes.ts, so a route added later is
 * checked too) for each role — a visitor, a customer with an order and two lines in the cart (one with options),
 * the seller — in every language of LANGUAGES, at 360×800 and at 1366×900, and fails on:
 *   1. the page wider than the viewport, 2. a primary action outside the viewport's width, 3. text cut by its
 *   box, 4. a fixed or sticky element over a focused field, 5. an axe violation (the tags of accessibility.spec.ts),
 * and on a 5xx answer, the error page or an uncaught script error. The exact rules of 1–4 are written at the top
 * of guard-checks.ts. All problems of one page (route, role, language, viewport) come in one message.
 *
 * Combinations that only refuse are not inspected, only checked to refuse cleanly (no 5xx, the expected screen):
 * a visitor or a customer on a back-office screen gets the seller login (inspected once: the visitor on /seller);
 * a visitor on /add-address is sent to /cart. The storefront renders nothing of its own for the seller (the
 * seller session is not a customer session; the navbar reads no seller flag), so the seller's storefront pages
 * are checked to answer cleanly and are inspected as the visitor's.
 *
 * Axe runs once per screen and viewport where the markup differs: a second path to the same module with the same
 * parameters (/products/:category/:id, /seller/dashboard) and the customer's content pages (SAME_FOR_CUSTOMER:
 * nothing of the customer's there but the navbar, axe-checked on the customer's other pages) get checks 1–4
 * only. With axe run in the page (axeOn) that keeps the guard near 3 minutes on SQLite on a 2-core machine.
 *
 * Viewports are set on one browser context per role (not a phone emulation: no touch, no mobile zoom-out, so
 * a page wider than 360 px shows as wider instead of being shrunk to fit). The guard runs in the desktop project
 * only (no @phone tag) and sets its viewports itself.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import type { ApiProduct } from "../lib/catalog";
import { categorySlug, productPath } from "../lib/catalog";
import { pathIn } from "../lib/i18n";
import { inspectFocus, inspectLayout, PRIMARY_ACTIONS, type Check, type Problem } from "./guard-checks";
import { fillPath, guardRoutes, type GuardRoute, type ParamValues } from "./guard-routes";
import { asNewVisitor, hydrated, sellerLogin, singleVariant, axeOn, AXE_TAGS } from "./helpers";

/** The shop's interface languages. Issue 17 (Hindi) adds one here, with how a page is opened in it. */
const LANGUAGES: { code: string; open: (path: string) => string }[] = [
  { code: "en", open: (path) => path },
  // The storefront in Hindi (issue 17); the back office has no Hindi, and the seller on the storefront is a visitor.
  { code: "hi", open: (path) => pathIn("hi", path) },
];

const VIEWPORTS = [
  { name: "phone", width: 360, height: 800 },
  { name: "desktop", width: 1366, height: 900 },
] as const;
type Viewport = (typeof VIEWPORTS)[number]["name"];

type Role = "visitor" | "customer" | "seller";
const ROLES: Role[] = ["visitor", "customer", "seller"];

/**
 * What the guard does with a route for a role: inspect it (checks 1–4, and axe unless the same markup is
 * axe-checked elsewhere), or only check that it refuses cleanly.
 */
type Plan = { kind: "inspect"; axe: boolean } | { kind: "refuse"; expect: "seller-login" | "redirect-cart" | "storefront-as-visitor" };

/**
 * Content pages that show nothing of the customer's but the navbar (whose logged-in state axe checks on the
 * customer's other pages): the customer gets checks 1–4 there, axe runs on them as the visitor. A route added
 * later is not in this list, so it gets everything.
 */
const SAME_FOR_CUSTOMER = [
  "/AboutUs",
  "/ContactSection",
  "/BrandBondingSection",
  "/QRModal",
  "/newsletter/confirm",
  "/forgot-password",
  "/reset-password",
  "/*",
];

function plan(role: Role, r: GuardRoute): Plan {
  // A second path to the same screen (same module, same parameters) gets checks 1–4; axe runs on the first.
  const axe = !r.aliasOf;
  if (r.backOffice) {
    if (role === "seller") return { kind: "inspect", axe };
    // The seller login screen, inspected once (the visitor on /seller); everywhere else it is the same screen.
    return role === "visitor" && r.pattern === "/seller" ? { kind: "inspect", axe } : { kind: "refuse", expect: "seller-login" };
  }
  if (role === "seller") return { kind: "refuse", expect: "storefront-as-visitor" };
  if (role === "visitor" && r.pattern === "/add-address") return { kind: "refuse", expect: "redirect-cart" };
  return { kind: "inspect", axe: axe && !(role === "customer" && SAME_FOR_CUSTOMER.includes(r.pattern)) };
}

/**
 * Known failures, each with its reason: screens other work is rewriting at the same time as the guard
 * (issue 15). A problem matching an entry is reported in the test's annotations, not failed. The lead removes
 * an entry once the work it waits for is merged; nothing else belongs here.
 */
type Known = { route: RegExp; role?: Role; viewport?: Viewport; check?: Check; element?: RegExp; reason: string };
// Empty when this was written: the screens being reworked at the same time (the shipping labels screen
// /seller/orders, the settings forms /seller/settings) passed the guard as they stand on main; the seller invoice
// dialog is not a route (the guard opens routes, not dialogs); /seller/account and /seller/staff get checked as
// soon as they are in app/routes.ts. Example: { route: /^\/seller\/orders$/, viewport: "phone", check: "action", reason: "…" }.
const KNOWN: Known[] = [];

const ROUTES = guardRoutes();
/** GUARD_SHOTS=/some/folder: a full-page screenshot of every inspected page at 360 px, to look at. */
const SHOTS = process.env.GUARD_SHOTS;
/**
 * GUARD_SERVER_ONLY=1: only what can differ between database engines: every route for every role answers without
 * a 5xx, the error page or a script error, at the phone's width. Layout, focus and axe depend on the markup alone,
 * which is the same on either engine, so scripts/test.sh runs them on SQLite and this lighter pass on PostgreSQL.
 */
const SERVER_ONLY = process.env.GUARD_SERVER_ONLY === "1";
const ACTIONS = `^(${PRIMARY_ACTIONS.join("|")})`;

/** Registers a customer with one cash-on-delivery order and two lines in the cart, one of them a variant with options. */
async function customerWithCart(page: Page, products: ApiProduct[]): Promise<string> {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `guard.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const reg = await page.request.post("/api/user/register", {
    data: { name: "Guard Shopper", email, password: "hunter2hunter2" },
    headers: asNewVisitor(origin),
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const address = {
    firstName: "Guard",
    lastName: "Shopper",
    email,
    street: "21, Mall Road",
    city: "Shimla",
    state: "Himachal Pradesh",
    zipCode: "171001",
    country: "India",
    phone: "9876543210",
  };
  const added = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  expect(added.status(), await added.text()).toBe(201);
  const addressId = ((await added.json()) as { address: { _id: string } }).address._id;
  const plain = products.filter((p) => p.inStock && singleVariant(p));
  const order = await page.request.post("/api/order/cod", {
    data: { items: [{ product: plain.at(-1)!._id, quantity: 1 }], address: addressId },
    headers: { Origin: origin },
  });
  expect(order.status(), await order.text()).toBe(201);
  const withOptions = products.find((p) => p.inStock && !singleVariant(p))!;
  const variant = withOptions.variants!.find((v) => v.inStock)!;
  const cart = await page.request.post("/api/cart/update", { data: { cartItems: { [plain[1]!._id]: 1, [variant._id]: 1 } }, headers: { Origin: origin } });
  expect(cart.status(), await cart.text()).toBe(200);
  return ((await order.json()) as { orderId: string }).orderId;
}

async function roleContext(browser: Browser, baseURL: string, role: Role): Promise<{ context: BrowserContext; page: Page; values: ParamValues }> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  const products = ((await (await page.request.get("/api/product/list")).json()) as { products: ApiProduct[] }).products;
  // A product with options: its page has the pickers, its editor the variant grid (the widest screens).
  const shown = products.find((p) => p.inStock && !singleVariant(p)) ?? products[0]!;
  const path = productPath(shown).split("/");
  const values: ParamValues = {
    category: decodeURIComponent(path[2]!),
    id: shown._id,
    editId: shown._id,
    madeUp: "/guard-made-up-page",
    orderId: "ord_0000000000000000000000",
  };
  expect(values.category).toBe(categorySlug(shown.category));
  if (role === "customer") values.orderId = await customerWithCart(page, products);
  if (role === "seller") await sellerLogin(page);
  return { context, page, values };
}

const format = (p: Problem) => `${p.check}: ${p.element}${p.text ? ` "${p.text}"` : ""} — ${p.detail}`;

/** Opens a path and waits until the page has hydrated and its data has loaded. Returns the HTTP status. */
async function open(page: Page, path: string): Promise<number> {
  const res = await page.goto(path);
  await hydrated(page);
  return res?.status() ?? 0;
}

async function inspect(page: Page, path: string, errors: string[], withAxe: boolean): Promise<Problem[]> {
  errors.length = 0;
  const t0 = Date.now();
  const status = await open(page, path);
  const t1 = Date.now();
  const problems: Problem[] = [];
  if (status >= 500) problems.push({ check: "status", element: "document", text: "", detail: `answered ${status}` });
  if (await page.getByRole("heading", { name: "Something went wrong" }).count())
    problems.push({ check: "status", element: "main", text: "Something went wrong", detail: "the error page" });
  if (SERVER_ONLY) {
    for (const e of errors) problems.push({ check: "script-error", element: "window", text: "", detail: e });
    return problems;
  }
  problems.push(...(await page.evaluate(inspectLayout, ACTIONS)));
  const t2 = Date.now();
  problems.push(...(await page.evaluate(inspectFocus)));
  const t3 = Date.now();
  const axe = withAxe
    ? await axeOn(page)
        .withTags(AXE_TAGS)
        .options({ resultTypes: ["violations"] })
        .analyze()
    : { violations: [] };
  for (const v of axe.violations) {
    for (const n of v.nodes.slice(0, 3))
      problems.push({ check: "axe", element: n.target.join(" "), text: (n.html ?? "").slice(0, 80), detail: `${v.id}: ${v.help}` });
  }
  if (process.env.GUARD_PROFILE) console.log(`${path} open ${t1 - t0} layout ${t2 - t1} focus ${t3 - t2} axe ${Date.now() - t3}`);
  for (const e of errors) problems.push({ check: "script-error", element: "window", text: "", detail: e });
  return problems;
}

for (const lang of LANGUAGES) {
  for (const role of lang.code === "en" ? ROLES : ROLES.filter((r) => r !== "seller")) {
    test.describe(`guard · ${role} · ${lang.code}`, () => {
      let session: Awaited<ReturnType<typeof roleContext>>;
      const errors: string[] = [];

      test.beforeAll(async ({ browser }, info) => {
        test.setTimeout(60_000);
        session = await roleContext(browser, String(info.project.use.baseURL), role);
        session.page.on("pageerror", (e) => errors.push(e.message));
      });
      test.afterAll(async () => {
        await session?.context.close();
      });

      for (const route of lang.code === "en" ? ROUTES : ROUTES.filter((r) => !r.backOffice)) {
        test(`${route.pattern} every screen holds`, async () => {
          test.setTimeout(90_000);
          const { page, values } = session;
          const path = lang.open(fillPath(route.pattern, values));
          const how = plan(role, route);
          if (how.kind === "refuse") {
            const status = await open(page, path);
            expect(status, `${path} as ${role} answers without a server error`).toBeLessThan(500);
            if (how.expect === "seller-login")
              await expect(page.getByRole("heading", { name: "Seller Login" }), `${path} as ${role} shows the seller login`).toBeVisible();
            if (how.expect === "redirect-cart") await expect(page, `${path} as ${role} is sent to the cart`).toHaveURL(/\/cart$/);
            if (how.expect === "storefront-as-visitor") await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
            return;
          }
          for (const vp of SERVER_ONLY ? VIEWPORTS.slice(0, 1) : VIEWPORTS) {
            await page.setViewportSize({ width: vp.width, height: vp.height });
            const where = `${path} (${route.pattern}) as ${role} at ${vp.width}×${vp.height} [${lang.code}]`;
            const found = await inspect(page, path, errors, how.axe);
            if (SHOTS && vp.name === "phone")
              await page.screenshot({ path: `${SHOTS}/${role}${route.pattern.replace(/[^a-z0-9]+/gi, "-")}.png`, fullPage: true });
            const known = (p: Problem) =>
              KNOWN.find(
                (k) =>
                  k.route.test(route.pattern) &&
                  (!k.role || k.role === role) &&
                  (!k.viewport || k.viewport === vp.name) &&
                  (!k.check || k.check === p.check) &&
                  (!k.element || k.element.test(`${p.element} ${p.text}`)),
              );
            for (const p of found) {
              const k = known(p);
              if (k) test.info().annotations.push({ type: "known", description: `${where}: ${format(p)} (${k.reason})` });
            }
            expect.soft(found.filter((p) => !known(p)).map(format), `problems on ${where}`).toEqual([]);
          }
        });
      }
    });
  }
}
