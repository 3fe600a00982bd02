import { describe, expect, it } from "vitest";
import { PageCache, type CachedPage } from "./page-cache";
import { pickEncoding, precompress } from "./precompressed";
import zlib from "node:zlib";

const page = (version: number, text = "<html></html>"): CachedPage => ({
  version,
  status: 200,
  body: precompress(text),
  headers: [],
  etag: `W/"${version}"`,
  nonce: "n",
});

describe("anonymous page cache", () => {
  it("serves a page only for the catalogue version it was rendered at", () => {
    const cache = new PageCache();
    cache.set("localhost/products", page(3));
    expect(cache.get("localhost/products", 3)?.etag).toBe('W/"3"');
    expect(cache.get("localhost/products", 4)).toBeNull();
    expect(cache.get("localhost/products", 3)).toBeNull(); // dropped once stale
  });

  it("stays bounded, dropping the least recently used page", () => {
    const cache = new PageCache(3);
    for (const k of ["a", "b", "c"]) cache.set(k, page(1));
    cache.get("a", 1);
    cache.set("d", page(1));
    expect(cache.size).toBe(3);
    expect(cache.get("b", 1)).toBeNull();
    expect(cache.get("a", 1)).not.toBeNull();
  });
});

describe("pre-compressed bodies", () => {
  it("picks brotli, then gzip, then identity, and each decodes to the same bytes", () => {
    const body = precompress("x".repeat(5000));
    const br = pickEncoding(body, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.data).toString()).toBe("x".repeat(5000));
    const gz = pickEncoding(body, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gz.data).toString()).toBe("x".repeat(5000));
    expect(pickEncoding(body, undefined).encoding).toBeNull();
  });
});
