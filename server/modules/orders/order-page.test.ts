import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext, userContext } from "../../../app/request-context";
import type { Route } from "../../../app/routes/+types/my-order";
import { loader as orderPageLoader } from "../../../app/routes/my-order";
import type { ApiUser } from "../../../lib/accounts";
import type { ApiProduct } from "../../../lib/catalog";
import { orderTimeline } from "../../../lib/order-timeline";
import { orderTotals } from "../../../lib/order-totals";
import type { ApiOrder } from "../../../lib/orders";
import { singleVariant } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

/** Issue 16, item 4: the customer's order page /my-orders/:orderId and GET /api/order/{id} behind it. */
let shop: TestShop;
let asha: TestCustomer;
let bob: TestCustomer;
let seller: TestSeller;
let product: ApiProduct;
beforeAll(async () => {
  shop = await createTestShop();
  [asha, bob] = [await newCustomer(shop, { name: "Asha Verma" }), await newCustomer(shop, { name: "Bob Singh" })];
  seller = await newSeller(shop);
  const { products } = (await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] };
  product = products.find((p) => p.inStock && singleVariant(p))!;
});
afterAll(async () => {
  await shop.close();
});

type OrderReply = { success: boolean; order: ApiOrder; message?: string };
async function place(who: TestCustomer, quantity = 2): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity }], address: who.addressId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
const getOrder = async (who: TestCustomer, id: string) => {
  const res = await who.call("GET", `/api/order/${id}`);
  return { status: res.status, body: (await res.json()) as OrderReply };
};
async function userOf(who: TestCustomer): Promise<ApiUser> {
  return ((await (await who.call("GET", "/api/user/is-auth")).json()) as { user: ApiUser }).user;
}
/** The page's loader as the server renders /my-orders/:orderId: its data, or the Response it throws. */
async function openPage(user: ApiUser | null, orderId: string): Promise<{ order: ApiOrder | null } | Response> {
  const context = new RouterContextProvider();
  context.set(servicesContext, shop.services);
  context.set(userContext, user);
  try {
    return await orderPageLoader({
      context,
      params: { orderId },
      request: new Request(`http://localhost/my-orders/${orderId}`),
    } as unknown as Route.LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("GET /api/order/{id}", () => {
  it("gives the owner the order with its items, totals to the paisa, address and the times of each step", async () => {
    const id = await place(asha);
    const placed = await getOrder(asha, id);
    expect(placed.status).toBe(200);
    const o = placed.body.order;
    expect([o._id, o.status, o.items[0]!.quantity, o.address.firstName, o.invoiceNumber !== null]).toEqual([id, "placed", 2, "Asha", true]);
    expect([o.packedAt, o.shippedAt, o.deliveredAt, o.cancelledAt]).toEqual([null, null, null, null]);
    // The page's price lines add up to the total, exactly, with the invoice's figures.
    const t = orderTotals(o);
    expect(t.taxIncluded ? t.lines.reduce((s, l) => s + l.paise, 0) : [...t.lines, ...t.tax].reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);

    expect((await seller.call("PUT", `/api/order/${id}/status`, { status: "packed" })).status).toBe(200);
    const shipped = await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DLV123456789" });
    expect(shipped.status).toBe(200);
    expect((await seller.call("PUT", `/api/order/${id}/status`, { status: "delivered" })).status).toBe(200);
    const done = (await getOrder(asha, id)).body.order;
    expect([done.carrier, done.awb, done.trackingUrl !== null]).toEqual(["Delhivery", "DLV123456789", true]);
    const steps = orderTimeline(done);
    expect(steps.map((s) => [s.key, s.done, s.at !== null])).toEqual([
      ["placed", true, true],
      ["packed", true, true],
      ["shipped", true, true],
      ["delivered", true, true],
    ]);
    expect(steps.map((s) => s.at)).toEqual([...steps.map((s) => s.at)].sort());
  });

  it("shows a cancelled order's steps up to the cancellation", async () => {
    const id = await place(asha, 1);
    expect((await seller.call("PUT", `/api/order/${id}/status`, { status: "cancelled" })).status).toBe(200);
    const o = (await getOrder(asha, id)).body.order;
    expect(o.cancelledAt).not.toBeNull();
    expect(orderTimeline(o).map((s) => s.key)).toEqual(["placed", "cancelled"]);
  });

  it("refuses: another customer's order and an unknown or malformed id are 404 (no data); a visitor is 401", async () => {
    const id = await place(asha, 1);
    const other = await getOrder(bob, id);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: "Order not found" });
    expect((await getOrder(bob, "ord_0000000000000000000000")).status).toBe(404);
    for (const bad of ["ord_short", "ORD_0000000000000000000000", "adr_0000000000000000000000", "ord_00000000000000000000000000000"]) {
      const res = await bob.call("GET", `/api/order/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    const visitor = await shop.app.request(`/api/order/${id}`);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { success: boolean }).success).toBe(false);
  });

  it("keeps GET /api/order/user as the spec has it (success, orders) with the new step times added", async () => {
    const res = await asha.call("GET", "/api/order/user");
    const body = (await res.json()) as { success: boolean; orders: ApiOrder[] };
    expect(body.success).toBe(true);
    expect(body.orders.length).toBeGreaterThan(0);
    for (const o of body.orders)
      expect(Object.keys(o)).toEqual(
        expect.arrayContaining(["_id", "items", "address", "status", "amount", "createdAt", "packedAt", "shippedAt", "deliveredAt", "cancelledAt"]),
      );
  });
});

describe("the order page /my-orders/:orderId (server side)", () => {
  it("renders the owner's order; another customer's or an unknown id is a 404; a visitor is asked to log in", async () => {
    const id = await place(asha, 1);
    const mine = await openPage(await userOf(asha), id);
    expect(mine).not.toBeInstanceOf(Response);
    expect((mine as { order: ApiOrder }).order._id).toBe(id);

    const theirs = await openPage(await userOf(bob), id);
    expect((theirs as Response).status).toBe(404);
    expect(((await openPage(await userOf(bob), "ord_0000000000000000000000")) as Response).status).toBe(404);
    expect(((await openPage(await userOf(bob), "not-an-order")) as Response).status).toBe(404);

    expect(await openPage(null, id)).toEqual({ order: null });
  });
});
