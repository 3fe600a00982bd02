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
 * complete and its links work before then; only the interactive parts wait.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

/** A JS literal of `value` that is safe inside an HTML `<script>` element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// Runs in the browser as written (kept small and ES5-safe; it executes before any bundle).
const BOOT = `(function(code,hrefs){var me=document.currentScript,done=false;function go(){if(done)return;done=true;for(var i=0;i<hrefs.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=hrefs[i];document.head.appendChild(l)}var s=document.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=code;document.head.appendChild(s)}var paint=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0;if(paint)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});addEventListener("load",function(){setTimeout(go,paint?3000:0)})})`;

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * Returns the document with hydration deferred to after the first paint, and the early-taps script (app/early-taps.ts)
 * at the top of <head>, after the charset (it must stay in the first 1024 bytes) and before the stylesheet (an inline
 * script after a stylesheet would wait for it); unchanged if it has no hydration script.
 */
export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULEPRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  const [, attributes, code] = script;
  const boot = `<script${attributes}>${BOOT}(${scriptLiteral(code)},${scriptLiteral(hrefs)});</script>`;
  const early = `<script${attributes}>${EARLY_TAPS}</script>`;
  const withBoot = withoutPreloads.replace(MODULE_SCRIPT, () => boot);
  const at = withBoot.indexOf(CHARSET);
  return at < 0 ? withBoot.replace("<head>", () => `<head>${early}`) : withBoot.slice(0, at + CHARSET.length) + early + withBoot.slice(at + CHARSET.length);
}
