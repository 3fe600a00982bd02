/**
 * The storefront's languages (issue 17, decision 022): English at the spec's paths, Hindi at the same paths under
 * `/hi`. The back office and the API paths have no language prefix.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

/** BCP 47 tags for `<html lang>`, `hreflang` and `Intl` formats. */
export const LOCALE: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph's locale spelling. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };
/** Each language's own name, as its readers write it (the switch shows the other one). */
export const LANGUAGE_NAME: Record<Lang, string> = { en: "English", hi: "हिन्दी" };

/** The cookie that remembers a shopper's choice from the language switch (a year; read by the server's redirect). */
export const LANG_COOKIE = "lang";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: "/hi" and "/hi/…" are Hindi, everything else English. */
export function langOfPath(pathname: string): Lang {
  return /^\/hi(?:\/|$)/.test(pathname) ? "hi" : "en";
}

/** A path without its language prefix: "/hi/cart" → "/cart", "/hi" → "/". */
export function stripLang(pathname: string): string {
  const m = /^\/hi(\/.*)?$/.exec(pathname);
  return m ? (m[1] ?? "/") : pathname;
}

/**
 * A storefront path in a language: pathIn("hi", "/products?q=x") → "/hi/products?q=x"; pathIn("en", "/hi/cart") →
 * "/cart". Paths outside the storefront (back office, API, files) and absolute URLs are left alone.
 */
export function pathIn(lang: Lang, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? "" : path.slice(cut);
  const bare = stripLang(pathname);
  if (lang === "en" || !isStorefrontPath(bare)) return bare + rest;
  return (bare === "/" ? "/hi" : `/hi${bare}`) + rest;
}

/** Pages that exist in every language: everything but the back office, the API and files. */
export function isStorefrontPath(pathname: string): boolean {
  return !/^\/(?:seller|admin|api|assets|images|fonts)(?:\/|$)/i.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The language remembered in a Cookie header, or null. */
export function langFromCookie(cookie: string | undefined | null): Lang | null {
  const m = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookie ?? "");
  return m && isLang(m[1]) ? m[1] : null;
}
