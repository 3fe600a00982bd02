import type { Context, MiddlewareHandler } from "hono";
import type { Lang } from "../../lib/i18n";
import { hindiMessage } from "../../lib/messages-hi";
import type { AppEnv } from "./context";

/** The header a Hindi storefront page sends with its API calls (app/api.ts). */
export const LANG_HEADER = "x-shop-lang";

/**
 * The language of the page a request came from: 'hi' only for exactly `X-Shop-Lang: hi`, 'en' for anything else
 * (an English page sends no header; neither does a client of the spec's API). What an order, an account, an email
 * or an SMS is written in is decided here and nowhere else (decision 025).
 */
export function requestLang(c: Context<AppEnv>): Lang {
  return c.req.header(LANG_HEADER) === "hi" ? "hi" : "en";
}

/**
 * A JSON answer's `message` in the language the page asked for (issue 17): only with `X-Shop-Lang: hi`, so a
 * client of the spec's API (no header) reads exactly what it always did. Only the message changes; every other
 * field, the status and the headers stay.
 */
export function apiLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.header(LANG_HEADER) !== "hi") return;
    const res = c.res;
    if (!(res.headers.get("content-type") ?? "").startsWith("application/json") || res.body === null) return;
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => null);
    if (!body || typeof body !== "object" || Array.isArray(body) || typeof (body as { message?: unknown }).message !== "string") return;
    const message = (body as { message: string }).message;
    const translated = hindiMessage(message);
    if (translated === message) return;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify({ ...body, message: translated }), { status: res.status, headers });
  };
}
