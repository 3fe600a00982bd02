import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createFastPath } from "./fast-path";
import { PageCache } from "./page-cache";
import { fakeBuild } from "../testing/fake-build";
import { createTestShop, type TestShop } from "../testing/test-app";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ build: fakeBuild() });
});
afterAll(async () => {
  await shop.close();
});

describe("pages and methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s on a page with 405 and Allow, and logs no error", async (method) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const logged = vi.spyOn(shop.services.log, "error");
    try {
      const res = await shop.app.request("/products", { method, headers: { Host: "localhost", Origin: "http://localhost" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(await res.text()).toBe("Method not allowed");
      expect(errors).not.toHaveBeenCalled();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      logged.mockRestore();
    }
  });

  it("still renders pages on GET and HEAD", async () => {
    expect((await shop.app.request("/products", { headers: { Host: "localhost" } })).status).toBe(200);
    expect((await shop.app.request("/products", { method: "HEAD", headers: { Host: "localhost" } })).status).toBe(200);
  });
});

describe("a fresh CSP nonce on every response, cached pages included", () => {
  let prod: TestShop;
  const cache = new PageCache();
  beforeAll(async () => {
    prod = await createTestShop({ build: fakeBuild(), pageCache: cache, env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example" } });
  });
  afterAll(async () => {
    await prod.close();
  });

  const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

  it("gives each response of a cached page its own nonce, in the CSP and in the page, plain and gzip", async () => {
    const seen = new Set<string>();
    for (const encoding of ["identity", "gzip", "gzip", "br, gzip", "identity"]) {
      const res = await prod.app.request("/products/collars", { headers: { Host: "shop.example", "Accept-Encoding": encoding } });
      expect(res.status).toBe(200);
      const raw = Buffer.from(await res.arrayBuffer());
      const html = res.headers.get("content-encoding") === "gzip" ? zlib.gunzipSync(raw).toString() : raw.toString();
      const nonce = cspNonce(res)!;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(bodyNonces(html)).toEqual([nonce]);
      expect(html).toContain(`window.__n="${nonce}"`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5);
    expect(cache.size).toBeGreaterThan(0); // served from the cache after the first
  });

  it("the fast path (Node's listener) writes a fresh nonce too, and a 304 carries no CSP", async () => {
    const fast = createFastPath(prod.services, cache);
    await prod.services.catalog.get();
    const ask = (headers: Record<string, string>) => {
      const out: { status: number; headers: string[]; body: Buffer } = { status: 0, headers: [], body: Buffer.alloc(0) };
      const req = { method: "GET", url: "/products/collars", headers: { host: "localhost", ...headers } } as unknown as IncomingMessage; // app.request() keys pages by its URL (http://localhost/…)
      const res = {
        writeHead(status: number, h: string[]) {
          out.status = status;
          out.headers = h;
          return this;
        },
        cork() {},
        write(data: Uint8Array) {
          out.body = Buffer.concat([out.body, data]);
          return true;
        },
        end(data?: Uint8Array) {
          if (data) out.body = Buffer.concat([out.body, data]);
        },
      } as unknown as ServerResponse;
      expect(fast(req, res)).toBe(true);
      const header = (name: string) => {
        const at = out.headers.findIndex((v, i) => i % 2 === 0 && v.toLowerCase() === name);
        return at < 0 ? undefined : out.headers[at + 1];
      };
      return { ...out, header };
    };
    const a = ask({ "accept-encoding": "gzip" });
    const b = ask({});
    const nonceA = /'nonce-([^']+)'/.exec(a.header("content-security-policy") ?? "")![1]!;
    const nonceB = /'nonce-([^']+)'/.exec(b.header("content-security-policy") ?? "")![1]!;
    expect(nonceA).not.toBe(nonceB);
    expect(bodyNonces(zlib.gunzipSync(a.body).toString())).toEqual([nonceA]);
    expect(bodyNonces(b.body.toString())).toEqual([nonceB]);
    const notModified = ask({ "if-none-match": a.header("etag")! });
    expect(notModified.status).toBe(304);
    expect(notModified.header("content-security-policy")).toBeUndefined();
  });

  it("a 304 from the app carries no CSP either", async () => {
    const first = await prod.app.request("/products/leads", { headers: { Host: "shop.example" } });
    const etag = first.headers.get("etag")!;
    const again = await prod.app.request("/products/leads", { headers: { Host: "shop.example", "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
  });
});
