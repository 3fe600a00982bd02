import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED } from "../../lib/accounts";
import { fakeBuild } from "../testing/fake-build";
import { createTestShop, type TestShop } from "../testing/test-app";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ build: fakeBuild() });
});
afterAll(async () => {
  await shop.close();
});

const page = (path: string, headers: Record<string, string> = {}) =>
  shop.app.request(path, { headers: { Host: "localhost", Accept: "text/html", ...headers } });

describe("the language switch (GET /lang/{code})", () => {
  it("remembers Hindi for a year and sends the shopper to the same page in Hindi", async () => {
    const res = await page("/lang/hi?next=%2Fproducts%3Fq%3Drope");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/hi/products?q=rope");
    expect(res.headers.get("set-cookie")).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });

  it("back to English: the English path, and the cookie says en", async () => {
    const res = await page("/lang/en?next=%2Fhi%2Fcart");
    expect(res.headers.get("location")).toBe("/cart");
    expect(res.headers.get("set-cookie")).toMatch(/^lang=en;/);
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "never sends the shopper off the site (next=%s)",
    async (next) => {
      const res = await page(`/lang/hi?next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/hi");
    },
  );

  it("an unknown language is a 404, not a cookie", async () => {
    const res = await page("/lang/fr?next=%2F");
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("a remembered choice of Hindi", () => {
  it("sends an English page load to the Hindi page, query kept", async () => {
    const res = await page("/products?q=rassi", { Cookie: "lang=hi" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/hi/products?q=rassi");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves Hindi pages, the back office, the API, files and English choosers alone", async () => {
    expect((await page("/hi/products", { Cookie: "lang=hi" })).status).toBe(200);
    expect((await page("/seller/dashboard", { Cookie: "lang=hi" })).status).not.toBe(302);
    expect((await page("/products", { Cookie: "lang=en" })).status).toBe(200);
    expect((await page("/products")).status).toBe(200);
    const api = await shop.app.request("/api/product/list", { headers: { Host: "localhost", Cookie: "lang=hi" } });
    expect(api.status).toBe(200);
    expect((await page("/robots.txt", { Cookie: "lang=hi" })).status).toBe(200);
  });
});

describe("search engines see both languages", () => {
  it("the sitemap lists every page in English and Hindi, each naming both", async () => {
    const xml = await (await page("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost/products</loc>");
    expect(xml).toContain("<loc>http://localhost/hi/products</loc>");
    expect(xml).toContain("<loc>http://localhost/hi</loc>");
    const product = /<loc>http:\/\/localhost(\/product\/[^<]+)<\/loc>/.exec(xml)![1]!;
    expect(xml).toContain(`<loc>http://localhost/hi${product}</loc>`);
    expect(xml).toContain(`hreflang="hi-IN" href="http://localhost/hi${product}"`);
    expect(xml.match(/<loc>/g)!.length % 2).toBe(0);
  });

  it("robots.txt keeps the personal pages of both languages out", async () => {
    const txt = await (await page("/robots.txt")).text();
    for (const p of ["/cart", "/hi/cart", "/hi/my-orders", "/hi/account", "/lang/"]) expect(txt).toContain(`Disallow: ${p}`);
  });
});

describe("the API answers a Hindi page in Hindi (X-Shop-Lang: hi)", () => {
  it("a refused login, in Hindi for the Hindi page and word for word the spec's English for everyone else", async () => {
    const body = { email: "nobody@example.com", password: "wrong-password-1" };
    const hi = await shop.post("/api/user/login", body, { "X-Shop-Lang": "hi" });
    const en = await shop.post("/api/user/login", body);
    expect(hi.status).toBe(en.status);
    expect(await hi.json()).toEqual({ success: false, message: "ईमेल या पासवर्ड ग़लत है" });
    expect(await en.json()).toEqual({ success: false, message: LOGIN_FAILED });
  });

  it("validation answers keep their field and translate the rest; other fields are untouched", async () => {
    const res = await shop.post("/api/user/register", { name: "", email: "a@example.com", password: "long-enough-1" }, { "X-Shop-Lang": "hi" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "name: नाम ज़रूरी है" });
  });

  it("a message with no Hindi stays English rather than breaking", async () => {
    const res = await shop.app.request("/api/no-such-endpoint", { headers: { Host: "localhost", "X-Shop-Lang": "hi" } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe("No such API endpoint");
  });
});
