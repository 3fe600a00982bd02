import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartPaymentResponse } from "../../../lib/checkout";
import type { Dashboard } from "../../../lib/dashboard";
import { buildInvoice } from "../../../lib/invoice";
import { buildShippingLabel } from "../../../lib/label";
import { istDate } from "../../../lib/india-time";
import { sampleOrder } from "../../../lib/testing/sample-order";
import type { ApiOrder } from "../../../lib/orders";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { setProductColumns } from "../../testing/catalog";
import { expectFiguresKept } from "../../testing/figures";

/**
 * Issue 13, items 5 and 6: an order "paid" in the embedded sandbox is never
 * mistaken for a paid one (API, label, invoice, revenue, CSV), and labels print
 * only for orders that can ship.
 */
let shop: TestShop;
let seller: TestSeller;
let buyer: TestCustomer;
let product: string;
beforeAll(async () => {
  shop = await createTestShop(); // no Razorpay keys, not production: the sandbox
  seller = await newSeller(shop);
  buyer = await newCustomer(shop);
  product = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, product, { stock: null, in_stock: 1 });
});
afterAll(async () => {
  await shop.close();
});

async function cod(): Promise<{ orderId: string; invoiceNumber: string }> {
  const res = await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: buyer.addressId });
  expect(res.status).toBe(201);
  return (await res.json()) as { orderId: string; invoiceNumber: string };
}
async function sandboxOrder(): Promise<string> {
  const start = (await (
    await buyer.call("POST", "/api/order/razorpay", { items: [{ product, quantity: 1 }], address: buyer.addressId })
  ).json()) as StartPaymentResponse;
  expect(start.sandbox).toBe(true);
  const signed = await (await buyer.call("POST", "/api/order/sandbox-pay", { orderId: start.orderId })).json();
  expect((await buyer.call("POST", "/api/order/verify", signed)).status).toBe(200);
  return start.receipt;
}
const sellerOrder = async (id: string) =>
  ((await (await seller.call("GET", `/api/order/seller?q=${id}`)).json()) as { orders: ApiOrder[] }).orders.find((o) => o._id === id)!;
const revenue = async () => ((await (await seller.call("GET", "/api/seller/dashboard")).json()) as Dashboard).totalRevenue;

describe("sandbox orders (item 5)", () => {
  it("say Sandbox and not paid in every order JSON, take no number of the tax invoice series, and count in no revenue or CSV", async () => {
    const before = await cod();
    const revenueBefore = await revenue();
    const id = await sandboxOrder();
    const after = await cod();
    // The real series stays consecutive: the sandbox order took SBX/…, not an INV/ number.
    expect(Number(after.invoiceNumber.slice(-6))).toBe(Number(before.invoiceNumber.slice(-6)) + 1);

    const mine = ((await (await buyer.call("GET", "/api/order/user")).json()) as { orders: ApiOrder[] }).orders.find((o) => o._id === id)!;
    expect(mine).toMatchObject({ sandbox: true, paymentType: "Sandbox", isPaid: false, status: "placed" });
    expect(mine.invoiceNumber).toMatch(/^SBX\/\d{2}-\d{2}\/\d{6}$/);
    const theirs = await sellerOrder(id);
    expect(theirs).toMatchObject({ sandbox: true, paymentType: "Sandbox", isPaid: false });
    expect((await sellerOrder(after.orderId)).sandbox).toBe(false);

    // Even delivered, a sandbox order is not money.
    expect((await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "Test Courier", awb: "AWB1" })).status).toBe(200);
    expect((await seller.call("PUT", `/api/order/${id}/status`, { status: "delivered" })).status).toBe(200);
    expect(await sellerOrder(id)).toMatchObject({ status: "delivered", isPaid: false, paymentType: "Sandbox" });
    expect(await revenue()).toBe(revenueBefore);
    const dash = (await (await seller.call("GET", "/api/seller/dashboard")).json()) as Dashboard;
    expect(dash.recentOrders.find((o) => o._id === id)).toMatchObject({ isPaid: false, paymentType: "SANDBOX – NOT PAID" });

    // The CSV filters by India's calendar: between 18:30 and 24:00 UTC, UTC's date is yesterday in India.
    const today = istDate(new Date());
    const csv = await (await seller.call("GET", `/api/seller/orders.csv?from=2020-01-01&to=${today}`)).text();
    expect(csv).toContain(after.orderId);
    expect(csv).not.toContain(id);
  });

  it("print SANDBOX – NOT PAID on the label and the invoice, never Prepaid", async () => {
    const order = await sellerOrder(await sandboxOrder());
    const label = buildShippingLabel(order, { trackingUrlTemplate: "https://track.example/{id}" });
    expect(label).toMatchObject({ paymentLabel: "SANDBOX – NOT PAID", isCod: false, codAmountPaise: null });
    const pdf = await seller.call("GET", `/api/seller/labels.pdf?ids=${order._id}`);
    expect(pdf.status).toBe(200);
    expect(buildInvoice(order).paymentType).toBe("SANDBOX – NOT PAID (sandbox test order: no money moved)");
  });
});

describe("labels print only for orders that can ship (item 6)", () => {
  it("refuses a cancelled or delivered order with a clear 409, alone or among others", async () => {
    const placed = (await cod()).orderId;
    const cancelled = (await cod()).orderId;
    expect((await seller.call("PUT", `/api/order/${cancelled}/status`, { status: "cancelled" })).status).toBe(200);
    const res = await seller.call("GET", `/api/seller/labels.pdf?ids=${placed},${cancelled}`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message: `Labels print only for orders that can ship (placed, packed or shipped): order ${cancelled} is Cancelled`,
    });
    expect((await seller.call("GET", `/api/seller/labels.pdf?ids=${placed}`)).status).toBe(200);
  });

  it("never says Prepaid for an online order that is not paid", () => {
    const online = sampleOrder({ paymentType: "Online" });
    expect(buildShippingLabel({ ...online, isPaid: false }, { trackingUrlTemplate: "https://t/{id}" }).paymentLabel).toBe("NOT PAID");
    expect(buildShippingLabel({ ...online, isPaid: true }, { trackingUrlTemplate: "https://t/{id}" }).paymentLabel).toBe("Prepaid");
  });
});

describe("the dashboard's kept figures (decision 038)", () => {
  it("equal a full recount of the orders after everything above", async () => {
    await expectFiguresKept(shop.db);
  });
});
