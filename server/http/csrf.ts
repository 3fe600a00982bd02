import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Unsafe requests from another site are refused: the Origin (or, failing that,
 * Sec-Fetch-Site) must say the request comes from this shop's own pages.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (!host || originHost !== host) throw new HttpError(403, "Cross-site request refused");
    } else if (c.req.header("sec-fetch-site") === "cross-site") {
      throw new HttpError(403, "Cross-site request refused");
    }
    return next();
  };
}
