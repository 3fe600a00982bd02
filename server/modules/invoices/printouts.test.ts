import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { Semaphore } from "../../http/semaphore";
import { PRINTOUT_DRAWING, PRINTOUT_LIMITS, PRINTOUTS_BUSY } from "./printouts";

/** Issue 13, item 21: invoice and label PDFs are rate limited per person, drawn at most two at a time, and an issued invoice is drawn once. */
let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
let halter: string;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop);
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await shop.db.updateTable("products").set({ stock: null }).where("id", "=", halter).execute();
});
afterAll(async () => {
  await shop.close();
});

async function placeCod(who: TestCustomer = asha): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString("base64");
const storedCount = async (orderId: string) =>
  Number(
    (
      await shop.db
        .selectFrom("invoice_pdfs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("an issued invoice's PDF", () => {
  it("is drawn once, stored, and served from the store to the customer and the seller alike", async () => {
    const id = await placeCod();
    const first = await asha.call("GET", `/api/order/${id}/invoice.pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const pdf = await bytes(first);
    expect(Buffer.from(pdf, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(await storedCount(id)).toBe(1);
    // The stored copy is what is served: change it and the next download follows (nothing is redrawn).
    const marked = Buffer.concat([Buffer.from(pdf, "base64"), Buffer.from("\n% kept\n")]);
    await shop.db.updateTable("invoice_pdfs").set({ pdf: marked }).where("order_id", "=", id).execute();
    expect(await bytes(await asha.call("GET", `/api/order/${id}/invoice.pdf`))).toBe(marked.toString("base64"));
    expect(await bytes(await seller.call("GET", `/api/seller/orders/${id}/invoice.pdf`))).toBe(marked.toString("base64"));
    expect(await storedCount(id)).toBe(1);
  });

  it("asked for by many at once the first time: one stored copy, everyone gets the same bytes (5 rounds of 12)", async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await newCustomer(shop);
      const id = await placeCod(buyer);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 3 === 0 ? seller.call("GET", `/api/seller/orders/${id}/invoice.pdf`) : buyer.call("GET", `/api/order/${id}/invoice.pdf`),
        ),
      );
      const statuses = results.map((r) => r.status);
      const ok = results.filter((r) => r.status === 200);
      const bodies = new Set(await Promise.all(ok.map(bytes)));
      // Twelve at once fit in the two drawing slots and the queue: nobody is refused here.
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(bodies.size).toBe(1);
      expect(await storedCount(id)).toBe(1);
    }
    expect(PRINTOUT_DRAWING.peak).toBeLessThanOrEqual(2);
  });
});

describe("limits", () => {
  it(`lets one customer fetch at most ${PRINTOUT_LIMITS.customer} invoices in 10 minutes, then says to wait (429)`, async () => {
    const ravi = await newCustomer(shop, { name: "Ravi Kumar" });
    const id = await placeCod(ravi);
    const statuses: number[] = [];
    for (let i = 0; i < PRINTOUT_LIMITS.customer + 2; i++) statuses.push((await ravi.call("GET", `/api/order/${id}/invoice.pdf`)).status);
    expect(statuses.slice(0, PRINTOUT_LIMITS.customer).every((s) => s === 200)).toBe(true);
    const refused = await ravi.call("GET", `/api/order/${id}/invoice.pdf`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Please wait \d+ (seconds|minutes) and try again/);
    // Another customer is not affected.
    const other = await newCustomer(shop);
    expect((await other.call("GET", `/api/order/${await placeCod(other)}/invoice.pdf`)).status).toBe(200);
  });

  it("draws at most two label PDFs at once; a burst beyond the queue is told the shop is busy (503), never a 500", async () => {
    const ids = [await placeCod(), await placeCod(), await placeCod()].join(",");
    PRINTOUT_DRAWING.peak = 0;
    const results = await Promise.all(Array.from({ length: 30 }, () => seller.call("GET", `/api/seller/labels.pdf?ids=${ids}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // The first two draw at once, later ones wait their turn for up to 5 s; past the queue or the wait: 503.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(PRINTOUT_DRAWING.limit);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(30 - PRINTOUT_DRAWING.limit - PRINTOUT_DRAWING.maxWaiting);
    expect(PRINTOUT_DRAWING.peak).toBe(2);
    for (const r of results.filter((x) => x.status === 503)) expect(await r.json()).toEqual({ success: false, message: PRINTOUTS_BUSY });
  });
});

describe("the drawing semaphore", () => {
  const busy = () => new Error("busy");
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it("runs at most `limit` tasks, lets `maxWaiting` wait, refuses the rest at once", async () => {
    const s = new Semaphore(2, 1, 1_000);
    let running = 0;
    let most = 0;
    const task = async () => {
      most = Math.max(most, ++running);
      await sleep(30);
      running--;
      return "done";
    };
    const outcomes = await Promise.allSettled([s.run(task, busy), s.run(task, busy), s.run(task, busy), s.run(task, busy)]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
    expect(most).toBe(2);
  });

  it("refuses a waiter whose turn does not come in time, and frees the slot after a failing task", async () => {
    const s = new Semaphore(1, 5, 20);
    const slow = s.run(() => sleep(100), busy);
    await expect(s.run(async () => "late", busy)).rejects.toThrow("busy");
    await slow;
    await expect(s.run(() => Promise.reject(new Error("boom")), busy)).rejects.toThrow("boom");
    await expect(s.run(async () => "free again", busy)).resolves.toBe("free again");
  });
});
