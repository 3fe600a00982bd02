import PDFDocument from "pdfkit";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Dashboard } from "../../../lib/dashboard";
import { istDate } from "../../../lib/india-time";
import type { ApiOrder } from "../../../lib/orders";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { setProductColumns } from "../../testing/catalog";
import { parseCsv } from "../../testing/csv";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

/** Issue 16, item 3: order numbers people can say (#1001, #1002, …) and the seller's order search. */
let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
let halter: string;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop);
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, halter, { stock: null });
});
afterAll(async () => {
  await shop.close();
});
afterEach(() => vi.restoreAllMocks());

type Page = { success: boolean; orders: ApiOrder[]; next: string | null };
const json = async <T = Page>(res: Response) => (await res.json()) as T;

async function placeCod(who: TestCustomer = asha): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
const numberOf = async (id: string) => (await shop.db.selectFrom("orders").select("order_number").where("id", "=", id).executeTakeFirstOrThrow()).order_number;
const search = async (q: string, extra = "") => json(await seller.call("GET", `/api/order/seller?q=${encodeURIComponent(q)}${extra}`));

/** What pdfkit is asked to write (its content streams are compressed, so the bytes cannot be searched). */
function recordText() {
  const texts: string[] = [];
  const text = PDFDocument.prototype.text;
  vi.spyOn(PDFDocument.prototype, "text").mockImplementation(function (this: PDFKit.PDFDocument, ...args: Parameters<typeof text>) {
    texts.push(String(args[0]));
    return text.apply(this, args);
  });
  return texts;
}

describe("order numbers", () => {
  it("the shop's first order is #1001 and each next one is one more; every order JSON carries orderNumber next to _id", async () => {
    const first = await placeCod();
    const second = await placeCod();
    expect(await numberOf(first)).toBe(1001);
    expect(await numberOf(second)).toBe(1002);

    const mine = await json<{ orders: ApiOrder[] }>(await asha.call("GET", "/api/order/user"));
    expect(mine.orders.map((o) => [o._id, o.orderNumber])).toEqual([
      [second, 1002],
      [first, 1001],
    ]);
    const one = await json<{ order: ApiOrder }>(await asha.call("GET", `/api/order/${first}`));
    expect(one.order).toMatchObject({ _id: first, orderNumber: 1001 });
    const sellers = await json(await seller.call("GET", "/api/order/seller?limit=2"));
    expect(sellers.orders.map((o) => o.orderNumber)).toEqual([1002, 1001]);
    const dashboard = await json<Dashboard>(await seller.call("GET", "/api/seller/dashboard"));
    expect(dashboard.recentOrders[0]).toMatchObject({ _id: second, orderNumber: 1002 });
  });

  it("is on the confirmation email, the shipped email, the CSV's last column, the invoice PDF and the 4×6 label", async () => {
    const id = await placeCod();
    const n = await numberOf(id);
    const confirmation = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `order-confirmation:${id}`).executeTakeFirstOrThrow();
    expect(confirmation.subject).toContain(`Order confirmed: #${n}`);
    expect(confirmation.text_body).toContain(`Order number: #${n}`);
    expect(confirmation.text_body).toContain(`Order ID: ${id}`);
    expect(confirmation.html_body).toContain(`#${n}`);

    expect((await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DL99887766IN" })).status).toBe(200);
    const shipped = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `order-shipped:${id}`).executeTakeFirstOrThrow();
    expect(shipped.subject).toContain(`Shipped: #${n}`);
    expect(shipped.text_body).toContain(`Order number: #${n}`);

    const today = istDate(new Date());
    const csv = await seller.call("GET", `/api/seller/orders.csv?from=${today}&to=${today}`);
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
    // Added at the end at the time (the shipping charge and COD fee came after it, issue 18).
    expect(header![25]).toBe("Order number");
    expect(header![2]).toBe("Order ID");
    const row = rows.find((r) => r[2] === id)!;
    expect(row[25]).toBe(String(n));

    const invoiceText = recordText();
    expect((await asha.call("GET", `/api/order/${id}/invoice.pdf`)).status).toBe(200);
    expect(invoiceText).toContain(`#${n}`);
    expect(invoiceText).toContain(id);
    vi.restoreAllMocks();

    const labelText = recordText();
    expect((await seller.call("GET", `/api/seller/labels.pdf?ids=${id}`)).status).toBe(200);
    expect(labelText).toContain(`#${n}`);
    expect(labelText).toContain(id);
  });

  it("an online order is numbered when it is written (pending payment), in the same series; paid, it keeps its number", async () => {
    const cod = await placeCod();
    const start = (await (await asha.call("POST", "/api/order/razorpay", { items: [{ product: halter, quantity: 1 }], address: asha.addressId })).json()) as {
      receipt: string;
      orderId: string;
    };
    expect(await numberOf(start.receipt)).toBe((await numberOf(cod)) + 1);
    const signed = await (await asha.call("POST", "/api/order/sandbox-pay", { orderId: start.orderId })).json();
    expect((await asha.call("POST", "/api/order/verify", signed)).status).toBe(200);
    const paid = await json<{ order: ApiOrder }>(await asha.call("GET", `/api/order/${start.receipt}`));
    expect(paid.order.orderNumber).toBe((await numberOf(cod)) + 1);
  });

  it("a rolled-back checkout gives its number back: the next order takes it", async () => {
    const before = await placeCod();
    // Sold out: the order is refused inside its transaction, after nothing was kept.
    const scarce = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-LR-002").executeTakeFirstOrThrow()).id;
    await setProductColumns(shop.db, scarce, { stock: 0 });
    const refused = await asha.call("POST", "/api/order/cod", { items: [{ product: scarce, quantity: 1 }], address: asha.addressId });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const after = await placeCod();
    expect(await numberOf(after)).toBe((await numberOf(before)) + 1);
  });

  it("50 orders placed at once get 50 different numbers, one after the other with none skipped (3 rounds)", async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newCustomer(shop)));
    for (let round = 0; round < 3; round++) {
      const start = (await shop.db.selectFrom("order_counters").select("last_number").where("name", "=", "order").executeTakeFirstOrThrow()).last_number;
      const ids = await Promise.all(buyers.map((b) => placeCod(b)));
      const numbers = await shop.db.selectFrom("orders").select("order_number").where("id", "in", ids).orderBy("order_number").execute();
      expect(numbers.map((r) => r.order_number)).toEqual(Array.from({ length: 50 }, (_, i) => start + 1 + i));
    }
  }, 120_000);
});

describe("the seller's order search (GET /api/order/seller?q=…)", () => {
  let meera: TestCustomer;
  let meeraOrder: string;
  let meeraNumber: number;
  let kavya: TestCustomer;
  let kavyaOrder: string;
  beforeAll(async () => {
    meera = await newCustomer(shop, { name: "Meera Iyer", address: { firstName: "Meera", lastName: "Iyer", phone: "9811122233" } });
    meeraOrder = await placeCod(meera);
    meeraNumber = await numberOf(meeraOrder);
    // The account's name differs from the name on the delivery address.
    kavya = await newCustomer(shop, { name: "Kavi R", address: { firstName: "Kavya", lastName: "Raghunathan", phone: "7012345678" } });
    kavyaOrder = await placeCod(kavya);
  });
  const ids = (p: Page) => p.orders.map((o) => o._id);

  it("finds by order number, written 1001 or #1001", async () => {
    expect(ids(await search(`#${meeraNumber}`))).toEqual([meeraOrder]);
    expect(ids(await search(`# ${meeraNumber}`))).toEqual([meeraOrder]);
    expect(ids(await search(String(meeraNumber)))).toContain(meeraOrder);
    expect((await search("#99999999")).orders).toEqual([]);
  });

  it("finds by the whole id, or a part of it in any case", async () => {
    expect(ids(await search(meeraOrder))).toEqual([meeraOrder]);
    expect(ids(await search(meeraOrder.slice(-9).toUpperCase()))).toEqual([meeraOrder]);
  });

  it("finds by the customer's name or the delivery address's name, case-insensitively", async () => {
    expect(ids(await search("meera iyer"))).toEqual([meeraOrder]);
    expect(ids(await search("IYER"))).toEqual([meeraOrder]);
    expect(ids(await search("Kavi R"))).toEqual([kavyaOrder]);
    expect(ids(await search("raghunathan"))).toEqual([kavyaOrder]);
  });

  it("finds by phone, however it is written", async () => {
    expect(ids(await search("9811122233"))).toEqual([meeraOrder]);
    expect(ids(await search("+91 98111 22233"))).toEqual([meeraOrder]);
    expect(ids(await search("98111-22233"))).toEqual([meeraOrder]);
    expect(ids(await search("1122233"))).toEqual([meeraOrder]);
  });

  it("finds by email, case-insensitively", async () => {
    expect(ids(await search(meera.email.toUpperCase()))).toEqual([meeraOrder]);
  });

  it("pages a search like the list, and takes wildcards as text", async () => {
    const second = await placeCod(meera);
    const page1 = await search("meera", "&limit=1");
    expect(ids(page1)).toEqual([second]);
    expect(page1.next).not.toBeNull();
    const page2 = await search("meera", `&limit=1&after=${encodeURIComponent(page1.next!)}`);
    expect(ids(page2)).toEqual([meeraOrder]);
    expect(page2.next).toBeNull();
    expect((await search("%")).orders).toEqual([]);
    expect((await search("meer_")).orders).toEqual([]);
  });

  it("without q lists every order as before; customers cannot search", async () => {
    const all = await json(await seller.call("GET", "/api/order/seller?limit=200"));
    expect(ids(all)).toEqual(expect.arrayContaining([meeraOrder, kavyaOrder]));
    expect((await meera.call("GET", `/api/order/seller?q=${meeraNumber}`)).status).toBe(401);
  });
});
