import { Hono, type MiddlewareHandler } from "hono";
import { isLang, isStorefrontPath, LANG_COOKIE, langFromCookie, langOfPath, pathIn } from "../../lib/i18n";
import type { AppEnv } from "./context";

const YEAR_S = 365 * 24 * 3600;

/** Control characters and backslashes, which some browsers read as a slash ("/\\evil.example"). */
function hasControlOrBackslash(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}

/** A same-site path to go on to, or null: "/hi/cart?x=1" yes, "//evil.example" and "https://…" no. */
function sameSitePath(next: string | undefined): string | null {
  if (!next || next.length > 2000 || !next.startsWith("/") || next.startsWith("//") || hasControlOrBackslash(next)) return null;
  return next;
}

/**
 * The language switch (navbar, footer): `GET /lang/{en|hi}?next=/hi/products` remembers the choice in a cookie and
 * sends the shopper on. A plain link, so it works before the page's script has loaded (decision 022).
 */
export function languageRoutes(production: boolean) {
  const r = new Hono<AppEnv>();
  r.get("/lang/:code", (c) => {
    const code = c.req.param("code");
    if (!isLang(code)) return c.text("Not found", 404);
    const next = sameSitePath(c.req.query("next")) ?? "/";
    const secure = production ? "; Secure" : "";
    c.header("Set-Cookie", `${LANG_COOKIE}=${code}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`);
    c.header("Cache-Control", "no-store");
    return c.redirect(pathIn(code, next), 302);
  });
  return r;
}

/**
 * A shopper who chose Hindi and opens an English page (a link in an email, the bare domain) gets the Hindi one.
 * Only page loads (not files, the API or the back office); the cached anonymous pages stay one per URL.
 */
export function rememberedLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if ((method === "GET" || method === "HEAD") && langFromCookie(c.req.header("cookie")) === "hi") {
      const url = new URL(c.req.url);
      if (langOfPath(url.pathname) === "en" && isStorefrontPath(url.pathname) && (c.req.header("accept") ?? "").includes("text/html")) {
        c.header("Cache-Control", "no-store");
        return c.redirect(pathIn("hi", url.pathname + url.search), 302);
      }
    }
    await next();
  };
}
