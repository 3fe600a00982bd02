import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInvoice } from "../../../lib/invoice";
import { rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import type { ShopSettings } from "../../../lib/shop-settings";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { createSeller } from "../seller/sellers.repo";
import { saveShopSettings } from "../settings/save-settings";
import { readShopSettings } from "../settings/settings.repo";
import { expireStalePayments } from "./expire-payments";
import { expectFiguresKept } from "../../testing/figures";

/**
 * Issue 18, item 4 (decision 030): UPI direct. The customer pays the shop's own UPI ID for the exact amount, types
 * the 12-digit reference (UTR), and the owner confirms or rejects it; until then the order holds its stock like an
 * online payment, and the window's end releases it.
 */
let shop: TestShop;
let owner: TestSeller;
let original: ShopSettings;
const UPI = { vpa: "sharma.saddlery@okaxis", payeeName: "Sharma Saddlery Works", windowHours: 24 };

beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
  original = await readShopSettings(shop.db);
  await saveShopSettings(shop.services, { ...structuredClone(original), upi: UPI }, undefined);
  // Enough of the halter for every order here (each holds its stock until decided).
  const halter = await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow();
  await shop.db.updateTable("product_variants").set({ stock: 500, in_stock: 1 }).where("product_id", "=", halter.id).execute();
  shop.services.catalog.invalidate();
});
afterAll(async () => {
  await shop.close();
});

const variantOf = async (sku: string) =>
  shop.db
    .selectFrom("product_variants")
    .selectAll()
    .where("product_id", "=", (await shop.db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id)
    .executeTakeFirstOrThrow();
const row = (id: string) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const orderOf = async (who: TestCustomer, id: string) => ((await (await who.call("GET", `/api/order/${id}`)).json()) as { order: ApiOrder }).order;
let utrSeq = 100_000_000_000;
const nextUtr = () => String(utrSeq++);

type Started = { success: boolean; orderId: string; orderNumber: number; amount: number; upiLink: string; payBy: string; message: string };
async function startUpi(who: TestCustomer, sku = "BB-HH-003", quantity = 1, headers: Record<string, string> = {}) {
  const v = await variantOf(sku);
  const res = await who.call("POST", "/api/order/upi", { items: [{ product: v.product_id, quantity }], address: who.addressId }, headers);
  return { res, body: (await res.json()) as Started, variant: v };
}

describe("UPI direct: starting", () => {
  it("prices the order from the database, holds its stock and gives the UPI link for the exact amount with the order number", async () => {
    const asha = await newCustomer(shop);
    const { res, body, variant } = await startUpi(asha, "BB-HH-003", 2);
    expect(res.status).toBe(201);
    const order = await row(body.orderId);
    expect(order).toMatchObject({ status: "pending_payment", payment_type: "UPI", is_paid: 0, stock_held: 1, invoice_number: null });
    expect(body.amount).toBe(order.total_paise / 100);
    expect(body.orderNumber).toBe(order.order_number);
    const am = `${Math.floor(order.total_paise / 100)}.${String(order.total_paise % 100).padStart(2, "0")}`;
    expect(body.upiLink).toBe(`upi://pay?pa=sharma.saddlery%40okaxis&pn=Sharma%20Saddlery%20Works&am=${am}&cu=INR&tn=Order%20%23${order.order_number}`);
    // Held for the shop's window (24 hours), and its stock is taken until then.
    expect(Date.parse(body.payBy) - Date.parse(order.created_at)).toBe(24 * 3_600_000);
    expect((await variantOf("BB-HH-003")).stock).toBe(variant.stock === null ? null : variant.stock - 2);
    // No COD fee: a UPI order is priced as prepaid.
    expect(order.cod_fee_paise).toBe(0);
    const api = await orderOf(asha, body.orderId);
    expect(api).toMatchObject({
      paymentType: "UPI",
      isPaid: false,
      status: "pending_payment",
      upiReference: null,
      upi: { link: body.upiLink, payBy: body.payBy },
    });
    // My Orders lists it while it waits (the customer pays it from there); the seller's orders do not until it is paid.
    const mine = (await (await asha.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] };
    expect(mine.orders.map((o) => o._id)).toContain(body.orderId);
    const sellers = (await (await owner.call("GET", "/api/order/seller")).json()) as { orders: ApiOrder[] };
    expect(sellers.orders.map((o) => o._id)).not.toContain(body.orderId);
  });

  it("returns the same order for the same Idempotency-Key, and refuses when the shop has no UPI ID", async () => {
    const ravi = await newCustomer(shop);
    const first = await startUpi(ravi, "BB-HH-003", 1, { "Idempotency-Key": "upi-key-000001" });
    const again = await startUpi(ravi, "BB-HH-003", 1, { "Idempotency-Key": "upi-key-000001" });
    expect(again.body.orderId).toBe(first.body.orderId);
    await saveShopSettings(shop.services, { ...structuredClone(original), upi: { ...UPI, vpa: "" } }, undefined);
    try {
      const before = await shop.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const off = await startUpi(ravi);
      expect(off.res.status).toBe(400);
      expect(off.body.message).toBe("UPI payment is not available. Please choose another way to pay.");
      const after = await shop.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      await saveShopSettings(shop.services, { ...structuredClone(original), upi: UPI }, undefined);
    }
  });

  it("refuses a client's prices or totals, as every checkout does", async () => {
    const meera = await newCustomer(shop);
    const v = await variantOf("BB-HH-003");
    const res = await meera.call("POST", "/api/order/upi", { items: [{ product: v.product_id, quantity: 1 }], address: meera.addressId, amount: 1 });
    expect(res.status).toBe(400);
  });
});

describe("UPI direct: the customer's reference (UTR)", () => {
  it("takes 12 digits (spaces removed) from the order's owner only, and gives the shop a full window and an email", async () => {
    const asha = await newCustomer(shop);
    const other = await newCustomer(shop);
    const { body } = await startUpi(asha);
    const path = `/api/order/${body.orderId}/upi-reference`;
    for (const bad of ["12345", "1234567890123", "12345678901a", ""]) {
      const res = await asha.call("POST", path, { utr: bad });
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("Enter the 12-digit UPI reference (UTR) shown in your UPI app after paying");
    }
    expect((await asha.call("POST", path, {})).status).toBe(400);
    expect((await other.call("POST", path, { utr: "412345678901" })).status).toBe(404);

    const at = Date.now();
    const ok = await asha.call("POST", path, { utr: "4123 4567 8901" });
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as { message: string; order: ApiOrder };
    expect(answer.message).toBe("Thank you: the shop will confirm your payment");
    expect(answer.order.upiReference).toBe("412345678901");
    const stored = await row(body.orderId);
    expect(stored.status).toBe("pending_payment");
    expect(Date.parse(stored.payment_expires_at!)).toBeGreaterThanOrEqual(at + 24 * 3_600_000 - 5_000);
    const alert = await shop.db
      .selectFrom("outbox")
      .selectAll()
      .where("dedupe_key", "=", `upi-reference:${body.orderId}:412345678901`)
      .executeTakeFirstOrThrow();
    expect(alert.recipient).toBe(original.emails.support);
    expect(alert.subject).toBe(`UPI payment to confirm: order #${stored.order_number}, ₹${(stored.total_paise / 100).toFixed(2)}`);
    expect(alert.text_body).toContain("412345678901");
    // The same reference again is fine; a corrected one replaces it while the shop has not checked.
    expect((await asha.call("POST", path, { utr: "412345678901" })).status).toBe(200);
    expect((await asha.call("POST", path, { utr: "412345678902" })).status).toBe(200);
    expect((await row(body.orderId)).upi_reference).toBe("412345678902");
  });

  it("refuses a reference already used on another order, even when two orders send it at once (8 rounds)", async () => {
    for (let round = 0; round < 8; round++) {
      const asha = await newCustomer(shop);
      const ravi = await newCustomer(shop);
      const a = (await startUpi(asha)).body;
      const b = (await startUpi(ravi)).body;
      const utr = nextUtr();
      const results = await Promise.all([
        asha.call("POST", `/api/order/${a.orderId}/upi-reference`, { utr }),
        ravi.call("POST", `/api/order/${b.orderId}/upi-reference`, { utr }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect(((await refused.json()) as { message: string }).message).toBe("This UPI reference is already used on another order");
      const kept = await shop.db.selectFrom("orders").select("id").where("upi_reference", "=", utr).execute();
      expect(kept).toHaveLength(1);
    }
  });

  it("allows 10 references an hour per customer (each new one emails the shop), then 429", async () => {
    const asha = await newCustomer(shop);
    const { body } = await startUpi(asha);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await asha.call("POST", `/api/order/${body.orderId}/upi-reference`, { utr: nextUtr() })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it("is refused on an order that is not a UPI order waiting for payment", async () => {
    const asha = await newCustomer(shop);
    const v = await variantOf("BB-HH-003");
    const cod = (await (await asha.call("POST", "/api/order/cod", { items: [{ product: v.product_id, quantity: 1 }], address: asha.addressId })).json()) as {
      orderId: string;
    };
    const res = await asha.call("POST", `/api/order/${cod.orderId}/upi-reference`, { utr: nextUtr() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("This order is not waiting for a UPI payment");
  });
});

describe("UPI direct: the owner confirms or rejects", () => {
  it("confirmed: placed and paid, with its invoice, the confirmation email and the UTR on the invoice; a second decision is 409", async () => {
    const asha = await newCustomer(shop);
    const { body } = await startUpi(asha);
    const utr = nextUtr();
    await asha.call("POST", `/api/order/${body.orderId}/upi-reference`, { utr });

    const list = (await (await owner.call("GET", "/api/seller/upi-payments")).json()) as { orders: ApiOrder[] };
    expect(list.orders.find((o) => o._id === body.orderId)).toMatchObject({ upiReference: utr, paymentType: "UPI", status: "pending_payment" });

    const res = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { message: string; order: ApiOrder };
    expect(answer.message).toBe("Payment confirmed: the order is placed");
    expect(answer.order).toMatchObject({ status: "placed", isPaid: true, upiReference: utr });
    expect(answer.order.invoiceNumber).toMatch(/\S/);
    const mine = await orderOf(asha, body.orderId);
    expect(mine).toMatchObject({ status: "placed", isPaid: true, paymentType: "UPI" });
    expect(mine.paidAt).not.toBeNull();
    expect(mine.upi).toMatchObject({ payBy: null });
    expect(buildInvoice(mine).paymentType).toBe(`UPI (prepaid, UTR ${utr})`);
    const mail = await shop.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", mine.userId.email)
      .where("dedupe_key", "like", "order-confirmation%")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Paid by UPI: ₹${mine.amount.toFixed(2)}`);
    expect((await row(body.orderId)).payment_checked_by).not.toBeNull();
    // No longer in the list; deciding again is refused, either way.
    const after = (await (await owner.call("GET", "/api/seller/upi-payments")).json()) as { orders: ApiOrder[] };
    expect(after.orders.some((o) => o._id === body.orderId)).toBe(false);
    for (const approve of [true, false]) {
      const twice = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve });
      expect(twice.status).toBe(409);
      expect(((await twice.json()) as { message: string }).message).toBe("This UPI payment was already confirmed");
    }
  });

  it("confirmations and a rejection at once decide the order once: one outcome, one invoice number at most (8 rounds)", async () => {
    for (let round = 0; round < 8; round++) {
      const asha = await newCustomer(shop);
      const { body } = await startUpi(asha);
      await asha.call("POST", `/api/order/${body.orderId}/upi-reference`, { utr: nextUtr() });
      const decisions = [true, true, false, true];
      const results = await Promise.all(decisions.map((approve) => owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const won = decisions[results.findIndex((r) => r.status === 200)];
      const stored = await row(body.orderId);
      expect(stored.status).toBe(won ? "placed" : "payment_failed");
      expect(stored.invoice_number === null).toBe(!won);
      const mails = await shop.db.selectFrom("outbox").select("id").where("dedupe_key", "like", `order-confirmation%${body.orderId}%`).execute();
      expect(mails).toHaveLength(won ? 1 : 0);
    }
  });

  it("the owner may give the reference when the customer did not; without any it cannot be confirmed", async () => {
    const asha = await newCustomer(shop);
    const v = await variantOf("BB-HH-003");
    await asha.call("POST", "/api/cart/update", { cartItems: { [v.product_id]: 1 } });
    const { body } = await startUpi(asha);
    // The order took the cart's items; what goes in afterwards stays there when the shop confirms, hours later.
    const cartOf = async () =>
      JSON.parse(
        (
          await shop.db
            .selectFrom("users")
            .select("cart")
            .where("email", "=", (await row(body.orderId)).customer_email)
            .executeTakeFirstOrThrow()
        ).cart,
      ) as Record<string, number>;
    expect(await cartOf()).toEqual({});
    await asha.call("POST", "/api/cart/update", { cartItems: { [v.product_id]: 2 } });
    const none = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe(
      "The customer has not entered a UPI reference yet: enter the 12-digit UTR from your bank app to confirm",
    );
    expect((await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true, utr: "12" })).status).toBe(400);
    expect((await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: "yes" })).status).toBe(400);
    const utr = nextUtr();
    const ok = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true, utr });
    expect(ok.status).toBe(200);
    expect((await row(body.orderId)).upi_reference).toBe(utr);
    expect(Object.values(await cartOf())).toEqual([2]);
  });

  it("rejected: payment failed, the stock back on sale, the customer told in the order's language", async () => {
    const asha = await newCustomer(shop);
    const before = await variantOf("BB-HH-003");
    const v = before;
    const res0 = await asha.call(
      "POST",
      "/api/order/upi",
      { items: [{ product: v.product_id, quantity: 1 }], address: asha.addressId },
      { "Accept-Language": "hi" },
    );
    const body = (await res0.json()) as Started;
    await asha.call("POST", `/api/order/${body.orderId}/upi-reference`, { utr: nextUtr() });
    const res = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: ApiOrder }).order).toMatchObject({ status: "payment_failed", isPaid: false });
    expect((await variantOf("BB-HH-003")).stock).toBe(before.stock);
    const stored = await row(body.orderId);
    expect(stored).toMatchObject({ stock_held: 0, invoice_number: null });
    const mail = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `upi-rejected:${body.orderId}`).executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(stored.customer_email);
    expect(mail.subject).toBe(
      stored.lang === "hi"
        ? `ऑर्डर #${stored.order_number} का आपका UPI भुगतान हमें नहीं मिला`
        : `We could not find your UPI payment for order #${stored.order_number}`,
    );
    expect((await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: false })).status).toBe(409);
    // The customer cannot send a reference for it any more.
    expect((await asha.call("POST", `/api/order/${body.orderId}/upi-reference`, { utr: nextUtr() })).status).toBe(409);
  });

  it("only the owner: a customer gets 401, a staff login 403", async () => {
    const asha = await newCustomer(shop);
    const { body } = await startUpi(asha);
    expect((await asha.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true, utr: nextUtr() })).status).toBe(401);
    await createSeller(shop.db, { email: "packer.upi@example.com", password: "staff-secret-123", name: "Ravi Packer", role: "staff" });
    const staff = await loginSeller(shop, "packer.upi@example.com", "staff-secret-123");
    const res = await staff.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true, utr: nextUtr() });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe("Only the shop owner can confirm or reject UPI payments");
    expect((await staff.call("GET", "/api/seller/upi-payments")).status).toBe(403);
    expect((await row(body.orderId)).status).toBe("pending_payment");
  });

  it("a COD order has no UPI payment to confirm", async () => {
    const asha = await newCustomer(shop);
    const v = await variantOf("BB-HH-003");
    const cod = (await (await asha.call("POST", "/api/order/cod", { items: [{ product: v.product_id, quantity: 1 }], address: asha.addressId })).json()) as {
      orderId: string;
    };
    expect((await owner.call("POST", `/api/order/${cod.orderId}/confirm-payment`, { approve: true, utr: nextUtr() })).status).toBe(409);
  });
});

describe("UPI direct: the window", () => {
  it("releases an order nobody confirmed in time (stock back); the owner may still confirm it while its items are in stock", async () => {
    const asha = await newCustomer(shop);
    const { res: started, body } = await startUpi(asha);
    expect(started.status, JSON.stringify(body)).toBe(201);
    const later = new Date(Date.parse(body.payBy) + 60_000);
    const result = await expireStalePayments(shop.services, later);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await row(body.orderId)).toMatchObject({ status: "payment_failed", stock_held: 0 });
    const moves = async () =>
      (
        await shop.db.selectFrom("stock_ledger").select(["kind", "quantity"]).where("order_id", "=", body.orderId).orderBy("created_at").orderBy("id").execute()
      ).map((m) => `${m.kind} ${m.quantity}`);
    expect(await moves()).toEqual(["held -1", "released 1"]);
    const released = (await variantOf("BB-HH-003")).stock;
    // The customer can no longer send a reference…
    const late = await asha.call("POST", `/api/order/${body.orderId}/upi-reference`, { utr: nextUtr() });
    expect(late.status).toBe(409);
    // …but the money did arrive, says the owner's bank app: the order is revived and its stock taken again.
    const ok = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true, utr: nextUtr() });
    expect(ok.status).toBe(200);
    expect(await row(body.orderId)).toMatchObject({ status: "placed", stock_held: 1, is_paid: 1 });
    expect((await variantOf("BB-HH-003")).stock).toBe(released! - 1);
    expect((await moves()).slice(2)).toEqual(["sold -1"]);
  });
});

describe("UPI direct: cancelling a paid order", () => {
  it("tells the customer the money comes back and the shop to pay it back by UPI and record it (a manual refund with its reference)", async () => {
    const asha = await newCustomer(shop);
    const { body } = await startUpi(asha);
    expect(body.orderId, JSON.stringify(body)).toBeDefined();
    const confirmed = await owner.call("POST", `/api/order/${body.orderId}/confirm-payment`, { approve: true, utr: nextUtr() });
    expect(confirmed.status).toBe(200);
    const cancel = await asha.call("POST", `/api/order/${body.orderId}/cancel`, {});
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const stored = await row(body.orderId);
    const due = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `upi-refund-due:${body.orderId}`).executeTakeFirstOrThrow();
    expect(due.recipient).toBe(original.emails.support);
    const email = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `order-cancelled:${body.orderId}`).executeTakeFirstOrThrow();
    expect(email.text_body).toContain(`₹${(stored.total_paise / 100).toFixed(2)} will be refunded to the way you paid`);
    // The refund is recorded by the owner with how it was paid back; a gateway refund is not possible here.
    const gateway = await owner.call(
      "POST",
      `/api/seller/orders/${body.orderId}/refunds`,
      { amount: String(stored.total_paise / 100), reason: "Cancelled" },
      { "Idempotency-Key": "upi-refund-0000001" },
    );
    expect(gateway.status).toBe(400);
    const manual = await owner.call(
      "POST",
      `/api/seller/orders/${body.orderId}/refunds`,
      { amount: String(stored.total_paise / 100), reason: "Cancelled", method: "upi", reference: "998877665544" },
      { "Idempotency-Key": "upi-refund-0000002" },
    );
    expect(manual.status).toBe(201);
    expect((await row(body.orderId)).refunded_paise).toBe(rupeesToPaise(stored.total_paise / 100));
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
