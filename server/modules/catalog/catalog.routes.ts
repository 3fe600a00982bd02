import { Hono, type Context } from "hono";
import { localiseCategory, localiseProduct } from "../../../lib/catalog-i18n";
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from "../../../lib/i18n";
import { HttpError, notFound } from "../../http/errors";
import { encodedHeaders, pickEncoding } from "../../http/precompressed";
import type { AppEnv } from "../../http/context";
import { z } from "zod";
import { INVALID_EMAIL } from "../../../lib/email";
import { requestLang } from "../../http/api-language";
import { currentCustomer } from "../../http/auth";
import { readJson } from "../../http/errors";
import { enforcePublicFormLimits } from "../../http/rate-limit";
import { localisedList } from "./catalog.cache";
import { cartProducts } from "./cart-products";
import { saveStockAlert, STOCK_ALERT_SAVED, stopStockAlerts } from "./stock-alerts";

const stockAlertSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)).optional(),
  variant: z.string().max(40).optional(),
});
const stopAlertsSchema = z.strictObject({ token: z.string({ error: "token is required" }).max(100, "This link is not valid any more.") });

export function catalogRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/product/list", async (c) => {
    const snap = await c.var.services.catalog.get();
    const lang = askedLang(c);
    const ids = c.req.query("ids");
    if (ids !== undefined) {
      // A few products by id (the visitor cart)
      return c.json({ success: true, products: cartProducts(snap, ids.split(","), lang) });
    }
    const list = lang === DEFAULT_LANG ? { body: snap.listBody, etag: snap.listEtag } : localisedList(snap, lang);
    const headers = new Headers({ ETag: list.etag, "Cache-Control": "public, max-age=0, must-revalidate" });
    if (c.req.header("if-none-match") === list.etag) return new Response(null, { status: 304, headers });
    const { data, encoding } = pickEncoding(list.body, c.req.header("accept-encoding"));
    headers.set("Content-Type", "application/json; charset=utf-8");
    encodedHeaders(headers, encoding, data.byteLength);
    return new Response(data as Uint8Array<ArrayBuffer>, { headers });
  });

  r.get("/product/:id", async (c) => {
    const snap = await c.var.services.catalog.get();
    const product = snap.byId.get(c.req.param("id"));
    if (!product) throw notFound("Product");
    return c.json({ success: true, product: localiseProduct(product, askedLang(c)) });
  });

  /** "Notify me when back in stock" (issue 19, item 4): a customer's own address, or the one a visitor gives. */
  r.post("/product/:id/stock-alert", async (c) => {
    const input = await readJson(c, stockAlertSchema);
    await enforcePublicFormLimits(c, "stock-alert", { perAddress: 20, global: 1000 });
    const user = await currentCustomer(c);
    const email = input.email ?? user?.email ?? null;
    if (!email) throw new HttpError(400, INVALID_EMAIL);
    await saveStockAlert(c.var.services, { productId: c.req.param("id"), variantId: input.variant, email, userId: user?.id ?? null, lang: requestLang(c) });
    return c.json({ success: true, message: STOCK_ALERT_SAVED }, 201);
  });

  r.post("/stock-alerts/stop", async (c) => {
    const { token } = await readJson(c, stopAlertsSchema);
    if (!(await stopStockAlerts(c.var.services, token))) throw new HttpError(404, "This link is not valid any more.");
    return c.json({ success: true, message: "Back-in-stock emails stopped" });
  });

  r.get("/category/list", async (c) => {
    const snap = await c.var.services.catalog.get();
    const lang = askedLang(c);
    return c.json({ success: true, categories: snap.categories.map((cat) => localiseCategory(cat, lang)) });
  });

  return r;
}

/**
 * Issue 17: `?lang=hi` serves the seller's Hindi texts in the spec's own fields (English where untranslated); no
 * `lang` is English, as the spec has it. Any other value is refused rather than quietly read as English.
 */
function askedLang(c: Context<AppEnv>): Lang {
  const lang = c.req.query("lang");
  if (lang === undefined || lang === "") return DEFAULT_LANG;
  if (!isLang(lang)) throw new HttpError(400, `Unknown language: use lang=${LANGUAGES.join(" or lang=")}`);
  return lang;
}
