import type { RouterContextProvider, ServerBuild } from "react-router";
import { renderedPageContext } from "../../app/request-context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../testing/test-app";
import { PageCache } from "./page-cache";

/**
 * Issue 13, item 20, through the real page handler: a stand-in React Router
 * build (one listing route whose loader records the URL it was given; pages
 * of ~20 KB) served by the app in production mode, so the anonymous page
 * cache is on.
 */
const rendered: string[] = [];
const component = () => null;
const route = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  hasLoader: id !== "root",
  hasAction: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/${id}.js`,
  imports: [],
});
const loader = ({ request }: { request: Request }) => {
  rendered.push(request.url);
  return null;
};
const build = {
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers, _context: unknown, loadContext: RouterContextProvider) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        const search = new URL(request.url).searchParams.get("q") ?? "";
        const response = new Response(`<!doctype html><title>${search}</title><main>${"<p>product</p>".repeat(1400)}</main>`, { status, headers });
        // As app/entry.server.tsx does: the rendered bytes handed over beside the Response (here different, to tell
        // which one the server sends), for this response or, "stale", for another one.
        const bytes = Buffer.from(`<!doctype html><title>handed over</title><main>${"<p>product</p>".repeat(1400)}</main>`);
        if (search === "handover") loadContext.set(renderedPageContext, { response, bytes });
        if (search === "stale") loadContext.set(renderedPageContext, { response: new Response("other"), bytes });
        return response;
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: component } },
    products: { id: "products", parentId: "root", path: "products", module: { default: component, loader } },
    about: { id: "about", parentId: "root", path: "AboutUs", module: { default: component, loader } },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: { root: route("root", ""), products: route("products", "products", "root"), about: route("about", "AboutUs", "root") },
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const BUDGET = 2 * 1024 * 1024;
const pageCache = new PageCache(100_000, BUDGET);
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ build, pageCache, env: { NODE_ENV: "production", PUBLIC_URL: "http://localhost" } });
});
afterAll(async () => {
  await shop.close();
});

const get = (url: string) => shop.app.request(url, { headers: { Host: "localhost" } });
const letters = (n: number, seed: number) => `${seed.toString(36)}-${"abcdefghij".repeat(Math.ceil(n / 10))}`.slice(0, n);

describe("anonymous pages under a flood of unique searches", () => {
  it("cuts a search over 100 characters before rendering: the page redirects to the cut search, which renders", async () => {
    const long = letters(12 * 1024, 1);
    const res = await get(`/products?q=${long}&utm_source=x`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/products?q=${long.slice(0, 100)}`);
    const page = await get(res.headers.get("location")!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<title>${long.slice(0, 100)}</title>`);
  });

  it("1,200 unique 12 KB searches (followed like a browser) keep the cache within its byte budget", async () => {
    for (let i = 0; i < 1200; i++) {
      const first = await get(`/products?q=${letters(12 * 1024, i + 100)}`);
      expect(first.status).toBe(302);
      expect((await get(first.headers.get("location")!)).status).toBe(200);
    }
    expect(pageCache.bytes).toBeLessThanOrEqual(BUDGET);
    expect(pageCache.size).toBeLessThan(200); // ~20 KB pages: about a hundred fit in 2 MB, not 1,200
  }, 120_000);

  it("renders and caches a page once whatever parameters it does not read, and renders it without them", async () => {
    rendered.length = 0;
    for (let i = 0; i < 50; i++) expect((await get(`/AboutUs?fbclid=${i}&utm_campaign=${letters(500, i)}`)).status).toBe(200);
    expect(rendered).toEqual(["http://localhost/AboutUs"]); // rendered once, from the URL without them

    rendered.length = 0;
    await get("/products?utm_source=mail&q=dog%20collar&page=2");
    await get("/products?page=2&q=dog%20collar");
    expect(rendered).toEqual(["http://localhost/products?q=dog%20collar&page=2"]);
  });

  it("sends and keeps the bytes the entry rendered when it hands them over with its Response, else reads the body", async () => {
    const handed = await get("/products?q=handover");
    expect(handed.status).toBe(200);
    expect(await handed.text()).toContain("<title>handed over</title>");
    // from the cache the second time, the same bytes
    expect(await (await get("/products?q=handover")).text()).toContain("<title>handed over</title>");
    // bytes handed over with another Response are not this page's: its own body is sent
    expect(await (await get("/products?q=stale")).text()).toContain("<title>stale</title>");
  });
});
