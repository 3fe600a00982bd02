import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiOrder } from "../../../lib/orders";
import type { CreditNoteDocument } from "../../../lib/credit-note";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import type { FakeRazorpay } from "../../testing/fake-razorpay";
import { createRazorpayShop, orderByRazorpayId, productIdBySku } from "../../testing/razorpay-shop";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import type { TestShop } from "../../testing/test-app";
import { setProductColumns } from "../../testing/catalog";
import { createSeller } from "../seller/sellers.repo";
import { parseCsv } from "../../testing/csv";
import { PENDING_REFUND_RECHECK_MS, settlePendingRefunds } from "./refunds";
import { expectFiguresKept } from "../../testing/figures";

/**
 * Issue 16: a customer cancelling their own order, refunds (through the
 * gateway for online payments, recorded by the owner for cash on delivery)
 * and the GST credit notes both issue, with every refusal.
 */
let env: Awaited<ReturnType<typeof createRazorpayShop>>;
let shop: TestShop;
let rzp: FakeRazorpay;
let owner: TestSeller;
let buyer: TestCustomer;
let halter: string;
beforeAll(async () => {
  env = await createRazorpayShop();
  ({ shop, rzp } = env);
  owner = await newSeller(shop);
  halter = await productIdBySku(shop, "BB-HH-003");
});
afterAll(async () => {
  await env.close();
});
beforeEach(async () => {
  buyer = await newCustomer(shop);
  rzp.down = false;
  await setProductColumns(shop.db, halter, { stock: 40, in_stock: 1 });
});

type Reply = { success: boolean; message?: string; order?: ApiOrder; refund?: { _id: string; status: string; amount: number } };
const json = async (res: Response) => (await res.json()) as Reply;
const row = (id: string) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const stock = async () => (await shop.db.selectFrom("products").select("stock").where("id", "=", halter).executeTakeFirstOrThrow()).stock;
const outbox = (like: string) => shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "like", like).execute();

async function placeCod(who = buyer, quantity = 2): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity }], address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

async function placeOnline(who = buyer, quantity = 2): Promise<string> {
  const res = await who.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity }], address: who.addressId, gstNumber: "" });
  expect(res.status).toBe(200);
  const { orderId } = (await res.json()) as { orderId: string };
  const paid = rzp.pay(orderId);
  const verified = await who.call("POST", "/api/order/verify", { ...paid, items: [{ product: halter, quantity }], address: who.addressId, gstNumber: "" });
  expect(verified.status).toBe(200);
  return (await orderByRazorpayId(shop, orderId)).id;
}

const cancel = (id: string, who = buyer) => who.call("POST", `/api/order/${id}/cancel`, {});
const refund = (id: string, body: unknown, key?: string, who = owner) =>
  who.call("POST", `/api/seller/orders/${id}/refunds`, body, key ? { "Idempotency-Key": key } : {});

describe("a customer cancels their own order", () => {
  it("cancels a placed COD order: stock back once, a credit note reversing the invoice, an email, nothing to refund", async () => {
    const before = await stock();
    const id = await placeCod();
    expect(await stock()).toBe(before! - 2);
    const res = await cancel(id);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, message: "Order cancelled" });
    expect(body.order).toMatchObject({ status: "cancelled", refunds: [] });
    expect(await stock()).toBe(before);
    const notes = body.order!.creditNotes!;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "cancellation", invoiceNumber: body.order!.invoiceNumber, amount: body.order!.amount });
    expect(notes[0]!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect((await row(id)).credited_paise).toBe((await row(id)).total_paise);
    const mail = await outbox(`order-cancelled:${id}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(notes[0]!.number);
    // Twice: 409, and nothing moves again.
    const again = await cancel(id);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("This order is already cancelled");
    expect(await stock()).toBe(before);
    expect(await shop.db.selectFrom("credit_notes").select("id").where("order_id", "=", id).execute()).toHaveLength(1);
    const ledger = await shop.db.selectFrom("stock_ledger").select(["kind", "quantity"]).where("order_id", "=", id).where("kind", "=", "released").execute();
    expect(ledger).toEqual([{ kind: "released", quantity: 2 }]);
  });

  it("refuses another customer's order (404) and a made-up id (404)", async () => {
    const id = await placeCod();
    const stranger = await newCustomer(shop);
    const res = await cancel(id, stranger);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ success: false, message: "Order not found" });
    expect((await cancel("ord_0000000000000000000000")).status).toBe(404);
    expect((await row(id)).status).toBe("placed");
  });

  it("refuses once the order is packed (409 saying why), and a bad body (400)", async () => {
    const id = await placeCod();
    expect((await owner.call("PUT", `/api/order/${id}/status`, { status: "packed" })).status).toBe(200);
    const res = await cancel(id);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/already packed/);
    expect((await row(id)).status).toBe("packed");
    const bad = await buyer.call("POST", `/api/order/${await placeCod()}/cancel`, { reason: "x".repeat(301) });
    expect(bad.status).toBe(400);
    expect((await json(bad)).success).toBe(false);
  });

  it("refunds a paid online order in full through the gateway and issues the credit note", async () => {
    const id = await placeOnline();
    const res = await cancel(id);
    expect(res.status).toBe(200);
    const { order } = await json(res);
    const o = await row(id);
    expect(order!.refunds).toEqual([
      expect.objectContaining({ amount: o.total_paise / 100, method: "gateway", status: "processed", creditNoteNumber: order!.creditNotes![0]!.number }),
    ]);
    expect(order!.refunds![0]!.reference).toMatch(/^rfnd_/);
    const made = [...rzp.refunds.values()].filter((r) => r.payment_id === o.razorpay_payment_id);
    expect(made.map((r) => r.amount)).toEqual([o.total_paise]);
    expect(o).toMatchObject({ refunded_paise: o.total_paise, credited_paise: o.total_paise });
    expect(await outbox(`refund:${order!.refunds![0]!._id}`)).toHaveLength(1);
    // The customer sees it in My Orders too.
    const mine = (await (await buyer.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] };
    expect(mine.orders.find((x) => x._id === id)!.refunds).toHaveLength(1);
  });

  it("keeps the cancellation when the gateway is down: the refund is failed, the shop is told, a retry refunds once", async () => {
    const id = await placeOnline();
    rzp.down = true;
    const res = await cancel(id);
    expect(res.status).toBe(200);
    const { order } = await json(res);
    expect(order).toMatchObject({ status: "cancelled" });
    const failed = order!.refunds![0]!;
    expect(failed.status).toBe("failed");
    expect(await outbox(`refund-failed:${failed._id}:%`)).toHaveLength(1);
    rzp.down = false;
    const retry = await owner.call("POST", `/api/seller/orders/${id}/refunds/${failed._id}/retry`);
    expect(retry.status).toBe(200);
    expect((await json(retry)).refund).toMatchObject({ status: "processed" });
    const again = await owner.call("POST", `/api/seller/orders/${id}/refunds/${failed._id}/retry`);
    expect(again.status).toBe(409);
    const paymentId = (await row(id)).razorpay_payment_id;
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });
});

describe("refunds by the owner", () => {
  it("refunds part of an online payment, idempotently, never above what is left", async () => {
    const id = await placeOnline();
    const total = (await row(id)).total_paise;
    const first = await refund(id, { amount: 100.5, reason: "Colour differs from the photo" }, "refund-key-0001");
    expect(first.status).toBe(201);
    const body = await json(first);
    expect(body.refund).toMatchObject({ amount: 100.5, status: "processed" });
    const repeat = await refund(id, { amount: 100.5, reason: "Colour differs from the photo" }, "refund-key-0001");
    expect(repeat.status).toBe(200);
    expect((await json(repeat)).refund!._id).toBe(body.refund!._id);
    const payment = (await row(id)).razorpay_payment_id;
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === payment).map((r) => r.amount)).toEqual([10050]);
    // A credit note for exactly that amount; the order keeps the rest.
    const notes = body.order!.creditNotes!;
    expect(notes).toHaveLength(1);
    expect(notes[0]!.amount).toBe(100.5);
    expect(notes[0]!.taxable + notes[0]!.cgst + notes[0]!.sgst + notes[0]!.igst).toBeCloseTo(100.5, 2);
    // Same key, other amount: 409. Above what is left: 409 with the figure.
    expect((await refund(id, { amount: 5, reason: "x" }, "refund-key-0001")).status).toBe(409);
    const tooMuch = await refund(id, { amount: total / 100, reason: "Too much" });
    expect(tooMuch.status).toBe(409);
    expect((await json(tooMuch)).message).toMatch(/cannot be more than what was paid/);
    // Bad amounts: 400.
    for (const amount of [0, -5, 1.234, "abc"]) expect((await refund(id, { amount, reason: "x" })).status).toBe(400);
    expect((await refund(id, { amount: 5, reason: "x", method: "upi", reference: "UTR12345" })).status).toBe(400);
    // Cancelling now refunds only what is left, and credits only what is left.
    const cancelled = await json(await cancel(id));
    const o = await row(id);
    expect(o.refunded_paise).toBe(total);
    expect(o.credited_paise).toBe(total);
    expect(cancelled.order!.creditNotes!.map((n) => n.kind)).toEqual(["refund", "cancellation"]);
  });

  it("keeps a refund the gateway is still processing pending, and a retry reads its outcome (no second refund)", async () => {
    const id = await placeOnline();
    rzp.refundStatus = "pending";
    try {
      const res = await refund(id, { amount: 30, reason: "Late delivery" }, "pending-key-0001");
      expect(res.status).toBe(201);
      const body = await json(res);
      expect(body.refund).toMatchObject({ status: "pending", amount: 30 });
      expect((await row(id)).refunded_paise).toBe(0);
      const made = rzp.refunds.get(body.order!.refunds![0]!.reference!)!;
      expect(made.status).toBe("pending");
      made.status = "processed";
      const retry = await owner.call("POST", `/api/seller/orders/${id}/refunds/${body.refund!._id}/retry`);
      expect(retry.status).toBe(200);
      expect((await json(retry)).refund).toMatchObject({ status: "processed" });
      expect((await row(id)).refunded_paise).toBe(3000);
      expect([...rzp.refunds.values()].filter((r) => r.payment_id === made.payment_id)).toHaveLength(1);
    } finally {
      rzp.refundStatus = "processed";
    }
  });

  it("a pending gateway refund is read again by the background pass until it is processed, then the customer is emailed", async () => {
    const id = await placeOnline();
    rzp.refundStatus = "pending";
    try {
      const body = await json(await refund(id, { amount: 45, reason: "Buckle scratched" }, "pending-key-0002"));
      const made = rzp.refunds.get(body.order!.refunds![0]!.reference!)!;
      // Not due yet (read moments ago), then due but Razorpay still says pending: it stays pending, nothing refunded.
      expect(await settlePendingRefunds(shop.services, new Date())).toBe(0);
      const later = new Date(Date.now() + PENDING_REFUND_RECHECK_MS + 1000);
      expect(await settlePendingRefunds(shop.services, later)).toBe(1);
      expect((await row(id)).refunded_paise).toBe(0);
      made.status = "processed";
      const muchLater = new Date(later.getTime() + PENDING_REFUND_RECHECK_MS + 1000);
      expect(await settlePendingRefunds(shop.services, muchLater)).toBe(1);
      expect((await row(id)).refunded_paise).toBe(4500);
      const refunds = await shop.db.selectFrom("refunds").selectAll().where("order_id", "=", id).execute();
      expect(refunds.map((r) => r.status)).toEqual(["processed"]);
      expect(await outbox(`refund:${refunds[0]!.id}`)).toHaveLength(1);
      // Nothing pending is left to ask about; Razorpay was never asked for a second refund.
      expect(await settlePendingRefunds(shop.services, new Date(muchLater.getTime() + PENDING_REFUND_RECHECK_MS + 1000))).toBe(0);
      expect([...rzp.refunds.values()].filter((r) => r.payment_id === made.payment_id)).toHaveLength(1);
    } finally {
      rzp.refundStatus = "processed";
    }
  });

  it("records a cash on delivery refund (UPI/bank with its reference) only once the cash was collected", async () => {
    const id = await placeCod();
    const early = await refund(id, { amount: 50, reason: "Damaged buckle", method: "upi", reference: "UTR998877" });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toMatch(/Nothing was paid/);
    await shop.db
      .updateTable("orders")
      .set({ status: "delivered", is_paid: 1, is_shipped: 1, delivered_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await refund(id, { amount: 50, reason: "Damaged buckle" })).status).toBe(400);
    const res = await refund(id, { amount: 50, reason: "Damaged buckle", method: "upi", reference: "UTR998877" });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.order!.refunds).toEqual([expect.objectContaining({ amount: 50, method: "upi", reference: "UTR998877", status: "processed" })]);
    expect(body.order!.creditNotes![0]!.amount).toBe(50);
    expect((await row(id)).refunded_paise).toBe(5000);
  });

  it("is the owner's alone: staff get 403, customers 401", async () => {
    const id = await placeOnline();
    await createSeller(shop.db, { email: "packer.refunds@example.com", password: "packing-desk-2026", name: "Ravi Kumar", role: "staff" });
    const staff = await loginSeller(shop, "packer.refunds@example.com", "packing-desk-2026");
    const res = await refund(id, { amount: 10, reason: "x" }, undefined, staff);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe("Only the shop owner can refund money");
    expect((await buyer.call("POST", `/api/seller/orders/${id}/refunds`, { amount: 10, reason: "x" })).status).toBe(401);
    expect((await refund("ord_0000000000000000000000", { amount: 10, reason: "x" })).status).toBe(404);
  });
});

describe("credit notes: view, PDF, the cancelled invoice, CSV and dashboard", () => {
  it("shows the note to its customer and the seller (JSON and PDF), never to another customer", async () => {
    const id = await placeCod();
    const { order } = await json(await cancel(id));
    const note = order!.creditNotes![0]!;
    const view = await buyer.call("GET", `/api/order/${id}/credit-notes/${note._id}`);
    expect(view.status).toBe(200);
    const doc = ((await view.json()) as { creditNote: CreditNoteDocument }).creditNote;
    expect(doc).toMatchObject({ number: note.number, invoiceNumber: order!.invoiceNumber, orderId: id });
    expect(doc.totals.totalPaise).toBe((await row(id)).total_paise);
    expect(doc.lines.reduce((s, l) => s + l.totalPaise, 0)).toBe(doc.totals.totalPaise);
    const pdf = await buyer.call("GET", `/api/order/${id}/credit-notes/${note._id}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
    expect((await (await newCustomer(shop)).call("GET", `/api/order/${id}/credit-notes/${note._id}.pdf`)).status).toBe(404);
    expect((await owner.call("GET", `/api/seller/orders/${id}/credit-notes/${note._id}.pdf`)).status).toBe(200);
    expect((await owner.call("GET", `/api/seller/orders/${id}/credit-notes/cn_0000000000000000000000`)).status).toBe(404);
    // The invoice stays, marked cancelled.
    const invoice = await buyer.call("GET", `/api/order/${id}/invoice.pdf`);
    expect(invoice.status).toBe(200);
  });

  it("nets credit notes off the dashboard revenue and adds them at the end of the CSV", async () => {
    const id = await placeOnline();
    const figures = async () => ((await (await owner.call("GET", "/api/seller/dashboard")).json()) as { totalRevenue: number }).totalRevenue;
    const before = await figures();
    expect((await refund(id, { amount: 20, reason: "Goodwill" })).status).toBe(201);
    expect(await figures()).toBeCloseTo(before - 20, 2);
    const day = (await row(id)).created_day!;
    const csv = await (await owner.call("GET", `/api/seller/orders.csv?from=${day}&to=${day}`)).text();
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
    // After the variant columns; the order number (issue 16 item 3) came after them, then the shipping charge and COD fee (issue 18), then the coupon's discount and code (issue 19).
    expect(header!.slice(22)).toEqual(["Credit notes", "Credited", "Net total", "Order number", "Shipping charge", "COD fee", "Discount", "Coupon"]);
    const line = rows.find((r) => r[2] === id)!;
    expect(line[22]).toMatch(/^CN\//);
    expect(line[23]).toBe("20.00");
    expect(Number(line[24])).toBeCloseTo((await row(id)).total_paise / 100 - 20, 2);
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
