import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";

/**
 * One screen of the route table: its path pattern ("/product/:category/:id"), whether it is back office, and the
 * pattern of an earlier route it repeats (same module, same parameters: "/products/:category/:id" repeats
 * "/product/:category/:id"), if any.
 */
export type GuardRoute = { pattern: string; backOffice: boolean; aliasOf?: string };

/** Joins a parent's path and a child's ("seller" + "orders" → "/seller/orders"; an index child keeps the parent's). */
function join(parent: string, child: string | undefined): string {
  const parts = [parent, child ?? ""].map((p) => p.replace(/^\/+|\/+$/g, "")).filter(Boolean);
  return `/${parts.join("/")}`;
}

/**
 * Every path the route table serves, read from app/routes.ts itself, so a route added later is checked too.
 * Layout routes with children count by their children (the layout alone is no screen); two routes on one
 * path are one screen.
 */
export function guardRoutes(table: RouteConfigEntry[] = routes): GuardRoute[] {
  const out = new Map<string, GuardRoute>();
  const seen = new Map<string, string>();
  const params = (path: string) =>
    path
      .split("/")
      .filter((s) => s.startsWith(":") || s === "*")
      .join(",");
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const e of entries) {
      const path = e.index ? join(parent, undefined) : join(parent, e.path);
      // The Hindi twins of the storefront's routes (/hi/…) are the same screens: the guard opens them per language.
      if (/^\/hi(\/|$)/.test(path)) continue;
      if (e.children?.length) walk(e.children, path);
      else if (!out.has(path)) {
        const screen = `${e.file}|${params(path)}`;
        out.set(path, { pattern: path, backOffice: isBackOffice(path), aliasOf: seen.get(screen) });
        if (!seen.has(screen)) seen.set(screen, path);
      }
    }
  };
  walk(table, "");
  return [...out.values()];
}

/** The back office: /seller and everything under it, and the product editor page (/admin/…). */
export function isBackOffice(pattern: string): boolean {
  return /^\/(seller|admin)(\/|$)/i.test(pattern);
}

/** Values for a route's dynamic segments, taken from the live catalogue by the spec. */
export type ParamValues = { category: string; id: string; editId: string; madeUp: string; orderId: string };

/**
 * The path to open for a pattern: `:category` and `:id` from the live catalogue (on /admin/edit-product/:id the
 * product the seller edits), `*` a made-up path; an optional segment (`:x?`) is filled like a required one.
 * A parameter the guard does not know fails loudly, so a new route with a new parameter gets a value here.
 */
export function fillPath(pattern: string, v: ParamValues): string {
  const edit = /^\/admin\//i.test(pattern);
  return pattern
    .split("/")
    .map((seg) => {
      if (seg === "*") return v.madeUp.replace(/^\//, "");
      if (!seg.startsWith(":")) return seg;
      const name = seg.slice(1).replace(/\?$/, "");
      if (name === "category") return encodeURIComponent(v.category);
      if (name === "id") return edit ? v.editId : v.id;
      if (name === "orderId") return v.orderId; // /my-orders/:orderId: the customer's own order (others: a made-up id)
      if (name === "slug") return "returns"; // /policies/:slug (shipping, returns, privacy, terms: the same page)
      throw new Error(`The guard does not know how to fill ":${name}" in ${pattern}: add a value in e2e/guard-routes.ts fillPath`);
    })
    .join("/");
}
