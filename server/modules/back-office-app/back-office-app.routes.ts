import { createHash } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { BACK_OFFICE_SCOPE, MARKER_COOKIE, SESSION_TAG_HEADER } from "../../../lib/back-office-app";
import { currentSeller } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { readSessionCookie, SESSION_POLICY } from "../../http/sessions";
import { BACKGROUND_COLOUR, ICONS, iconPng, THEME_COLOUR, type IconName } from "./icons";
import swSource from "./seller-sw.js?raw";

/** The build the worker belongs to (React Router's assets version); a new one installs a new worker. */
export type BuildVersion = () => Promise<string>;

const OWN_PATHS = new Set([`${BACK_OFFICE_SCOPE}/sw.js`, `${BACK_OFFICE_SCOPE}/manifest.webmanifest`]);

/** "Bunai Seller" when the shop name's first word leaves it short enough for a launcher (12 characters), else "Seller". */
export function shortName(shopName: string): string {
  const first = shopName.trim().split(/\s+/)[0] ?? "";
  const short = `${first} Seller`;
  return first && short.length <= 12 ? short : "Seller";
}

/** The back office's web app manifest (decision record 015). */
export function backOfficeManifest(shopName: string) {
  const icon = (name: IconName, purpose: "any" | "maskable") => ({
    src: `${BACK_OFFICE_SCOPE}/icons/${name}`,
    sizes: `${ICONS[name].size}x${ICONS[name].size}`,
    type: "image/png",
    purpose,
  });
  return {
    id: BACK_OFFICE_SCOPE,
    name: `${shopName} Seller`,
    short_name: shortName(shopName),
    description: `Orders, products and settings of ${shopName}`,
    start_url: BACK_OFFICE_SCOPE,
    scope: BACK_OFFICE_SCOPE,
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [icon("icon-192.png", "any"), icon("icon-512.png", "any"), icon("maskable-512.png", "maskable")],
  };
}

/**
 * A one-way tag of a seller session, for the service worker: it names the
 * session's cache and cannot be turned back into the session token.
 */
export function sessionTag(token: string): string {
  return createHash("sha256").update(`seller-sw-cache:${token}`).digest("base64url").slice(0, 22);
}

/**
 * On back-office pages and the order list: with a live seller session, the
 * response carries its tag (X-Seller-Cache, what the worker keeps data under)
 * and the browser a readable marker cookie with the same tag (path /seller, so
 * no storefront or API request carries it), which the worker checks offline;
 * without one, the marker is removed.
 */
export function sessionTagging(production: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (OWN_PATHS.has(c.req.path) || c.req.path.startsWith(`${BACK_OFFICE_SCOPE}/icons/`)) return;
    const token = readSessionCookie(c, "seller");
    const seller = token && c.res.status !== 401 ? await currentSeller(c) : null;
    const marker = getCookie(c, MARKER_COOKIE);
    const common = { path: BACK_OFFICE_SCOPE, secure: production, sameSite: "Strict" } as const;
    if (token && seller) {
      const tag = sessionTag(token);
      c.res.headers.set(SESSION_TAG_HEADER, tag);
      if (marker !== tag)
        c.res.headers.append("Set-Cookie", generateCookie(MARKER_COOKIE, tag, { ...common, maxAge: Math.floor((SESSION_POLICY.seller.idleMs ?? 0) / 1000) }));
    } else if (marker !== undefined) {
      c.res.headers.append("Set-Cookie", generateCookie(MARKER_COOKIE, "", { ...common, maxAge: 0, expires: new Date(0) }));
    }
  };
}

/** GET /seller/manifest.webmanifest, /seller/icons/{icon-192,icon-512,maskable-512}.png and /seller/sw.js. */
export function backOfficeAppRoutes(buildVersion: BuildVersion) {
  const r = new Hono<AppEnv>();
  let script: { version: string; body: string } | null = null;

  r.get(`${BACK_OFFICE_SCOPE}/manifest.webmanifest`, async (c) => {
    const { settings } = await c.var.services.catalog.get();
    return c.body(JSON.stringify(backOfficeManifest(settings.shopName)), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "no-cache",
    });
  });

  r.get(`${BACK_OFFICE_SCOPE}/icons/:name`, async (c) => {
    const name = c.req.param("name");
    if (!Object.hasOwn(ICONS, name)) return c.json({ success: false, message: "No such icon" }, 404);
    const png = await iconPng(name as IconName);
    return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
  });

  r.get(`${BACK_OFFICE_SCOPE}/sw.js`, async (c) => {
    const build = await buildVersion();
    if (script?.version !== build) {
      const version = createHash("sha256").update(swSource).update(build).digest("hex").slice(0, 12);
      script = { version: build, body: swSource.replace('"__VERSION__"', JSON.stringify(version)) };
    }
    return c.body(script.body, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      // Every update check asks the server (a deploy must reach phones at once), and the worker may control /seller itself,
      // which lies outside the folder of its script (/seller/).
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": BACK_OFFICE_SCOPE,
    });
  });

  return r;
}
