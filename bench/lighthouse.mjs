// Lighthouse (mobile preset) scores for home, listing, a product page and a product page with options (pickers), and home, listing and
// a product page in Hindi: the median of several runs, as
// Lighthouse advises (one run varies by a few points, more so on a small, busy machine).
// With --seller: the back office's dashboard and orders list instead, signed in as the seller, with a dozen orders.
// usage: npm run bench:lighthouse -- [runs=3] [--seller] [/path …]      (Chromium at /usr/bin/chromium or CHROME_PATH)
// Paths given (e.g. /hi /hi/products) are measured instead of the default pages.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, firstInStockProductPath, placeOrders, productWithOptionsPath, sellerCookie, sellerEnv, startShop } from "./lib.mjs";

const args = process.argv.slice(2);
const seller = args.includes("--seller");
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const only = args.filter((a) => a.startsWith("/"));
ensureBuilt();
const shop = await startShop({ port: 4313, env: seller ? sellerEnv : {} });
let flags = {};
let pages;
if (seller) {
  await placeOrders(shop.url, 12);
  flags = { extraHeaders: { Cookie: await sellerCookie(shop.url) } };
  pages = ["/seller", "/seller/Orderlist"];
} else {
  const product = await firstInStockProductPath(shop.url);
  // and the same pages in Hindi (issue 17: same budgets)
  pages = ["/", "/products", product, await productWithOptionsPath(shop.url), "/hi", "/hi/products", `/hi${product}`];
}
if (only.length) pages = only;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`median of ${runs} runs per page (performance of each run in brackets)`);
console.log("| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
try {
  for (const p of pages) {
    // one warm-up load so the server's page cache is filled, as in production
    await fetch(shop.url + p, { headers: flags.extraHeaders });
    const results = [];
    const failing = new Set();
    const errors = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(shop.url + p, { port: chrome.port, output: "json", logLevel: "error", ...flags });
      if (lhr.categories.performance.score === null) {
        // Lighthouse could not compute a metric (e.g. NO_LCP when the headless tab missed a frame): not a score
        errors.push(lhr.runtimeError?.code ?? Object.values(lhr.audits).find((a) => a.errorMessage)?.errorMessage ?? "no score");
        continue;
      }
      const s = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const n = (k) => lhr.audits[k].numericValue;
      results.push({
        perf: s("performance"),
        a11y: s("accessibility"),
        bp: s("best-practices"),
        seo: s("seo"),
        fcp: n("first-contentful-paint"),
        lcp: n("largest-contentful-paint"),
        tbt: n("total-blocking-time"),
        cls: n("cumulative-layout-shift"),
      });
      for (const a of Object.values(lhr.audits)) if (a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary") failing.add(a.id);
    }
    const m = (k) => median(results.map((r) => r[k]));
    console.log(
      `| ${p} | ${m("perf")} [${[...results.map((r) => r.perf), ...errors.map(() => "error")].join(", ")}] | ${m("a11y")} | ${m("bp")} | ${m("seo")} | ${Math.round(m("fcp"))} | ${Math.round(m("lcp"))} | ${Math.round(m("tbt"))} | ${m("cls").toFixed(3)} |`,
    );
    if (errors.length) console.log(`  runs without a score on ${p}: ${errors.join("; ")}`);
    if (failing.size) console.log(`  failing audits on ${p}: ${[...failing].join(", ")}`);
  }
} finally {
  chrome.kill();
  await shop.stop();
}
console.log("budgets: performance ≥ 98; accessibility, best practices, SEO = 100 (ARCHITECTURE.md §7)");
