import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../testing/customers";
import { createTestShop, type TestShop } from "../testing/test-app";

/** Issue 13, items 22–24: what a client written against the spec (section 7) relies on. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe("login takes the register form's fields (item 23)", () => {
  it("logs in a returning customer whose client also sends name", async () => {
    const email = `returning.${Date.now().toString(36)}@example.com`;
    const reg = await shop.post("/api/user/register", { name: "Asha Verma", email, password: "hunter2hunter2" }, { "X-Forwarded-For": "10.23.0.1" });
    expect(reg.status).toBe(201);
    const res = await shop.post("/api/user/login", { name: "Asha Verma", email, password: "hunter2hunter2" }, { "X-Forwarded-For": "10.23.0.2" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, user: { email, name: "Asha Verma" } });
    expect(res.headers.get("set-cookie")).toMatch(/sid=/);
  });

  it("still refuses other unknown fields and a wrong password", async () => {
    const email = `other.${Date.now().toString(36)}@example.com`;
    await shop.post("/api/user/register", { name: "Asha Verma", email, password: "hunter2hunter2" }, { "X-Forwarded-For": "10.23.0.3" });
    const extra = await shop.post("/api/user/login", { email, password: "hunter2hunter2", isAdmin: true }, { "X-Forwarded-For": "10.23.0.4" });
    expect(extra.status).toBe(400);
    const wrong = await shop.post("/api/user/login", { name: "Asha Verma", email, password: "not-the-password" }, { "X-Forwarded-For": "10.23.0.5" });
    expect(wrong.status).toBe(401);
  });
});

describe("personal endpoints are never cached (item 22)", () => {
  it("GET /api/address/get sends Cache-Control: private, no-store", async () => {
    const customer = await newCustomer(shop);
    const res = await customer.call("GET", "/api/address/get");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("/api/images/{file} is /images/{file} (item 24)", () => {
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082",
    "hex",
  );

  it("serves the same bytes with the same headers and ETag, and answers If-None-Match with 304", async () => {
    await shop.services.storage.put("spec-client-test.png", png, "image/png");
    const plain = await shop.app.request("/images/spec-client-test.png");
    const api = await shop.app.request("/api/images/spec-client-test.png");
    expect(api.status).toBe(200);
    expect(Buffer.from(await api.arrayBuffer())).toEqual(Buffer.from(await plain.arrayBuffer()));
    for (const h of ["content-type", "cache-control", "etag", "x-content-type-options"]) expect(api.headers.get(h), h).toBe(plain.headers.get(h));
    expect(api.headers.get("etag")).toMatch(/^".+"$/);
    const again = await shop.app.request("/api/images/spec-client-test.png", { headers: { "If-None-Match": api.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers a missing or invalid file like /images does", async () => {
    for (const name of ["no-such-file.png", "..%2Fshop.db", "x.exe"]) {
      const plain = await shop.app.request(`/images/${name}`);
      const api = await shop.app.request(`/api/images/${name}`);
      expect(api.status, name).toBe(404);
      expect(await api.text()).toBe(await plain.text());
    }
  });
});
