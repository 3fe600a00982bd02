import { EARLY_TAPS } from "./early-taps";

/**
 * Content first, JavaScript second (docs/decisions/008).
 *
 * React Router's `<Scripts>` emits `<link rel="modulepreload">` for every chunk of the page and an inline
 * `<script type="module" async>` that imports the route modules and hydrates. Both start at once, so on a slow
 * link the 117 KB of JS shares the bandwidth with the stylesheet and the hero images, and on a slow CPU the async
 * module can run (and hydrate) before the first frame is painted.
 *
 * This rewrite of the rendered document keeps the same element in the same place (hydration still matches it) but
 * turns it into a small classic script that waits for the first contentful paint, then adds the modulepreloads and
 * runs the original module code. Browsers without paint timing start at the `load` event; as a safety net the
 * others start 3 s after it even if no paint was reported (a tab opened in the background paints only when shown). The server-rendered page is
 * complete and its links work before then; only the interactive parts wait. The page's interface texts, which
 * hydration needs and the paint does not, are preloaded at the same moment, first (named by a meta in the head:
 * ./catalogue-meta.ts).
 */

const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload" href="');
const SCRIPT_OPEN = Buffer.from("<script");
const MODULE_ATTRIBUTES = Buffer.from(' type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");
const QUOTE = 0x22;
const GT = 0x3e;
const SLASH = 0x2f;

/** A JS literal of `value` that is safe inside an HTML `<script>` element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// Runs in the browser as written (kept small and ES5-safe; it executes before any bundle).
const BOOT = `(function(code,hrefs){var me=document.currentScript,done=false;function go(){if(done)return;done=true;var t=document.querySelector("meta[data-catalogue]");if(t){var p=document.createElement("link");p.rel="preload";p.as="fetch";p.crossOrigin="anonymous";p.href=t.content;document.head.appendChild(p)}for(var i=0;i<hrefs.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=hrefs[i];document.head.appendChild(l)}var s=document.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=code;document.head.appendChild(s)}var paint=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0;if(paint)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});addEventListener("load",function(){setTimeout(go,paint?3000:0)})})`;

const CHARSET = Buffer.from('<meta charSet="utf-8"/>');
const HEAD = Buffer.from("<head>");

/**
 * Returns the document with hydration deferred to after the first paint, and the early-taps script (app/early-taps.ts)
 * at the top of <head>, after the charset (it must stay in the first 1024 bytes) and before the stylesheet (an inline
 * script after a stylesheet would wait for it); unchanged if it has no hydration script.
 */
export function deferHydration(html: string): string {
  return Buffer.concat(deferHydrationBytes(Buffer.from(html))).toString("utf8");
}

/**
 * The same on the rendered bytes, as the pieces of the new document (slices of `html`, not copies, and the new
 * scripts). Working on bytes spares each page a UTF-8 decode into a string (two bytes a letter once the page holds
 * one rupee sign), two regular-expression passes over it, and the encode back: 18 % of a listing's time on the
 * server at 10,000 products (issue 20, item 5).
 */
export function deferHydrationBytes(html: Buffer): Buffer[] {
  // The first `<script … type="module" async="">…</script>` (attributes without a `>`), as React Router renders it.
  let scriptStart = -1;
  let attributesEnd = -1;
  for (let at = html.indexOf(MODULE_ATTRIBUTES); at >= 0 && scriptStart < 0; at = html.indexOf(MODULE_ATTRIBUTES, at + 1)) {
    const open = html.lastIndexOf(SCRIPT_OPEN, at);
    if (open >= 0 && html.subarray(open + SCRIPT_OPEN.length, at).indexOf(GT) < 0) [scriptStart, attributesEnd] = [open, at];
  }
  if (scriptStart < 0) return [html];
  const codeStart = attributesEnd + MODULE_ATTRIBUTES.length;
  const codeEnd = html.indexOf(SCRIPT_CLOSE, codeStart);
  if (codeEnd < 0) return [html];
  const scriptEnd = codeEnd + SCRIPT_CLOSE.length;

  // Every `<link rel="modulepreload" href="…" …/>` comes out; its address goes to the boot script.
  const cuts: { from: number; to: number; put: Buffer | null }[] = [];
  const hrefs: string[] = [];
  for (let at = html.indexOf(PRELOAD_OPEN); at >= 0; at = html.indexOf(PRELOAD_OPEN, at + 1)) {
    const hrefStart = at + PRELOAD_OPEN.length;
    const hrefEnd = html.indexOf(QUOTE, hrefStart);
    if (hrefEnd <= hrefStart) continue; // no closing quote, or an empty address
    const close = html.indexOf(GT, hrefEnd + 1);
    if (close < 0 || html[close - 1] !== SLASH) continue;
    if (at >= scriptStart && at < scriptEnd) continue;
    hrefs.push(html.toString("utf8", hrefStart, hrefEnd));
    cuts.push({ from: at, to: close + 1, put: null });
  }
  const attributes = html.toString("utf8", scriptStart + SCRIPT_OPEN.length, attributesEnd);
  const code = html.toString("utf8", codeStart, codeEnd);
  cuts.push({ from: scriptStart, to: scriptEnd, put: Buffer.from(`<script${attributes}>${BOOT}(${scriptLiteral(code)},${scriptLiteral(hrefs)});</script>`) });

  const early = Buffer.from(`<script${attributes}>${EARLY_TAPS}</script>`);
  const inside = (at: number) => cuts.some((c) => at >= c.from && at < c.to);
  let charset = html.indexOf(CHARSET);
  while (charset >= 0 && inside(charset)) charset = html.indexOf(CHARSET, charset + 1);
  if (charset >= 0) cuts.push({ from: charset + CHARSET.length, to: charset + CHARSET.length, put: early });
  else {
    const head = html.indexOf(HEAD);
    if (head >= 0) cuts.push({ from: head + HEAD.length, to: head + HEAD.length, put: early });
  }

  cuts.sort((a, b) => a.from - b.from || a.to - b.to);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.from > from) pieces.push(html.subarray(from, cut.from));
    if (cut.put) pieces.push(cut.put);
    from = cut.to;
  }
  if (from < html.length) pieces.push(html.subarray(from));
  return pieces;
}
