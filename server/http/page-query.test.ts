import { describe, expect, it } from "vitest";
import { PageCache, pageBytes, type CachedPage } from "./page-cache";
import { MAX_SEARCH_CHARS, pageQuery } from "./page-query";
import { precompress } from "./precompressed";

/** Issue 13, item 20: unique 12 KB searches grew the process from 429 to 627 MB through the page cache. */
const q = (path: string) => pageQuery(new URL(path, "http://localhost"));
const randomText = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

describe("anonymous page cache memory", () => {
  const page = (kb: number): CachedPage => ({
    version: 1,
    status: 200,
    body: precompress(randomText(kb * 1024)),
    headers: [["Content-Type", "text/html"]],
    etag: 'W/"1"',
    nonce: "n",
  });

  it("never holds more bytes than its budget, however many distinct pages arrive", () => {
    const budget = 2 * 1024 * 1024;
    const cache = new PageCache(100_000, budget);
    for (let i = 0; i < 1200; i++) cache.set(`localhost/products?q=${i}`, page(12));
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.bytes).toBeGreaterThan(budget / 2);
    expect(cache.get("localhost/products?q=1199", 1)).not.toBeNull(); // the newest stay
    expect(cache.get("localhost/products?q=0", 1)).toBeNull(); // the oldest went
  });

  it("counts each page's three encodings and its key", () => {
    const p = page(12);
    expect(pageBytes("k", p)).toBeGreaterThan(p.body.identity.byteLength + p.body.gzip.byteLength + p.body.br.byteLength);
  });

  it("keeps the byte count exact as pages are replaced, go stale and are cleared", () => {
    const cache = new PageCache(1000, 10 * 1024 * 1024);
    const a = page(4);
    cache.set("a", a);
    cache.set("a", a);
    expect(cache.bytes).toBe(pageBytes("a", a));
    expect(cache.get("a", 2)).toBeNull();
    expect(cache.bytes).toBe(0);
    cache.set("b", page(4));
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it("keeps only each page's own bytes alive (zlib's results are views into 64 KB chunks)", () => {
    const body = precompress(randomText(30 * 1024));
    for (const b of [body.identity, body.gzip, body.br]) expect(b.buffer.byteLength).toBe(b.byteLength);
    const p = { ...page(1), body };
    expect(pageBytes("k", p)).toBeLessThan(body.identity.byteLength + body.gzip.byteLength + body.br.byteLength + 1024);
  });

  it("keeps nothing with a zero budget (PAGE_CACHE_MB=0)", () => {
    const cache = new PageCache(1000, 0);
    cache.set("a", page(1));
    expect(cache.size).toBe(0);
  });
});

describe("page cache keys: only the query a page reads", () => {
  it("drops parameters no page reads, so random ones share one entry", () => {
    expect(q("/AboutUs?utm_source=x&q=dog").search).toBe("");
    expect(q("/?x=1").search).toBe("");
    expect(q(`/product/dog-collar/prd_1?junk=${randomText(12_000)}`).search).toBe("");
    expect(q("/products?utm=1&q=dog%20collar&page=2&sort=price").search).toBe("?q=dog%20collar&page=2"); // "price" is not a sort
    expect(q("/products/dog-collar?page=3&x=1").search).toBe("?page=3");
    expect(q("/hi/products?q=rassi&x=1").search).toBe("?q=rassi");
  });

  it("keeps the product page's variant choice, and only a well-formed variant id", () => {
    const id = "var_01kawb3m8q2r4s6t7v9w0x";
    expect(q(`/product/horse%20accessories/prd_1?variant=${id}&utm=1`).search).toBe(`?variant=${id}`);
    expect(q(`/products/halter/prd_1?variant=${id}`).search).toBe(`?variant=${id}`);
    expect(q(`/hi/product/halter/prd_1?variant=${id}`).search).toBe(`?variant=${id}`);
    for (const bad of ["var_x", `prd_${id.slice(4)}`, `${id}0`, randomText(200)]) expect(q(`/product/halter/prd_1?variant=${bad}`).search).toBe("");
    // Listings do not read it.
    expect(q(`/products/halter?variant=${id}`).search).toBe("");
  });

  it("keeps the product page's pages of reviews shown ('More reviews'), 1–99, on the page and its data request", () => {
    const id = "var_01kawb3m8q2r4s6t7v9w0x";
    expect(q(`/product/halter/prd_1?reviews=2&utm=1`).search).toBe("?reviews=2");
    expect(q(`/hi/product/halter/prd_1.data?variant=${id}&reviews=12`).search).toBe(`?variant=${id}&reviews=12`);
    for (const bad of ["0", "100", "-1", "1.5", "two", randomText(50)])
      expect(q(`/product/halter/prd_1?reviews=${encodeURIComponent(bad)}`).search, bad).toBe("");
  });

  it("keeps the QR page's order id (a UPI direct order's payment page), on the page and its data request", () => {
    const id = "ord_01kawb3m8q2r4s6t7v9w0x";
    expect(q(`/QRModal?order=${id}&utm=1`).search).toBe(`?order=${id}`);
    expect(q(`/hi/QRModal?order=${id}`).search).toBe(`?order=${id}`);
    expect(q(`/QRModal.data?order=${id}`).search).toBe(`?order=${id}`);
    for (const bad of ["ord_x", `${id}0`, randomText(200)]) expect(q(`/QRModal?order=${bad}`).search).toBe("");
  });

  it("keeps the listing's own parameters in one order, whatever order they came in", () => {
    expect(q("/products?page=2&q=rope").search).toBe(q("/products?q=rope&page=2").search);
  });

  it("keeps the listing's filters (each value, sorted, once) and a known sort; drops junk values (issue 14)", () => {
    expect(q("/products?size=Full&x=1&sort=price-asc&size=Cob&colour=Navy%20Blue&size=Cob").search).toBe(
      "?size=Cob&size=Full&colour=Navy%20Blue&sort=price-asc",
    );
    expect(q("/products?size=Full&size=Cob").search).toBe(q("/products?size=Cob&size=Full").search);
    expect(q("/products/dog%20collar?colour=Black&sort=newest&page=2").search).toBe("?page=2&colour=Black&sort=newest");
    expect(q("/products?sort=constructor&size=%3Cscript%3E&colour=" + "a".repeat(41)).search).toBe("");
    expect(q("/products?size=" + Array.from({ length: 30 }, (_, i) => `S${i}`).join("&size=")).search.split("&")).toHaveLength(12);
    expect(q("/product/dog-collar/prd_1?size=Cob&sort=price-asc").search).toBe("");
  });

  it("drops a page number that is not one (it renders page 1)", () => {
    for (const p of ["0", "2.5", "abc", "-1", "1".repeat(20)]) expect(q(`/products?page=${p}`).search).toBe("");
  });

  it("cuts the search text to 100 characters and says so", () => {
    const long = randomText(12 * 1024);
    const r = q(`/products?q=${long}`);
    expect(r).toEqual({ search: `?q=${long.slice(0, MAX_SEARCH_CHARS)}`, cut: true, data: false });
    expect(q(`/products?q=${long.slice(0, 100)}`).cut).toBe(false);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const r = q(`/products?q=${encodeURIComponent("a".repeat(99) + "🐴🐴")}`);
    expect(r.cut).toBe(true);
    expect(decodeURIComponent(r.search.slice(3))).toBe("a".repeat(99));
  });

  it("treats React Router's data requests like their page and keeps _routes; leaves /__manifest alone", () => {
    expect(q("/products.data?q=dog&x=1&_routes=routes%2Fproducts")).toEqual({ search: "?q=dog&_routes=routes%2Fproducts", cut: false, data: true });
    expect(q("/_.data?x=1").search).toBe("");
    expect(q("/__manifest?p=%2Fproducts&version=abc").search).toBe("?p=%2Fproducts&version=abc");
  });
});
