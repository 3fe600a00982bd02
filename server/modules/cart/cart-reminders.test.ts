import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { sendCartReminders } from "./cart-reminders";

/**
 * Issue 19, item 6: a logged-in customer who leaves items in their saved cart gets one reminder email after 24
 * hours (with a link that stops them), and never about what they ordered since.
 */
let shop: TestShop;
let products: ApiProduct[];
beforeAll(async () => {
  shop = await createTestShop({ env: { PUBLIC_URL: "https://shop.example" } });
  await shop.db.updateTable("product_variants").set({ stock: 500, in_stock: 1 }).execute();
  shop.services.catalog.invalidate();
  products = (await shop.services.catalog.get()).products.filter((p) => p.inStock && (p.variants?.length ?? 0) <= 1);
});
afterAll(async () => {
  await shop.close();
});

const HOUR = 3_600_000;
async function customer(opts: { verified?: boolean; lang?: "en" | "hi" } = {}): Promise<TestCustomer> {
  const c = await newCustomer(shop);
  await shop.db
    .updateTable("users")
    .set({ email_verified_at: opts.verified === false ? null : new Date().toISOString(), lang: opts.lang ?? "en" })
    .where("email", "=", c.email)
    .execute();
  return c;
}
const cartOf = async (c: TestCustomer, items: Record<string, number>) =>
  expect((await c.call("POST", "/api/cart/update", { cartItems: items })).status).toBe(200);
const reminders = (c: TestCustomer) =>
  shop.db.selectFrom("outbox").selectAll().where("recipient", "=", c.email).where("dedupe_key", "like", "cart-reminder:%").execute();
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

describe("cart reminders", () => {
  it("one email 24 hours after the cart last changed, listing what is still on sale, with a link to the cart and one that stops them", async () => {
    const asha = await customer();
    const [a, b] = products;
    await cartOf(asha, { [a!._id]: 2, [b!._id]: 1 });
    await sendCartReminders(shop.services, later(23));
    expect(await reminders(asha)).toHaveLength(0);
    await sendCartReminders(shop.services, later(25));
    const [mail, ...more] = await reminders(asha);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Still thinking it over\? Your cart at .+ is saved$/);
    expect(mail!.text_body).toContain(`2 × ${a!.name}`);
    expect(mail!.text_body).toContain(`1 × ${b!.name}`);
    expect(mail!.text_body).toContain("See your cart: https://shop.example/cart");
    const stop = /Stop cart reminders: (https:\/\/shop\.example\/cart-reminders\/stop\?token=([A-Za-z0-9_-]{43}))/.exec(mail!.text_body)!;
    expect(stop).not.toBeNull();
    // Once per cart: later passes send nothing more.
    await sendCartReminders(shop.services, later(48));
    expect(await reminders(asha)).toHaveLength(1);
    // The link stops them (a POST from its page); a changed cart then gets no reminder.
    const res = await shop.post("/api/cart-reminders/stop", { token: stop[2] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe("Cart reminders stopped");
    await cartOf(asha, { [a!._id]: 3 });
    await sendCartReminders(shop.services, later(50));
    expect(await reminders(asha)).toHaveLength(1);
    expect((await shop.post("/api/cart-reminders/stop", { token: "x".repeat(43) })).status).toBe(404);
    expect((await shop.post("/api/cart-reminders/stop", {})).status).toBe(400);
  });

  it("a changed cart gets a reminder of its own, a day after the change", async () => {
    const ravi = await customer();
    await cartOf(ravi, { [products[2]!._id]: 1 });
    await sendCartReminders(shop.services, later(25));
    expect(await reminders(ravi)).toHaveLength(1);
    // The customer comes back at hour 25½ and adds an item (the change's time set as the clock of this test).
    await cartOf(ravi, { [products[2]!._id]: 1, [products[3]!._id]: 1 });
    await shop.db
      .updateTable("users")
      .set({ cart_updated_at: later(25.5).toISOString() })
      .where("email", "=", ravi.email)
      .execute();
    await sendCartReminders(shop.services, later(26));
    expect(await reminders(ravi)).toHaveLength(1);
    await sendCartReminders(shop.services, later(25.5 + 24.5));
    expect(await reminders(ravi)).toHaveLength(2);
  });

  it("never after they ordered those items: an ordered cart is empty; a line ordered since is left out", async () => {
    const meera = await customer();
    const [a, b] = [products[4]!, products[5]!];
    await cartOf(meera, { [a._id]: 1, [b._id]: 1 });
    // They ordered a from another device: the cart still holds both, the reminder names only b.
    const res = await meera.call("POST", "/api/order/cod", { items: [{ product: a._id, quantity: 1 }], address: meera.addressId });
    expect(res.status).toBe(201);
    // (Placing the order emptied the saved cart: put b and a back as another tab would have them.)
    await shop.db
      .updateTable("users")
      .set({ cart: JSON.stringify({ [a._id]: 1, [b._id]: 1 }), cart_updated_at: new Date(Date.now() - 60_000).toISOString() })
      .where("email", "=", meera.email)
      .execute();
    await sendCartReminders(shop.services, later(25));
    const [mail] = await reminders(meera);
    expect(mail!.text_body).toContain(b.name);
    expect(mail!.text_body).not.toContain(`× ${a.name}`);

    const nisha = await customer();
    await cartOf(nisha, { [a._id]: 1 });
    expect((await nisha.call("POST", "/api/order/cod", { items: [{ product: a._id, quantity: 1 }], address: nisha.addressId })).status).toBe(201);
    await sendCartReminders(shop.services, later(25));
    expect(await reminders(nisha)).toHaveLength(0);
  });

  it("two passes at once (two instances) send each reminder once (8 rounds)", async () => {
    for (let round = 0; round < 8; round++) {
      const who = await customer();
      await cartOf(who, { [products[9]!._id]: 1 });
      await Promise.all([
        sendCartReminders(shop.services, later(25)),
        sendCartReminders(shop.services, later(25)),
        sendCartReminders(shop.services, later(25)),
      ]);
      expect(await reminders(who)).toHaveLength(1);
    }
  });

  it("not to an unverified address, not about a cart older than a week, not about sold-out items alone; in Hindi for a Hindi customer", async () => {
    const unverified = await customer({ verified: false });
    await cartOf(unverified, { [products[6]!._id]: 1 });
    const stale = await customer();
    await cartOf(stale, { [products[6]!._id]: 1 });
    await sendCartReminders(shop.services, later(8 * 24));
    expect(await reminders(unverified)).toHaveLength(0);
    expect(await reminders(stale)).toHaveLength(0);

    const soldOut = await customer();
    const gone = products[7]!;
    await cartOf(soldOut, { [gone._id]: 1 });
    await shop.db.updateTable("product_variants").set({ in_stock: 0, stock: 0 }).where("product_id", "=", gone._id).execute();
    await shop.db.updateTable("products").set({ in_stock: 0 }).where("id", "=", gone._id).execute();
    await shop.db.updateTable("catalog_version").set({ updated_at: new Date().toISOString() }).execute();
    shop.services.catalog.invalidate();
    const hindi = await customer({ lang: "hi" });
    await cartOf(hindi, { [products[8]!._id]: 1 });
    await sendCartReminders(shop.services, later(25));
    expect(await reminders(soldOut)).toHaveLength(0);
    const [mail] = await reminders(hindi);
    expect(mail!.subject).toMatch(/^अभी सोच रहे हैं\?/);
    expect(mail!.text_body).toContain("https://shop.example/hi/cart");
  });
});
