import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate } from "../../../lib/india-time";
import type { ApiOrder } from "../../../lib/orders";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { startFakeShiprocket } from "../../testing/fake-shiprocket";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { Dashboard } from "../../../lib/dashboard";
import { dashboardFigures, withoutRevenue } from "./dashboard";
import { setProductColumns } from "../../testing/catalog";
import { expectFiguresKept } from "../../testing/figures";

let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
let halter: string;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop, { name: "Asha Verma" });
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, halter, { stock: null });
});
afterAll(async () => {
  await shop.close();
});

type Page = { success: boolean; message?: string; orders: ApiOrder[]; next: string | null; order?: ApiOrder };
const json = async <T = Page>(res: Response) => (await res.json()) as T;
async function placeCod(who: TestCustomer = asha, quantity = 1): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity }], address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

describe("seller login", () => {
  it("logs in with a seller cookie of its own; a wrong password gets one generic message", async () => {
    const bad = await shop.post("/api/seller/login", { email: seller.email, password: "nope-nope-nope" }, { "X-Forwarded-For": "10.1.1.1" });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ success: false, message: "Invalid email or password" });
    const unknown = await shop.post("/api/seller/login", { email: "nobody@example.com", password: "nope-nope-nope" }, { "X-Forwarded-For": "10.1.1.2" });
    expect(await unknown.json()).toEqual({ success: false, message: "Invalid email or password" });
    const auth = await seller.call("GET", "/api/seller/is-auth");
    expect(await auth.json()).toMatchObject({ success: true, seller: { email: seller.email } });
  });

  it("never lets a customer's session pass as a seller's", async () => {
    for (const cookie of [`sid=${asha.sid}`, `seller_sid=${asha.sid}`, "seller_sid=forged", ""]) {
      const res = await shop.app.request("/api/order/seller", { headers: { Cookie: cookie } });
      expect(res.status).toBe(401);
    }
    expect((await asha.call("GET", "/api/seller/is-auth")).status).toBe(401);
  });

  it("rate limits seller login failures per email and address", async () => {
    const email = `limited.${Date.now()}@example.com`;
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await shop.post("/api/seller/login", { email, password: "wrong-password" }, { "X-Forwarded-For": "10.2.0.1" })).status;
    expect(last).toBe(429);
  });

  it("logs out: the session is revoked on the server", async () => {
    const other = await newSeller(shop);
    expect((await other.call("GET", "/api/seller/logout")).status).toBe(200);
    expect((await other.call("GET", "/api/seller/is-auth")).status).toBe(401);
  });
});

describe("orders list", () => {
  it("lists orders newest first in the spec's shape, with paging and a case-insensitive id search", async () => {
    const ids = [await placeCod(), await placeCod(), await placeCod()];
    const first = await json(await seller.call("GET", "/api/order/seller?limit=2"));
    expect(first.orders.map((o) => o._id)).toEqual([ids[2], ids[1]]);
    expect(first.orders[0]).toMatchObject({ userId: { name: "Asha Verma" }, paymentType: "COD", isPaid: false, address: { city: "Kanpur" } });
    const second = await json(await seller.call("GET", `/api/order/seller?limit=2&after=${encodeURIComponent(first.next!)}`));
    expect(second.orders[0]!._id).toBe(ids[0]);
    const found = await json(await seller.call("GET", `/api/order/seller?q=${ids[1]!.slice(-8).toUpperCase()}`));
    expect(found.orders.map((o) => o._id)).toEqual([ids[1]]);
    expect((await json(await seller.call("GET", "/api/order/seller?q=zzzzzzzz"))).orders).toEqual([]);
    expect((await seller.call("GET", "/api/order/seller?after=garbage")).status).toBe(400);
    // LIKE wildcards in the search are text, not patterns.
    expect((await json(await seller.call("GET", "/api/order/seller?q=%25"))).orders).toEqual([]);
  });

  it("leaves out online payments that never completed", async () => {
    const pending = await asha.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: 1 }], address: asha.addressId });
    const { receipt } = (await pending.json()) as { receipt: string };
    const all = await json(await seller.call("GET", "/api/order/seller?limit=200"));
    expect(all.orders.some((o) => o._id === receipt)).toBe(false);
  });
});

describe("order lifecycle from the back office", () => {
  it("ships with the courier and AWB typed (manual): Shipped, tracking link, email; shipping again answers the order, another AWB is refused", async () => {
    const id = await placeCod();
    const res = await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DL123456789IN" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe("Order marked as shipped!");
    expect(body.order).toMatchObject({
      _id: id,
      status: "shipped",
      isShipped: true,
      isPaid: false,
      carrier: "Delhivery",
      awb: "DL123456789IN",
      trackingId: "DL123456789IN",
      trackingUrl: "https://t.17track.net/en#nums=DL123456789IN",
    });
    expect(await shop.db.selectFrom("outbox").select("id").where("dedupe_key", "=", `order-shipped:${id}`).execute()).toHaveLength(1);
    // PUT is idempotent: the same Ship again answers the order as it is, with one email.
    const again = await seller.call("PUT", `/api/order/${id}/ship`);
    expect(again.status).toBe(200);
    expect((await json(again)).order).toMatchObject({ _id: id, status: "shipped", awb: "DL123456789IN" });
    expect(await shop.db.selectFrom("outbox").select("id").where("dedupe_key", "=", `order-shipped:${id}`).execute()).toHaveLength(1);
    const other = await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DL999999999IN" });
    expect(other.status).toBe(409);
    expect((await json(other)).message).toBe("This order is already shipped (AWB DL123456789IN)");
    // The customer sees it shipped.
    const mine = await json<{ order: ApiOrder }>(await asha.call("GET", `/api/order/${id}`));
    expect(mine.order.statusLabel).toBe("Shipped");
  });

  it("ships with an empty body (spec) and refuses bad AWBs and unknown fields", async () => {
    const id = await placeCod();
    expect((await seller.call("PUT", `/api/order/${id}/ship`, { awb: "<script>" })).status).toBe(400);
    expect((await seller.call("PUT", `/api/order/${id}/ship`, { status: "delivered" })).status).toBe(400);
    const res = await seller.call("PUT", `/api/order/${id}/ship`);
    expect(res.status).toBe(200);
    expect((await json(res)).order).toMatchObject({ status: "shipped", awb: null, trackingUrl: null });
  });

  it("packs, delivers (COD becomes paid) and refuses moves the table does not allow", async () => {
    const id = await placeCod();
    expect((await json(await seller.call("PUT", `/api/order/${id}/status`, { status: "packed" }))).order).toMatchObject({ status: "packed" });
    const early = await seller.call("PUT", `/api/order/${id}/status`, { status: "delivered" });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe("An order that is packed cannot become delivered");
    await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "India Post", awb: "EE123456789IN" });
    const delivered = await json(await seller.call("PUT", `/api/order/${id}/status`, { status: "delivered" }));
    expect(delivered.order).toMatchObject({ status: "delivered", isPaid: true, isShipped: true });
    expect((await seller.call("PUT", `/api/order/${id}/status`, { status: "cancelled" })).status).toBe(409);
    expect((await seller.call("PUT", `/api/order/${id}/status`, { status: "placed" })).status).toBe(400);
  });

  it("cancels an order and puts its stock back on sale", async () => {
    const rope = await shop.db.selectFrom("products").selectAll().where("sku", "=", "BB-LR-003").executeTakeFirstOrThrow();
    await setProductColumns(shop.db, rope.id, { stock: 2 });
    const res = await asha.call("POST", "/api/order/cod", { items: [{ product: rope.id, quantity: 2 }], address: asha.addressId });
    const { orderId } = (await res.json()) as { orderId: string };
    expect((await shop.services.catalog.get()).byId.get(rope.id)?.inStock).toBe(false);
    const cancelled = await json(await seller.call("PUT", `/api/order/${orderId}/status`, { status: "cancelled" }));
    expect(cancelled.order).toMatchObject({ status: "cancelled", isPaid: false });
    expect((await shop.db.selectFrom("products").select("stock").where("id", "=", rope.id).executeTakeFirstOrThrow()).stock).toBe(2);
    expect((await shop.services.catalog.get()).byId.get(rope.id)?.inStock).toBe(true);
  });

  it("answers 404 for unknown orders and refuses customers", async () => {
    expect((await seller.call("PUT", "/api/order/ord_0000000000000000000000/ship")).status).toBe(404);
    const id = await placeCod();
    expect((await asha.call("PUT", `/api/order/${id}/ship`)).status).toBe(401);
    expect((await asha.call("PUT", `/api/order/${id}/status`, { status: "cancelled" })).status).toBe(401);
  });
});

describe("dashboard", () => {
  it("counts orders, shipped quantities and revenue (paid and COD-delivered, net of cancellations) with SQL", async () => {
    const fresh = await createTestShop();
    try {
      const s = await newSeller(fresh);
      const buyer = await newCustomer(fresh, { name: "Ravi" });
      const product = (await fresh.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-004").executeTakeFirstOrThrow()).id;
      const place = async (q: number) =>
        ((await (await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: q }], address: buyer.addressId })).json()) as { orderId: string })
          .orderId;
      const [a, b, c] = [await place(2), await place(1), await place(3)];
      await s.call("PUT", `/api/order/${a}/ship`);
      await s.call("PUT", `/api/order/${a}/status`, { status: "delivered" });
      await s.call("PUT", `/api/order/${b}/ship`);
      await s.call("PUT", `/api/order/${c}/status`, { status: "cancelled" });
      const d = (await (await s.call("GET", "/api/seller/dashboard")).json()) as Dashboard;
      // ₹1,649 × 2 = ₹3,298 + 12 % = ₹3,693.76 + ₹39 = ₹3,732.76: only the delivered COD order is money received.
      expect(d).toMatchObject({ totalOrders: 3, totalShippedQty: 3, todayOrders: 3, todayShippedQty: 3, totalRevenue: 3732.76 });
      expect(d.recentOrders.map((o) => o._id)).toEqual([c, b, a]);
      expect(d.recentOrders[2]).toMatchObject({ customer: "Ravi", quantity: 2, isPaid: true });
      expect(d.days).toHaveLength(30);
      expect(d.days[29]).toMatchObject({ date: istDate(new Date()), orders: 3, revenue: 3732.76 });
    } finally {
      await fresh.close();
    }
  });

  it("gives the coupon discounts of the orders it counts as revenue (paid, not cancelled, not sandbox): Discounts given", async () => {
    const fresh = await createTestShop();
    try {
      const s = await newSeller(fresh);
      const buyer = await newCustomer(fresh, { name: "Ravi" });
      const now = new Date().toISOString();
      await fresh.db
        .insertInto("coupons")
        .values({
          id: "cpn_dash_diwali10",
          code: "DIWALI10",
          kind: "percent",
          value: 10,
          created_at: now,
          updated_at: now,
          starts_at: null,
          ends_at: null,
          total_limit: null,
          per_customer_limit: null,
          note: null,
        })
        .execute();
      const product = (await fresh.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-004").executeTakeFirstOrThrow()).id;
      const place = async (q: number, coupon?: string) => {
        const res = await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: q }], address: buyer.addressId, ...(coupon ? { coupon } : {}) });
        expect(res.status).toBe(201);
        return ((await res.json()) as { orderId: string }).orderId;
      };
      const [delivered, shipped, cancelled, plain] = [await place(2, "DIWALI10"), await place(1, "DIWALI10"), await place(3, "DIWALI10"), await place(1)];
      for (const id of [delivered, plain]) {
        await s.call("PUT", `/api/order/${id}/ship`);
        expect((await s.call("PUT", `/api/order/${id}/status`, { status: "delivered" })).status).toBe(200);
      }
      await s.call("PUT", `/api/order/${shipped}/ship`);
      expect((await s.call("PUT", `/api/order/${cancelled}/status`, { status: "cancelled" })).status).toBe(200);
      const stored = await fresh.db.selectFrom("orders").select(["id", "discount_paise", "subtotal_paise", "total_paise"]).execute();
      const of = (id: string) => stored.find((o) => o.id === id)!;
      // 10 % of the two halters (₹1,649 × 2 = ₹3,298): ₹329.80, before GST.
      expect(of(delivered).discount_paise).toBe(32_980);
      expect([of(shipped).discount_paise > 0, of(cancelled).discount_paise > 0, of(plain).discount_paise]).toEqual([true, true, 0]);
      const d = (await (await s.call("GET", "/api/seller/dashboard")).json()) as Dashboard;
      // Only the delivered COD order with the coupon is a sale that gave a discount (the unpaid and cancelled ones are not sales).
      expect(d.totalDiscounts).toBe(329.8);
      expect(d.totalRevenue).toBe((of(delivered).total_paise + of(plain).total_paise) / 100);
      expect(withoutRevenue(d)).not.toHaveProperty("totalDiscounts");
    } finally {
      await fresh.close();
    }
  });

  it("uses India's calendar day: orders just before and after midnight IST fall on different days", async () => {
    const fresh = await createTestShop();
    try {
      const buyer = await newCustomer(fresh);
      const product = (await fresh.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-004").executeTakeFirstOrThrow()).id;
      const ids: string[] = [];
      for (let i = 0; i < 2; i++)
        ids.push(
          ((await (await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: buyer.addressId })).json()) as { orderId: string })
            .orderId,
        );
      // 21 Nov 23:59:59 IST and 22 Nov 00:00:00 IST.
      for (const [id, at] of [
        [ids[0]!, "2026-11-21T18:29:59.000Z"],
        [ids[1]!, "2026-11-21T18:30:00.000Z"],
      ] as const) {
        await fresh.db
          .updateTable("orders")
          .set({ created_at: at, created_day: istDate(new Date(at)) })
          .where("id", "=", id)
          .execute();
      }
      const at = (iso: string) => dashboardFigures(fresh.db, new Date(iso));
      expect((await at("2026-11-22T05:00:00.000Z")).todayOrders).toBe(1); // 22 Nov, 10:30 IST
      expect((await at("2026-11-21T18:00:00.000Z")).todayOrders).toBe(1); // 21 Nov, 23:30 IST
      const day = (await at("2026-11-22T05:00:00.000Z")).days.slice(-2);
      expect(day).toEqual([expect.objectContaining({ date: "2026-11-21", orders: 1 }), expect.objectContaining({ date: "2026-11-22", orders: 1 })]);
    } finally {
      await fresh.close();
    }
  });
});

describe("accountant's CSV and the seller's invoice", () => {
  it("exports a date range with the GST split; every row adds up; formulas are neutralised", async () => {
    const eve = await newCustomer(shop);
    // A name from before names were checked (lib/names.ts): the CSV still neutralises it.
    await shop.db.updateTable("users").set({ name: '=HYPERLINK("http://evil")' }).where("id", "=", eve.userId).execute();
    await placeCod(eve, 2);
    const today = istDate(new Date());
    const res = await seller.call("GET", `/api/seller/orders.csv?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Invoice number,Invoice date,Order ID,Order date,Status,Payment,Paid,Customer,Email,Phone,Buyer GSTIN,Place of supply,State code,Items,Taxable value,CGST,SGST,IGST,Untaxed shipping,Total,Item options,Item SKUs,Credit notes,Credited,Net total,Order number,Shipping charge,COD fee,Discount,Coupon",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    for (const line of lines.slice(1)) {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ""));
      const n = (i: number) => Math.round(Number(cells[i]) * 100);
      expect(n(14) + n(15) + n(16) + n(17) + n(18)).toBe(n(19));
    }
    expect((await seller.call("GET", "/api/seller/orders.csv?from=2026-13-01&to=2026-12-01")).status).toBe(400);
    expect((await asha.call("GET", `/api/seller/orders.csv?from=${today}&to=${today}`)).status).toBe(401);
  });

  it("downloads any order's invoice PDF for the seller, not for another customer", async () => {
    const bob = await newCustomer(shop, { name: "Bob" });
    const id = await placeCod(bob);
    const res = await seller.call("GET", `/api/seller/orders/${id}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await asha.call("GET", `/api/seller/orders/${id}/invoice.pdf`)).status).toBe(401);
  });
});

describe("4×6 label PDFs", () => {
  it("prints one label a page for the selected orders, seller only", async () => {
    const eve = await newCustomer(shop);
    // A name from before names were checked (lib/names.ts): labels still print it as text.
    await shop.db.updateTable("users").set({ name: "<img src=x onerror=alert(1)>" }).where("id", "=", eve.userId).execute();
    const [a, b] = [await placeCod(eve), await placeCod()];
    const res = await seller.call("GET", `/api/seller/labels.pdf?ids=${a},${b}&weight=1.2%20kg&dimensions=20x15x10%20cm`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(pdf.match(/\/MediaBox \[0 0 288 432\]/g)).toHaveLength(2);
    expect((await seller.call("GET", "/api/seller/labels.pdf?ids=nope")).status).toBe(400);
    expect((await seller.call("GET", "/api/seller/labels.pdf?ids=ord_0000000000000000000000")).status).toBe(404);
    expect((await eve.call("GET", `/api/seller/labels.pdf?ids=${a}`)).status).toBe(401);
  });
});

describe("shipping through Shiprocket", () => {
  it("books the courier and AWB with Shiprocket when it is configured; a refusal leaves the order as it was", async () => {
    const sr = await startFakeShiprocket();
    const withShiprocket = await createTestShop({ env: { SHIPROCKET_EMAIL: sr.email, SHIPROCKET_PASSWORD: sr.password, SHIPROCKET_API_URL: sr.url } });
    try {
      const s = await newSeller(withShiprocket);
      const buyer = await newCustomer(withShiprocket);
      const product = (await withShiprocket.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-004").executeTakeFirstOrThrow()).id;
      const place = async () =>
        ((await (await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: buyer.addressId })).json()) as { orderId: string })
          .orderId;
      const id = await place();
      const res = await s.call("PUT", `/api/order/${id}/ship`, { weightKg: 0.8 });
      expect(res.status).toBe(200);
      const { order } = (await res.json()) as { order: ApiOrder };
      const booked = sr.orders.get(id)!;
      expect(booked.body).toMatchObject({ order_id: id, payment_method: "COD", weight: 0.8 });
      expect(order).toMatchObject({
        status: "shipped",
        awb: booked.awb,
        carrier: booked.courierName,
        trackingUrl: `https://shiprocket.co/tracking/${booked.awb}`,
      });

      sr.refuseAwb = true;
      const other = await place();
      const refused = await s.call("PUT", `/api/order/${other}/ship`);
      expect(refused.status).toBe(502);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Shiprocket/);
      expect((await withShiprocket.db.selectFrom("orders").select("status").where("id", "=", other).executeTakeFirstOrThrow()).status).toBe("placed");
    } finally {
      await withShiprocket.close();
      await sr.close();
    }
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
