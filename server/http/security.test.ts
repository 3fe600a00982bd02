import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../testing/customers";
import { newSeller } from "../testing/sellers";
import { createTestShop, type TestShop } from "../testing/test-app";
import { createSeller } from "../modules/seller/sellers.repo";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const unsafeRoutes = (s: TestShop) => {
  const seen = new Set<string>();
  for (const r of s.app.routes) if (r.path.startsWith("/api/") && ["POST", "PUT", "DELETE", "PATCH"].includes(r.method)) seen.add(`${r.method} ${r.path}`);
  return [...seen].map((r) => {
    const [method, path] = r.split(" ") as [string, string];
    return { method, path: path.replace(/:id(\{[^/]*\})?/, "ord_0000000000000000000000") };
  });
};

describe("security headers", () => {
  it("sends a strict CSP (scripts by nonce only), no framing, nosniff and a referrer policy; HSTS only in production", async () => {
    const res = await shop.app.request("/api/product/list");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const prod = await createTestShop({ env: { NODE_ENV: "production", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s" } });
    try {
      const p = await prod.app.request("/api/product/list");
      expect(p.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const prodCsp = p.headers.get("content-security-policy")!;
      expect(prodCsp).not.toContain("unsafe-eval");
      expect(prodCsp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/checkout\.razorpay\.com;/); // live keys: Razorpay Checkout only
    } finally {
      await prod.close();
    }
  });
});

describe("cookies in production", () => {
  it("marks customer and seller session cookies Secure, HttpOnly, SameSite=Lax", async () => {
    const prod = await createTestShop({ env: { NODE_ENV: "production" } });
    try {
      const reg = await prod.post(
        "/api/user/register",
        { name: "A", email: "prod@example.com", password: "hunter2hunter2" },
        { "X-Forwarded-For": "10.5.0.1" },
      );
      await createSeller(prod.db, { email: "owner@example.com", password: "seller-secret-123" });
      const login = await prod.post("/api/seller/login", { email: "owner@example.com", password: "seller-secret-123" }, { "X-Forwarded-For": "10.5.0.2" });
      for (const [res, name] of [
        [reg, "sid"],
        [login, "seller_sid"],
      ] as const) {
        const cookie = res.headers.get("set-cookie")!;
        expect(cookie).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43};`));
        for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(cookie).toContain(flag);
      }
    } finally {
      await prod.close();
    }
  });
});

describe("cross-site requests (CSRF)", () => {
  it("refuses every unsafe API request that comes from another site", async () => {
    const customer = await newCustomer(shop);
    const routes = unsafeRoutes(shop);
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      const crossSite: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }];
      for (const headers of crossSite) {
        const res = await shop.app.request(path, {
          method,
          headers: { Host: "localhost", Cookie: `sid=${customer.sid}`, "Content-Type": "application/json", ...headers },
          body: "{}",
        });
        expect([method, path, JSON.stringify(headers), res.status]).toEqual([method, path, JSON.stringify(headers), 403]);
      }
    }
  });
});

describe("request size", () => {
  it("refuses JSON over 64 KB and uploads over the photo limit with 413, before reading them", async () => {
    const big = await shop.post("/api/contact", { name: "A", email: "a@example.com", message: "x".repeat(70_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ success: false, message: "Request body is too large" });
    const seller = await newSeller(shop);
    const form = new FormData();
    form.append("image", new File([new Uint8Array(22 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    const upload = await shop.app.request("/api/upload", {
      method: "POST",
      body: form,
      headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
    });
    expect(upload.status).toBe(413);
  });
});

describe("sessions", () => {
  it("gives a seller a new token at every login and revokes the one the browser brought (no fixation)", async () => {
    await createSeller(shop.db, { email: "fix@example.com", password: "seller-secret-123" });
    const first = await shop.post("/api/seller/login", { email: "fix@example.com", password: "seller-secret-123" }, { "X-Forwarded-For": "10.6.0.1" });
    const a = first.headers.get("set-cookie")!.match(/seller_sid=([^;]+)/)![1]!;
    const second = await shop.post(
      "/api/seller/login",
      { email: "fix@example.com", password: "seller-secret-123" },
      { "X-Forwarded-For": "10.6.0.2", Cookie: `seller_sid=${a}` },
    );
    const b = second.headers.get("set-cookie")!.match(/seller_sid=([^;]+)/)![1]!;
    expect(b).not.toBe(a);
    expect((await shop.app.request("/api/seller/is-auth", { headers: { Cookie: `seller_sid=${a}` } })).status).toBe(401);
    expect((await shop.app.request("/api/seller/is-auth", { headers: { Cookie: `seller_sid=${b}` } })).status).toBe(200);
  });

  it("limits seller login attempts per IP address as well as per account", async () => {
    let status = 0;
    for (let i = 0; i < 21; i++)
      status = (await shop.post("/api/seller/login", { email: `guess${i}@example.com`, password: "wrong-password" }, { "X-Forwarded-For": "10.7.7.7" })).status;
    expect(status).toBe(429);
  });
});

describe("NUL characters (PostgreSQL cannot store them)", () => {
  it("are refused with a 400 wherever text comes in: JSON, forms, paths and queries", async () => {
    const customer = await newCustomer(shop);
    const seller = await newSeller(shop);
    const form = new FormData();
    form.append("name", "Halter\u0000");
    const attempts = [
      customer.call("POST", "/api/order/sandbox-pay", { orderId: "\u0000" }),
      customer.call("POST", "/api/address/add", { address: { firstName: "A\u0000" } }),
      shop.post("/api/contact", { name: "A", email: "a@example.com", message: "hello \u0000 there" }),
      customer.call("PUT", "/api/address/adr_%00", { address: {} }),
      seller.call("GET", "/api/order/seller?q=%00"),
      seller.call("POST", "/api/product/stock", { id: "prd_\u0000", inStock: true }),
      shop.app.request("/api/product/add-product", {
        method: "POST",
        body: form,
        headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "Text may not contain NUL characters" });
    }
  });
});

describe("errors give nothing away", () => {
  it("answers a failure inside the server with a generic 500 and no stack, SQL or paths", async () => {
    const broken = await createTestShop();
    const customer = await newCustomer(broken);
    expect((await broken.app.request("/api/product/list")).status).toBe(200); // the catalogue is loaded
    await broken.services.database.close(); // the database goes away under the running app
    // The product list still answers from memory, also once its version check is due (every 500 ms) and fails.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await broken.app.request("/api/product/list")).status).toBe(200);
    const calls = [
      customer.call("GET", "/api/address/get"),
      customer.call("GET", "/api/order/user"),
      customer.call("POST", "/api/order/cod", { items: [{ product: "prd_0000000000000000000000", quantity: 1 }], address: customer.addressId }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ success: false, message: "Something went wrong. Please try again." });
    }
    expect((await broken.app.request("/readyz")).status).toBe(503);
    // close() would close the database again: only its files are left to remove.
    broken.services.database.close = async () => {};
    await broken.close();
  });
});
