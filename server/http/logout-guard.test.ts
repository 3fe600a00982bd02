import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../testing/customers";
import { newSeller } from "../testing/sellers";
import { createTestShop, type TestShop } from "../testing/test-app";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

type Session = { cookie: string; logout: string; isAuth: string };
const sessions: Record<"customer" | "seller", () => Promise<Session>> = {
  customer: async () => {
    const c = await newCustomer(shop);
    return { cookie: `sid=${c.sid}`, logout: "/api/user/logout", isAuth: "/api/user/is-auth" };
  },
  seller: async () => {
    const s = await newSeller(shop);
    return { cookie: `seller_sid=${s.sid}`, logout: "/api/seller/logout", isAuth: "/api/seller/is-auth" };
  },
};

describe.each(["customer", "seller"] as const)("%s logout", (who) => {
  const send = (s: Session, method: string, headers: Record<string, string> = {}) =>
    shop.app.request(s.logout, { method, headers: { Host: "localhost", Cookie: s.cookie, ...headers } });
  const stillIn = async (s: Session) => (await shop.app.request(s.isAuth, { headers: { Cookie: s.cookie } })).status === 200;

  it("refuses a cross-site GET (Sec-Fetch-Site or a foreign Origin): the session lives on", async () => {
    const s = await sessions[who]();
    const bySecFetch = await send(s, "GET", { "Sec-Fetch-Site": "cross-site" });
    expect(bySecFetch.status).toBe(403);
    expect(await bySecFetch.json()).toEqual({ success: false, message: "Cross-site request refused" });
    expect((await send(s, "GET", { Origin: "https://evil.example" })).status).toBe(403);
    expect(await stillIn(s)).toBe(true);
  });

  it("refuses HEAD with 405 and an Allow header: the session lives on", async () => {
    const s = await sessions[who]();
    const head = await send(s, "HEAD");
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("GET, POST");
    expect(await stillIn(s)).toBe(true);
  });

  it("logs out on the shop's own GET (same-origin, or no fetch metadata) and POST", async () => {
    const cases: Record<string, string>[] = [{ "Sec-Fetch-Site": "same-origin" }, {}, { Origin: "http://localhost" }];
    for (const headers of cases) {
      const s = await sessions[who]();
      const res = await send(s, "GET", headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: "Logged out" });
      expect(await stillIn(s)).toBe(false);
    }
    const s = await sessions[who]();
    expect((await send(s, "POST", { Origin: "http://localhost" })).status).toBe(200);
    expect(await stillIn(s)).toBe(false);
  });
});
