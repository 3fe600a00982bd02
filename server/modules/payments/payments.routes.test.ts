import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StartPaymentResponse } from "../../../lib/checkout";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import type { FakeRazorpay } from "../../testing/fake-razorpay";
import { createRazorpayShop, deliverWebhook, orderByRazorpayId, productIdBySku } from "../../testing/razorpay-shop";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { checkoutSignature } from "./signatures";
import { expireStalePayments } from "./expire-payments";
import { setProductColumns, singleVariant } from "../../testing/catalog";
import { expectFiguresKept } from "../../testing/figures";

let shop: TestShop;
let rzp: FakeRazorpay;
let asha: TestCustomer;
let halter: string;
let env: Awaited<ReturnType<typeof createRazorpayShop>>;
beforeAll(async () => {
  env = await createRazorpayShop();
  ({ shop, rzp } = env);
  halter = await productIdBySku(shop, "BB-HH-003");
});
afterAll(async () => {
  await env.close();
});
beforeEach(async () => {
  asha = await newCustomer(shop);
  rzp.down = false;
  await setProductColumns(shop.db, halter, { stock: 24, in_stock: 1 });
});

type Body = { success: boolean; message?: string; orderId?: string; handled?: string };
const json = async (res: Response) => (await res.json()) as Body;
const stock = async () => (await shop.db.selectFrom("products").select("stock").where("id", "=", halter).executeTakeFirstOrThrow()).stock;
const orderOf = (razorpayOrderId: string) => orderByRazorpayId(shop, razorpayOrderId);
const mails = async (orderId: string) =>
  (await shop.db.selectFrom("outbox").select("dedupe_key").where("channel", "=", "email").where("dedupe_key", "like", `%${orderId}%`).execute()).length;

async function start(who: TestCustomer = asha, quantity = 2, product = halter): Promise<StartPaymentResponse> {
  const res = await who.call("POST", "/api/order/razorpay", { items: [{ product, quantity }], address: who.addressId, gstNumber: "" });
  expect(res.status).toBe(200);
  return (await res.json()) as StartPaymentResponse;
}
const verify = (who: TestCustomer, fields: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
  who.call("POST", "/api/order/verify", { ...fields, items: [{ product: halter, quantity: 1 }], address: who.addressId, gstNumber: "" });
const deliver = (hook: { body: string; headers: Record<string, string> }) => deliverWebhook(shop, hook);

describe("starting an online payment", () => {
  it("writes our order first, then a Razorpay order for exactly its total in paise with our id as receipt", async () => {
    const pay = await start();
    // ₹749 × 2 + 12 % GST + ₹39 = ₹1,716.76
    expect(pay).toMatchObject({
      success: true,
      key: rzp.keyId,
      amount: 1716.76,
      currency: "INR",
      sandbox: false,
      prefill: { email: asha.email, contact: "9876543210" },
    });
    const remote = rzp.orders.get(pay.orderId)!;
    expect(remote).toMatchObject({ amount: 171_676, currency: "INR", receipt: pay.receipt });
    const order = await orderOf(pay.orderId);
    expect(order).toMatchObject({ id: pay.receipt, status: "pending_payment", is_paid: 0, invoice_number: null, total_paise: 171_676 });
    expect(await stock()).toBe(22); // held while the customer pays
    const listed = (await (await asha.call("GET", "/api/order/user")).json()) as { orders: { _id: string }[] };
    expect(listed.orders.some((o) => o._id === pay.receipt)).toBe(false); // not an order until paid
  });

  it("fails cleanly when Razorpay is down: 502 with a message, the stock returned, no order left pending", async () => {
    rzp.down = true;
    const res = await asha.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: 2 }], address: asha.addressId });
    expect(res.status).toBe(502);
    expect((await json(res)).message).toBe("Could not start the online payment. Please try again or choose Cash On Delivery.");
    expect(await stock()).toBe(24);
    const pending = await shop.db
      .selectFrom("orders")
      .select("id")
      .where("user_id", "=", asha.userId)
      .where("status", "=", "pending_payment")
      .where("razorpay_order_id", "is", null)
      .execute();
    expect(pending).toHaveLength(0);
  });

  it("lets one customer hold at most 2 unfinished payments (each holds stock)", async () => {
    for (let i = 0; i < 2; i++) await start(asha, 1);
    const res = await asha.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: 1 }], address: asha.addressId });
    expect(res.status).toBe(429);
    expect((await json(res)).message).toBe("You have unfinished online payments. Please complete or cancel one, or try again in a few minutes.");
  });

  it("refuses the same bad input as cash on delivery", async () => {
    const res = await asha.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: -1 }], address: asha.addressId });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain("Quantity must be");
  });
});

describe("verifying the payment (browser callback)", () => {
  it("marks the order paid exactly once: invoice number, empty cart, one email; a repeat is a harmless success", async () => {
    await asha.call("POST", "/api/cart/update", { cartItems: { [halter]: 2 } });
    const pay = await start();
    const paid = rzp.pay(pay.orderId);
    const first = await verify(asha, paid);
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ success: true, orderId: pay.receipt });
    const again = await verify(asha, paid);
    expect(again.status).toBe(200);
    const order = await orderOf(pay.orderId);
    expect(order).toMatchObject({ status: "placed", is_paid: 1, razorpay_payment_id: paid.razorpay_payment_id, stock_held: 1 });
    expect(order.invoice_number).toMatch(/^INV\//);
    expect(await mails(pay.receipt)).toBe(1);
    expect(await stock()).toBe(22);
    const auth = (await (await asha.call("GET", "/api/user/is-auth")).json()) as { user: { cart: object } };
    expect(auth.user.cart).toEqual({});
  });

  it("refuses a tampered signature and leaves the order waiting", async () => {
    const pay = await start();
    const paid = rzp.pay(pay.orderId);
    const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    const res = await verify(asha, tampered);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Payment verification failed");
    expect((await orderOf(pay.orderId)).status).toBe("pending_payment");
    for (const junk of ["", "zz", "x".repeat(64), paid.razorpay_signature.slice(0, 63)])
      expect((await verify(asha, { ...paid, razorpay_signature: junk })).status).toBe(400);
  });

  it("refuses a valid signature made for another order", async () => {
    const a = await start();
    const b = await start();
    const paidA = rzp.pay(a.orderId);
    const res = await verify(asha, { ...paidA, razorpay_order_id: b.orderId });
    expect(res.status).toBe(400);
    expect((await orderOf(b.orderId)).status).toBe("pending_payment");
  });

  it("never lets one payment pay two orders", async () => {
    const a = await start();
    const b = await start();
    const paidA = rzp.pay(a.orderId);
    expect((await verify(asha, paidA)).status).toBe(200);
    // Even a correctly signed pair (as if Razorpay had signed it) cannot reuse payment A for order B.
    const forged = {
      razorpay_order_id: b.orderId,
      razorpay_payment_id: paidA.razorpay_payment_id,
      razorpay_signature: checkoutSignature(rzp.keySecret, b.orderId, paidA.razorpay_payment_id),
    };
    const res = await verify(asha, forged);
    // Razorpay's own record of payment A names order A: it does not pay B.
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Payment verification failed");
    expect((await orderOf(b.orderId)).status).toBe("pending_payment");
  });

  it("does not let a customer verify another customer's order", async () => {
    const bob = await newCustomer(shop, { name: "Bob" });
    const pay = await start(bob);
    const res = await verify(asha, rzp.pay(pay.orderId));
    expect(res.status).toBe(404);
    expect((await orderOf(pay.orderId)).status).toBe("pending_payment");
  });
});

describe("Razorpay webhooks", () => {
  it("pays the order of a customer who closed the browser after paying", async () => {
    const pay = await start();
    rzp.pay(pay.orderId);
    const p = rzp.orders.get(pay.orderId)!.payments[0]!;
    const res = await deliver(rzp.webhook("payment.captured", p));
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ success: true, handled: "paid" });
    expect(await orderOf(pay.orderId)).toMatchObject({ status: "placed", is_paid: 1, razorpay_payment_id: p.id });
    expect(await mails(pay.receipt)).toBe(1);
  });

  it("ignores a replayed event and an order.paid after payment.captured", async () => {
    const pay = await start();
    rzp.pay(pay.orderId);
    const p = rzp.orders.get(pay.orderId)!.payments[0]!;
    const hook = rzp.webhook("payment.captured", p, { eventId: `evt_replay_${pay.receipt}` });
    expect((await json(await deliver(hook))).handled).toBe("paid");
    expect((await json(await deliver(hook))).handled).toBe("duplicate");
    expect((await json(await deliver(rzp.webhook("order.paid", p)))).handled).toBe("already-paid");
    const order = await orderOf(pay.orderId);
    expect(await shop.db.selectFrom("orders").select("id").where("invoice_number", "=", order.invoice_number).execute()).toHaveLength(1);
    expect(await mails(pay.receipt)).toBe(1);
  });

  it("gives one paid order, one invoice number and one email when the callback and the webhook race", async () => {
    for (let round = 0; round < 5; round++) {
      const pay = await start();
      const paid = rzp.pay(pay.orderId);
      const p = rzp.orders.get(pay.orderId)!.payments[0]!;
      const [v, w1, w2] = await Promise.all([verify(asha, paid), deliver(rzp.webhook("payment.captured", p)), deliver(rzp.webhook("order.paid", p))]);
      expect([v.status, w1.status, w2.status]).toEqual([200, 200, 200]);
      const order = await orderOf(pay.orderId);
      expect(order).toMatchObject({ status: "placed", is_paid: 1 });
      expect(await mails(pay.receipt)).toBe(1);
    }
    const numbers = (await shop.db.selectFrom("orders").select("invoice_number").where("invoice_number", "is not", null).execute()).map(
      (o) => o.invoice_number,
    );
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("keeps a paid order paid when payment.failed arrives late (out of order)", async () => {
    const pay = await start();
    const failed = rzp.failAttempt(pay.orderId);
    const paid = rzp.pay(pay.orderId);
    expect((await verify(asha, paid)).status).toBe(200);
    expect((await json(await deliver(rzp.webhook("payment.failed", failed)))).handled).toBe("ignored");
    expect((await orderOf(pay.orderId)).status).toBe("placed");
  });

  it("keeps a waiting order and its stock on payment.failed (the customer may retry), and the retry pays it", async () => {
    const pay = await start();
    expect(await stock()).toBe(22);
    const failed = rzp.failAttempt(pay.orderId);
    expect((await json(await deliver(rzp.webhook("payment.failed", failed)))).handled).toBe("attempt-failed");
    expect(await orderOf(pay.orderId)).toMatchObject({
      status: "pending_payment",
      stock_held: 1,
      status_note: "A payment attempt failed: Payment was declined by the bank; the customer may try again",
    });
    expect(await stock()).toBe(22);
    // The customer retries in the same checkout and succeeds.
    const paid = rzp.pay(pay.orderId);
    expect((await verify(asha, paid)).status).toBe(200);
    expect(await orderOf(pay.orderId)).toMatchObject({ status: "placed", is_paid: 1, stock_held: 1, status_note: null });
    expect(await stock()).toBe(22);
  });

  it("cancels with a refund alert, and tells the customer, when a late payment finds its items sold out", async () => {
    const pay = await start();
    expect((await asha.call("POST", "/api/order/abandon", { orderId: pay.orderId })).status).toBe(200);
    await setProductColumns(shop.db, halter, { stock: 1 });
    const paid = rzp.pay(pay.orderId);
    const res = await verify(asha, paid);
    expect(res.status).toBe(409);
    expect(await orderOf(pay.orderId)).toMatchObject({ status: "cancelled", is_paid: 0, razorpay_payment_id: null, stock_held: 0 });
    expect(await stock()).toBe(1);
    const alert = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `refund-due:${paid.razorpay_payment_id}`).executeTakeFirstOrThrow();
    expect(alert.recipient).toBe("support@bunaiandbridle.example");
    const told = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `late-payment:${paid.razorpay_payment_id}`).executeTakeFirstOrThrow();
    expect(told.recipient).toBe(asha.email);
    expect(told.text_body).toContain("is no longer in stock");
  });

  it("refuses forged webhooks and changes nothing", async () => {
    const pay = await start();
    rzp.pay(pay.orderId);
    const hook = rzp.webhook("payment.captured", rzp.orders.get(pay.orderId)!.payments[0]!);
    const forgedBody = { ...hook, body: hook.body.replace('"status":"captured"', '"status":"captured" ') };
    expect((await deliver(forgedBody)).status).toBe(400);
    expect((await deliver({ body: hook.body, headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await deliver({ body: hook.body, headers: { ...hook.headers, "X-Razorpay-Signature": "0".repeat(64) } })).status).toBe(400);
    expect((await orderOf(pay.orderId)).status).toBe("pending_payment");
  });

  it("does not mark an order paid for a payment of another amount", async () => {
    const pay = await start();
    rzp.pay(pay.orderId);
    const p = { ...rzp.orders.get(pay.orderId)!.payments[0]!, amount: 100 };
    expect((await json(await deliver(rzp.webhook("payment.captured", p)))).handled).toBe("payment-mismatch");
    expect((await orderOf(pay.orderId)).status).toBe("pending_payment");
  });
});

describe("an online payment with a coupon (issue 19)", () => {
  it("charges Razorpay the discounted total; a cancelled payment gives the use back and a late payment takes it again", async () => {
    const now = new Date().toISOString();
    await shop.db
      .insertInto("coupons")
      .values({
        id: "cpn_razorpay0000000000000000",
        code: "ONLINE10",
        kind: "percent",
        value: 10,
        total_limit: 1,
        per_customer_limit: null,
        starts_at: null,
        ends_at: null,
        note: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const used = async () => (await shop.db.selectFrom("coupons").select("used_count").where("code", "=", "ONLINE10").executeTakeFirstOrThrow()).used_count;
    const res = await asha.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: 2 }], address: asha.addressId, coupon: "online10" });
    expect(res.status).toBe(200);
    const pay = (await res.json()) as StartPaymentResponse;
    // ₹1,498 − 10 % = ₹1,348.20 taxable + 12 % GST ₹161.78 + ₹39 = ₹1,548.98, exactly what Razorpay is asked for.
    expect(pay.amount).toBe(1548.98);
    expect(rzp.orders.get(pay.orderId)!.amount).toBe(154_898);
    expect(await used()).toBe(1);
    // Its use is held while the customer pays: another customer is told it is used up.
    const bob = await newCustomer(shop);
    const other = await bob.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: bob.addressId, coupon: "ONLINE10" });
    expect(((await other.json()) as Body).message).toBe("This coupon has been fully used");
    expect((await asha.call("POST", "/api/order/abandon", { orderId: pay.orderId })).status).toBe(200);
    expect(await used()).toBe(0);
    // The money arrives after all: the order is revived at its discounted price and counts its use again.
    expect((await verify(asha, rzp.pay(pay.orderId))).status).toBe(200);
    expect(await orderOf(pay.orderId)).toMatchObject({ status: "placed", discount_paise: 14_980, coupon_code: "ONLINE10", total_paise: 154_898 });
    expect(await used()).toBe(1);
  });
});

describe("unfinished payments", () => {
  it("the customer's Cancel gives the stock back at once", async () => {
    const pay = await start();
    const res = await asha.call("POST", "/api/order/abandon", { orderId: pay.orderId });
    expect(await json(res)).toMatchObject({ success: true, message: "Payment cancelled" });
    expect(await orderOf(pay.orderId)).toMatchObject({ status: "payment_failed", stock_held: 0 });
    expect(await stock()).toBe(24);
    const bob = await newCustomer(shop, { name: "Bob" });
    expect((await bob.call("POST", "/api/order/abandon", { orderId: (await start()).orderId })).status).toBe(404);
  });

  it("expire after their window, unless Razorpay says they were paid", async () => {
    const rope = await productIdBySku(shop, "BB-LR-002");
    await setProductColumns(shop.db, rope, { stock: 10 });
    const ropeStock = async () => (await shop.db.selectFrom("products").select("stock").where("id", "=", rope).executeTakeFirstOrThrow()).stock;
    const lost = await start(asha, 2, rope);
    const paidQuietly = await start(asha, 3, rope);
    expect(await ropeStock()).toBe(5);
    rzp.pay(paidQuietly.orderId); // paid, but neither the callback nor the webhook arrived
    const later = new Date(Date.now() + 31 * 60_000);
    rzp.down = true;
    expect(await expireStalePayments(shop.services, later)).toEqual({ paid: 0, failed: 0 }); // cannot ask Razorpay: wait
    rzp.down = false;
    const result = await expireStalePayments(shop.services, later);
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect(await orderOf(lost.orderId)).toMatchObject({ status: "payment_failed", status_note: "Payment window expired", stock_held: 0 });
    expect(await orderOf(paidQuietly.orderId)).toMatchObject({ status: "placed", is_paid: 1 });
    expect(await ropeStock()).toBe(7); // the lost order's 2 back on sale, the paid order's 3 sold
  });
});

describe("without Razorpay keys", () => {
  it("offers the sandbox outside production: it pays through the same verify path", async () => {
    const sandbox = await createTestShop();
    try {
      const buyer = await newCustomer(sandbox);
      const product = (await sandbox.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
      const start = (await (
        await buyer.call("POST", "/api/order/razorpay", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId })
      ).json()) as StartPaymentResponse;
      expect(start).toMatchObject({ success: true, sandbox: true, key: "rzp_sandbox_local" });
      const signed = (await (await buyer.call("POST", "/api/order/sandbox-pay", { orderId: start.orderId })).json()) as {
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
      };
      expect((await buyer.call("POST", "/api/order/verify", { ...signed, razorpay_signature: "0".repeat(64) })).status).toBe(400);
      const res = await buyer.call("POST", "/api/order/verify", signed);
      expect(await res.json()).toMatchObject({ success: true });
    } finally {
      await sandbox.close();
    }
  });

  it("refuses the sandbox when real keys are set, and online payment altogether in production without keys", async () => {
    expect((await asha.call("POST", "/api/order/sandbox-pay", { orderId: "order_x" })).status).toBe(404);
    const prod = await createTestShop({ env: { NODE_ENV: "production" } });
    try {
      const buyer = await newCustomer(prod);
      const res = await buyer.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: 1 }], address: buyer.addressId });
      expect(res.status).toBe(400);
      expect((await res.json()) as Body).toMatchObject({ message: "Online payment is not available. Please choose Cash On Delivery." });
    } finally {
      await prod.close();
    }
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
