// Gzipped JS of each back-office screen, signed in as the seller: what opening the screen directly loads
// (a cold tab), and what moving to it from the dashboard adds (its own chunks). Storefront budget is for
// shop pages; the back office has none in ARCHITECTURE.md, these figures are to watch it.
// usage: npm run bench:back-office-js      (Chromium at /usr/bin/chromium or CHROME_PATH)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { ensureBuilt, placeOrders, sellerCookie, sellerEnv, startShop } from "./lib.mjs";

ensureBuilt();
const shop = await startShop({ port: 4314, env: sellerEnv });
await placeOrders(shop.url, 4);
const cookie = await sellerCookie(shop.url);
const product = (await (await fetch(`${shop.url}/api/product/list`)).json()).products[0];
const screens = [
  ["Dashboard", "/seller"],
  ["Orders", "/seller/Orderlist"],
  ["Shipping Labels", "/seller/orders"],
  ["Products", "/seller/product-list"],
  ["Add Product", "/seller/add-product"],
  ["Edit Product", `/admin/edit-product/${product._id}`],
  ["Messages", "/seller/messages"],
  ["Settings", "/seller/settings"],
];
const gz = new Map();
function size(url) {
  const file = path.join("build/client", new URL(url).pathname);
  if (!fs.existsSync(file)) return 0;
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gz.get(file);
}
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
try {
  // A fresh context per screen: a cold cache, and no script served from another tab's memory cache unseen.
  async function scriptsOf(url) {
    const context = await browser.newContext({ extraHTTPHeaders: { Cookie: cookie } });
    const page = await context.newPage();
    await page.goto(shop.url + url, { waitUntil: "networkidle" });
    // Every module the page fetched (scripts and modulepreloads), from the page's own resource timing.
    const seen = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((n) => /\/assets\/.*\.js$/.test(n)),
      ),
    );
    await context.close();
    return seen;
  }
  const dashboard = await scriptsOf("/seller");
  console.log("| screen | opened directly (gzip) | files | added after the dashboard (gzip) |");
  console.log("|---|---:|---:|---:|");
  for (const [name, url] of screens) {
    const scripts = await scriptsOf(url);
    const total = [...scripts].reduce((n, u) => n + size(u), 0);
    const added = [...scripts].filter((u) => !dashboard.has(u)).reduce((n, u) => n + size(u), 0);
    console.log(`| ${name} (${url.replace(product._id, ":id")}) | ${kb(total)} | ${scripts.size} | ${kb(added)} |`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
