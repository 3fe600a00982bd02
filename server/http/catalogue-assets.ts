import { Hono } from "hono";
import { CATALOGUE_ASSET } from "../../app/i18n/catalogue.server";
import { isLang, LANGUAGES, type Lang } from "../../lib/i18n";
import type { AppEnv } from "./context";
import { encodedHeaders, pickEncoding, precompress, type Precompressed } from "./precompressed";

const FILE = /^(?<lang>[a-z]{2})\.[0-9a-f]{12}\.json$/;

/**
 * `GET /assets/i18n/{lang}.{hash}.json`: each language's interface texts (app/i18n/catalogue.server.ts
 * CATALOGUE_ASSET), compressed once when the app is made, cached by browsers for a year (the path changes with the texts). A page
 * rendered by an older version of the shop (during a deploy, or a tab left open) names an older hash: it gets
 * today's texts of its language, not cached, rather than a 404 that would leave the page without its script.
 */
export function catalogueAssetRoutes() {
  const r = new Hono<AppEnv>();
  const bodies = Object.fromEntries(LANGUAGES.map((lang) => [lang, precompress(CATALOGUE_ASSET[lang].body)])) as Record<Lang, Precompressed>;
  r.get("/assets/i18n/:file", (c) => {
    const lang = FILE.exec(c.req.param("file"))?.groups?.lang;
    if (!isLang(lang)) return c.text("Not found", 404);
    const { data, encoding } = pickEncoding(bodies[lang], c.req.header("accept-encoding"));
    const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
    const current = c.req.path === CATALOGUE_ASSET[lang].path;
    headers.set("Cache-Control", current ? "public, max-age=31536000, immutable" : "no-store");
    encodedHeaders(headers, encoding, data.byteLength);
    return new Response(data as Uint8Array<ArrayBuffer>, { headers });
  });
  return r;
}
