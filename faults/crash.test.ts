import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../server/db/index";
import { codOrder, faultShop, registerBuyers, type FaultShop, type ShopProcess } from "./server";
import { setProductColumns } from "../server/testing/catalog";

/**
 * Crash in the middle of checkout: 100 customers order at once (three orders
 * each, one after the other, so work is in flight all along) and the server is
 * killed (SIGKILL, no chance to clean up) as soon as 30 are acknowledged.
 * After a restart on the same data: every order a customer was told about is there and complete, no order is half-written, stock and
 * invoice numbers agree with the orders that exist.
 */
const STOCK = 500;
const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite";
let env: FaultShop;
let shop: ShopProcess;
let db: Database;

beforeAll(async () => {
  env = await faultShop();
  ({ shop, db } = env);
}, 120_000);
afterAll(async () => {
  await env?.dispose({ shop, db });
});

describe(`crash during checkout (${engine})`, () => {
  it("loses no acknowledged order and leaves no half order after a SIGKILL under 100 concurrent checkouts", async () => {
    const buyers = await registerBuyers(shop.url, 100, "crash");
    // Products without options: an order line names them by id alone.
    const products = await db.db
      .selectFrom("products")
      .select(["id"])
      .where("deleted_at", "is", null)
      .where("options", "=", "[]")
      .orderBy("position")
      .limit(2)
      .execute();
    const [counted, uncounted] = [products[0]!.id, products[1]!.id];
    await setProductColumns(db.db, counted, { stock: STOCK, in_stock: 1 });
    await setProductColumns(db.db, uncounted, { stock: null, in_stock: 1 });

    const acknowledged: string[] = [];
    let answered = 0;
    let killed = false;
    const results = await Promise.allSettled(
      buyers.map(async (b, i) => {
        for (let round = 0; round < 3; round++) {
          const res = await codOrder(shop.url, b, [
            { product: counted, quantity: 1 + ((i + round) % 2) },
            { product: uncounted, quantity: 1 },
          ]);
          const body = (await res.json()) as { orderId?: string };
          if (res.status === 201 && body.orderId) acknowledged.push(body.orderId);
          answered++;
          if (answered >= 30 && !killed) {
            killed = true;
            shop.child.kill("SIGKILL");
          }
        }
      }),
    );
    await shop.exited;
    const lost = results.filter((r) => r.status === "rejected").length;
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);
    expect(lost, "some customers' checkouts must have been cut off by the kill").toBeGreaterThan(0);

    shop = await env.restart();

    // Every acknowledged order is there, placed and complete.
    const orders = await db.db.selectFrom("orders").selectAll().execute();
    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const id of acknowledged) {
      const o = byId.get(id);
      expect(o, `acknowledged order ${id} is missing`).toBeDefined();
      expect(o).toMatchObject({ status: "placed", stock_held: 1 });
      expect(o!.invoice_number).toMatch(/^INV\//);
    }
    // No half orders: every order has its lines, invoice number and confirmation email; no line without an order.
    const lines = await db.db.selectFrom("order_items").select(["order_id", "product_id", "quantity"]).execute();
    const linesOf = new Map<string, number>();
    for (const l of lines) linesOf.set(l.order_id, (linesOf.get(l.order_id) ?? 0) + 1);
    for (const o of orders) {
      expect(linesOf.get(o.id), `order ${o.id} has no lines`).toBe(2);
      expect(o.invoice_number).not.toBeNull();
    }
    expect(lines.every((l) => byId.has(l.order_id))).toBe(true);
    const mails = await db.db.selectFrom("outbox").select("dedupe_key").where("dedupe_key", "like", "order-confirmation:%").execute();
    expect(new Set(mails.map((m) => m.dedupe_key.slice("order-confirmation:".length)))).toEqual(new Set(orders.map((o) => o.id)));

    // Stock equals what it was minus what the existing orders took.
    const taken = lines.filter((l) => l.product_id === counted).reduce((n, l) => n + l.quantity, 0);
    const stock = (await db.db.selectFrom("products").select("stock").where("id", "=", counted).executeTakeFirstOrThrow()).stock;
    expect(stock).toBe(STOCK - taken);

    // Invoice numbers: 1 … N for the N orders, no gap, no duplicate.
    const numbers = orders.map((o) => Number(o.invoice_number!.split("/").pop())).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const counter = await db.db
      .selectFrom("invoice_counters")
      .select(sql<number>`max(last_number)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(counter.n)).toBe(orders.length);

    // The restarted shop shows every customer their orders: each acknowledged one among them.
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    const seen = new Set<string>();
    for (const b of buyers) {
      const res = await fetch(`${shop.url}/api/order/user`, { headers: { Cookie: b.cookie } });
      for (const o of ((await res.json()) as { orders: { _id: string }[] }).orders) seen.add(o._id);
    }
    for (const id of acknowledged) expect(seen.has(id), `customer cannot see acknowledged order ${id}`).toBe(true);
    console.log(
      `crash test (${engine}): 100 customers × 3 checkouts, killed after ${answered} answers; ${acknowledged.length} acknowledged, ${lost} cut off, ${orders.length} orders found, all complete; stock ${stock} = ${STOCK} − ${taken}; invoice numbers 1…${orders.length}`,
    );
  }, 180_000);
});
