import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiOrder } from "../../../lib/orders";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { startFakeShiprocket, type FakeShiprocket } from "../../testing/fake-shiprocket";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { BOOKING_IN_FLIGHT } from "./shipping-claim";
import { setProductColumns } from "../../testing/catalog";

/**
 * Issue 13, item 11: one courier booking per order. Parallel Ship clicks book
 * once; a cancel racing a Ship never leaves an AWB booked for a cancelled
 * order; a half-done booking is resumed, not booked again.
 */
let sr: FakeShiprocket;
let shop: TestShop;
let seller: TestSeller;
let buyer: TestCustomer;
let product: string;
beforeAll(async () => {
  sr = await startFakeShiprocket();
  shop = await createTestShop({ env: { SHIPROCKET_EMAIL: sr.email, SHIPROCKET_PASSWORD: sr.password, SHIPROCKET_API_URL: sr.url } });
  seller = await newSeller(shop);
  buyer = await newCustomer(shop);
  product = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-004").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, product, { stock: null });
});
afterAll(async () => {
  await shop.close();
  await sr.close();
});

type Reply = { success: boolean; message?: string; order?: ApiOrder };
let placed = 0;
/** A COD order to ship (a fresh customer every 10 orders: checkout is rate limited per customer). */
const placeCod = async () => {
  if (++placed % 10 === 0) buyer = await newCustomer(shop);
  const res = await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: buyer.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
};
const ship = async (id: string) => {
  const res = await seller.call("PUT", `/api/order/${id}/ship`);
  return { status: res.status, body: (await res.json()) as Reply };
};
const cancel = async (id: string) => {
  const res = await seller.call("PUT", `/api/order/${id}/status`, { status: "cancelled" });
  return { status: res.status, body: (await res.json()) as Reply };
};
const row = (id: string) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const bookingsFor = (id: string) => sr.created.filter((o) => o.body.order_id === id);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("one courier booking per order", () => {
  it("books once when Ship is clicked 4 times at once, 10 rounds; the others get 409 (booking in progress) or the shipped order", async () => {
    sr.latencyMs = 15;
    const outcomes = new Map<string, number>();
    for (let round = 0; round < 10; round++) {
      const id = await placeCod();
      const replies = await Promise.all(Array.from({ length: 4 }, () => ship(id)));
      for (const r of replies) outcomes.set(`${r.status}`, (outcomes.get(`${r.status}`) ?? 0) + 1);
      expect(bookingsFor(id)).toHaveLength(1);
      const stored = await row(id);
      expect(stored).toMatchObject({ status: "shipped", awb: bookingsFor(id)[0]!.awb, shipping_claimed_at: null });
      for (const r of replies) {
        if (r.status === 200) expect(r.body.order).toMatchObject({ _id: id, status: "shipped", awb: stored.awb });
        else expect(r).toEqual({ status: 409, body: { success: false, message: BOOKING_IN_FLIGHT } });
      }
      expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    }
    sr.latencyMs = 0;
    console.info("parallel Ship x4, 10 rounds:", Object.fromEntries(outcomes));
  });

  it("never leaves an AWB booked for a cancelled order when Cancel races Ship, 20 rounds", async () => {
    sr.latencyMs = 10;
    const outcomes = { shipped: 0, cancelled: 0 };
    for (let round = 0; round < 20; round++) {
      const id = await placeCod();
      // Even rounds: Ship first, Cancel a little later; odd rounds the other way round.
      const [shipDelay, cancelDelay] = round % 2 === 0 ? [0, round % 4] : [round % 3, 0];
      const [shipped, cancelled] = await Promise.all([sleep(shipDelay).then(() => ship(id)), sleep(cancelDelay).then(() => cancel(id))]);
      const stored = await row(id);
      if (stored.status === "cancelled") {
        outcomes.cancelled++;
        expect(cancelled.status).toBe(200);
        expect(shipped.status).toBe(409);
        expect(bookingsFor(id)).toHaveLength(0);
      } else {
        outcomes.shipped++;
        expect(stored.status).toBe("shipped");
        expect(shipped.status).toBe(200);
        expect(cancelled.status).toBe(409);
        expect(bookingsFor(id)).toHaveLength(1);
        expect(stored.awb).toBe(bookingsFor(id)[0]!.awb);
      }
    }
    sr.latencyMs = 0;
    console.info("Ship racing Cancel, 20 rounds:", outcomes);
  });

  it("refuses Cancel while a booking is in flight with a clear 409, then ships", async () => {
    sr.latencyMs = 150;
    const id = await placeCod();
    const shipping = ship(id);
    await sleep(60);
    const refused = await cancel(id);
    expect(refused).toEqual({ status: 409, body: { success: false, message: BOOKING_IN_FLIGHT } });
    expect((await shipping).status).toBe(200);
    sr.latencyMs = 0;
    expect((await row(id)).status).toBe("shipped");
  });

  it("records the AWB on the order when a booking outlived its claim and the order was cancelled meanwhile", async () => {
    sr.latencyMs = 150;
    const id = await placeCod();
    const shipping = ship(id);
    await sleep(60);
    // The claim looks abandoned (as if its instance had died): Cancel may go through.
    await shop.db
      .updateTable("orders")
      .set({ shipping_claimed_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await cancel(id)).status).toBe(200);
    const late = await shipping;
    sr.latencyMs = 0;
    expect(late.status).toBe(409);
    const stored = await row(id);
    expect(late.body.message).toBe(
      `The courier booked AWB ${stored.awb}, but this order changed meanwhile: An order that is cancelled cannot become shipped. Cancel the shipment with the courier.`,
    );
    expect(stored).toMatchObject({ status: "cancelled", awb: bookingsFor(id)[0]!.awb });
    expect(stored.status_note).toContain("cancel it with the courier");
  });

  it("resumes a half-done booking (Shiprocket order made, no courier) instead of creating another", async () => {
    const id = await placeCod();
    sr.refuseAwb = true;
    const first = await ship(id);
    sr.refuseAwb = false;
    expect(first.status).toBe(502);
    const half = await row(id);
    expect(half).toMatchObject({
      status: "placed",
      shipping_claimed_at: null,
      courier_shipment_id: String(bookingsFor(id)[0]!.shipmentId),
      courier_order_id: String(bookingsFor(id)[0]!.orderId),
    });
    const second = await ship(id);
    expect(second.status).toBe(200);
    expect(bookingsFor(id)).toHaveLength(1);
    expect(second.body.order).toMatchObject({ status: "shipped", awb: bookingsFor(id)[0]!.awb });
  });

  it("answers a repeated Ship of a shipped order with 200 and the order, booking nothing more", async () => {
    const id = await placeCod();
    const first = await ship(id);
    expect(first.status).toBe(200);
    const again = await ship(id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, order: { _id: id, status: "shipped", awb: first.body.order!.awb } });
    expect(bookingsFor(id)).toHaveLength(1);
  });

  it("takes over a claim left by a crashed instance once it is stale", async () => {
    const id = await placeCod();
    await shop.db.updateTable("orders").set({ shipping_claimed_at: new Date().toISOString() }).where("id", "=", id).execute();
    expect(await ship(id)).toEqual({ status: 409, body: { success: false, message: BOOKING_IN_FLIGHT } });
    expect((await cancel(id)).status).toBe(409);
    await shop.db
      .updateTable("orders")
      .set({ shipping_claimed_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await ship(id)).status).toBe(200);
    expect(bookingsFor(id)).toHaveLength(1);
  });
});
