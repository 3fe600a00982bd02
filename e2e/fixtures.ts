/**
 * The journeys' `test`: Playwright's, with every browser context watching its pages settle, so `hydrated()`
 * (helpers.ts) knows when a page has settled without Playwright's "networkidle" (no connection for 500 ms, paid on
 * every page a journey opens: ~500 of its ~950 ms per page in the guard). Everything else is Playwright's own.
 */
import { test as base, type Browser, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

/** What a page holds in `window.__e2eNet`: fetches and XMLHttpRequests in flight, and when anything last moved. */
export type PageSettling = { inflight: number; last: number };

/**
 * Runs in every page before its own scripts: counts fetches and XMLHttpRequests in flight and keeps the time the
 * count last changed, a resource last came in or the layout last shifted. A second copy (a context given it twice)
 * leaves the first in place.
 */
function watchSettling(): void {
  type Net = PageSettling;
  const w = window as unknown as { __e2eNet?: Net };
  if (w.__e2eNet) return;
  const net: Net = { inflight: 0, last: performance.now() };
  w.__e2eNet = net;
  const start = () => {
    net.inflight++;
    net.last = performance.now();
  };
  const end = () => {
    net.inflight--;
    net.last = performance.now();
  };
  // A script, style or image that came in, or the layout moving (a lazy chunk rendering late) also resets the quiet.
  const moved = () => {
    net.last = performance.now();
  };
  for (const type of ["resource", "layout-shift"])
    try {
      new PerformanceObserver(moved).observe({ type, buffered: false });
    } catch {
      // an entry type this browser does not know
    }
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    start();
    return fetch(...args).finally(end);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    start();
    this.addEventListener("loadend", end, { once: true });
    return send.apply(this, args);
  };
}

async function tracked(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(watchSettling);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  // The page fixture's context.
  context: async ({ context }, provide) => {
    await provide(await tracked(context));
  },
  // Contexts a journey makes itself (a second person's phone, the guard's roles).
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => tracked(await newContext(...args));
      await provide(browser);
    },
    { scope: "worker" },
  ],
});
