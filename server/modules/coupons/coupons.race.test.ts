import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "../../../lib/coupons";
import { setProductColumns } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

/**
 * Coupon races (their transactions interleave on PostgreSQL, where an order locks the coupon's row before it counts
 * its uses; SQLite runs them one after another, so the same outcomes hold there too): a coupon with one use left,
 * redeemed by 20 customers at once, is used once; one customer sending five orders at once with a
 * once-per-customer coupon gets one; cancelling and ordering at once never counts a use twice or loses one.
 */
let shop: TestShop;
let owner: TestSeller;
let halter: string;
const CUSTOMERS = 20;
const ROUNDS = 8;
let customers: TestCustomer[];
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, halter, { stock: null, in_stock: 1 });
  shop.services.catalog.invalidate();
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await newCustomer(shop));
});
afterAll(async () => {
  await shop.close();
});

async function coupon(code: string, fields: Record<string, unknown>): Promise<string> {
  const res = await owner.call("POST", "/api/seller/coupons", { code, kind: "percent", value: 10, ...fields });
  expect(res.status).toBe(201);
  return code;
}
const cod = (who: TestCustomer, code: string) =>
  who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: who.addressId, coupon: code });
const state = async (code: string) => {
  const row = await shop.db.selectFrom("coupons").select(["id", "used_count"]).where("code", "=", code).executeTakeFirstOrThrow();
  const live = await shop.db
    .selectFrom("coupon_redemptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("coupon_id", "=", row.id)
    .where("released_at", "is", null)
    .executeTakeFirstOrThrow();
  const orders = await shop.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("coupon_code", "=", code)
    .executeTakeFirstOrThrow();
  return { used: row.used_count, redemptions: Number(live.n), orders: Number(orders.n) };
};
const messages = async (responses: Response[]) =>
  Promise.all(responses.map(async (r) => (r.status === 201 ? "placed" : ((await r.json()) as { message: string }).message)));

describe("coupon races", () => {
  it(`one use left, ${CUSTOMERS} customers at once: one order gets it, the others are told it is used up (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = await coupon(`LASTONE${round}`, { totalLimit: 1 });
      const answers = await messages(await Promise.all(customers.map((who) => cod(who, code))));
      expect(answers.filter((a) => a === "placed")).toHaveLength(1);
      expect(answers.filter((a) => a === COUPON_MESSAGES.usedUp)).toHaveLength(CUSTOMERS - 1);
      expect(await state(code)).toEqual({ used: 1, redemptions: 1, orders: 1 });
    }
  });

  it(`one customer sends five orders at once with a once-per-customer coupon: one is placed (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = await coupon(`ONCEEACH${round}`, { perCustomerLimit: 1 });
      const who = customers[round]!;
      const answers = await messages(await Promise.all(Array.from({ length: 5 }, () => cod(who, code))));
      expect(answers.filter((a) => a === "placed")).toHaveLength(1);
      expect(answers.filter((a) => a === COUPON_MESSAGES.usedByYou)).toHaveLength(4);
      expect(await state(code)).toEqual({ used: 1, redemptions: 1, orders: 1 });
    }
  });

  it(`cancelling orders while others order: the count always equals the live uses (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const code = await coupon(`SWAP${round}`, { totalLimit: 10 });
      const first = customers.slice(0, 5);
      const placed = await Promise.all(first.map((who) => cod(who, code)));
      const ids = await Promise.all(placed.map(async (r) => ((await r.json()) as { orderId: string }).orderId));
      const [cancels, orders] = await Promise.all([
        Promise.all(first.map((who, i) => who.call("POST", `/api/order/${ids[i]}/cancel`, {}))),
        Promise.all(customers.slice(5, 15).map((who) => cod(who, code))),
      ]);
      expect(cancels.map((r) => r.status)).toEqual(Array(5).fill(200));
      const took = orders.filter((r) => r.status === 201).length;
      // 5 placed and cancelled, 10 more tried with 10 uses: between 5 and 10 got in, depending on the interleaving.
      expect(took).toBeGreaterThanOrEqual(5);
      const s = await state(code);
      expect(s).toEqual({ used: took, redemptions: took, orders: 5 + took });
      expect(s.used).toBeLessThanOrEqual(10);
    }
  });
});
