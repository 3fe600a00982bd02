import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newCustomer, type TestCustomer } from "../testing/customers";
import { newSeller, type TestSeller } from "../testing/sellers";
import { createTestShop, type TestShop } from "../testing/test-app";

/** Issue 13, item 19: bad input is a clear 4xx, never a 500 with a stack trace in the log. */
let shop: TestShop;
let customer: TestCustomer;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  customer = await newCustomer(shop);
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

/** Fails the test if the app logs an unhandled error while `run` runs. */
async function withoutErrorLog<T>(run: () => T | Promise<T>): Promise<T> {
  const spy = vi.spyOn(shop.services.log, "error");
  try {
    const result = await run();
    expect(spy).not.toHaveBeenCalled();
    return result;
  } finally {
    spy.mockRestore();
  }
}

describe("deeply nested JSON", () => {
  const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
  const objects = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);

  it.each([
    ["login", () => shop.post("/api/user/login", `{"email":"a@b.co","password":"x","cartItems":${deep(5000)}}`)],
    ["register", () => shop.post("/api/user/register", objects(5000))],
    ["address add", () => customer.call("POST", "/api/address/add", `{"address":${deep(5000)}}`)],
    ["ship (optional body)", () => seller.call("PUT", `/api/order/ord_${"0".repeat(22)}/ship`, deep(5000))],
  ])("%s: 5,000 levels deep is a 400 saying so", async (_name, send) => {
    const res = await withoutErrorLog(send);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "The request body nests too deeply (at most 32 levels)" });
  });

  it("counts brackets inside strings as text, not nesting", async () => {
    const res = await shop.post("/api/user/login", { email: "nobody@example.com", password: "[".repeat(100) + "{".repeat(50) });
    expect(res.status).toBe(401);
  });
});

describe("numeric query parameters", () => {
  it.each(["2.5", "abc", "0", "-1", "201", "1e2", " 5"])("GET /api/order/seller?limit=%s is a 400 naming limit", async (limit) => {
    const res = await withoutErrorLog(() => seller.call("GET", `/api/order/seller?limit=${encodeURIComponent(limit)}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "limit must be a whole number from 1 to 200" });
  });

  it("still takes a whole-number limit, and none", async () => {
    expect((await seller.call("GET", "/api/order/seller?limit=2")).status).toBe(200);
    expect((await seller.call("GET", "/api/order/seller")).status).toBe(200);
  });
});

/** A real, valid greyscale PNG of the given size (all black), built by hand: tiny on the wire, huge when decoded. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then zero pixels
  return Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

describe("oversized pictures", () => {
  const upload = (png: Buffer) => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(png)], "bomb.png", { type: "image/png" }));
    return shop.app.request("/api/upload", {
      method: "POST",
      body: form,
      headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
    });
  };

  it.each([
    [1, 49_000_000],
    [12_001, 1],
    [7_000, 6_000],
  ])(
    "a %i × %i px PNG is refused from its header with a 400, quickly",
    async (width, height) => {
      const png = blankPng(width, height);
      const started = performance.now();
      const res = await upload(png);
      const ms = performance.now() - started;
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain("at most 12,000 px a side and 40 megapixels");
      expect(ms).toBeLessThan(3000); // decoding it took 14 s of CPU
    },
    30_000,
  );
});
