import { startFakeRazorpay } from "./fake-razorpay";
import { createTestShop, type TestShop } from "./test-app";

/** A test shop paying through a fake Razorpay on loopback (keys and webhook secret set), and its helpers. */
export async function createRazorpayShop() {
  const rzp = await startFakeRazorpay();
  const shop = await createTestShop({
    env: { RAZORPAY_KEY_ID: rzp.keyId, RAZORPAY_KEY_SECRET: rzp.keySecret, RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret, RAZORPAY_API_URL: rzp.url },
  });
  return {
    shop,
    rzp,
    async close() {
      await shop.close();
      await rzp.close();
    },
  };
}

/** The demo product with this SKU. */
export async function productIdBySku(shop: TestShop, sku: string): Promise<string> {
  return (await shop.db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;
}

/** Our order behind a Razorpay order id. */
export function orderByRazorpayId(shop: TestShop, razorpayOrderId: string) {
  return shop.db.selectFrom("orders").selectAll().where("razorpay_order_id", "=", razorpayOrderId).executeTakeFirstOrThrow();
}

/** Delivers a webhook as Razorpay would (raw body and headers from FakeRazorpay.webhook). */
export function deliverWebhook(shop: TestShop, hook: { body: string; headers: Record<string, string> }) {
  return shop.app.request("/api/webhooks/razorpay", { method: "POST", body: hook.body, headers: hook.headers });
}
