import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import type { FakeRazorpay } from "../../testing/fake-razorpay";
import { createRazorpayShop, orderByRazorpayId, productIdBySku } from "../../testing/razorpay-shop";
import { newSeller, type TestSeller } from "../../testing/sellers";
import type { TestShop } from "../../testing/test-app";
import { setProductColumns } from "../../testing/catalog";
import { expectFiguresKept } from "../../testing/figures";

/**
 * Issue 16's races (their transactions interleave on PostgreSQL; SQLite runs
 * them one after another): a customer's cancel against the seller's pack, 50
 * cancellations at once numbering their credit notes, two refunds at once.
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

const row = (id: string) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const stock = async () => (await shop.db.selectFrom("products").select("stock").where("id", "=", halter).executeTakeFirstOrThrow()).stock!;

let buyer: TestCustomer | null = null;
let placed = 0;
/** A COD order (a fresh customer every 10: checkout is rate limited per customer). */
async function placeCod(): Promise<{ id: string; who: TestCustomer }> {
  if (!buyer || ++placed % 10 === 0) buyer = await newCustomer(shop);
  const res = await buyer.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 3 }], address: buyer.addressId });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { orderId: string }).orderId, who: buyer };
}

describe("after-sales races", () => {
  it("a customer's cancel racing the seller's pack: one outcome, stock back at most once, at most one credit note (30 rounds)", async () => {
    const outcomes = { cancelled: 0, packed: 0 };
    for (let round = 0; round < 30; round++) {
      const { id, who } = await placeCod();
      const before = await stock();
      const [c, p] = await Promise.all([who.call("POST", `/api/order/${id}/cancel`, {}), owner.call("PUT", `/api/order/${id}/status`, { status: "packed" })]);
      const statuses = [c.status, p.status].sort();
      expect(statuses).toEqual([200, 409]);
      const o = await row(id);
      const notes = await shop.db.selectFrom("credit_notes").select("id").where("order_id", "=", id).execute();
      const released = await shop.db.selectFrom("stock_ledger").select("quantity").where("order_id", "=", id).where("kind", "=", "released").execute();
      if (c.status === 200) {
        outcomes.cancelled++;
        expect(o.status).toBe("cancelled");
        expect(notes).toHaveLength(1);
        expect(released).toHaveLength(1);
        expect(await stock()).toBe(before + 3);
      } else {
        outcomes.packed++;
        expect(o.status).toBe("packed");
        expect(notes).toHaveLength(0);
        expect(released).toHaveLength(0);
        expect(await stock()).toBe(before);
      }
    }
    expect(outcomes.cancelled + outcomes.packed).toBe(30);
  }, 120_000);

  it("50 cancellations of invoiced orders at once: credit note numbers consecutive, no gap, no duplicate", async () => {
    const orders: { id: string; who: TestCustomer }[] = [];
    for (let i = 0; i < 50; i++) orders.push(await placeCod());
    const before = await shop.db.selectFrom("credit_notes").select("number").execute();
    const replies = await Promise.all(orders.map(({ id, who }) => who.call("POST", `/api/order/${id}/cancel`, {})));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    const numbers = (await shop.db.selectFrom("credit_notes").select("number").where("number", "like", "CN/%").execute()).map((n) => n.number);
    const serial = numbers.map((n) => Number(n.split("/")[2])).sort((a, b) => a - b);
    expect(new Set(serial).size).toBe(serial.length);
    expect(serial[0]).toBe(1);
    expect(serial.at(-1)).toBe(serial.length);
    expect(numbers.length - before.length).toBe(50);
  }, 120_000);

  it("two refunds at once can never together exceed what was paid (20 rounds)", async () => {
    const customer = await newCustomer(shop);
    for (let round = 0; round < 20; round++) {
      const start = await customer.call("POST", "/api/order/razorpay", {
        items: [{ product: halter, quantity: 1 }],
        address: customer.addressId,
        gstNumber: "",
      });
      expect(start.status).toBe(200);
      const { orderId } = (await start.json()) as { orderId: string };
      const paid = rzp.pay(orderId);
      expect(
        (await customer.call("POST", "/api/order/verify", { ...paid, items: [{ product: halter, quantity: 1 }], address: customer.addressId, gstNumber: "" }))
          .status,
      ).toBe(200);
      const o = await orderByRazorpayId(shop, orderId);
      // Each asks for 60 % of the total: both cannot fit.
      const amount = Math.floor(o.total_paise * 0.6) / 100;
      const replies = await Promise.all(
        [1, 2].map((n) =>
          owner.call(
            "POST",
            `/api/seller/orders/${o.id}/refunds`,
            { amount, reason: `Race ${n}` },
            { "Idempotency-Key": `race-${round}-${n}-${o.id.slice(-8)}` },
          ),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      const after = await row(o.id);
      expect(after.refunded_paise).toBeLessThanOrEqual(after.total_paise);
      const gateway = [...rzp.refunds.values()].filter((r) => r.payment_id === paid.razorpay_payment_id);
      expect(gateway).toHaveLength(1);
      expect(after.credited_paise).toBe(gateway[0]!.amount);
      if (round % 5 === 4) await new Promise((r) => setTimeout(r, 10));
    }
  }, 120_000);
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
