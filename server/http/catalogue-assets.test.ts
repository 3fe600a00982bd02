import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE, CATALOGUE_ASSET } from "../../app/i18n/catalogue.server";
import { fakeBuild } from "../testing/fake-build";
import { createTestShop, type TestShop } from "../testing/test-app";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ build: fakeBuild() });
});
afterAll(async () => {
  await shop.close();
});

const get = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers: { Host: "localhost", ...headers } });

describe("the interface texts as assets", () => {
  it("serves each language's whole catalogue at its hashed path, cached for a year", async () => {
    for (const lang of ["en", "hi"] as const) {
      const res = await get(CATALOGUE_ASSET[lang].path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await res.json()).toEqual(CATALOGUE[lang]);
    }
    expect(CATALOGUE_ASSET.hi.path).toMatch(/^\/assets\/i18n\/hi\.[0-9a-f]{12}\.json$/);
    expect(CATALOGUE_ASSET.en.path).not.toBe(CATALOGUE_ASSET.hi.path);
  });

  it("sends it compressed to a browser that accepts it", async () => {
    const res = await get(CATALOGUE_ASSET.hi.path, { "Accept-Encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(zlib.gunzipSync(body).toString("utf8"))["nav.home"]).toBe(CATALOGUE.hi["nav.home"]);
  });

  it("answers a page of an older version (another hash) with today's texts of its language, not cached", async () => {
    const res = await get("/assets/i18n/hi.000000000000.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual(CATALOGUE.hi);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await shop.app.request(CATALOGUE_ASSET.en.path, { method: "HEAD", headers: { Host: "localhost", "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(1000);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("has nothing for another language or another name", async () => {
    for (const path of ["/assets/i18n/fr.000000000000.json", "/assets/i18n/hi.json", "/assets/i18n/hi.000000000000.js", "/assets/i18n/..%2Fshop.db"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
