import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

/** Security headers on every response; the CSP carries this response's script nonce. */
export function securityHeaders(production: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = crypto.getRandomValues(new Uint8Array(16));
    c.set("nonce", Buffer.from(nonce).toString("base64"));
    await next();
    const h = c.res.headers;
    for (const [k, v] of baseSecurityHeaders(production)) h.set(k, v);
    // A cached page keeps the nonce it was rendered with; it travels with the cache entry.
    const pageNonce = h.get("X-Page-Nonce") ?? c.var.nonce;
    h.delete("X-Page-Nonce");
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(pageNonce, production));
  };
}

/** The headers every response carries, CSP aside (it depends on the page's nonce). */
export function baseSecurityHeaders(production: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ];
  if (production) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
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
