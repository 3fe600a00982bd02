import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiCoupon } from "../../../lib/coupon-admin";
import { COUPON_MESSAGES } from "../../../lib/coupons";
import type { ApiOrder } from "../../../lib/orders";
import { setProductColumns } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { createSeller } from "../seller/sellers.repo";
import { expectFiguresKept } from "../../testing/figures";

/**
 * Coupons (issue 19, item 2): the owner's coupons, the cart's check, and orders priced with one, on SQLite and
 * PostgreSQL. The 20-customers-at-once race is in coupons.race.test.ts.
 */
let shop: TestShop;
let owner: TestSeller;
let staff: TestSeller;
/** BB-HH-003, the foal halter: ₹749, GST 12 %, category of the demo halters. */
let halter: { id: string; category: string };
/** Another product in another category. */
let other: { id: string; category: string };
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
  await createSeller(shop.db, { email: "packer.coupons@example.com", password: "packing-desk-2026", name: "Ravi Kumar", role: "staff" });
  staff = await loginSeller(shop, "packer.coupons@example.com", "packing-desk-2026");
  const h = await shop.db.selectFrom("products").select(["id", "category"]).where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow();
  halter = { id: h.id, category: h.category };
  const snap = await shop.services.catalog.get();
  const o = snap.products.find((p) => p.category !== h.category && p.inStock && (p.variants?.length ?? 1) === 1)!;
  other = { id: o._id, category: o.category };
});
afterAll(async () => {
  await shop.close();
});
beforeEach(async () => {
  await setProductColumns(shop.db, [halter.id, other.id], { stock: null, in_stock: 1 });
  shop.services.catalog.invalidate();
});

let n = 0;
const code = (prefix = "TEST") => `${prefix}${(n++).toString(36).toUpperCase()}${Date.now().toString(36).slice(-4).toUpperCase()}`;

async function makeCoupon(fields: Record<string, unknown>): Promise<ApiCoupon> {
  const res = await owner.call("POST", "/api/seller/coupons", { kind: "percent", value: 10, ...fields });
  const body = (await res.json()) as { coupon: ApiCoupon; message: string };
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${body.message}`);
  return body.coupon;
}
const check = (who: TestCustomer | null, body: unknown) =>
  who
    ? who.call("POST", "/api/coupon/check", body, { "X-Forwarded-For": `10.9.${n++ % 250}.1` })
    : shop.post("/api/coupon/check", body, { "X-Forwarded-For": `10.8.${n++ % 250}.1` });
const cod = (who: TestCustomer, body: Record<string, unknown>) => who.call("POST", "/api/order/cod", { address: who.addressId, ...body });
const twoHalters = [{ product: "", quantity: 2 }];
const items = (qty = 2) => twoHalters.map(() => ({ product: halter.id, quantity: qty }));
async function order(who: TestCustomer, id: string): Promise<ApiOrder> {
  const { orders } = (await (await who.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] };
  return orders.find((o) => o._id === id)!;
}
const count = async (table: "orders" | "coupon_redemptions") =>
  Number(
    (
      await shop.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const used = async (c: string) => (await shop.db.selectFrom("coupons").select("used_count").where("code", "=", c).executeTakeFirstOrThrow()).used_count;

describe("the owner's coupons", () => {
  it("creates one (code upper-cased, rupees and days at the edge), lists it for staff too, changes it", async () => {
    const c = code("DIWALI");
    const res = await owner.call("POST", "/api/seller/coupons", {
      code: ` ${c.toLowerCase()} `,
      kind: "flat",
      value: "200",
      minOrder: 999,
      startsOn: "2026-11-01",
      endsOn: "2026-11-15",
      totalLimit: 100,
      perCustomerLimit: "1",
      categories: [halter.category],
      note: "Diwali",
    });
    expect(res.status).toBe(201);
    const { coupon, message } = (await res.json()) as { coupon: ApiCoupon; message: string };
    expect(message).toBe("Coupon created");
    expect(coupon).toMatchObject({
      code: c,
      kind: "flat",
      value: 200,
      minOrder: 999,
      startsOn: "2026-11-01",
      endsOn: "2026-11-15",
      totalLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      categories: [halter.category],
      products: [],
      active: true,
      used: 0,
      discountGiven: 0,
    });
    // Stored as instants: from 1 Nov 00:00 India time to the end of 15 Nov.
    const row = await shop.db.selectFrom("coupons").selectAll().where("code", "=", c).executeTakeFirstOrThrow();
    expect([row.starts_at, row.ends_at, row.value, row.min_order_paise]).toEqual(["2026-10-31T18:30:00.000Z", "2026-11-15T18:30:00.000Z", 20_000, 99_900]);

    const list = (await (await staff.call("GET", "/api/seller/coupons")).json()) as { coupons: ApiCoupon[] };
    expect(list.coupons.map((x) => x.code)).toContain(c);

    const off = await owner.call("POST", `/api/seller/coupons/${coupon._id}`, { code: c, kind: "flat", value: 250, active: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { coupon: ApiCoupon }).coupon).toMatchObject({ value: 250, active: false, minOrder: 0, startsOn: null, endsOn: null });
  });

  it("staff may look but not create or change; customers and visitors may do neither", async () => {
    const c = await makeCoupon({ code: code() });
    const refused = { success: false, message: "Only the shop owner can create or change coupons" };
    const staffNew = await staff.call("POST", "/api/seller/coupons", { code: code(), kind: "percent", value: 10 });
    expect([staffNew.status, await staffNew.json()]).toEqual([403, refused]);
    const staffEdit = await staff.call("POST", `/api/seller/coupons/${c._id}`, { code: c.code, kind: "percent", value: 90 });
    expect(staffEdit.status).toBe(403);
    const buyer = await newCustomer(shop);
    expect((await buyer.call("GET", "/api/seller/coupons")).status).toBe(401);
    expect((await shop.post("/api/seller/coupons", { code: code(), kind: "percent", value: 10 })).status).toBe(401);
    expect((await shop.db.selectFrom("coupons").select("value").where("id", "=", c._id).executeTakeFirstOrThrow()).value).toBe(10);
  });

  it.each([
    [{ code: "X", kind: "percent", value: 10 }, "Coupon code must be 3–30 letters or digits (- and _ allowed), starting with a letter or digit"],
    [{ code: "OK-CODE", kind: "percent", value: 0 }, "Percentage must be a whole number from 1 to 100"],
    [{ code: "OK-CODE", kind: "percent", value: 12.5 }, "Percentage must be a whole number from 1 to 100"],
    [{ code: "OK-CODE", kind: "flat", value: -5 }, "Amount off must be an amount in rupees from ₹1 to ₹1,00,000"],
    [{ code: "OK-CODE", kind: "bogo", value: 1 }, "Choose percentage, flat amount or free shipping"],
    [{ code: "OK-CODE", kind: "percent", value: 10, startsOn: "2026-11-10", endsOn: "2026-11-01" }, "The end date must be on or after the start date"],
    [{ code: "OK-CODE", kind: "percent", value: 10, endsOn: "2026-02-30" }, "Dates must be like 2026-11-01"],
    [{ code: "OK-CODE", kind: "percent", value: 10, totalLimit: 0 }, "Usage limits must be whole numbers from 1, or left empty"],
    [{ code: "OK-CODE", kind: "percent", value: 10, products: ["prd_nope"] }, "A chosen product does not exist"],
    [{ code: "OK-CODE", kind: "percent", value: 10, usedCount: 0 }, "Unknown field: usedCount"],
  ])("refuses %j: %s", async (body, message) => {
    const res = await owner.call("POST", "/api/seller/coupons", body);
    // The field, then the problem ("value: Percentage must …"), as every form's refusal reads.
    expect([res.status, ((await res.json()) as { message: string }).message.replace(/^\w+: /, "")]).toEqual([400, message]);
    expect(await shop.db.selectFrom("coupons").select("id").where("code", "=", "OK-CODE").executeTakeFirst()).toBeUndefined();
  });

  it("refuses a code already taken (409) and changing a code", async () => {
    const c = await makeCoupon({ code: code() });
    const again = await owner.call("POST", "/api/seller/coupons", { code: c.code.toLowerCase(), kind: "flat", value: 5 });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([409, "A coupon with this code already exists"]);
    const renamed = await owner.call("POST", `/api/seller/coupons/${c._id}`, { code: "NEWNAME", kind: "percent", value: 10 });
    expect(renamed.status).toBe(400);
    expect((await owner.call("POST", "/api/seller/coupons/cpn_nope", { code: "NEWNAME", kind: "percent", value: 10 })).status).toBe(404);
  });
});

describe("POST /api/coupon/check", () => {
  it("answers the discount for the cart (visitor or customer), spread over the lines", async () => {
    const c = await makeCoupon({ code: code(), value: 10 });
    const res = await check(null, { code: c.code.toLowerCase(), items: [{ product: halter.id, quantity: 2 }] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      discount: 149.8,
      freeShipping: false,
      coupon: { code: c.code, kind: "percent", value: 10, minOrder: 0 },
      lines: [{ product: halter.id, discount: 149.8 }],
    });
  });

  it("an unknown code, a switched-off one, one not started and one for other products all answer 'does not apply'", async () => {
    const off = await makeCoupon({ code: code(), active: false });
    const later = await makeCoupon({ code: code(), startsOn: "2099-01-01" });
    const others = await makeCoupon({ code: code(), categories: [other.category] });
    for (const c of ["NOSUCHCODE", off.code, later.code, others.code]) {
      const res = await check(null, { code: c, items: [{ product: halter.id, quantity: 1 }] });
      expect([res.status, await res.json()]).toEqual([400, { success: false, message: COUPON_MESSAGES.doesNotApply }]);
    }
  });

  it("says why: expired, under the minimum, used up", async () => {
    const expired = await makeCoupon({ code: code(), startsOn: "2025-01-01", endsOn: "2025-01-31" });
    const min = await makeCoupon({ code: code(), minOrder: 1999 });
    const usedUp = await makeCoupon({ code: code(), totalLimit: 1 });
    const buyer = await newCustomer(shop);
    expect((await cod(buyer, { items: items(1), coupon: usedUp.code })).status).toBe(201);
    const reasons = [];
    for (const c of [expired.code, min.code, usedUp.code])
      reasons.push(((await (await check(null, { code: c, items: items(2) })).json()) as { message: string }).message);
    expect(reasons).toEqual(["This coupon has expired", "Add ₹501 more to use this coupon (minimum order ₹1,999)", "This coupon has been fully used"]);
  });

  it("per customer and first order only, for a logged-in customer", async () => {
    const once = await makeCoupon({ code: code(), perCustomerLimit: 1 });
    const first = await makeCoupon({ code: code(), firstOrderOnly: true });
    const buyer = await newCustomer(shop);
    expect((await check(buyer, { code: first.code, items: items(1) })).status).toBe(200);
    expect((await cod(buyer, { items: items(1), coupon: once.code })).status).toBe(201);
    expect(((await (await check(buyer, { code: once.code, items: items(1) })).json()) as { message: string }).message).toBe(
      "You have already used this coupon",
    );
    expect(((await (await check(buyer, { code: first.code, items: items(1) })).json()) as { message: string }).message).toBe(
      "This coupon is for your first order only",
    );
  });

  it("is rate limited per address", async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await shop.post("/api/coupon/check", { code: `GUESS${i}`, items: items(1) }, { "X-Forwarded-For": "10.77.0.1" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("an order with a coupon", () => {
  it("COD: 10 % off ₹1,498 before GST → taxable ₹1,348.20, GST ₹161.78, total ₹1,548.98; the use is counted", async () => {
    const c = await makeCoupon({ code: code(), value: 10 });
    const buyer = await newCustomer(shop);
    const res = await cod(buyer, { items: items(2), coupon: ` ${c.code.toLowerCase()} ` });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const o = await order(buyer, orderId);
    expect(o).toMatchObject({
      subtotal: 1498,
      discount: 149.8,
      coupon: c.code,
      taxable: 1348.2,
      cgst: 80.89,
      sgst: 80.89,
      gst: 161.78,
      shippingFee: 39,
      amount: 1548.98,
    });
    expect(o.items).toEqual([expect.objectContaining({ amount: 1498, discount: 149.8, taxable: 1348.2, cgst: 80.89, sgst: 80.89 })]);
    expect(await used(c.code)).toBe(1);
    const list = (await (await owner.call("GET", "/api/seller/coupons")).json()) as { coupons: ApiCoupon[] };
    expect(list.coupons.find((x) => x.code === c.code)).toMatchObject({ used: 1, discountGiven: 149.8 });
  });

  it("spreads a flat ₹100 over two lines in proportion (largest remainder), each line's tax from its reduced value", async () => {
    const c = await makeCoupon({ code: code(), kind: "flat", value: 100 });
    const buyer = await newCustomer(shop);
    const res = await cod(buyer, {
      items: [
        { product: halter.id, quantity: 1 },
        { product: other.id, quantity: 1 },
      ],
      coupon: c.code,
    });
    expect(res.status).toBe(201);
    const o = await order(buyer, ((await res.json()) as { orderId: string }).orderId);
    expect(o.discount).toBe(100);
    expect(Math.round(o.items.reduce((a, it) => a + it.discount * 100, 0))).toBe(10_000);
    for (const it of o.items) expect(Math.round((it.amount - it.discount) * 100)).toBe(Math.round(it.taxable * 100));
    const linesTotal = o.items.reduce((a, it) => a + Math.round(it.taxable * 100) + Math.round((it.cgst + it.sgst + it.igst) * 100), 0);
    expect(Math.round(o.amount * 100)).toBe(linesTotal + Math.round(o.shippingFee * 100));
  });

  it("a coupon that does not apply is refused with its reason and nothing is written", async () => {
    const c = await makeCoupon({ code: code(), categories: [other.category] });
    const buyer = await newCustomer(shop);
    const before = [await count("orders"), await count("coupon_redemptions")];
    for (const [coupon, message] of [
      [c.code, COUPON_MESSAGES.doesNotApply],
      ["NOSUCHCODE", COUPON_MESSAGES.doesNotApply],
    ]) {
      const res = await cod(buyer, { items: items(1), coupon });
      // `field` tells the cart to show the reason at its coupon field.
      expect([res.status, await res.json()]).toEqual([400, { success: false, message, field: "coupon" }]);
    }
    expect([await count("orders"), await count("coupon_redemptions")]).toEqual(before);
  });

  it("refuses a client's own discount or total instead of trusting it", async () => {
    const buyer = await newCustomer(shop);
    for (const [field, value] of [
      ["discount", 500],
      ["amount", 1],
    ] as const) {
      const res = await cod(buyer, { items: items(1), [field]: value });
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, `Unknown field: ${field}`]);
    }
  });

  it("a spec client that sends no coupon is priced as before", async () => {
    const buyer = await newCustomer(shop);
    const res = await cod(buyer, { items: items(2), gstNumber: null });
    const o = await order(buyer, ((await res.json()) as { orderId: string }).orderId);
    expect(o).toMatchObject({ subtotal: 1498, discount: 0, coupon: null, amount: 1716.76 });
  });

  it("free shipping takes the ₹39 off", async () => {
    const c = await makeCoupon({ code: code(), kind: "free_shipping" });
    const buyer = await newCustomer(shop);
    const o = await order(buyer, ((await (await cod(buyer, { items: items(2), coupon: c.code })).json()) as { orderId: string }).orderId);
    expect(o).toMatchObject({ discount: 0, coupon: c.code, shippingFee: 0, amount: 1677.76 });
  });

  it("cancelling the order gives its use back (once); the customer may use it again", async () => {
    const c = await makeCoupon({ code: code(), totalLimit: 1, perCustomerLimit: 1 });
    const buyer = await newCustomer(shop);
    const { orderId } = (await (await cod(buyer, { items: items(1), coupon: c.code })).json()) as { orderId: string };
    expect(await used(c.code)).toBe(1);
    expect((await buyer.call("POST", `/api/order/${orderId}/cancel`, {})).status).toBe(200);
    expect((await buyer.call("POST", `/api/order/${orderId}/cancel`, {})).status).toBe(409);
    expect(await used(c.code)).toBe(0);
    expect((await cod(buyer, { items: items(1), coupon: c.code })).status).toBe(201);
    expect(await used(c.code)).toBe(1);
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
