import type { MiddlewareHandler } from "hono";
import type { PaymentsConfig } from "../config";
import type { AppEnv } from "./context";
import { newNonce } from "./page-nonce";

/** Outside origins a page may use, beyond its own (Razorpay Checkout when live keys are set). */
export type CspSources = { script: string[]; frame: string[]; connect: string[]; img: string[] };
export const NO_EXTRA_SOURCES: CspSources = { script: [], frame: [], connect: [], img: [] };

/**
 * Razorpay Checkout runs from checkout.razorpay.com and opens its payment
 * form in frames from api.razorpay.com; allowed only when live keys are set
 * (the sandbox needs nothing from outside).
 */
export function paymentCspSources(payments: PaymentsConfig): CspSources {
  if (payments.mode !== "razorpay") return NO_EXTRA_SOURCES;
  const checkout = new URL(payments.checkoutUrl).origin;
  return {
    script: [checkout],
    frame: [checkout, "https://api.razorpay.com"],
    connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    img: ["https://cdn.razorpay.com"],
  };
}

/** Security headers on every response; the CSP carries this response's script nonce. */
export function securityHeaders(production: boolean, extra: CspSources = NO_EXTRA_SOURCES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A fresh nonce for every response; cached pages get it written in at send time (./page-nonce.ts).
    c.set("nonce", newNonce());
    await next();
    const h = c.res.headers;
    for (const [k, v] of baseSecurityHeaders(production)) h.set(k, v);
    // A 304 has no body: the browser keeps the CSP that came with the body it has (a new nonce would not match it).
    if (c.res.status !== 304 && !h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(c.var.nonce, production, extra));
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

export function contentSecurityPolicy(nonce: string, production: boolean, extra: CspSources = NO_EXTRA_SOURCES): string {
  const more = (list: string[]) => list.map((s) => ` ${s}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${production ? "" : " 'unsafe-eval'"}${more(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more(extra.img)}`,
    "media-src 'self'",
    "font-src 'self'",
    `frame-src 'self'${more(extra.frame)}`,
    `connect-src 'self'${production ? "" : " ws: wss:"}${more(extra.connect)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
