import fs from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { ApiProduct } from "../lib/catalog";
import type { PageSettling } from "./fixtures";

/** The seller account the e2e server starts with (playwright.config.ts). */
export const SELLER = { email: "owner@example.com", password: "seller-secret-123" };

/** Logs in at /seller through the form and waits for the dashboard. */
export async function sellerLogin(page: Page): Promise<void> {
  await page.goto("/seller");
  await hydrated(page);
  await page.getByLabel("Email").fill(SELLER.email);
  await page.getByLabel("Password").fill(SELLER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Seller Dashboard" })).toBeVisible();
}

let clients = 0;
/**
 * Headers for an API call made as a new visitor: the shop's Origin and an address of its own. The journeys'
 * server trusts X-Forwarded-For (TRUST_PROXY in playwright.config.ts), so each registration counts under its own
 * address, as real shoppers' do, not 20 of them under 127.0.0.1's 10-per-15-minutes register limit.
 */
export function asNewVisitor(origin: string): Record<string, string> {
  clients += 1;
  return { Origin: origin, "X-Forwarded-For": `10.${process.pid & 255}.${(clients >> 8) & 255}.${clients & 255}` };
}

export async function catalogue(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.get("/api/product/list");
  return ((await res.json()) as { products: ApiProduct[] }).products;
}

/** How long a hydrated page must have had nothing in flight, nothing coming in and no layout shift to count as settled. */
const QUIET_MS = 150;

/**
 * Waits until React has hydrated the page and what it loads at once has come in, so clicks reach their handlers and
 * typing is not overwritten by data arriving after it: the page is hydrated, loaded (images of its HTML too), and for
 * QUIET_MS since hydration was first seen no fetch was in flight, no resource came in and the layout did not shift
 * (fixtures.ts watches them). A page not watched (a context made outside fixtures.ts) waits for Playwright's network
 * idle instead (500 ms without a connection).
 */
export async function hydrated(page: Page): Promise<void> {
  const settled = await page.waitForFunction(
    (quiet) => {
      const w = window as unknown as { __reactRouterRouteModules?: unknown; __e2eNet?: PageSettling; __e2eHydratedAt?: number };
      if (w.__reactRouterRouteModules === undefined) return false;
      if (!w.__e2eNet) return "untracked";
      const now = performance.now();
      w.__e2eHydratedAt ??= now;
      return document.readyState === "complete" && w.__e2eNet.inflight === 0 && now - Math.max(w.__e2eNet.last, w.__e2eHydratedAt) >= quiet;
    },
    QUIET_MS,
    { polling: 50 },
  );
  if ((await settled.jsonValue()) === "untracked") await page.waitForLoadState("networkidle");
}

/**
 * Waits until React has hydrated the element `selector` names (it carries React's props). A part of the page hydrated
 * from a lazy chunk (the footer's newsletter form) can become interactive after hydrated() has returned: on a busy
 * machine its chunk is requested more than hydrated()'s quiet time after the page's last resource came in.
 */
export async function reactHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  }, selector);
}

/**
 * A product the storefront can add by its id today: one variant. Products with
 * options (the padded halter, collars, ropes) need a size / colour chosen first.
 */
export function singleVariant(p: ApiProduct): boolean {
  return (p.variants?.length ?? 1) === 1;
}

/**
 * A new customer logged in on `page` (which must be on the shop already) with one delivery address; returns the
 * email. `address` is the spec's address payload without the email.
 */
export async function customerWithAddress(page: Page, name: string, address: Record<string, string>): Promise<string> {
  const origin = new URL(page.url()).origin;
  const email = `shopper.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await page.request.post("/api/user/register", { data: { name, email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })).status()).toBe(
    201,
  );
  expect((await page.request.post("/api/address/add", { data: { address: { ...address, email } }, headers: { Origin: origin } })).status()).toBe(201);
  return email;
}

/** Adds a product to a logged-in customer's cart from its page, waiting until the server has saved the cart. */
export async function addFromProductPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/update") && r.ok());
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await saved;
}

/**
 * The newest link matching `pattern` in an email to `email`, read from the .eml files the embedded mail transport
 * writes under DATA_DIR/mail (quoted-printable undone), waiting up to 15 s for it to arrive.
 */
export async function emailedLink(email: string, pattern: RegExp, what: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
        for (const f of files.reverse()) {
          // Quoted-printable: soft line breaks ("=\n") undone, "=3D" is "=".
          const eml = (await fs.readFile(path.join(dir, f), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (!eml.includes(`To: ${email}`)) continue;
          const m = pattern.exec(eml);
          if (m) return (link = m[0]);
        }
        return null;
      },
      { timeout: 15_000, message: what },
    )
    .not.toBeNull();
  return link!;
}

/** The rules every axe check of the journeys runs: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Axe on `page`, run in the page itself (`axe.run`, AxeBuilder's legacy mode). Its default runs `axe.runPartial` in
 * every frame, then opens a blank page for each check to finish the run there: 1.1-1.9 s a check on /products and
 * / against 0.4-0.7 s this way, the same violations, passes and incomplete results (measured on both pages; the
 * shop's pages have no frames, the one case where the two differ). The guard alone runs 165 checks.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
