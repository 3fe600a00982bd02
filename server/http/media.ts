import { Hono } from "hono";
import type { AppEnv } from "./context";
import { STORAGE_NAME } from "../storage/index";

/**
 * Product images and other stored media. File names carry a content hash, so
 * they are cached for a year. `/uploads/*` is an alias of `/images/*` (spec).
 */
export function mediaRoutes() {
  const r = new Hono<AppEnv>();
  for (const prefix of ["/images", "/uploads"]) {
    r.get(`${prefix}/:file`, async (c) => {
      const name = c.req.param("file");
      const file = STORAGE_NAME.test(name) ? await c.var.services.storage.get(name) : null;
      if (!file) return c.text("Not found", 404);
      c.header("Content-Type", file.contentType);
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      return c.body(file.body as Uint8Array<ArrayBuffer>);
    });
  }
  return r;
}
