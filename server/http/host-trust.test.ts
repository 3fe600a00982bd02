import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../testing/test-app";

/** X-Forwarded-Host is believed only behind a trusted proxy (TRUST_PROXY=true). */
describe.each([
  ["without TRUST_PROXY", "false"],
  ["with TRUST_PROXY", "true"],
] as const)("X-Forwarded-Host %s", (_label, trust) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: { TRUST_PROXY: trust } });
  });
  afterAll(async () => {
    await shop.close();
  });

  it(trust === "true" ? "is the host a same-origin check compares with" : "cannot make a cross-site request pass as same-origin", async () => {
    const forged = await shop.post(
      "/api/newsletter/subscribe",
      { email: "x@example.com" },
      { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    );
    expect(forged.status).toBe(trust === "true" ? 200 : 403);
    const proxied = await shop.post(
      "/api/newsletter/subscribe",
      { email: "y@example.com" },
      { Origin: "https://shop.example", "X-Forwarded-Host": "shop.example" },
    );
    expect(proxied.status).toBe(trust === "true" ? 200 : 403);
    const direct = await shop.post("/api/newsletter/subscribe", { email: "z@example.com" }, { Origin: "http://localhost" });
    expect(direct.status).toBe(200);
  });
});
