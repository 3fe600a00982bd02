import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { parseAccept } from "hono/utils/accept";

/** Below this a body goes as it is (Hono's own threshold): gzip's header and trailer would outweigh the saving. */
const THRESHOLD = 1024;
/** The answers that are whole in memory when they leave their handler: JSON and server-rendered pages. */
const WHOLE_BODIES = /^(?:application\/json|text\/html)\b/i;

/**
 * Response compression. A JSON answer and a page (app/entry.server.tsx renders the whole page before answering) are
 * made whole in memory, so each is gzipped in one call on its bytes, with a window no larger than the body needs;
 * everything else (a file, a streamed body) goes through Hono's compress as a stream. The stream costs ~400 µs per
 * response against ~60 µs for the one call, and Hono streamed even a checkout's 120-byte answer (c.json sets no
 * Content-Length): 4–8 % of a checkout's CPU in bench:orders. A signed-in shopper's page went through the stream too,
 * whose Node and web stream objects V8 kept (with the page) until its next full collection (issue 20's closing note,
 * stop 48). Same rules as Hono's: gzip or deflate by Accept-Encoding (q-values, `*`), not for HEAD, 206,
 * `Cache-Control: no-transform` or a body already encoded; `Vary: Accept-Encoding`; a strong ETag made weak. A small
 * answer also gets its Content-Length instead of being chunked.
 */
export function compressResponses(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const res = c.res;
      if (
        !res.body ||
        !WHOLE_BODIES.test(res.headers.get("Content-Type") ?? "") ||
        res.status === 206 ||
        c.req.method === "HEAD" ||
        res.headers.has("Content-Encoding") ||
        res.headers.has("Transfer-Encoding") ||
        /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
      )
        return;
      const body = new Uint8Array(await res.arrayBuffer());
      const encoding = body.byteLength < THRESHOLD ? undefined : chooseEncoding(c.req.header("Accept-Encoding"));
      const data = encoding ? squeeze(body, encoding) : body;
      // Hono copies the old response's headers onto the new one: the encoding's headers are set after.
      c.res = new Response(data, res);
      const headers = c.res.headers;
      headers.set("Content-Length", String(data.byteLength));
      if (body.byteLength < THRESHOLD) return;
      const vary = headers.get("Vary");
      if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      if (!encoding) return;
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    });
}

/**
 * The smallest deflate window that covers `bytes` (zlib keeps 262 bytes of lookahead): it compresses them as well as
 * the full 32 KB one, for less memory to set up.
 */
export function fittedWindowBits(bytes: number): number {
  return Math.max(9, Math.min(15, Math.ceil(Math.log2(bytes + 262))));
}

/**
 * The size of each output buffer a zlib call fills (Node's default is 16 KB), here and in ./page-nonce.ts. A zlib call
 * is a Node stream object, and V8 keeps a finished one, with its output buffer, until its next full collection rather
 * than the next young one: the eleven calls of every cached page kept ~200 KB a page that way, and full collections
 * came every ~60 pages (docs/decisions/042). The bodies a call makes are 0.1-15 KB for a page's segments, a few KB for
 * most JSON answers.
 */
export const ZLIB_CHUNK = 4 * 1024;

function squeeze(body: Uint8Array<ArrayBuffer>, encoding: "gzip" | "deflate"): Uint8Array<ArrayBuffer> {
  const options = { level: 6, windowBits: fittedWindowBits(body.byteLength), chunkSize: ZLIB_CHUNK };
  return new Uint8Array(encoding === "gzip" ? zlib.gzipSync(body, options) : zlib.deflateSync(body, options));
}

/** Hono's choice: the first of gzip, deflate the client accepts fully (q=1), else the one with the highest q. */
function chooseEncoding(header: string | undefined): "gzip" | "deflate" | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: "gzip" | "deflate"; q: number } | undefined;
  for (const encoding of ["gzip", "deflate"] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
