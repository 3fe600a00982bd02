import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreditNoteLine } from "../../../lib/credit-note";
import { istDate } from "../../../lib/india-time";
import type { ApiOrder } from "../../../lib/orders";
import { MAX_RETURN_PHOTO_BYTES, returnWindowEnd, type ApiReturnRequest } from "../../../lib/returns";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import type { FakeRazorpay } from "../../testing/fake-razorpay";
import { createRazorpayShop, orderByRazorpayId, productIdBySku } from "../../testing/razorpay-shop";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import type { TestShop } from "../../testing/test-app";
import { setProductColumns } from "../../testing/catalog";
import { createSeller } from "../seller/sellers.repo";
import { expectFiguresKept } from "../../testing/figures";

/**
 * Issue 16, item 4: returns and exchanges — the customer's request (JSON or a
 * form with photos) with every refusal, the seller's approve/reject, the
 * owner's receipt (stock back once, a credit note and a refund of exactly the
 * returned units' share), the exchange's replacement, and the queue.
 */
let env: Awaited<ReturnType<typeof createRazorpayShop>>;
let shop: TestShop;
let rzp: FakeRazorpay;
let owner: TestSeller;
let staff: TestSeller;
let buyer: TestCustomer;
let halter: string;
beforeAll(async () => {
  env = await createRazorpayShop();
  ({ shop, rzp } = env);
  owner = await newSeller(shop);
  halter = await productIdBySku(shop, "BB-HH-003");
  await createSeller(shop.db, { email: "packer.returns@example.com", password: "packing-desk-2026", name: "Ravi Kumar", role: "staff" });
  staff = await loginSeller(shop, "packer.returns@example.com", "packing-desk-2026");
});
afterAll(async () => {
  await env.close();
});
beforeEach(async () => {
  buyer = await newCustomer(shop);
  rzp.down = false;
  await setProductColumns(shop.db, halter, { stock: 40, in_stock: 1 });
});

type Reply = { success: boolean; message?: string; returnRequest?: ApiReturnRequest; order?: ApiOrder };
const json = async (res: Response) => (await res.json()) as Reply;
const row = (id: string) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const stock = async (product = halter) => (await shop.db.selectFrom("products").select("stock").where("id", "=", product).executeTakeFirstOrThrow()).stock;
const variantStock = async (id: string) => (await shop.db.selectFrom("product_variants").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
const outbox = (like: string) => shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "like", like).execute();

async function placeCod(who = buyer, quantity = 2, product = halter, variant?: string): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product, quantity, ...(variant ? { variant } : {}) }], address: who.addressId });
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

/** The courier delivered it (a COD order's cash is then collected), `daysAgo` days ago. */
async function deliver(id: string, daysAgo = 0): Promise<void> {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await shop.db.updateTable("orders").set({ status: "delivered", is_paid: 1, is_shipped: 1, shipped_at: at, delivered_at: at }).where("id", "=", id).execute();
}

const ask = (id: string, body: unknown, who = buyer) => who.call("POST", `/api/order/${id}/return`, body);
const act = (id: string, ret: string, step: string, body: unknown = {}, who = owner) =>
  who.call("POST", `/api/seller/orders/${id}/returns/${ret}/${step}`, body);
const returnOne = { type: "return", reason: "Too tight at the neck", items: [{ line: 0, quantity: 1 }] };

/** What `quantity` of the order's line is worth, tax included (the line's share, rounded down). */
async function lineShare(id: string, line: number, quantity: number): Promise<number> {
  const items = await shop.db.selectFrom("order_items").selectAll().where("order_id", "=", id).orderBy("position").execute();
  const it = items[line]!;
  return Math.floor(((it.taxable_paise + it.cgst_paise + it.sgst_paise + it.igst_paise) * quantity) / it.quantity);
}

describe("a return for a refund", () => {
  it("partial return of 1 of 2 units on an online order: requested → approved → received; refunds exactly that line's share, one credit note, stock back once", async () => {
    const id = await placeOnline();
    await deliver(id);
    const share = await lineShare(id, 0, 1);
    const res = await ask(id, returnOne);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, message: "Return requested" });
    expect(body.returnRequest).toMatchObject({
      type: "return",
      status: "requested",
      statusLabel: "Requested",
      reason: "Too tight at the neck",
      amount: share / 100,
      photos: [],
      refundId: null,
      creditNoteNumber: null,
      replacement: null,
    });
    expect(body.returnRequest!.items).toEqual([{ line: 0, name: body.order!.items[0]!.product.name, quantity: 1, exchangeFor: null }]);
    expect(body.order!.returns).toHaveLength(1);
    const ret = body.returnRequest!._id;
    expect(ret).toMatch(/^ret_[0-9a-z]{22}$/);

    const approved = await act(id, ret, "approve", { note: "Please keep the tags on" });
    expect(approved.status).toBe(200);
    expect((await json(approved)).returnRequest).toMatchObject({ status: "approved", sellerNote: "Please keep the tags on" });
    const mail = await outbox(`return-approved:${ret}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain("Send it to");
    expect((await act(id, ret, "approve")).status).toBe(409);
    expect((await json(await act(id, ret, "approve"))).message).toBe("This request is already approved");

    const before = await stock();
    const received = await act(id, ret, "receive", {});
    expect(received.status).toBe(200);
    const done = await json(received);
    expect(done.returnRequest).toMatchObject({ status: "received", amount: share / 100 });
    expect(done.returnRequest!.refundId).toMatch(/^rfd_/);
    expect(done.returnRequest!.creditNoteNumber).toMatch(/^CN\//);
    const o = await row(id);
    expect(o.refunded_paise).toBe(share);
    expect(o.credited_paise).toBe(share);
    const made = [...rzp.refunds.values()].filter((r) => r.payment_id === o.razorpay_payment_id);
    expect(made.map((r) => r.amount)).toEqual([share]);
    expect(done.order!.refunds).toEqual([
      expect.objectContaining({ amount: share / 100, method: "gateway", status: "processed", creditNoteNumber: done.returnRequest!.creditNoteNumber }),
    ]);
    const notes = await shop.db.selectFrom("credit_notes").selectAll().where("order_id", "=", id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "return", total_paise: share });
    const lines = JSON.parse(notes[0]!.lines) as CreditNoteLine[];
    expect(lines.map((l) => [l.line, l.quantity, l.totalPaise])).toEqual([[0, 1, share]]);
    expect(await stock()).toBe(before! + 1);
    expect(await outbox(`return-received:${ret}`)).toHaveLength(1);
    expect(await outbox(`refund:${done.returnRequest!.refundId}`)).toHaveLength(1);

    // Twice: 409 saying the state, and nothing moves again.
    const again = await act(id, ret, "receive", {});
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("This request is already received");
    expect(await stock()).toBe(before! + 1);
    expect(await shop.db.selectFrom("stock_ledger").select("quantity").where("order_id", "=", id).where("kind", "=", "returned").execute()).toEqual([
      { quantity: 1 },
    ]);
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === o.razorpay_payment_id)).toHaveLength(1);

    // The customer sees it on their order.
    const mine = (await (await buyer.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] };
    expect(mine.orders.find((x) => x._id === id)!.returns![0]).toMatchObject({ _id: ret, status: "received" });
  });

  it("cash on delivery: the owner says how the money went back (400 without), restock false leaves stock alone", async () => {
    const id = await placeCod();
    await deliver(id);
    const share = await lineShare(id, 0, 2);
    const ret = (await json(await ask(id, { type: "return", reason: "Wrong size", items: [{ line: 0, quantity: 2 }] }))).returnRequest!._id;
    expect((await act(id, ret, "approve")).status).toBe(200);
    const missing = await act(id, ret, "receive", { restock: false });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("Say how the money was paid back (UPI or bank transfer) and its reference");
    expect((await shop.db.selectFrom("return_requests").select("status").where("id", "=", ret).executeTakeFirstOrThrow()).status).toBe("approved");
    const before = await stock();
    const res = await act(id, ret, "receive", { restock: false, method: "upi", reference: "UTR55667788" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.order!.refunds).toEqual([expect.objectContaining({ amount: share / 100, method: "upi", reference: "UTR55667788", status: "processed" })]);
    expect(await stock()).toBe(before);
    expect((await row(id)).refunded_paise).toBe(share);
  });

  it("after an earlier partial refund, a return credits and refunds only what is left on its line (invoice − notes = kept)", async () => {
    const id = await placeOnline();
    await deliver(id);
    expect((await owner.call("POST", `/api/seller/orders/${id}/refunds`, { amount: 100, reason: "Late" })).status).toBe(201);
    const ret = (await json(await ask(id, { ...returnOne, items: [{ line: 0, quantity: 2 }] }))).returnRequest!._id;
    expect((await act(id, ret, "approve")).status).toBe(200);
    const done = await json(await act(id, ret, "receive"));
    const notes = await shop.db.selectFrom("credit_notes").selectAll().where("order_id", "=", id).orderBy("created_at").execute();
    expect(notes.map((n) => n.kind)).toEqual(["refund", "return"]);
    const refund = done.order!.refunds!.find((r) => r._id === done.returnRequest!.refundId)!;
    expect(Math.round(refund.amount * 100)).toBe(notes[1]!.total_paise);
    const o = await row(id);
    expect(o.refunded_paise).toBe(o.credited_paise);
    expect(o.credited_paise).toBeLessThanOrEqual(o.total_paise);
  });

  it("keeps the return received when the gateway is down: the refund is failed and the owner retries it once", async () => {
    const id = await placeOnline();
    await deliver(id);
    const ret = (await json(await ask(id, returnOne))).returnRequest!._id;
    expect((await act(id, ret, "approve")).status).toBe(200);
    rzp.down = true;
    const res = await act(id, ret, "receive");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe("Marked received; the refund did not go through – retry it from the order");
    expect(body.returnRequest).toMatchObject({ status: "received" });
    const failed = body.order!.refunds!.find((r) => r._id === body.returnRequest!.refundId)!;
    expect(failed.status).toBe("failed");
    rzp.down = false;
    expect((await owner.call("POST", `/api/seller/orders/${id}/refunds/${failed._id}/retry`)).status).toBe(200);
    const payment = (await row(id)).razorpay_payment_id;
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === payment)).toHaveLength(1);
  });

  it("a rejected request frees its units and emails the reason", async () => {
    const id = await placeCod();
    await deliver(id);
    const ret = (await json(await ask(id, { ...returnOne, items: [{ line: 0, quantity: 2 }] }))).returnRequest!._id;
    expect((await act(id, ret, "reject", {})).status).toBe(400);
    const res = await act(id, ret, "reject", { note: "The item was worn" });
    expect(res.status).toBe(200);
    expect((await json(res)).returnRequest).toMatchObject({ status: "rejected", sellerNote: "The item was worn" });
    expect((await outbox(`return-rejected:${ret}`))[0]!.text_body).toContain("The item was worn");
    expect((await json(await act(id, ret, "approve"))).message).toBe("This request is already rejected");
    expect((await ask(id, { ...returnOne, items: [{ line: 0, quantity: 2 }] })).status).toBe(201);
  });
});

describe("refusals", () => {
  it("not delivered, after the window, a line not on the order, more than bought, another customer's order", async () => {
    const id = await placeCod();
    const early = await ask(id, returnOne);
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe("You can ask for a return once the order is delivered");

    await deliver(id, 30);
    const late = await ask(id, returnOne);
    expect(late.status).toBe(409);
    const delivered = (await row(id)).delivered_at!;
    const end = returnWindowEnd(istDate(new Date(delivered)), 7);
    const words = new Date(`${end}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect((await json(late)).message).toBe(`The return window for this order closed on ${words} (7 days after delivery)`);

    await deliver(id, 1);
    const noLine = await ask(id, { ...returnOne, items: [{ line: 3, quantity: 1 }] });
    expect(noLine.status).toBe(400);
    expect((await json(noLine)).message).toBe("This order has no line 4");
    const name = ((await json(await buyer.call("GET", `/api/order/${id}`))) as unknown as { order: ApiOrder }).order?.items[0]?.product.name;
    const tooMany = await ask(id, { ...returnOne, items: [{ line: 0, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect((await json(tooMany)).message).toMatch(/^You can return at most 2 of /);
    if (name)
      expect(
        (
          await json(
            await ask(id, {
              ...returnOne,
              items: [
                { line: 0, quantity: 2 },
                { line: 0, quantity: 1 },
              ],
            }),
          )
        ).message,
      ).toContain(name);
    expect((await ask(id, returnOne)).status).toBe(201);
    const oneLeft = await ask(id, { ...returnOne, items: [{ line: 0, quantity: 2 }] });
    expect((await json(oneLeft)).message).toMatch(/^You can return at most 1 of /);
    expect((await ask(id, returnOne)).status).toBe(201);
    const none = await ask(id, returnOne);
    expect(none.status).toBe(409);
    expect((await json(none)).message).toMatch(/^You can return none of .*: earlier requests already cover every unit$/);

    const stranger = await newCustomer(shop);
    const theirs = await ask(id, returnOne, stranger);
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toEqual({ success: false, message: "Order not found" });
    for (const bad of [
      {},
      { ...returnOne, type: "swap" },
      { ...returnOne, reason: "" },
      { ...returnOne, items: [] },
      { ...returnOne, items: [{ line: 0, quantity: 0 }] },
      { ...returnOne, extra: 1 },
    ]) {
      expect((await ask(id, bad)).status).toBe(400);
    }
    expect((await ask(id, { ...returnOne, items: [{ line: 0, quantity: 1, exchangeFor: "var_0000000000000000000000" }] })).status).toBe(400);
  });

  it("seller routes: unknown request 404, a customer 401, staff may approve but not receive (403)", async () => {
    const id = await placeCod();
    await deliver(id);
    const ret = (await json(await ask(id, returnOne))).returnRequest!._id;
    expect((await act(id, "ret_0000000000000000000000", "approve")).status).toBe(404);
    expect((await act("ord_0000000000000000000000", ret, "approve")).status).toBe(404);
    for (const step of ["approve", "reject", "receive", "ship-replacement"])
      expect((await act(id, ret, step, { note: "x" }, buyer as unknown as TestSeller)).status).toBe(401);
    expect((await buyer.call("GET", "/api/seller/after-sales")).status).toBe(401);
    expect((await act(id, ret, "approve", {}, staff)).status).toBe(200);
    const refused = await act(id, ret, "receive", { method: "upi", reference: "UTR12345678" }, staff);
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe("Only the shop owner can mark a return received (it refunds money)");
    expect((await act(id, ret, "ship-replacement", {})).status).toBe(409);
    expect((await json(await act(id, ret, "ship-replacement", {}))).message).toBe("Only an exchange has a replacement to ship");
  });
});

/** A demo product with two variants at the same price whose stock is counted. */
async function twoVariants(): Promise<{ product: string; a: string; b: string; other: string }> {
  const rows = await shop.db
    .selectFrom("product_variants")
    .select(["id", "product_id", "offer_price_paise", "stock"])
    .where("deleted_at", "is", null)
    .where("stock", "is not", null)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const v of rows) {
    const twin = rows.find((w) => w.product_id === v.product_id && w.id !== v.id && w.offer_price_paise === v.offer_price_paise);
    const dearer = rows.find((w) => w.product_id === v.product_id && w.offer_price_paise !== v.offer_price_paise);
    if (twin) return { product: v.product_id, a: v.id, b: twin.id, other: dearer?.id ?? rows.find((w) => w.product_id !== v.product_id)!.id };
  }
  throw new Error("the demo catalogue has no product with two variants at one price");
}

describe("an exchange", () => {
  it("another size at the same price: stock taken at approval, returned units back at receipt, no money, replacement shipped", async () => {
    const { product, a, b, other } = await twoVariants();
    await shop.db.updateTable("product_variants").set({ stock: 10 }).where("id", "in", [a, b]).execute();
    const id = await placeCod(buyer, 1, product, a);
    await deliver(id);
    const wrong = await ask(id, { type: "exchange", reason: "Too small", items: [{ line: 0, quantity: 1, exchangeFor: other }] });
    expect(wrong.status).toBe(409);
    expect((await json(wrong)).message).toBe("An exchange is for another size or colour at the same price; return this item instead");
    const res = await ask(id, { type: "exchange", reason: "Too small", items: [{ line: 0, quantity: 1, exchangeFor: b }] });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.message).toBe("Exchange requested");
    expect(body.returnRequest!.items[0]!.exchangeFor).toMatchObject({ variantId: b });
    const ret = body.returnRequest!._id;
    expect(await variantStock(b)).toBe(10);
    expect((await act(id, ret, "approve")).status).toBe(200);
    expect(await variantStock(b)).toBe(9);
    expect(await variantStock(a)).toBe(9);
    const received = await act(id, ret, "receive", {});
    expect(received.status).toBe(200);
    expect((await json(received)).returnRequest).toMatchObject({ status: "received", refundId: null, creditNoteNumber: null });
    expect(await variantStock(a)).toBe(10);
    expect(await shop.db.selectFrom("refunds").select("id").where("order_id", "=", id).execute()).toHaveLength(0);
    expect(await shop.db.selectFrom("credit_notes").select("id").where("order_id", "=", id).execute()).toHaveLength(0);
    const queue = (await (await owner.call("GET", "/api/seller/after-sales")).json()) as { returns: { returnRequest: ApiReturnRequest }[] };
    expect(queue.returns.some((r) => r.returnRequest._id === ret)).toBe(true);
    const shipped = await act(id, ret, "ship-replacement", { carrier: "Delhivery", awb: "DL123456789" }, staff);
    expect(shipped.status).toBe(200);
    expect((await json(shipped)).returnRequest).toMatchObject({ status: "replacement_shipped", replacement: { carrier: "Delhivery", awb: "DL123456789" } });
    expect(await outbox(`return-shipped:${ret}`)).toHaveLength(1);
    expect((await json(await act(id, ret, "ship-replacement", {}))).message).toBe("The replacement is already shipped");
    expect(await variantStock(b)).toBe(9);
  });

  it("refuses to approve when the replacement is out of stock (409 naming it), taking nothing", async () => {
    const { product, a, b } = await twoVariants();
    await shop.db.updateTable("product_variants").set({ stock: 10 }).where("id", "=", a).execute();
    const id = await placeCod(buyer, 1, product, a);
    await deliver(id);
    const ret = (await json(await ask(id, { type: "exchange", reason: "Too small", items: [{ line: 0, quantity: 1, exchangeFor: b }] }))).returnRequest!._id;
    await shop.db.updateTable("product_variants").set({ stock: 0 }).where("id", "=", b).execute();
    const res = await act(id, ret, "approve");
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/^Not enough stock of .+ for the exchange$/);
    expect(await variantStock(b)).toBe(0);
    expect((await shop.db.selectFrom("return_requests").select("status").where("id", "=", ret).executeTakeFirstOrThrow()).status).toBe("requested");
  });
});

async function png(seed: number): Promise<Blob> {
  const buf = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: seed, g: 80, b: 120 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buf)], { type: "image/png" });
}

function postForm(id: string, who: TestCustomer, files: { blob: Blob; name: string }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("type", fields.type ?? "return");
  form.set("reason", fields.reason ?? "Stitching came apart");
  form.set("items", fields.items ?? JSON.stringify([{ line: 0, quantity: 1 }]));
  for (const f of files) form.append("photos", f.blob, f.name);
  return shop.app.request(`/api/order/${id}/return`, {
    method: "POST",
    body: form,
    headers: { Origin: "http://localhost", Host: "localhost", Cookie: `sid=${who.sid}` },
  });
}

describe("photos", () => {
  it("takes up to 3 (re-encoded WebP, ≤ 1600 px), refuses a 4th, a non-image and an oversize file; served only to the owner customer and the seller", async () => {
    const id = await placeCod();
    await deliver(id);
    const four = await Promise.all([1, 2, 3, 4].map(async (n) => ({ blob: await png(n * 40), name: `photo${n}.png` })));
    const tooMany = await postForm(id, buyer, four);
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).message).toBe("You can add at most 3 photos");
    const text = await postForm(id, buyer, [{ blob: new Blob(["not a photo"], { type: "image/png" }), name: "notes.png" }]);
    expect(text.status).toBe(400);
    expect((await json(text)).message).toMatch(/is not a photo \(JPEG, PNG or WebP\)/);
    const big = await postForm(id, buyer, [{ blob: new Blob([new Uint8Array(MAX_RETURN_PHOTO_BYTES + 1)], { type: "image/jpeg" }), name: "huge.jpg" }]);
    expect(big.status).toBe(400);
    expect((await json(big)).message).toMatch(/larger than 5 MB/);
    const badItems = await postForm(id, buyer, [], { items: "line 0" });
    expect(badItems.status).toBe(400);
    expect(await shop.db.selectFrom("return_requests").select("id").where("order_id", "=", id).execute()).toHaveLength(0);

    const res = await postForm(id, buyer, four.slice(0, 3));
    expect(res.status).toBe(201);
    const body = await json(res);
    const ret = body.returnRequest!;
    expect(ret.photos).toEqual([1, 2, 3].map((n) => `/api/order/${id}/returns/${ret._id}/photos/${n}`));
    const photo = await buyer.call("GET", ret.photos[0]!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("cache-control")).toMatch(/^private/);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect((await (await newCustomer(shop)).call("GET", ret.photos[0]!)).status).toBe(404);
    expect((await buyer.call("GET", `/api/order/${id}/returns/${ret._id}/photos/4`)).status).toBe(404);
    const sellerUrl = `/api/seller/orders/${id}/returns/${ret._id}/photos/2`;
    expect((await owner.call("GET", sellerUrl)).status).toBe(200);
    expect((await buyer.call("GET", sellerUrl)).status).toBe(401);
    // Never public under /images.
    expect((await shop.app.request(`/images/${ret._id}-1.webp`)).status).toBe(404);
    // The seller's order list carries the seller's URLs.
    const list = (await (await owner.call("GET", `/api/order/seller?q=${id}`)).json()) as { orders: ApiOrder[] };
    expect(list.orders.find((o) => o._id === id)!.returns![0]!.photos[0]).toBe(`/api/seller/orders/${id}/returns/${ret._id}/photos/1`);
  });
});

describe("the seller's after-sales queue", () => {
  it("lists open requests (all with filter=all) and recent cancellations with their refunds, newest first", async () => {
    const id = await placeCod();
    await deliver(id);
    const first = (await json(await ask(id, returnOne))).returnRequest!._id;
    const second = (await json(await ask(id, returnOne))).returnRequest!._id;
    await act(id, first, "reject", { note: "Worn" });
    const cancelled = await placeOnline();
    expect((await buyer.call("POST", `/api/order/${cancelled}/cancel`, {})).status).toBe(200);
    type Queue = {
      success: boolean;
      returns: { returnRequest: ApiReturnRequest; order: { _id: string; orderNumber: number; customerName: string; paymentType: string; status: string } }[];
      cancellations: { order: { _id: string }; cancelledAt: string; refunds: { amount: number }[] }[];
    };
    const open = (await (await owner.call("GET", "/api/seller/after-sales")).json()) as Queue;
    expect(open.success).toBe(true);
    const ids = open.returns.map((r) => r.returnRequest._id);
    expect(ids).toContain(second);
    expect(ids).not.toContain(first);
    expect(open.returns.find((r) => r.returnRequest._id === second)!.order).toMatchObject({
      _id: id,
      customerName: "Asha Verma",
      paymentType: "COD",
      status: "delivered",
    });
    const all = (await (await staff.call("GET", "/api/seller/after-sales?filter=all")).json()) as Queue;
    const allIds = all.returns.map((r) => r.returnRequest._id);
    expect(allIds.indexOf(second)).toBeLessThan(allIds.indexOf(first));
    const c = all.cancellations.find((x) => x.order._id === cancelled)!;
    expect(c.refunds).toHaveLength(1);
    expect(c.cancelledAt).toBeTruthy();
    expect((await owner.call("GET", "/api/seller/after-sales?filter=odd")).status).toBe(400);
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
