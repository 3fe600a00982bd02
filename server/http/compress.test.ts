import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compress";

const big = { success: true, products: Array.from({ length: 60 }, (_, i) => ({ _id: `prd_${i}`, name: `Cotton halter ${i}`, price: 1299 })) };

function app() {
  const a = new Hono();
  a.use(compressResponses());
  a.get("/big", (c) => c.json(big));
  a.get("/small", (c) => c.json({ success: true }));
  a.get("/tagged", (c) => c.json(big, 200, { ETag: '"v1"', Vary: "Cookie" }));
  a.get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
  a.get("/page", (c) => c.html(`<!doctype html><p>${"Namaste ".repeat(400)}</p>`));
  a.get("/text", (c) => c.text("Namaste ".repeat(400)));
  a.post("/big", (c) => c.json(big, 201));
  return a;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, { method, headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

describe("response compression", () => {
  it("gzips a JSON answer whole, with its length, and it reads back as sent", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await get("/big", "gzip, deflate, br", method);
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("Content-Length"))).toBe(bytes.byteLength);
      expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
      expect(JSON.parse(zlib.gunzipSync(bytes).toString())).toEqual(big);
    }
  });

  it("deflates for a client that takes only deflate, and sends it plain to one that takes neither (or refuses gzip)", async () => {
    const deflated = await get("/big", "deflate");
    expect(deflated.headers.get("Content-Encoding")).toBe("deflate");
    expect(JSON.parse(zlib.inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(big);
    for (const ae of [undefined, "br", "gzip;q=0, identity"]) {
      const plain = await get("/big", ae);
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await plain.json()).toEqual(big);
    }
  });

  it("leaves a small answer plain, with its length", async () => {
    const res = await get("/small", "gzip");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Content-Length")).toBe(String('{"success":true}'.length));
    expect(await res.json()).toEqual({ success: true });
  });

  it("makes a strong ETag weak and adds to an existing Vary", async () => {
    const res = await get("/tagged", "gzip");
    expect(res.headers.get("ETag")).toBe('W/"v1"');
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("respects Cache-Control: no-transform, and a HEAD request", async () => {
    expect((await get("/no-transform", "gzip")).headers.get("Content-Encoding")).toBeNull();
    expect((await get("/big", "gzip", "HEAD")).headers.get("Content-Encoding")).toBeNull();
  });

  it("gzips a page whole too, with its length", async () => {
    const res = await get("/page", "gzip");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(body.byteLength));
    expect(zlib.gunzipSync(body).toString()).toBe(`<!doctype html><p>${"Namaste ".repeat(400)}</p>`);
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("still compresses other bodies as a stream", async () => {
    const res = await get("/text", "gzip");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe("Namaste ".repeat(400));
  });
});
