import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceContext, renderedPageContext, sellerContext, sellerRoleContext, servicesContext, userContext } from "../../app/request-context";
import { toApiUser } from "../modules/accounts/accounts.repo";
import { currentCustomer, currentSeller } from "./auth";
import type { AppEnv } from "./context";
import { PageCache, type CachedPage } from "./page-cache";
import { RENDER_NONCE, noncedBody, precompressNonced } from "./page-nonce";
import { pageQuery } from "./page-query";
import { encodedHeaders, pickEncoding } from "./precompressed";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Cookies that mean the visitor has a session, so their page is personal. */
export const SESSION_COOKIES = /(?:^|;\s*)(sid|seller_sid)=/;

export const ANON_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export function ssrHandler(build: BuildSource, mode: string, cache: PageCache = new PageCache()) {
  const handle = createRequestHandler(build, mode);
  const cacheable = mode === "production";

  return async (c: Context<AppEnv>) => {
    // Pages have no actions: anything but GET/HEAD is a 405 here, before React Router logs it as an error.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.text("Method not allowed", 405, { Allow: "GET, HEAD", "Cache-Control": "no-store" });
    }
    const { services, nonce } = c.var;
    const anonymous = !SESSION_COOKIES.test(c.req.header("cookie") ?? "");
    const url = new URL(c.req.url);
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    // Only the query a page reads counts (key and render); an over-long search is cut, the address bar following.
    const query = pageQuery(url);
    // (One leading slash: "//host/…" would be read as another site.)
    if (reading && query.cut && !query.data) return c.redirect(`/${url.pathname.replace(/^\/+/, "")}${query.search}`, 302);
    // Host is part of the key: absolute URLs in a page (canonical, og:url) come from it.
    const key = url.host + url.pathname + query.search;
    const useCache = cacheable && anonymous && reading;

    const version = useCache ? (await services.catalog.get()).version : 0;
    if (useCache) {
      const hit = cache.get(key, version);
      if (hit) return respondFromCache(c, hit);
    }

    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    // A page that may be cached is rendered with the stand-in nonce; every response gets its own nonce written in.
    context.set(nonceContext, useCache ? RENDER_NONCE : nonce);
    if (!anonymous) {
      const user = await currentCustomer(c);
      context.set(userContext, user ? toApiUser(user) : null);
      const seller = await currentSeller(c);
      context.set(sellerContext, seller !== null);
      context.set(sellerRoleContext, seller?.role ?? null);
    }
    const pageUrl = new URL(url);
    pageUrl.search = query.search;
    const request = reading && query.search !== url.search ? new Request(pageUrl, c.req.raw) : c.req.raw;
    const res = await handle(request, context);

    if (!useCache || c.req.method !== "GET" || (res.status !== 200 && res.status !== 404) || res.headers.has("set-cookie")) {
      if (!anonymous) res.headers.set("Cache-Control", "private, no-store");
      if (!useCache || res.body === null) return res;
      // Rendered for the cache but not kept: this response's own nonce in place of the stand-in.
      const headers = new Headers(res.headers);
      headers.delete("content-length");
      return new Response((await res.text()).replaceAll(RENDER_NONCE, nonce), { status: res.status, headers });
    }
    // The bytes entry.server rendered, when this is its response: no need to read them back from the body.
    const rendered = context.get(renderedPageContext);
    // (A view into a shared pool slab would keep the slab alive in the cache: kept as its own copy then.)
    const raw =
      rendered?.response !== res
        ? new Uint8Array(await res.arrayBuffer())
        : rendered.bytes.byteLength === rendered.bytes.buffer.byteLength
          ? rendered.bytes
          : rendered.bytes.slice();
    const etag = `W/"${version}-${createHash("sha1").update(raw).digest("base64url").slice(0, 16)}"`;
    const { body, nonceAt } = precompressNonced(raw);
    const headers: [string, string][] = [...res.headers.entries()].filter(([k]) => k !== "content-length" && k !== "content-encoding");
    headers.push(["Cache-Control", ANON_CACHE_CONTROL]);
    const page: CachedPage = { version, status: res.status, body, headers, etag, nonce: RENDER_NONCE, nonceAt };
    cache.set(key, page);
    return respondFromCache(c, page);
  };
}

function respondFromCache(c: Context<AppEnv>, page: CachedPage) {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  // No CSP on a 304 (securityHeaders): the browser keeps the one that came with the body it already has.
  if (c.req.header("if-none-match") === page.etag) return new Response(null, { status: 304, headers });
  const accept = c.req.header("accept-encoding");
  const { data, encoding } = page.nonceAt ? noncedBody(page.body, page.nonceAt, c.var.nonce, accept) : pickEncoding(page.body, accept);
  encodedHeaders(headers, encoding, data.byteLength);
  return new Response(c.req.method === "HEAD" ? null : (data as Uint8Array<ArrayBuffer>), { status: page.status, headers });
}
