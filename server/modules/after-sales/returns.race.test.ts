import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiReturnRequest } from "../../../lib/returns";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import type { FakeRazorpay } from "../../testing/fake-razorpay";
import { createRazorpayShop, orderByRazorpayId, productIdBySku } from "../../testing/razorpay-shop";
import { newSeller, type TestSeller } from "../../testing/sellers";
import type { TestShop } from "../../testing/test-app";
import { setProductColumns } from "../../testing/catalog";

/**
 * Returns' races (their transactions interleave on PostgreSQL, where each
 * action locks the order row; SQLite runs them one after another, so the same
 * outcomes hold there too): two receipts of one return, two requests for the
 * last unit, two approvals of one exchange.
 */
let env: Awaited<ReturnType<typeof createRazorpayShop>>;
let shop: TestShop;
let rzp: FakeRazorpay;
let owner: TestSeller;
let halter: string;
beforeAll(async () => {
  env = await createRazorpayShop();
  ({ shop, rzp } = env);
  owner = await newSeller(shop);
  halter = await productIdBySku(shop, "BB-HH-003");
  await setProductColumns(shop.db, halter, { stock: 100_000, in_stock: 1 });
});
afterAll(async () => {
  await env.close();
});

const ROUNDS = 20;
const stock = async () => (await shop.db.selectFrom("products").select("stock").where("id", "=", halter).executeTakeFirstOrThrow()).stock!;
const deliver = (id: string) =>
  shop.db.updateTable("orders").set({ status: "delivered", is_paid: 1, is_shipped: 1, delivered_at: new Date().toISOString() }).where("id", "=", id).execute();

let buyer: TestCustomer | null = null;
let uses = 0;
/** A customer for the next order: a fresh one every few orders (checkout and return requests are rate limited per customer). */
async function customer(): Promise<TestCustomer> {
  if (!buyer || ++uses % 4 === 0) buyer = await newCustomer(shop);
  return buyer;
}

async function placeCod(who: TestCustomer, quantity: number): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity }], address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

async function placeOnline(who: TestCustomer, quantity: number): Promise<string> {
  const start = await who.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity }], address: who.addressId, gstNumber: "" });
  expect(start.status).toBe(200);
  const { orderId } = (await start.json()) as { orderId: string };
  const paid = rzp.pay(orderId);
  expect((await who.call("POST", "/api/order/verify", { ...paid, items: [{ product: halter, quantity }], address: who.addressId, gstNumber: "" })).status).toBe(
    200,
  );
  return (await orderByRazorpayId(shop, orderId)).id;
}

async function request(who: TestCustomer, id: string, type: "return" | "exchange", quantity = 1): Promise<string> {
  const res = await who.call("POST", `/api/order/${id}/return`, { type, reason: "Race", items: [{ line: 0, quantity }] });
  expect(res.status).toBe(201);
  return ((await res.json()) as { returnRequest: ApiReturnRequest }).returnRequest._id;
}

const act = (id: string, ret: string, step: string, body: unknown = {}) => owner.call("POST", `/api/seller/orders/${id}/returns/${ret}/${step}`, body);

describe("returns races", () => {
  it(`two receipts of one return at once: one refund, one credit note, stock back once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const who = await customer();
      const id = await placeOnline(who, 2);
      await deliver(id);
      const ret = await request(who, id, "return");
      expect((await act(id, ret, "approve")).status).toBe(200);
      const before = await stock();
      const replies = await Promise.all([act(id, ret, "receive"), act(id, ret, "receive")]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const refunds = await shop.db.selectFrom("refunds").selectAll().where("order_id", "=", id).execute();
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.status).toBe("processed");
      expect(await shop.db.selectFrom("credit_notes").select("id").where("order_id", "=", id).execute()).toHaveLength(1);
      const payment = (await shop.db.selectFrom("orders").select("razorpay_payment_id").where("id", "=", id).executeTakeFirstOrThrow()).razorpay_payment_id;
      expect([...rzp.refunds.values()].filter((r) => r.payment_id === payment)).toHaveLength(1);
      expect(await stock()).toBe(before + 1);
      expect(await shop.db.selectFrom("stock_ledger").select("quantity").where("order_id", "=", id).where("kind", "=", "returned").execute()).toEqual([
        { quantity: 1 },
      ]);
    }
  }, 180_000);

  it(`two requests for the last unit at once: one 201, one 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const who = await customer();
      const id = await placeCod(who, 1);
      await deliver(id);
      const body = { type: "return", reason: "Race", items: [{ line: 0, quantity: 1 }] };
      const replies = await Promise.all([who.call("POST", `/api/order/${id}/return`, body), who.call("POST", `/api/order/${id}/return`, body)]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await shop.db.selectFrom("return_requests").select("id").where("order_id", "=", id).execute()).toHaveLength(1);
    }
  }, 180_000);

  it(`two approvals of one exchange at once: the replacement's stock taken once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const who = await customer();
      const id = await placeCod(who, 2);
      await deliver(id);
      const ret = await request(who, id, "exchange", 2);
      const before = await stock();
      const replies = await Promise.all([act(id, ret, "approve"), act(id, ret, "approve")]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stock()).toBe(before - 2);
      const taken = await shop.db.selectFrom("stock_ledger").select("quantity").where("order_id", "=", id).where("kind", "=", "sold").execute();
      expect(taken.map((t) => t.quantity)).toEqual([-2, -2]); // the order's own sale, then the replacement once
    }
  }, 180_000);
});
