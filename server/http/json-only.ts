import type { MiddlewareHandler } from "hono";
import { isJsonContentType, JSON_ONLY } from "./content-type";
import { HttpError } from "./errors";

/**
 * Every API body is JSON except on the multipart upload paths: any other
 * content type (a form post from another page, text/plain from a beacon…) is
 * a 415 before a handler sees it. Requests without a body pass.
 */
export function jsonBodiesOnly(multipartPaths: ReadonlySet<string> | ((path: string) => boolean)): MiddlewareHandler {
  const multipart = typeof multipartPaths === "function" ? multipartPaths : (path: string) => multipartPaths.has(path);
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || multipart(c.req.path)) return next();
    const hasBody = c.req.raw.body !== null && c.req.header("content-length") !== "0";
    if (hasBody && !isJsonContentType(c.req.header("content-type"))) {
      // Chromium sends a bodiless DELETE (fetch without a body) with no Content-Length at all, which reaches us as an
      // empty stream: read it (bodyLimit already bounds it; Hono keeps the text for the handler) and let an empty one pass.
      if ((await c.req.text()) !== "") throw new HttpError(415, JSON_ONLY);
    }
    return next();
  };
}
