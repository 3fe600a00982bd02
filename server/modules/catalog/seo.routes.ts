import { Hono } from "hono";
import { POLICY_SLUGS, policyPath } from "../../../lib/shop-policies";
import { escapeHtml } from "../../../lib/html";
import { categoryListingPath, productPath } from "../../../lib/catalog";
import type { AppEnv } from "../../http/context";

/** Origin used in absolute URLs: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(publicUrl: string | null, requestUrl: string): string {
  return publicUrl ?? new URL(requestUrl).origin;
}

const STATIC_PAGES = ["/", "/products", "/AboutUs", "/ContactSection", "/BrandBondingSection", ...POLICY_SLUGS.map(policyPath)];

export function seoRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/robots.txt", (c) => {
    const origin = siteOrigin(c.var.services.config.publicUrl, c.req.url);
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /seller",
      "Disallow: /admin",
      "Disallow: /cart",
      "Disallow: /my-orders",
      "Disallow: /account",
      "Disallow: /verify-email",
      "Disallow: /forgot-password",
      "Disallow: /reset-password",
      "Disallow: /add-address",
      "Disallow: /api/",
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
    const urls: { loc: string; lastmod?: string }[] = [
      ...STATIC_PAGES.map((p) => ({ loc: origin + p })),
      ...categories.map((cat) => ({ loc: origin + categoryListingPath(cat) })),
      ...snap.products.map((p) => ({ loc: origin + productPath(p), lastmod: p.updatedAt.slice(0, 10) })),
    ];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`).join("\n") +
      "\n</urlset>\n";
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(xml);
  });

  return r;
}
