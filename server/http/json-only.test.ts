import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, type TestCustomer } from "../testing/customers";
import { newSeller, type TestSeller } from "../testing/sellers";
import { createTestShop, type TestShop } from "../testing/test-app";
import { JSON_ONLY } from "./content-type";

let shop: TestShop;
let buyer: TestCustomer;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  buyer = await newCustomer(shop);
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

describe("JSON routes take JSON bodies only", () => {
  const json = JSON.stringify({ email: "someone@example.com", password: "hunter2hunter2" });

  it.each(["text/plain", "application/x-www-form-urlencoded", "text/plain; x=application/json", "application/jsonp", "multipart/form-data; boundary=x"])(
    "refuses %s with 415 and a clear message",
    async (type) => {
      const res = await shop.post("/api/user/login", json, { "Content-Type": type, "X-Forwarded-For": "192.0.2.9" });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: JSON_ONLY });
    },
  );

  it("guards routes that read an optional body too (ship with a text body)", async () => {
    const res = await seller.call("PUT", "/api/order/ord_0000000000000000000000/ship", '{"carrier":"DTDC"}', { "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
  });

  it("refuses a text body even where the handler reads none", async () => {
    const res = await buyer.call("POST", "/api/user/logout", "x=1", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    expect((await buyer.call("GET", "/api/user/is-auth")).status).toBe(200);
  });

  it("takes a DELETE whose body is empty and has no Content-Length (as Chromium's fetch sends it), and still refuses a text body", async () => {
    const { sessions } = (await (await seller.call("GET", "/api/seller/sessions")).json()) as { sessions: { _id: string }[] };
    // An id of the right shape that is no session: change the last character to one it is not (it may already be "0").
    const real = sessions[0]!._id;
    const absent = real.slice(0, -1) + (real.endsWith("0") ? "1" : "0");
    const bodiless = (body: string) =>
      shop.app.request(`/api/seller/sessions/${absent}`, {
        method: "DELETE",
        headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
        body: new ReadableStream({ start: (c) => (body ? c.enqueue(new TextEncoder().encode(body)) : undefined, c.close()) }),
        duplex: "half",
      } as RequestInit);
    expect((await bodiless("")).status).toBe(404); // reached the handler: no such session
    expect((await bodiless("x=1")).status).toBe(415);
  });

  it("accepts application/json with a charset, and bodiless requests", async () => {
    const res = await shop.post("/api/user/login", json, { "Content-Type": "Application/JSON; charset=utf-8", "X-Forwarded-For": "192.0.2.10" });
    expect(res.status).toBe(401); // read and checked: unknown account
    expect((await buyer.call("POST", "/api/user/logout")).status).toBe(200);
  });

  it("keeps multipart uploads multipart", async () => {
    const form = new FormData();
    form.append("name", "x");
    const res = await seller.call("POST", "/api/upload", undefined, {});
    expect(res.status).not.toBe(500);
    const multipart = await shop.app.request("/api/upload", {
      method: "POST",
      body: form,
      headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
    });
    expect(multipart.status).not.toBe(415);
  });
});
