import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiDeliveryPromise } from "../../../lib/delivery";
import type { ApiOrder } from "../../../lib/orders";
import type { ShopSettings } from "../../../lib/shop-settings";
import { newCustomer, PUNE } from "../../testing/customers";
import { startFakeShiprocket, type FakeShiprocket } from "../../testing/fake-shiprocket";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { COURIER_QUESTIONS_PER_HOUR } from "./delivery.routes";

/**
 * Issue 18, item 2: the delivery promise. The demo shop is in Kanpur (PIN 208022, district Kanpur Nagar, Uttar
 * Pradesh); its zones' days are 2 (same district), 4 (same state), 6 (rest of India) and 9 (far-off regions).
 * The clock is fixed at Tuesday 24 November 2026, 11:30 in India.
 */
let shop: TestShop;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const ask = async (s: TestShop, pin: string, headers: Record<string, string> = {}) => {
  const res = await s.app.request(`/api/delivery/${pin}`, { headers });
  return { status: res.status, body: (await res.json()) as ApiDeliveryPromise & { message?: string } };
};
const settingsOf = async () => (await (await seller.call("GET", "/api/seller/settings")).json()) as { settings: ShopSettings; updatedAt: string };
async function setDelivery(delivery: Partial<ShopSettings["delivery"]["days"]>) {
  const { settings } = await settingsOf();
  const res = await seller.call("PUT", "/api/seller/settings", {
    settings: { ...settings, delivery: { ...settings.delivery, days: { ...settings.delivery.days, ...delivery } } },
  });
  expect(res.status).toBe(200);
}

describe("GET /api/delivery/{pin}: by when an order reaches a PIN", () => {
  it.each([
    ["208001", "city", "Kanpur Nagar", 2, "2026-11-26"], // Kanpur: the shop's own district
    ["226001", "state", "Lucknow", 4, "2026-11-28"], // Lucknow: Uttar Pradesh
    ["600001", "rest", "Chennai", 6, "2026-11-30"], // Chennai: 6 days lands on Monday 30 Nov
    ["781001", "far", "Kamrup Metro", 9, "2026-12-03"], // Guwahati: the North-East
    ["744101", "far", "South Andamans", 9, "2026-12-03"], // Port Blair: the islands
    ["190001", "far", "Srinagar", 9, "2026-12-03"], // Srinagar: Jammu and Kashmir
  ])("PIN %s is in zone %s (%s): %i days, by %s", async (pin, zone, district, days, by) => {
    const { status, body } = await ask(shop, pin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, pincode: pin, district, zone, days, deliveryBy: by, serviceable: true, source: "zones", cod: true });
    expect(body.codReason).toBeUndefined();
  });

  it("moves a date that falls on a Sunday to the Monday (couriers do not deliver on Sundays)", async () => {
    await setDelivery({ rest: 5 }); // Tuesday + 5 = Sunday 29 November
    expect((await ask(shop, "600001")).body).toMatchObject({ days: 5, deliveryBy: "2026-11-30" });
    await setDelivery({ rest: 6 });
  });

  it("follows the days the seller sets per zone", async () => {
    await setDelivery({ city: 1, far: 12 });
    expect((await ask(shop, "208001")).body).toMatchObject({ days: 1, deliveryBy: "2026-11-25" });
    expect((await ask(shop, "781001")).body).toMatchObject({ days: 12, deliveryBy: "2026-12-07" }); // 6 Dec is a Sunday
    await setDelivery({ city: 2, far: 9 });
  });

  it("refuses a PIN that is not 6 digits (400) and one India Post does not list (404), in Hindi from a Hindi page", async () => {
    expect(await ask(shop, "20800")).toMatchObject({ status: 400, body: { success: false, message: "PIN code must be 6 digits" } });
    expect(await ask(shop, "2080011")).toMatchObject({ status: 400 });
    expect(await ask(shop, "999999")).toMatchObject({ status: 404, body: { success: false, message: "We do not know this PIN code. Please check it." } });
    const hi = await ask(shop, "999999", { "X-Shop-Lang": "hi" });
    expect(hi.status).toBe(404);
    expect(hi.body.message).not.toBe("We do not know this PIN code. Please check it.");
    expect(hi.body.message).toMatch(/PIN/);
  });
});

describe("the shop's own COD rules", () => {
  it("a PIN or state the shop takes no cash in says so with the reason", async () => {
    const { settings } = await settingsOf();
    const save = (cod: Partial<ShopSettings["shippingRules"]["cod"]>) =>
      seller.call("PUT", "/api/seller/settings", {
        settings: { ...settings, shippingRules: { ...settings.shippingRules, cod: { ...settings.shippingRules.cod, ...cod } } },
      });
    expect((await save({ blockedPins: ["226001"], blockedStates: ["18"] })).status).toBe(200);
    expect((await ask(shop, "226001")).body).toMatchObject({
      deliveryBy: "2026-11-28",
      cod: false,
      codReason: "Cash on Delivery is not available for PIN 226001",
    });
    expect((await ask(shop, "781001")).body).toMatchObject({ cod: false, codReason: "Cash on Delivery is not available in Assam" });
    expect((await ask(shop, "781001", { "X-Shop-Lang": "hi" })).body.codReason).toBe("असम में कैश ऑन डिलीवरी उपलब्ध नहीं है");
    expect((await ask(shop, "208001")).body).toMatchObject({ cod: true });
    expect((await save({ blockedPins: [], blockedStates: [] })).status).toBe(200);
  });
});

describe("the seller's delivery days", () => {
  it("are refused outside 1–30 days (0–7 to dispatch), each with its field named, and nothing is saved", async () => {
    const { settings } = await settingsOf();
    const res = await seller.call("PUT", "/api/seller/settings", {
      settings: { ...settings, delivery: { days: { ...settings.delivery.days, city: 0, far: 31 }, dispatchDays: 8 } },
    });
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "delivery.days.city", message: "At least 1" },
        { path: "delivery.days.far", message: "At most 30" },
        { path: "delivery.dispatchDays", message: "At most 7" },
      ]),
    );
    expect((await settingsOf()).settings.delivery).toEqual(settings.delivery);
  });

  it("read the defaults in settings saved before they existed", async () => {
    const { settings } = await settingsOf();
    const { delivery: _gone, ...old } = settings;
    const res = await seller.call("PUT", "/api/seller/settings", { settings: old });
    expect(res.status).toBe(200);
    expect((await settingsOf()).settings.delivery).toEqual({ days: { city: 2, state: 4, rest: 6, far: 9 }, dispatchDays: 1 });
  });
});

describe("an order keeps the date it was promised", () => {
  it("COD to Pune (rest of India): the order says 30 November, and a later change of the days does not move it", async () => {
    const rohan = await newCustomer(shop, { address: PUNE });
    const product = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
    const placed = await rohan.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: rohan.addressId });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    const read = async () => ((await (await rohan.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder }).order;
    expect((await read()).deliveryBy).toBe("2026-11-30");
    await setDelivery({ rest: 3 });
    expect((await read()).deliveryBy).toBe("2026-11-30");
    const listed = (await (await rohan.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] };
    expect(listed.orders.find((o) => o._id === orderId)?.deliveryBy).toBe("2026-11-30");
    await setDelivery({ rest: 6 });
  });

  it("an order placed before the promise existed reads the spec's order date + 7 days", async () => {
    const asha = await newCustomer(shop);
    const product = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
    const { orderId } = (await (await asha.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: asha.addressId })).json()) as {
      orderId: string;
    };
    await shop.db.updateTable("orders").set({ delivery_by: null, created_at: "2026-11-20T15:00:00.000Z" }).where("id", "=", orderId).execute();
    const { order } = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    expect(order.deliveryBy).toBe("2026-11-27"); // 20 Nov 20:30 in India + 7 days
  });
});

describe("with Shiprocket connected, its serviceability and courier estimate answer", () => {
  let sr: FakeShiprocket;
  let courierShop: TestShop;
  beforeAll(async () => {
    sr = await startFakeShiprocket();
    courierShop = await createTestShop({ env: { SHIPROCKET_EMAIL: sr.email, SHIPROCKET_PASSWORD: sr.password, SHIPROCKET_API_URL: sr.url } });
  });
  afterAll(async () => {
    await courierShop.close();
    await sr.close();
  });

  it("the fastest courier's days plus a day to dispatch, asked from the shop's PIN", async () => {
    sr.days.set("600001", 3);
    const { body } = await ask(courierShop, "600001");
    expect(body).toMatchObject({ zone: "rest", source: "courier", serviceable: true, days: 4, deliveryBy: "2026-11-28", cod: true });
    expect(sr.serviceabilityQueries.at(-1)).toMatchObject({ pickup_postcode: "208022", delivery_postcode: "600001", cod: "1" });
  });

  it("a PIN no courier reaches: not serviceable, no date, no COD, and the reason (in Hindi from a Hindi page)", async () => {
    sr.unserviceable.add("744301");
    const { body } = await ask(courierShop, "744301");
    expect(body).toMatchObject({ serviceable: false, days: null, deliveryBy: null, cod: false, codReason: "Our couriers do not deliver to PIN 744301 yet" });
    const hi = await ask(courierShop, "744301", { "X-Shop-Lang": "hi" });
    expect(hi.body.codReason).toBe("हमारे कूरियर अभी PIN 744301 पर डिलीवरी नहीं करते");
  });

  it("a PIN where no courier takes cash: the date, and COD not available with the reason", async () => {
    sr.noCod.add("781001");
    const { body } = await ask(courierShop, "781001");
    expect(body).toMatchObject({ serviceable: true, days: 5, cod: false, codReason: "Cash on Delivery is not available for PIN 781001" });
  });

  it("Shiprocket down: the shop's zones answer, so nobody is kept from ordering", async () => {
    sr.down = true;
    try {
      const { status, body } = await ask(courierShop, "226001");
      expect(status).toBe(200);
      expect(body).toMatchObject({ source: "zones", zone: "state", days: 4, deliveryBy: "2026-11-28", cod: true });
    } finally {
      sr.down = false;
    }
  });

  it("one address checking PIN after PIN: past 60 an hour the shop's zones answer, without asking the courier", async () => {
    const from = { "X-Forwarded-For": "198.51.100.7" };
    const asked = () => sr.calls.get("GET /v1/external/courier/serviceability/") ?? 0;
    for (let i = 0; i < COURIER_QUESTIONS_PER_HOUR; i++) await ask(courierShop, "411005", from);
    const before = asked();
    const { status, body } = await ask(courierShop, "600001", from);
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: "zones", zone: "rest", days: 6 });
    expect(asked()).toBe(before);
    // Another address still gets the courier's answer.
    expect((await ask(courierShop, "600001", { "X-Forwarded-For": "198.51.100.8" })).body.source).toBe("courier");
  });

  it("an order's promise is the courier's", async () => {
    sr.days.set("411005", 2);
    const rohan = await newCustomer(courierShop, { address: PUNE });
    const product = (await courierShop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
    const placed = await rohan.call("POST", "/api/order/cod", { items: [{ product, quantity: 3 }], address: rohan.addressId });
    const { orderId } = (await placed.json()) as { orderId: string };
    const { order } = (await (await rohan.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    expect(order.deliveryBy).toBe("2026-11-27"); // 2 days + 1 to dispatch
    // The courier was asked about this parcel: three halters at the weight the seed gives them (240 g).
    expect(sr.serviceabilityQueries.at(-1)).toMatchObject({ delivery_postcode: "411005", weight: "0.72" });
  });
});
