import { LISTING_FILTERS, LISTING_SORTS, MAX_FILTER_VALUE_CHARS, MAX_FILTER_VALUES } from "../../lib/listing";

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
const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    allowed.includes(value) ? value : null;
/** An option value (Size / Colour chips): short, letters, digits and a little punctuation; anything else is dropped. */
const optionValue: Rule = (value) => (value.length <= MAX_FILTER_VALUE_CHARS && /^[\p{L}\p{N}][\p{L}\p{N} .,'’&+/()-]*$/u.test(value) ? value : null);

/** A parameter that may repeat (`?size=Cob&size=Full`): each value checked, duplicates and extras dropped, sorted. */
type ListRule = { list: Rule; max: number };
type ParamRule = Rule | ListRule;

/** A variant id (lib/ids.ts): anything else is left out, so it cannot mint cache entries. */
const variantId: Rule = (value) => (/^var_[0-9a-hjkmnp-tv-z]{22}$/.test(value) ? value : null);
/** How many pages of reviews the product page shows ("More reviews"): 1–99; the loader cuts it to the pages there are. */
const reviewPages: Rule = (value) => (/^[1-9]\d?$/.test(value) ? value : null);
/** An order id: the QR page shows the customer's own UPI direct order (decision 030); never cached (a session's page). */
const orderId: Rule = (value) => (/^ord_[0-9a-z]{22}$/.test(value) ? value : null);

/**
 * Per route (app/routes.ts): the listing reads `q`, `page`, `size`, `colour` and `sort` (app/routes/products.tsx);
 * the product page reads `variant` (the shopper's choice, app/routes/product.tsx) and `reviews` (pages of reviews shown); the QR page reads `order` (a UPI
 * direct order's payment, app/routes/qr-modal.tsx); no other page reads its query. A page that starts reading a parameter must be listed here (the `/hi` prefix is
 * allowed for).
 */
const LISTING_PARAMS: Record<string, ParamRule> = {
  q: text(MAX_SEARCH_CHARS),
  page: pageNumber,
  ...Object.fromEntries(LISTING_FILTERS.map((f) => [f.param, { list: optionValue, max: MAX_FILTER_VALUES }])),
  sort: oneOf(LISTING_SORTS.map((s) => s.value).filter((v) => v !== "")),
};
const PAGE_PARAMS: { path: RegExp; params: Record<string, ParamRule> }[] = [
  { path: /^(?:\/hi)?\/products(?:\/[^/]+)?\/?$/, params: LISTING_PARAMS },
  { path: /^(?:\/hi)?\/products?\/[^/]+\/[^/]+\/?$/, params: { variant: variantId, reviews: reviewPages } },
  { path: /^(?:\/hi)?\/QRModal\/?$/, params: { order: orderId } },
];
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
    if (typeof rule !== "function") {
      const kept = [
        ...new Set(
          url.searchParams
            .getAll(name)
            .map((v) => (v ? rule.list(v) : null))
            .filter((v): v is string => v !== null),
        ),
      ]
        .sort()
        .slice(0, rule.max);
      for (const v of kept) parts.push(`${name}=${encodeURIComponent(v)}`);
      continue;
    }
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
