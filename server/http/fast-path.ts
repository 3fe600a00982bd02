import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../services";
import { localisedList } from "../modules/catalog/catalog.cache";
import type { CachedPage } from "./page-cache";
import type { PageCache } from "./page-cache";
import { newNonce, noncedChunks } from "./page-nonce";
import { pickEncoding, type Precompressed } from "./precompressed";
import { nextRequestId } from "./request-id";
import { baseSecurityHeaders, contentSecurityPolicy, paymentCspSources } from "./security-headers";
import { SESSION_COOKIES } from "./ssr";
import { DEFAULT_LANG, LANGUAGES, langFromCookie, type Lang } from "../../lib/i18n";

/** `GET /api/product/list?lang=…` in each language but the default (the spec's English list is the path alone). */
const LIST_IN = new Map<string, Lang>(LANGUAGES.filter((l) => l !== DEFAULT_LANG).map((l) => [`/api/product/list?lang=${l}`, l]));

/** A body sent in one piece. */
const whole = ({ data, encoding }: { data: Uint8Array; encoding: "br" | "gzip" | null }) => ({ chunks: [data], length: data.byteLength, encoding });

/**
 * The two hottest reads — the product list and anonymous pages already
 * rendered — answered straight from memory in Node's own listener, with the
 * same headers the Hono app would send. Anything else (a miss, a stale
 * catalogue, a session cookie, a query on the list) returns false and goes
 * through the full app.
 */
export function createFastPath(services: Services, pages: PageCache) {
  const production = services.config.env === "production";
  const security = baseSecurityHeaders(production);
  const sources = paymentCspSources(services.config.payments);
  const log = services.log;

  /** Headers of one cached body, built once: [name, value, name, value, …] without the per-request ones. */
  const headerCache = new WeakMap<object, string[]>();
  const fixedHeaders = (key: object, etag: string, extra: [string, string][], csp: string | null): string[] => {
    let flat = headerCache.get(key);
    if (!flat) {
      flat = ["ETag", etag, "Vary", "Accept-Encoding", ...(csp === null ? [] : ["Content-Security-Policy", csp])];
      for (const [k, v] of [...extra, ...security]) flat.push(k, v);
      headerCache.set(key, flat);
    }
    return flat;
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    status: number,
    body: Precompressed,
    etag: string,
    fixed: string[],
    page?: CachedPage,
  ) => {
    const logging = log.isLevelEnabled("info");
    const started = performance.now();
    const requestId = nextRequestId();
    if (req.headers["if-none-match"] === etag) {
      status = 304;
      res.writeHead(304, [...fixed, "X-Request-Id", requestId]).end();
    } else {
      // A cached page: this response's own nonce, in the body and in the CSP (none on the 304 above). The body is
      // written as slices of the kept one around the nonce (./page-nonce.ts), not copied.
      const nonce = page?.nonceAt ? newNonce() : null;
      const { chunks, length, encoding } =
        page?.nonceAt && nonce
          ? noncedChunks(body, page.nonceAt, nonce, req.headers["accept-encoding"])
          : whole(pickEncoding(body, req.headers["accept-encoding"]));
      const headers = [...fixed, "X-Request-Id", requestId, "Content-Length", String(length)];
      if (page) headers.push("Content-Security-Policy", contentSecurityPolicy(nonce ?? page.nonce, production, sources));
      if (encoding) headers.push("Content-Encoding", encoding);
      res.writeHead(status, headers);
      if (req.method === "HEAD") res.end();
      else {
        res.cork(); // one write to the socket (end uncorks)
        for (const chunk of chunks) res.write(chunk);
        res.end();
      }
    }
    services.metrics.observe(req.method ?? "GET", route, status, (performance.now() - started) / 1000);
    if (logging) {
      log.info({ requestId, method: req.method, path: req.url, status, ms: Math.round((performance.now() - started) * 10) / 10, fast: true }, "request");
    }
  };

  const listHeaders = (key: object, etag: string) =>
    fixedHeaders(
      key,
      etag,
      [
        ["Content-Type", "application/json; charset=utf-8"],
        ["Cache-Control", "public, max-age=0, must-revalidate"],
      ],
      contentSecurityPolicy("none", production, sources),
    );
  const pageHeaders = (page: CachedPage) => fixedHeaders(page, page.etag, page.headers, null);

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const snap = services.catalog.peekFresh();
    if (!snap) return false;
    const url = req.url ?? "";
    if (url === "/api/product/list") {
      send(req, res, "/api/product/list", 200, snap.listBody, snap.listEtag, listHeaders(snap, snap.listEtag));
      return true;
    }
    const lang = LIST_IN.get(url);
    if (lang) {
      const list = localisedList(snap, lang);
      send(req, res, "/api/product/list", 200, list.body, list.etag, listHeaders(list, list.etag));
      return true;
    }
    // A remembered language may send this page load elsewhere (./language.ts): the full app decides.
    if (!production || SESSION_COOKIES.test(req.headers.cookie ?? "") || langFromCookie(req.headers.cookie) === "hi") return false;
    const page = pages.get((req.headers.host ?? "").toLowerCase() + url, snap.version);
    if (!page) return false;
    send(req, res, "page", page.status, page.body, page.etag, pageHeaders(page), page);
    return true;
  };
}
