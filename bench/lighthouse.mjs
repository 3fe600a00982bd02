// Lighthouse (mobile preset) scores for home, listing and a product page.
// usage: node bench/lighthouse.mjs      (Chromium at /usr/bin/chromium or CHROME_PATH)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, firstInStockProductPath, startShop } from "./lib.mjs";

ensureBuilt();
const shop = await startShop({ port: 4313 });
const pages = ["/", "/products", await firstInStockProductPath(shop.url)];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
console.log("| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
try {
  for (const p of pages) {
    // one warm-up load so the server's page cache is filled, as in production
    await fetch(shop.url + p);
    const r = await lighthouse(shop.url + p, { port: chrome.port, output: "json", logLevel: "error" });
    const c = r.lhr.categories;
    const a = r.lhr.audits;
    const s = (k) => Math.round((c[k]?.score ?? 0) * 100);
    console.log(`| ${p} | ${s("performance")} | ${s("accessibility")} | ${s("best-practices")} | ${s("seo")} | ${Math.round(a["largest-contentful-paint"].numericValue)} | ${Math.round(a["total-blocking-time"].numericValue)} | ${a["cumulative-layout-shift"].numericValue.toFixed(3)} |`);
    const failing = Object.values(a).filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === "binary").map((x) => x.id);
    if (failing.length) console.log(`  failing audits on ${p}: ${failing.join(", ")}`);
  }
} finally {
  chrome.kill();
  await shop.stop();
}
console.log("budgets: performance ≥ 98; accessibility, best practices, SEO = 100 (ARCHITECTURE.md §7)");
