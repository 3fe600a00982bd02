import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceContext, servicesContext } from "../../app/request-context";
import type { AppEnv } from "./context";
import { PageCache } from "./page-cache";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Cookies that mean the visitor has a session, so their page is personal. */
const SESSION_COOKIES = /(?:^|;\s*)(sid|seller_sid)=/;

const ANON_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export function ssrHandler(build: BuildSource, mode: string) {
  const handle = createRequestHandler(build, mode);
  const cache = new PageCache();
  const cacheable = mode === "production";

  return async (c: Context<AppEnv>) => {
    const { services, nonce } = c.var;
    const anonymous = !SESSION_COOKIES.test(c.req.header("cookie") ?? "");
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const useCache = cacheable && anonymous && (c.req.method === "GET" || c.req.method === "HEAD");

    const version = useCache ? (await services.catalog.get()).version : 0;
    if (useCache) {
      const hit = cache.get(key, version);
      if (hit) return respondFromCache(c, hit);
    }

    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(nonceContext, nonce);
    const res = await handle(c.req.raw, context);

    if (!useCache || c.req.method !== "GET" || (res.status !== 200 && res.status !== 404) || res.headers.has("set-cookie")) {
      if (!anonymous) res.headers.set("Cache-Control", "private, no-store");
      return res;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = `W/"${version}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
    const headers: [string, string][] = [...res.headers.entries()].filter(([k]) => k !== "content-length");
    headers.push(["Cache-Control", ANON_CACHE_CONTROL], ["X-Page-Nonce", nonce]);
    const page = { version, status: res.status, body, headers, etag };
    cache.set(key, page);
    return respondFromCache(c, page);
  };
}

function respondFromCache(c: Context<AppEnv>, page: { status: number; body: Uint8Array; headers: [string, string][]; etag: string }) {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  if (c.req.header("if-none-match") === page.etag) return new Response(null, { status: 304, headers });
  return new Response(c.req.method === "HEAD" ? null : (page.body as BodyInit), { status: page.status, headers });
}
