import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationBytes } from "./defer-hydration";
import { EARLY_TAPS } from "./early-taps";

const MODULE = `;\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");`;
const page = (module = MODULE) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N1"/><link rel="modulepreload" href="/assets/root-A.js" nonce="N1"/>` +
  `</head><body><main>Shop</main><script nonce="N1">window.__reactRouterContext = {};</script>` +
  `<script nonce="N1" type="module" async="">${module}</script><script nonce="N1">enqueue("data")</script></body></html>`;

interface FakeElement {
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the rewritten boot script against a fake document; returns what it appended and the paint/load hooks. */
function boot(html: string, opts: { paintTiming: boolean; textsPath?: string }) {
  const script = /<script nonce="N1">(\(function\(code,hrefs\)[\s\S]*?)<\/script>/.exec(html);
  if (!script) throw new Error("no boot script");
  const appended: FakeElement[] = [];
  let paintCallback: ((list: { getEntriesByName(n: string): unknown[] }) => void) | undefined;
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = opts.paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(cb: typeof paintCallback) {
      paintCallback = cb;
    }
    observe() {}
  }
  const context = {
    document: {
      currentScript: { nonce: "N1" },
      // the meta app/catalogue-meta.ts puts into the head, when the page has one
      querySelector: (selector: string) => (selector === "meta[data-catalogue]" && opts.textsPath ? { content: opts.textsPath } : null),
      createElement: () => ({}) as FakeElement,
      head: { appendChild: (e: FakeElement) => appended.push(e) },
    },
    window: {} as Record<string, unknown>,
    PerformanceObserver: FakeObserver,
    addEventListener: (name: string, cb: () => void) => (listeners[name] = cb),
    setTimeout: (cb: () => void) => timers.push(cb),
  };
  context.window.PerformanceObserver = context.PerformanceObserver;
  vm.runInNewContext(script[1]!, context);
  return {
    appended,
    paint: (name: string) => paintCallback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    load: () => listeners.load?.(),
    timers,
  };
}

describe("deferHydration", () => {
  it("removes the modulepreloads and the module script from the document", () => {
    const html = deferHydration(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // the stylesheet, the data scripts and the content are untouched; the element stays where it was, with its nonce
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="N1">enqueue("data")</script>');
    expect(html.indexOf("window.__reactRouterContext = {}")).toBeLessThan(html.indexOf("(function(code,hrefs)"));
    expect(html.indexOf("(function(code,hrefs)")).toBeLessThan(html.indexOf('enqueue("data")'));
  });

  it("waits for the first contentful paint, then preloads the chunks and runs the original module code once", () => {
    const b = boot(deferHydration(page()), { paintTiming: true });
    expect(b.appended).toEqual([]);
    b.paint("first-paint");
    expect(b.appended).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.appended.map((e) => e.href ?? e.type)).toEqual(["/assets/entry.client-B.js", "/assets/root-A.js", "module"]);
    expect(b.appended[0]?.rel).toBe("modulepreload");
    const script = b.appended[2];
    expect(script?.nonce).toBe("N1");
    expect(script?.textContent).toBe(MODULE);
    b.load();
    b.timers.forEach((t) => t());
    expect(b.appended).toHaveLength(3);
  });

  it("preloads the page's interface texts when it starts the JS, first, as the fetch of entry.client will ask for them", () => {
    const b = boot(deferHydration(page()), { paintTiming: true, textsPath: "/assets/i18n/hi.0123456789ab.json" });
    b.load();
    expect(b.appended).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.appended[0]).toEqual({ rel: "preload", as: "fetch", crossOrigin: "anonymous", href: "/assets/i18n/hi.0123456789ab.json" });
    expect(b.appended.slice(1).map((e) => e.href ?? e.type)).toEqual(["/assets/entry.client-B.js", "/assets/root-A.js", "module"]);
  });

  it("starts 3 s after load when no paint is reported, and at load without paint timing", () => {
    const withTiming = boot(deferHydration(page()), { paintTiming: true });
    withTiming.load();
    expect(withTiming.appended).toEqual([]);
    withTiming.timers.forEach((t) => t());
    expect(withTiming.appended).toHaveLength(3);

    const without = boot(deferHydration(page()), { paintTiming: false });
    without.load();
    without.timers.forEach((t) => t());
    expect(without.appended).toHaveLength(3);
  });

  it("keeps markup-like text in the module body inert inside the boot script", () => {
    const tricky = `;\nwindow.x = "<\\/script><script>alert(1)<\\/script><!--\u2028";\nimport("/assets/entry.client-B.js");`;
    const html = deferHydration(page(tricky));
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--");
    expect(boot(html, { paintTiming: false }).appended).toEqual([]);
    const b = boot(html, { paintTiming: true });
    b.paint("first-contentful-paint");
    expect(b.appended.at(-1)?.textContent).toBe(tricky);
  });

  it("puts the early-taps script at the top of <head>: after the charset, before the stylesheet, with the page's nonce", () => {
    const early = `<script nonce="N1">${EARLY_TAPS}</script>`;
    const html = deferHydration(page().replace("<head>", '<head><meta charSet="utf-8"/>'));
    expect(html).toContain(`<head><meta charSet="utf-8"/>${early}<link rel="stylesheet"`);
    expect(html.split(EARLY_TAPS)).toHaveLength(2);
    // no charset element: first in <head>
    expect(deferHydration(page())).toContain(`<head>${early}<link rel="stylesheet"`);
  });

  it("leaves a document without a hydration script alone", () => {
    const html = "<!DOCTYPE html><html><body><p>Error</p></body></html>";
    expect(deferHydration(html)).toBe(html);
  });

  it("rewrites the page's bytes as the regular expressions it replaced rewrote its text, Hindi, rupees and odd tags included", () => {
    const hindi = page(`;\nwindow.t = "हॉल्टर ₹1,299 \u2028";\nimport("/assets/entry.client-B.js");`)
      .replace("<head>", '<head><meta charSet="utf-8"/><title>घोड़े का हॉल्टर — ₹1,299</title>')
      .replace("<main>Shop</main>", "<main>नमस्ते ₹ 🐎 <b>घोड़ा</b></main>");
    const odd = page()
      .replace('<link rel="stylesheet"', '<link rel="modulepreload" href="/assets/no-slash.js"><link rel="modulepreload" href=""/><link rel="stylesheet"')
      .replace("<main>", '<main><script nonce="N2">"type=\\"module\\""</script>');
    for (const html of [page(), hindi, odd, hindi.replace('<meta charSet="utf-8"/>', ""), "<html><head></head><body>no script</body></html>"]) {
      const pieces = deferHydrationBytes(Buffer.from(html));
      expect(Buffer.concat(pieces).toString("utf8")).toBe(byRegExp(html));
    }
    expect(deferHydration(hindi)).toContain("<main>नमस्ते ₹ 🐎 <b>घोड़ा</b></main>");
  });
});

/** The string rewrite the byte one replaced (kept here as the reference it must agree with). */
function byRegExp(html: string): string {
  const script = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script) return html;
  const hrefs: string[] = [];
  const literal = (v: unknown) =>
    JSON.stringify(v)
      .replace(/</g, "\\u003c")
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029");
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  const [, attributes, code] = script;
  const bootScript = deferHydration(`<head></head><script${attributes} type="module" async="">${code}</script>`);
  const boot = /<script[^>]*>\(function\(code,hrefs\)[\s\S]*?<\/script>/
    .exec(bootScript)![0]
    .replace(`,${literal([])});</script>`, `,${literal(hrefs)});</script>`);
  const early = `<script${attributes}>${EARLY_TAPS}</script>`;
  const withBoot = withoutPreloads.replace(/<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/, () => boot);
  const charset = '<meta charSet="utf-8"/>';
  const at = withBoot.indexOf(charset);
  return at < 0 ? withBoot.replace("<head>", () => `<head>${early}`) : withBoot.slice(0, at + charset.length) + early + withBoot.slice(at + charset.length);
}
