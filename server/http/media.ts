import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { STORAGE_NAME } from "../storage/index";

/** Where stored media are served: `/uploads/*` (the cart's path) and `/api/images/*` (spec clients) alias `/images/*`. */
export const MEDIA_PREFIXES = ["/images", "/uploads", "/api/images"] as const;

/**
 * Product images and other stored media. File names carry a content hash, so
 * they are cached for a year; the ETag (a hash of the bytes) lets a client revalidate.
 * Every prefix answers alike: same bytes, headers, ETag and 404s.
 */
export function mediaRoutes() {
  const r = new Hono<AppEnv>();
  for (const prefix of MEDIA_PREFIXES) {
    r.get(`${prefix}/:file`, async (c) => {
      const name = c.req.param("file");
      // A return request's photos ("ret_…") are private: served only by their order's own routes. A review's ("rev_…")
      // only by /api/reviews/{id}/photos, which shows an unpublished review's to its author and the shop alone.
      const file = STORAGE_NAME.test(name) && !/^re[tv]_/.test(name) ? await c.var.services.storage.get(name) : null;
      if (!file) return c.text("Not found", 404);
      const etag = `"${createHash("sha1").update(file.body).digest("base64url").slice(0, 22)}"`;
      c.header("Content-Type", file.contentType);
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      c.header("ETag", etag);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      return c.body(file.body as Uint8Array<ArrayBuffer>);
    });
  }
  return r;
}
