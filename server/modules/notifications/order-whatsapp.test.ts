import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiOrder } from "../../../lib/orders";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../testing/fake-whatsapp";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { changeOrderStatus } from "../orders/change-status";
import { readShopSettings } from "../settings/settings.repo";

/**
 * Issue 18, item 5 (decision 031): order updates on WhatsApp through the outbox, against a fake Cloud API over HTTP:
 * placed, shipped (with the tracking link), delivered and refunded to a customer who opted in at checkout, and a
 * message to the owner for every new order; failures retried like email.
 */
let fake: FakeWhatsApp;
let shop: TestShop;
let owner: TestSeller;
let ownerNumber: string;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
  shop = await createTestShop({
    env: { WHATSAPP_TOKEN: fake.token, WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url, PUBLIC_URL: "https://shop.example" },
  });
  owner = await newSeller(shop);
  ownerNumber = (await readShopSettings(shop.db)).whatsappNumber;
  const halter = await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow();
  await shop.db.updateTable("product_variants").set({ stock: 500, in_stock: 1 }).where("product_id", "=", halter.id).execute();
  shop.services.catalog.invalidate();
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
  fake.notOnWhatsApp.clear();
  fake.sent.length = 0;
});

const halterId = async () => (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
async function order(who: TestCustomer, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: await halterId(), quantity: 1 }], address: who.addressId, ...extra }, headers);
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderId } = (await res.json()) as { orderId: string };
  return ((await (await who.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder }).order;
}
const drain = (at = new Date()) => shop.services.outbox.drain(at);

describe("WhatsApp order updates", () => {
  it("placed: the customer who opted in gets order_placed (number, total, date, link); the owner gets new_order_owner", async () => {
    const asha = await newCustomer(shop);
    const o = await order(asha, { whatsapp: true });
    expect(o.whatsappUpdates).toBe(true);
    await drain();
    const placed = fake.sent.find((m) => m.template === "order_placed" && m.params[4]!.endsWith(o._id))!;
    expect(placed).toMatchObject({ to: "919876543210", lang: "en" });
    expect(placed.params.slice(0, 3)).toEqual([
      "Asha",
      `#${o.orderNumber}`,
      `₹${o.amount.toLocaleString("en-IN", { minimumFractionDigits: 2 })}`.replace(/\.00$/, ""),
    ]);
    expect(placed.params[4]).toBe(`https://shop.example/my-orders/${o._id}`);
    const ownerMsg = fake.sent.find((m) => m.template === "new_order_owner" && m.params[0] === `#${o.orderNumber}`)!;
    expect(ownerMsg.to).toBe(ownerNumber);
    expect(ownerMsg.params[3]).toBe("cash on delivery");
    expect(ownerMsg.params[5]).toBe(`https://shop.example/seller/Orderlist?order=${o._id}`);
    // The outbox row is sent, with WhatsApp's message id noted.
    const row = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `wa-placed:${o._id}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: "whatsapp", status: "sent", recipient: "919876543210", subject: "order_placed" });
    expect(row.last_error).toBe(`WhatsApp message ${placed.id}`);
  });

  it("off by default: without the opt-in only the owner hears of the order", async () => {
    const ravi = await newCustomer(shop);
    const o = await order(ravi);
    expect(o.whatsappUpdates).toBe(false);
    await drain();
    expect(fake.sent.filter((m) => m.template !== "new_order_owner")).toEqual([]);
    expect(fake.sent.filter((m) => m.template === "new_order_owner" && m.params[0] === `#${o.orderNumber}`)).toHaveLength(1);
    // Not true or false: refused, nothing written.
    const bad = await ravi.call("POST", "/api/order/cod", { items: [{ product: await halterId(), quantity: 1 }], address: ravi.addressId, whatsapp: "yes" });
    expect(bad.status).toBe(400);
  });

  it("shipped with the tracking link, then delivered; a Hindi order in Hindi", async () => {
    const meera = await newCustomer(shop);
    const o = await order(meera, { whatsapp: true }, { "Accept-Language": "hi" });
    await changeOrderStatus(shop.services, o._id, "packed");
    await changeOrderStatus(shop.services, o._id, "shipped", {
      carrier: "Delhivery",
      awb: "AWB123456",
      trackingId: "AWB123456",
      trackingUrl: "https://track.example/AWB123456",
      labelUrl: null,
    });
    await changeOrderStatus(shop.services, o._id, "delivered");
    await drain();
    const mine = fake.sent.filter(
      (m) => m.to === "919876543210" && m.template !== "new_order_owner" && (m.params[1] === `#${o.orderNumber}` || m.params[2] === `#${o.orderNumber}`),
    );
    expect(mine.map((m) => m.template)).toEqual(["order_placed", "order_shipped", "order_delivered"]);
    const shipped = mine[1]!;
    expect(shipped.params.slice(2)).toEqual(["Delhivery", "https://track.example/AWB123456"]);
    const lang = (await shop.db.selectFrom("orders").select("lang").where("id", "=", o._id).executeTakeFirstOrThrow()).lang;
    expect(mine.every((m) => m.lang === lang)).toBe(true);
    expect(mine[2]!.params[2]).toBe(`https://shop.example${lang === "hi" ? "/hi" : ""}/my-orders/${o._id}`);
  });

  it("refunded: amount, order and how it came back", async () => {
    const asha = await newCustomer(shop);
    const o = await order(asha, { whatsapp: true });
    await changeOrderStatus(shop.services, o._id, "packed");
    await changeOrderStatus(shop.services, o._id, "shipped", { carrier: null, awb: null, trackingId: null, trackingUrl: null, labelUrl: null });
    await changeOrderStatus(shop.services, o._id, "delivered");
    const res = await owner.call(
      "POST",
      `/api/seller/orders/${o._id}/refunds`,
      { amount: "100", reason: "Goodwill", method: "upi", reference: "556677889900" },
      { "Idempotency-Key": `wa-refund-${o._id}` },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    await drain();
    const refund = fake.sent.find((m) => m.template === "order_refunded" && m.params[2] === `#${o.orderNumber}`)!;
    expect(refund.params).toEqual(["Asha", "₹100.00", `#${o.orderNumber}`, "by UPI (556677889900)"]);
    // Shipped without a courier: "our courier" and the order page instead of a tracking link.
    const shipped = fake.sent.find((m) => m.template === "order_shipped" && m.params[1] === `#${o.orderNumber}`)!;
    expect(shipped.params.slice(2)).toEqual(["our courier", `https://shop.example/my-orders/${o._id}`]);
  });

  it("retries through the outbox when WhatsApp is down, and gives up at once on a number not on WhatsApp", async () => {
    const asha = await newCustomer(shop);
    fake.down = true;
    const o = await order(asha, { whatsapp: true });
    const t0 = new Date();
    await drain(t0);
    const row = () => shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `wa-placed:${o._id}`).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await row()).last_error).toContain("HTTP 503");
    fake.down = false;
    await drain(new Date(t0.getTime() + 31_000));
    expect(await row()).toMatchObject({ status: "sent", attempts: 2 });

    fake.notOnWhatsApp.add("919876543210");
    const again = await order(asha, { whatsapp: true });
    await drain(new Date(t0.getTime() + 62_000));
    const failed = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `wa-placed:${again._id}`).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.last_error).toContain("131026");
  });
});

describe("without Cloud API credentials", () => {
  it("the demo and development write each message to DATA_DIR/whatsapp", async () => {
    const local = await createTestShop();
    try {
      const asha = await newCustomer(local);
      const product = (await local.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
      const res = await asha.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: asha.addressId, whatsapp: true });
      expect(res.status).toBe(201);
      await local.services.outbox.drain();
      const dir = path.join(local.services.config.whatsapp.mode === "files" ? local.services.config.whatsapp.dir : "", "");
      const files = await fs.readdir(dir);
      const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), "utf8")));
      expect(texts.some((t) => t.startsWith("To: +919876543210\nTemplate: order_placed (en)\n\nHello Asha, thank you for your order #"))).toBe(true);
      expect(texts.some((t) => t.includes("Template: new_order_owner (en)"))).toBe(true);
    } finally {
      await local.close();
    }
  });

  it("a production shop with neither offers no WhatsApp updates: the opt-in is ignored", async () => {
    const prod = await createTestShop({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", WHATSAPP_FILES: "false", SESSION_SECRET: "x".repeat(40) },
    });
    try {
      expect(prod.services.whatsapp).toBeNull();
      const asha = await newCustomer(prod);
      const product = (await prod.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
      const res = await asha.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: asha.addressId, whatsapp: true });
      expect(res.status).toBe(201);
      const { orderId } = (await res.json()) as { orderId: string };
      expect((await prod.db.selectFrom("orders").select("whatsapp_updates").where("id", "=", orderId).executeTakeFirstOrThrow()).whatsapp_updates).toBe(0);
      expect(await prod.db.selectFrom("outbox").select("id").where("channel", "=", "whatsapp").execute()).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
