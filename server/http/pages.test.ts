import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeBuild } from "../testing/fake-build";
import { createTestShop, type TestShop } from "../testing/test-app";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ build: fakeBuild() });
});
afterAll(async () => {
  await shop.close();
});

describe("pages and methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s on a page with 405 and Allow, and logs no error", async (method) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const logged = vi.spyOn(shop.services.log, "error");
    try {
      const res = await shop.app.request("/products", { method, headers: { Host: "localhost", Origin: "http://localhost" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(await res.text()).toBe("Method not allowed");
      expect(errors).not.toHaveBeenCalled();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      logged.mockRestore();
    }
  });

  it("still renders pages on GET and HEAD", async () => {
    expect((await shop.app.request("/products", { headers: { Host: "localhost" } })).status).toBe(200);
    expect((await shop.app.request("/products", { method: "HEAD", headers: { Host: "localhost" } })).status).toBe(200);
  });
});
