import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFastPath } from "./fast-path";
import { precompressNonced, RENDER_NONCE } from "./page-nonce";
import { PageCache } from "./page-cache";
import { precompress } from "./precompressed";
import { createTestShop, type TestShop } from "../testing/test-app";

let shop: TestShop;
let server: http.Server;
let base: string;
const pages = new PageCache();
let served = { fast: 0, app: 0 };

beforeAll(async () => {
  shop = await createTestShop();
  const fast = createFastPath(shop.services, pages);
  const app = getRequestListener(shop.app.fetch);
  server = http.createServer((req, res) => {
    if (fast(req, res)) served.fast++;
    else {
      served.app++;
      void app(req, res);
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await shop.close();
});

describe("in-memory fast path", () => {
  it("answers the product list exactly as the app does, with ETag/304 and compression", async () => {
    served = { fast: 0, app: 0 };
    shop.services.catalog.invalidate(); // nothing in memory yet: the first call goes through the app and loads it
    const viaApp = await fetch(`${base}/api/product/list`);
    const bodyApp = await viaApp.text();
    const viaFast = await fetch(`${base}/api/product/list`, { headers: { "Accept-Encoding": "gzip" } });
    expect(served).toEqual({ fast: 1, app: 1 });
    expect(await viaFast.text()).toBe(bodyApp);
    expect(viaFast.headers.get("etag")).toBe(viaApp.headers.get("etag"));
    expect(viaFast.headers.get("content-encoding")).toBe("gzip");
    expect(viaFast.headers.get("x-content-type-options")).toBe("nosniff");
    const notModified = await fetch(`${base}/api/product/list`, { headers: { "If-None-Match": viaFast.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
  });

  it("answers the list in Hindi (?lang=hi) as the app does", async () => {
    const snap = await shop.services.catalog.get();
    const viaApp = await shop.app.request("/api/product/list?lang=hi");
    served = { fast: 0, app: 0 };
    const viaFast = await fetch(`${base}/api/product/list?lang=hi`, { headers: { "Accept-Encoding": "gzip" } });
    expect(served).toEqual({ fast: 1, app: 0 });
    expect(await viaFast.text()).toBe(await viaApp.text());
    expect(viaFast.headers.get("etag")).toBe(viaApp.headers.get("etag"));
    expect(viaFast.headers.get("etag")).not.toBe(snap.listEtag);
    expect(viaFast.headers.get("content-type")).toBe(viaApp.headers.get("content-type"));
    expect((await fetch(`${base}/api/product/list?lang=hi`, { headers: { "If-None-Match": viaFast.headers.get("etag")! } })).status).toBe(304);
    served = { fast: 0, app: 0 };
    await fetch(`${base}/api/product/list?lang=xx`); // refused by the app, not the fast path's business
    expect(served).toEqual({ fast: 0, app: 1 });
  });

  it("leaves pages to the app outside production, and list queries always", async () => {
    served = { fast: 0, app: 0 };
    await fetch(`${base}/api/product/list?ids=x`);
    const snap = await shop.services.catalog.get();
    pages.set(`127.0.0.1:${new URL(base).port}/products`, {
      version: snap.version,
      status: 200,
      body: precompress("<p>cached</p>"),
      headers: [],
      etag: 'W/"x"',
      nonce: "n",
    });
    await fetch(`${base}/products`);
    expect(served.fast).toBe(0);
  });
});

describe("a cached page through the fast path (production)", () => {
  it("writes each response its own nonce, in the CSP and the body, gzip and plain, without changing the kept page", async () => {
    const prod = await createTestShop({ env: { NODE_ENV: "production", PUBLIC_URL: "http://localhost" } });
    const cache = new PageCache();
    const fast = createFastPath(prod.services, cache);
    const srv = http.createServer((req, res) => {
      if (!fast(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
    const port = (srv.address() as AddressInfo).port;
    try {
      const snap = await prod.services.catalog.get();
      const page = (n: string) =>
        `<!doctype html><script nonce="${n}">boot()</script>${"<li>Padded halter</li>".repeat(2000)}<script nonce="${n}">go("${n}")</script>`;
      const { body, nonceAt } = await precompressNonced(Buffer.from(page(RENDER_NONCE)));
      const kept = { gzip: Buffer.from(body.gzip), identity: Buffer.from(body.identity) };
      cache.set(`127.0.0.1:${port}/products`, {
        version: snap.version,
        status: 200,
        body,
        headers: [["Content-Type", "text/html"]],
        etag: 'W/"p"',
        nonce: RENDER_NONCE,
        nonceAt,
      });
      const get = (encoding: string, method = "GET") =>
        new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          const req = http.request({ host: "127.0.0.1", port, path: "/products", method, headers: { "Accept-Encoding": encoding } }, (res) => {
            const parts: Buffer[] = [];
            res.on("data", (c: Buffer) => parts.push(c));
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
          });
          req.on("error", reject);
          req.end();
        });
      const nonces = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const gz = await get("gzip, br");
        expect(gz.status).toBe(200);
        expect(gz.headers["content-encoding"]).toBe("gzip");
        expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
        const nonce = /'nonce-([0-9a-f]+)'/.exec(String(gz.headers["content-security-policy"]))![1]!;
        expect(nonce).not.toBe(RENDER_NONCE);
        nonces.add(nonce);
        expect(zlib.gunzipSync(gz.body).toString()).toBe(page(nonce)); // gunzip checks the trailer's CRC-32 and length
        const plain = await get("identity");
        expect(plain.headers["content-encoding"]).toBeUndefined();
        const plainNonce = /'nonce-([0-9a-f]+)'/.exec(String(plain.headers["content-security-policy"]))![1]!;
        expect(plain.body.toString()).toBe(page(plainNonce));
        expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
      }
      expect(nonces.size).toBe(3);
      const head = await get("gzip", "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      // The kept bodies are written from, never into.
      expect(Buffer.from(body.gzip).equals(kept.gzip)).toBe(true);
      expect(Buffer.from(body.identity).equals(kept.identity)).toBe(true);
    } finally {
      srv.close();
      await prod.close();
    }
  });
});
