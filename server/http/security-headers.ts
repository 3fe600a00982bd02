import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

/** Security headers on every response; the CSP carries this response's script nonce. */
export function securityHeaders(production: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = crypto.getRandomValues(new Uint8Array(16));
    c.set("nonce", Buffer.from(nonce).toString("base64"));
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A cached page keeps the nonce it was rendered with; it travels with the cache entry.
    const pageNonce = h.get("X-Page-Nonce") ?? c.var.nonce;
    h.delete("X-Page-Nonce");
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(pageNonce, production));
  };
}

export function contentSecurityPolicy(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${production ? "" : " ws: wss:"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
