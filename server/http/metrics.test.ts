import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../testing/customers";
import { createTestShop, type TestShop } from "../testing/test-app";
import { singleVariant } from "../testing/catalog";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe("GET /metrics", () => {
  it("counts requests by route pattern (not raw URL), orders placed and payment failures", async () => {
    const buyer = await newCustomer(shop);
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    await shop.app.request("/api/product/list");
    await shop.app.request(`/api/product/${product._id}`);
    await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId });
    const started = (await (
      await buyer.call("POST", "/api/order/razorpay", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId })
    ).json()) as { orderId: string };
    await buyer.call("POST", "/api/order/abandon", { orderId: started.orderId });
    const res = await shop.app.request("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/product/list",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/product/:id",status="200"} 1');
    expect(text).not.toContain(product._id);
    expect(text).toContain(`http_request_duration_seconds_count{method="POST",route="/api/order/cod"} 1`);
    expect(text).toContain('shop_orders_placed_total{payment_type="COD"} 1');
    expect(text).toContain('shop_payment_failures_total{reason="cancelled"} 1');
    expect(text).toContain("process_resident_memory_bytes");
    // SQLite only: the group-commit writer's batches (the checkout and its rate-limit count were two jobs at least).
    if (shop.services.database.engine === "sqlite") {
      const jobs = Number(/^shop_sqlite_commit_jobs_total (\d+)$/m.exec(text)?.[1]);
      const batches = Number(/^shop_sqlite_commit_batches_total (\d+)$/m.exec(text)?.[1]);
      expect(jobs).toBeGreaterThanOrEqual(2);
      expect(batches).toBeGreaterThanOrEqual(1);
      expect(batches).toBeLessThanOrEqual(jobs);
    } else expect(text).not.toContain("shop_sqlite_commit");
  });

  it("is not served in production without METRICS_TOKEN, and needs the token when one is set", async () => {
    const open = await createTestShop({ env: { NODE_ENV: "production" } });
    const locked = await createTestShop({ env: { NODE_ENV: "production", METRICS_TOKEN: "s3cret-token" } });
    try {
      expect((await open.app.request("/metrics")).status).toBe(404);
      expect((await locked.app.request("/metrics")).status).toBe(404);
      expect((await locked.app.request("/metrics", { headers: { Authorization: "Bearer wrong" } })).status).toBe(404);
      expect((await locked.app.request("/metrics", { headers: { Authorization: "Bearer s3cret-token" } })).status).toBe(200);
    } finally {
      await open.close();
      await locked.close();
    }
  });
});
