import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productPath, type ApiProduct } from "../../../lib/catalog";
import { newCustomer } from "../../testing/customers";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../testing/fake-whatsapp";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion } from "./catalog.repo";
import { sendStockAlerts } from "./stock-alerts";

/**
 * Issue 19, item 4: "Notify me when back in stock" on a sold-out product or variant; one message when stock
 * returns (email; WhatsApp too for a customer who opted in); a link that stops them.
 */
let shop: TestShop;
let fake: FakeWhatsApp;
let single: ApiProduct;
let withOptions: ApiProduct;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
  shop = await createTestShop({
    env: { PUBLIC_URL: "https://shop.example", WHATSAPP_TOKEN: fake.token, WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url },
  });
  const products = (await shop.services.catalog.get()).products.filter((p) => p.inStock);
  single = products.find((p) => (p.variants?.length ?? 0) === 1)!;
  withOptions = products.find((p) => (p.variants?.length ?? 0) > 2)!;
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});
beforeEach(() => {
  fake.sent.length = 0;
});

async function setStock(productId: string, variantId: string | null, on: boolean) {
  let q = shop.db
    .updateTable("product_variants")
    .set({ in_stock: on ? 1 : 0, stock: on ? 10 : 0 })
    .where("product_id", "=", productId);
  if (variantId) q = q.where("id", "=", variantId);
  await q.execute();
  const anyOn = await shop.db
    .selectFrom("product_variants")
    .select("id")
    .where("product_id", "=", productId)
    .where("in_stock", "=", 1)
    .where("deleted_at", "is", null)
    .execute();
  await shop.db
    .updateTable("products")
    .set({ in_stock: anyOn.length > 0 ? 1 : 0 })
    .where("id", "=", productId)
    .execute();
  await bumpCatalogVersion(shop.db);
  shop.services.catalog.invalidate();
}
const ask = (productId: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.post(`/api/product/${productId}/stock-alert`, body, {
    "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...headers,
  });
const mails = (to: string) => shop.db.selectFrom("outbox").selectAll().where("recipient", "=", to).where("dedupe_key", "like", "stock-alert:%").execute();

describe("back-in-stock alerts", () => {
  it("a visitor asks on a sold-out product; one email when it is back, with the product page and a stop link", async () => {
    await setStock(single._id, null, false);
    const res = await ask(single._id, { email: "Meera@Example.com" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe("We will email you once when it is back in stock");
    // Asking again is the same alert.
    expect((await ask(single._id, { email: "meera@example.com" })).status).toBe(201);
    expect(await sendStockAlerts(shop.services)).toBe(0);
    await setStock(single._id, null, true);
    expect(await sendStockAlerts(shop.services)).toBe(1);
    expect(await sendStockAlerts(shop.services)).toBe(0);
    const [mail, ...more] = await mails("meera@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Back in stock: ${single.name}`);
    expect(mail!.text_body).toContain(`Order it now: https://shop.example${productPath(single)}\n`);
    expect(mail!.text_body).toMatch(/Stop back-in-stock emails: https:\/\/shop\.example\/stock-alerts\/stop\?token=[A-Za-z0-9_-]{43}/);
  });

  it("is refused for something on sale (400), an unknown product (404) and a bad address (400); rate limited per address", async () => {
    await setStock(single._id, null, true);
    const onSale = await ask(single._id, { email: "a@example.com" });
    expect(onSale.status).toBe(400);
    expect(((await onSale.json()) as { message: string }).message).toBe("This is in stock: you can order it now");
    expect((await ask("prd_01m8d7p1m97j6b0es979s9", { email: "a@example.com" })).status).toBe(404);
    expect((await ask(single._id, { email: "not-an-email" })).status).toBe(400);
    expect((await ask(single._id, {})).status).toBe(400);
    await setStock(single._id, null, false);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(single._id, { email: `flood${i}@example.com` }, { "X-Forwarded-For": "10.77.77.77" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    await setStock(single._id, null, true);
    expect(await sendStockAlerts(shop.services)).toBe(20);
  });

  it("one variant: the alert waits for that size and colour, not for the product; a customer with a WhatsApp opt-in hears there too", async () => {
    const [sold, other] = withOptions.variants!;
    await setStock(withOptions._id, sold!._id, false);
    const asha = await newCustomer(shop);
    // Their last order asked for WhatsApp updates: their opt-in.
    expect((await asha.call("POST", "/api/order/cod", { items: [{ product: single._id, quantity: 1 }], address: asha.addressId, whatsapp: true })).status).toBe(
      201,
    );
    const res = await asha.call("POST", `/api/product/${withOptions._id}/stock-alert`, { variant: sold!._id });
    expect(res.status).toBe(201);
    // Another variant coming back is not this one.
    await setStock(withOptions._id, other!._id, true);
    expect(await sendStockAlerts(shop.services)).toBe(0);
    await setStock(withOptions._id, sold!._id, true);
    expect(await sendStockAlerts(shop.services)).toBe(1);
    const [mail] = await mails(asha.email);
    expect(mail!.text_body).toContain(`?variant=${sold!._id}`);
    // (The outbox sends 20 a pass: every queued message out.)
    while ((await shop.services.outbox.drain()).sent > 0);
    const wa = fake.sent.find((m) => m.template === "back_in_stock")!;
    expect(wa.to).toBe("919876543210");
    expect(wa.params[1]).toContain(`?variant=${sold!._id}`);
  });

  it("two passes at once (two instances) send each alert once (8 rounds)", async () => {
    for (let round = 0; round < 8; round++) {
      await setStock(single._id, null, false);
      const email = `race${round}@example.com`;
      expect((await ask(single._id, { email })).status).toBe(201);
      await setStock(single._id, null, true);
      const sent = await Promise.all([sendStockAlerts(shop.services), sendStockAlerts(shop.services), sendStockAlerts(shop.services)]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await mails(email)).toHaveLength(1);
    }
  });

  it("the stop link cancels the address's waiting alerts", async () => {
    await setStock(single._id, null, false);
    expect((await ask(single._id, { email: "ravi@example.com" })).status).toBe(201);
    const token = (await shop.db.selectFrom("stock_alerts").select("token").where("email", "=", "ravi@example.com").executeTakeFirstOrThrow()).token;
    const stop = await shop.post("/api/stock-alerts/stop", { token });
    expect(stop.status).toBe(200);
    await setStock(single._id, null, true);
    await sendStockAlerts(shop.services);
    expect(await mails("ravi@example.com")).toEqual([]);
    expect((await shop.post("/api/stock-alerts/stop", { token: "y".repeat(43) })).status).toBe(404);
  });
});
