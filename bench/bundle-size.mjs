// Gzipped JS a product page loads: every script its HTML loads or preloads (after the first paint, see
// app/defer-hydration.ts, the chunks are named in the boot script's list and its module code).
// usage: npm run bench:bundle-size
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ensureBuilt, firstInStockProductPath, productWithOptionsPath, startShop } from "./lib.mjs";

ensureBuilt();
const shop = await startShop({ port: 4312 });
// a product without options, and the padded halter (Size × Colour pickers)
const pages = [];
for (const pagePath of [await firstInStockProductPath(shop.url), await productWithOptionsPath(shop.url)]) {
  pages.push({ pagePath, html: await (await fetch(shop.url + pagePath)).text() });
}
await shop.stop();

for (const { pagePath, html } of pages) report(pagePath, html);

function report(pagePath, html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  // the module code's imports (quotes escaped inside the boot script) and the boot script's preload list
  for (const m of html.matchAll(/(?:from |import\()\\?"([^"\\]+\.js)\\?"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/,(\["\/assets\/[^\]]*\])\);<\/script>/g)) for (const u of JSON.parse(m[1])) urls.add(u);

  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const u of urls) {
    const file = path.join("build/client", u);
    if (!fs.existsSync(file)) continue;
    const data = fs.readFileSync(file);
    const g = zlib.gzipSync(data, { level: 9 }).length;
    raw += data.length;
    gz += g;
    rows.push([u, data.length, g]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log(`JS loaded by ${pagePath}`);
  for (const [u, r, g] of rows) console.log(`  ${(g / 1024).toFixed(1).padStart(6)} KB gz  ${(r / 1024).toFixed(1).padStart(7)} KB raw  ${u}`);
  console.log(
    `total: ${(gz / 1024).toFixed(1)} KB gzip (${gz} bytes; ${(raw / 1024).toFixed(1)} KB raw) in ${rows.length} files — budget 120 KB gzip (122,880 bytes)`,
  );
  // The reviews section is HTML written by the server (app/components/product-reviews.server.tsx): no script of its
  // own, so the total above is the page's JS with its reviews shown. Checked here, not assumed.
  const reviewChunks = [...urls].filter((u) => /review/i.test(path.basename(u)));
  const shown = html.includes('data-testid="product-reviews"');
  console.log(
    `reviews section: ${shown ? "in the HTML" : "MISSING from the HTML"}, ${(html.match(/data-testid="review"/g) ?? []).length} review(s) on the page, ${reviewChunks.length ? `scripts ${reviewChunks.join(", ")}` : "no script of its own"}`,
  );
  const htmlGz = zlib.gzipSync(Buffer.from(html)).length;
  console.log(`HTML of the page: ${(html.length / 1024).toFixed(1)} KB raw, ${(htmlGz / 1024).toFixed(1)} KB gzip`);
}
