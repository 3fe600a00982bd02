import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE = "Cross-site request refused";

/** The host this request was sent to: X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY), else Host. */
export function requestHost(c: Context, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.req.header("host");
}

/**
 * True when the browser says the request comes from another site: an Origin
 * naming another host, or (without Origin) Sec-Fetch-Site: cross-site.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    const host = requestHost(c, c.var.services.config.trustProxy);
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    return !host || originHost !== host;
  }
  return c.req.header("sec-fetch-site") === "cross-site";
}

/**
 * Unsafe requests from another site are refused: the Origin (or, failing that,
 * Sec-Fetch-Site) must say the request comes from this shop's own pages.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    if (isCrossSite(c)) throw new HttpError(403, CROSS_SITE);
    return next();
  };
}

/**
 * The spec's `GET …/logout` changes state, so it is guarded like an unsafe
 * method: a link or image on another site cannot log anyone out, and HEAD
 * (which link prefetchers and scanners send) is refused with 405.
 */
export const logoutGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === "HEAD") throw new HttpError(405, "Use GET or POST to log out", { Allow: "GET, POST" });
  if (isCrossSite(c)) throw new HttpError(403, CROSS_SITE);
  await next();
};
