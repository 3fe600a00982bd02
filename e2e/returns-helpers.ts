import { expect, type Browser, type Page } from "@playwright/test";
import { asNewVisitor, catalogue, SELLER, singleVariant } from "./helpers";

export type Pay = "sandbox" | "cod";

/**
 * A new customer (logged in on `page`) with an order of 2 units of a one-variant product, paid in the embedded sandbox
 * or cash on delivery, that the seller (through the API) packed, shipped and marked delivered.
 */
export async function deliveredOrder(page: Page, browser: Browser, baseURL: string | undefined, pay: Pay): Promise<{ orderId: string; orderNumber: number }> {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `returns.${pay}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await page.request.post("/api/user/register", { data: { name: "Meera Iyer", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })).status()).toBe(201);
  const address = { firstName: "Meera", lastName: "Iyer", email, street: "12, Anna Salai", city: "Chennai", state: "Tamil Nadu", zipCode: "600002", country: "India", phone: "9840012345" };
  const added = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  const addressId = ((await added.json()) as { address: { _id: string } }).address._id;
  const product = (await catalogue(page)).find((p) => singleVariant(p) && p.inStock)!;
  const items = [{ product: product._id, quantity: 2 }];
  let orderId: string;
  if (pay === "cod") {
    const placed = await page.request.post("/api/order/cod", { data: { items, address: addressId }, headers: { Origin: origin } });
    expect(placed.status(), await placed.text()).toBe(201);
    orderId = ((await placed.json()) as { orderId: string }).orderId;
  } else {
    const start = (await (await page.request.post("/api/order/razorpay", { data: { items, address: addressId }, headers: { Origin: origin } })).json()) as { orderId: string };
    const paid = (await (await page.request.post("/api/order/sandbox-pay", { data: { orderId: start.orderId }, headers: { Origin: origin } })).json()) as Record<string, string>;
    const verified = await page.request.post("/api/order/verify", { data: { ...paid, items, address: addressId }, headers: { Origin: origin } });
    expect(verified.status()).toBe(200);
    orderId = ((await verified.json()) as { orderId: string }).orderId;
  }
  const sellerContext = await browser.newContext({ baseURL });
  const seller = sellerContext.request;
  expect((await seller.post("/api/seller/login", { data: SELLER, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/status`, { data: { status: "packed" }, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/ship`, { data: { carrier: "Blue Dart", awb: "BD123450987" }, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/status`, { data: { status: "delivered" }, headers: { Origin: origin } })).status()).toBe(200);
  await sellerContext.close();
  const { orderNumber } = ((await (await page.request.get(`/api/order/${orderId}`)).json()) as { order: { orderNumber: number } }).order;
  return { orderId, orderNumber };
}
