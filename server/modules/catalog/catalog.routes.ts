import { Hono } from "hono";
import { notFound } from "../../http/errors";
import { encodedHeaders, pickEncoding } from "../../http/precompressed";
import type { AppEnv } from "../../http/context";

export function catalogRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/product/list", async (c) => {
    const snap = await c.var.services.catalog.get();
    const ids = c.req.query("ids");
    if (ids !== undefined) {
      // A few products by id (the visitor cart): at most 100, unknown ids left out. A variant id
      // (a cart key since issue 14) brings its product, which lists its variants; each product once.
      const wanted = ids.split(",").slice(0, 100);
      const found = wanted.map((id) => snap.byId.get(id) ?? snap.variantById.get(id)?.product).filter((p) => p !== undefined);
      const products = [...new Set(found)];
      return c.json({ success: true, products });
    }
    const headers = new Headers({ ETag: snap.listEtag, "Cache-Control": "public, max-age=0, must-revalidate" });
    if (c.req.header("if-none-match") === snap.listEtag) return new Response(null, { status: 304, headers });
    const { data, encoding } = pickEncoding(snap.listBody, c.req.header("accept-encoding"));
    headers.set("Content-Type", "application/json; charset=utf-8");
    encodedHeaders(headers, encoding, data.byteLength);
    return new Response(data as Uint8Array<ArrayBuffer>, { headers });
  });

  r.get("/product/:id", async (c) => {
    const snap = await c.var.services.catalog.get();
    const product = snap.byId.get(c.req.param("id"));
    if (!product) throw notFound("Product");
    return c.json({ success: true, product });
  });

  r.get("/category/list", async (c) => {
    const snap = await c.var.services.catalog.get();
    return c.json({ success: true, categories: snap.categories });
  });

  return r;
}
