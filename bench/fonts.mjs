// Font bytes a product page downloads, in English and in Hindi (issue 17: Indian-script faces load only on pages
// that show the script), and an order page whose customer wrote a Tamil address is not needed: the same rule.
// usage: npm run bench:fonts      (Chromium at /usr/bin/chromium or CHROME_PATH)
import { chromium } from "playwright";
import { ensureBuilt, firstInStockProductPath, startShop } from "./lib.mjs";

ensureBuilt();
const shop = await startShop({ port: 4314 });
const product = await firstInStockProductPath(shop.url);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
console.log("| page | font files | font bytes |");
console.log("|---|---|---:|");
for (const path of ["/", product, "/products", "/hi", `/hi${product}`, "/hi/products"]) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const fonts = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "font") return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    fonts.push({ url: new URL(res.url()).pathname.replace(/^\/assets\//, ""), bytes: body.length });
  });
  await page.goto(shop.url + path, { waitUntil: "networkidle" });
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForTimeout(500);
  const bytes = fonts.reduce((n, f) => n + f.bytes, 0);
  console.log(
    `| ${decodeURIComponent(path)} | ${fonts.map((f) => f.url.replace(/-[\w-]{8}\.woff2$/, ".woff2")).join(", ") || "none"} | ${(bytes / 1024).toFixed(1)} KB |`,
  );
  await context.close();
}
await browser.close();
await shop.stop();
