import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFastPath } from "./fast-path";
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
