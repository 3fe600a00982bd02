import { Hono } from "hono";
import { POLICY_SLUGS, policyPath } from "../../../lib/shop-policies";
import { escapeHtml } from "../../../lib/html";
import { categoryListingPath, productPath } from "../../../lib/catalog";
import type { AppEnv } from "../../http/context";
import { LANGUAGES, LOCALE, pathIn } from "../../../lib/i18n";

/** Origin used in absolute URLs: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(publicUrl: string | null, requestUrl: string): string {
  return publicUrl ?? new URL(requestUrl).origin;
}

const STATIC_PAGES = ["/", "/products", "/AboutUs", "/ContactSection", "/BrandBondingSection", ...POLICY_SLUGS.map(policyPath)];

export function seoRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/robots.txt", (c) => {
    const origin = siteOrigin(c.var.services.config.publicUrl, c.req.url);
    const personal = ["/cart", "/my-orders", "/account", "/verify-email", "/forgot-password", "/reset-password", "/add-address"];
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /seller",
      "Disallow: /admin",
      ...LANGUAGES.flatMap((lang) => personal.map((p) => `Disallow: ${pathIn(lang, p)}`)),
      "Disallow: /api/",
      "Disallow: /lang/",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n");
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(body);
  });

  r.get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(c.var.services.config.publicUrl, c.req.url);
    const snap = await c.var.services.catalog.get();
    const categories = [...new Set(snap.categories.map((cat) => cat.path))];
    const pages: { path: string; lastmod?: string }[] = [
      ...STATIC_PAGES.map((p) => ({ path: p })),
      ...categories.map((cat) => ({ path: categoryListingPath(cat) })),
      ...snap.products.map((p) => ({ path: productPath(p), lastmod: p.updatedAt.slice(0, 10) })),
    ];
    // Every page in every language, each naming all its alternates (issue 17).
    const alternates = (path: string) =>
      LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE[l]}" href="${escapeHtml(origin + pathIn(l, path))}"/>`).join("");
    const urls = pages.flatMap((p) => LANGUAGES.map((lang) => ({ loc: origin + pathIn(lang, p.path), lastmod: p.lastmod, path: p.path })));
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      urls.map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}${alternates(u.path)}</url>`).join("\n") +
      "\n</urlset>\n";
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml);
  });

  return r;
}
