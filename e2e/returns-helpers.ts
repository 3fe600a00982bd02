import { expect, type Browser, type Page } from "@playwright/test";
import type { ApiProduct } from "../lib/catalog";
import type { ApiVariant } from "../lib/variants";
import { asNewVisitor, catalogue, SELLER, singleVariant } from "./helpers";

export type Pay = "sandbox" | "cod";

/**
/** A product on sale with two variants in stock at the same offer price (what an exchange may swap between). */
export async function exchangeable(page: Page): Promise<{ product: ApiProduct; from: ApiVariant; to: ApiVariant }> {
  for (const product of await catalogue(page)) {
    const on = (product.variants ?? []).filter((v) => v.inStock);
    for (const from of on) {
      const to = on.find((v) => v._id !== from._id && v.offerPrice === from.offerPrice);
      if (to) return { product, from, to };
    }
  }
  throw new Error("The demo catalogue has no product with two variants at one price");
}

/**
 * A new customer (logged in on `page`) with an order of 2 units (of a one-variant product, or of `line`), paid in the embedded sandbox
 * or cash on delivery, that the seller (through the API) packed, shipped and marked delivered.
 */
export async function deliveredOrder(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  pay: Pay,
  line?: { product: string; variant: string },
): Promise<{ orderId: string; orderNumber: number }> {
  await page.goto("/");
  const origin = new URL(page.url()).origin;
  const email = `returns.${pay}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect(
    (
      await page.request.post("/api/user/register", { data: { name: "Meera Iyer", email, password: "hunter2hunter2" }, headers: asNewVisitor(origin) })
    ).status(),
  ).toBe(201);
  const address = {
    firstName: "Meera",
    lastName: "Iyer",
    email,
    street: "12, Anna Salai",
    city: "Chennai",
    state: "Tamil Nadu",
    zipCode: "600002",
    country: "India",
    phone: "9840012345",
  };
  const added = await page.request.post("/api/address/add", { data: { address }, headers: { Origin: origin } });
  const addressId = ((await added.json()) as { address: { _id: string } }).address._id;
  const product = line ? null : (await catalogue(page)).find((p) => singleVariant(p) && p.inStock)!;
  const items = [line ? { ...line, quantity: 2 } : { product: product!._id, quantity: 2 }];
  let orderId: string;
  if (pay === "cod") {
    const placed = await page.request.post("/api/order/cod", { data: { items, address: addressId }, headers: { Origin: origin } });
    expect(placed.status(), await placed.text()).toBe(201);
    orderId = ((await placed.json()) as { orderId: string }).orderId;
  } else {
    const start = (await (await page.request.post("/api/order/razorpay", { data: { items, address: addressId }, headers: { Origin: origin } })).json()) as {
      orderId: string;
    };
    const paid = (await (
      await page.request.post("/api/order/sandbox-pay", { data: { orderId: start.orderId }, headers: { Origin: origin } })
    ).json()) as Record<string, string>;
    const verified = await page.request.post("/api/order/verify", { data: { ...paid, items, address: addressId }, headers: { Origin: origin } });
    expect(verified.status()).toBe(200);
    orderId = ((await verified.json()) as { orderId: string }).orderId;
  }
  const sellerContext = await browser.newContext({ baseURL });
  const seller = sellerContext.request;
  expect((await seller.post("/api/seller/login", { data: SELLER, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/status`, { data: { status: "packed" }, headers: { Origin: origin } })).status()).toBe(200);
  expect((await seller.put(`/api/order/${orderId}/ship`, { data: { carrier: "Blue Dart", awb: "BD123450987" }, headers: { Origin: origin } })).status()).toBe(
    200,
  );
  expect((await seller.put(`/api/order/${orderId}/status`, { data: { status: "delivered" }, headers: { Origin: origin } })).status()).toBe(200);
  await sellerContext.close();
  const { orderNumber } = ((await (await page.request.get(`/api/order/${orderId}`)).json()) as { order: { orderNumber: number } }).order;
  return { orderId, orderNumber };
}
