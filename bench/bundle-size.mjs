// Gzipped JS a product page loads: every script its HTML loads or preloads (after the first paint, see
// app/defer-hydration.ts, the chunks are named in the boot script's list and its module code).
// usage: node bench/bundle-size.mjs
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
console.log(`total: ${(gz / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw) in ${rows.length} files — budget 120 KB gzip`);
// The reviews section (below the fold) is rendered in the HTML and hydrated once its chunk has loaded: what that adds.
const later = lazyChunk(/^product-reviews-.*\.js$/, urls);
console.log(`then, for the reviews section: +${(later / 1024).toFixed(1)} KB gzip → ${((gz + later) / 1024).toFixed(1)} KB gzip in all`);
const htmlGz = zlib.gzipSync(Buffer.from(html)).length;
console.log(`HTML of the page: ${(html.length / 1024).toFixed(1)} KB raw, ${(htmlGz / 1024).toFixed(1)} KB gzip`);
}

/** Gzipped bytes of the chunk named like `pattern` and the chunks it imports that the page has not loaded already. */
function lazyChunk(pattern, loaded) {
  const dir = "build/client/assets";
  const first = fs.readdirSync(dir).find((f) => pattern.test(f));
  if (!first) return 0;
  const seen = new Set([...loaded].map((u) => path.basename(u)));
  let total = 0;
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const data = fs.readFileSync(path.join(dir, file));
    total += zlib.gzipSync(data, { level: 9 }).length;
    for (const m of data.toString("utf8").matchAll(/from\s*"\.\/([^"]+\.js)"/g)) visit(m[1]);
  };
  visit(first);
  return total;
}
