/**
 * The query parameters each page actually reads. Everything else in a page's
 * query string is left out of the anonymous page cache's key and out of the
 * request the page is rendered from, so `?x=<random>` cannot mint new cache
 * entries; the search text is cut to MAX_SEARCH_CHARS before rendering.
 */
export const MAX_SEARCH_CHARS = 100;

type Rule = (value: string) => string | null;
/** Free text, cut to `max` UTF-16 units without splitting a surrogate pair. */
const text =
  (max: number): Rule =>
  (value) => {
    if (value.length <= max) return value;
    const end = /[\uD800-\uDBFF]/.test(value[max - 1]!) ? max - 1 : max;
    return value.slice(0, end);
  };
const pageNumber: Rule = (value) => (/^[1-9]\d{0,5}$/.test(value) ? value : null);

/**
 * Per route (app/routes.ts): the listing reads `q` and `page` (app/routes/products.tsx); no other page reads
 * its query. A page that starts reading a parameter must be listed here (the `/hi` prefix is allowed for).
 */
const PAGE_PARAMS: { path: RegExp; params: Record<string, Rule> }[] = [{ path: /^(?:\/hi)?\/products(?:\/[^/]+)?\/?$/, params: { q: text(MAX_SEARCH_CHARS), page: pageNumber } }];
/** React Router's own endpoint (lazy route discovery) needs its whole query. */
const UNTOUCHED = new Set(["/__manifest"]);

export type PageQuery = {
  /** The query the page is rendered from and cached under ("" or "?…"). */
  search: string;
  /** A value was cut (the search text was too long). */
  cut: boolean;
  /** A single-fetch data request (`/products.data`), not a document. */
  data: boolean;
};

export function pageQuery(url: URL): PageQuery {
  if (UNTOUCHED.has(url.pathname)) return { search: url.search, cut: false, data: false };
  const data = url.pathname.endsWith(".data");
  const pagePath = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  const rules = PAGE_PARAMS.find((r) => r.path.test(pagePath))?.params ?? {};
  const parts: string[] = [];
  let cut = false;
  for (const [name, rule] of Object.entries(rules)) {
    const value = url.searchParams.get(name);
    if (!value) continue;
    const kept = rule(value);
    if (kept === null) continue;
    cut ||= kept !== value;
    parts.push(`${name}=${encodeURIComponent(kept)}`);
  }
  // Single fetch names the routes whose data it wants.
  const routes = data ? url.searchParams.get("_routes") : null;
  if (routes) parts.push(`_routes=${encodeURIComponent(routes.slice(0, 1000))}`);
  return { search: parts.length ? `?${parts.join("&")}` : "", cut, data };
}
