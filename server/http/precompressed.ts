import zlib from "node:zlib";

/** A body kept with its gzip and brotli forms, made once, chosen per request. */
export type Precompressed = { identity: Uint8Array; gzip: Uint8Array; br: Uint8Array };

export function precompress(body: Uint8Array | string): Precompressed {
  const identity = typeof body === "string" ? Buffer.from(body) : body;
  return {
    identity: exact(identity),
    gzip: exact(zlib.gzipSync(identity, { level: 6 })),
    br: exact(zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })),
  };
}

/**
 * A copy that owns exactly its bytes. zlib's results are views into 64 KB
 * chunks (and small Buffers into a shared 8 KB pool): kept in a cache, a 2 KB
 * page would hold on to 128 KB.
 */
function exact(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** Picks the smallest encoding the client accepts. */
export function pickEncoding(body: Precompressed, acceptEncoding: string | undefined): { data: Uint8Array; encoding: "br" | "gzip" | null } {
  const ae = acceptEncoding ?? "";
  if (/\bbr\b/.test(ae)) return { data: body.br, encoding: "br" };
  if (/\bgzip\b/.test(ae)) return { data: body.gzip, encoding: "gzip" };
  return { data: body.identity, encoding: null };
}

export function encodedHeaders(headers: Headers, encoding: "br" | "gzip" | null, length: number): void {
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(length));
}
