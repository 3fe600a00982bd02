import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startShop, firstInStockProductPath } from "./bench/lib.mjs";
const shop = await startShop({ port: 4314 });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
for (const p of ["/", "/products", await firstInStockProductPath(shop.url)]) {
  await fetch(shop.url + p);
  const r = await lighthouse(shop.url + p, { port: chrome.port, output: "json", logLevel: "error" });
  const a = r.lhr.audits;
  console.log("==", p, "perf", r.lhr.categories.performance.score, "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "SI", Math.round(a["speed-index"].numericValue));
  const el = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  console.log(" LCP element:", el?.snippet?.slice(0, 160));
  const phases = a["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
  console.log(" phases:", JSON.stringify(phases));
  console.log(" render-blocking:", JSON.stringify(a["render-blocking-resources"]?.details?.items?.map((i) => [i.url.slice(-40), i.wastedMs])));
  console.log(" network:", a["network-requests"].details.items.filter((i) => i.resourceType !== "Fetch").slice(0, 12).map((i) => `${i.url.replace(shop.url, "").slice(0, 50)} ${i.transferSize} ${i.priority} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)}`).join("\n   "));
}
chrome.kill(); await shop.stop();
