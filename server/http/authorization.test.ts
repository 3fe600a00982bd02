import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, type TestCustomer } from "../testing/customers";
import { newSeller, type TestSeller } from "../testing/sellers";
import { createTestShop, type TestShop } from "../testing/test-app";
import { createSession } from "./sessions";
import { singleVariant } from "../testing/catalog";

/**
 * The authorisation matrix, generated from the app's own route table: every
 * API route × every kind of caller. A route missing from ACCESS fails the
 * test, so a new endpoint cannot be added without saying who may call it.
 */
type Access = "public" | "customer" | "seller" | "webhook";
const ACCESS: Record<string, Access> = {
  "GET /api/category/list": "public",
  "GET /api/product/list": "public",
  "GET /api/product/:id": "public",
  "GET /api/pincode/:pin": "public",
  "GET /api/delivery/:pin": "public",
  "GET /api/images/:file": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter/subscribe": "public",
  "POST /api/newsletter/confirm": "public",
  "POST /api/cart-reminders/stop": "public",
  "POST /api/product/:id/stock-alert": "public",
  "GET /api/product/:id/reviews": "public",
  "GET /api/product/:id/my-review": "customer",
  "POST /api/product/:id/reviews": "customer",
  "GET /api/reviews/:rev{rev_[0-9a-z]{22}}/photos/:n{[0-9]}": "public",
  "GET /api/reviews/:rev{rev_[0-9a-z]{22}}/photos/:n{[0-9]}/thumb": "public",
  "GET /api/seller/reviews": "seller",
  "POST /api/seller/reviews/:rev{rev_[0-9a-z]{22}}": "seller",
  "POST /api/coupon/check": "public",
  "GET /api/search": "public",
  "GET /api/seller/coupons": "seller",
  "POST /api/seller/coupons": "seller",
  "POST /api/seller/coupons/:id{cpn_[0-9a-z]{22}}": "seller",
  "POST /api/stock-alerts/stop": "public",
  "POST /api/user/register": "public",
  "POST /api/user/login": "public",
  "GET /api/user/logout": "public",
  "POST /api/user/logout": "public",
  "POST /api/seller/login": "public",
  "GET /api/seller/logout": "public",
  "POST /api/seller/logout": "public",
  "GET /api/user/is-auth": "customer",
  "POST /api/user/verify-email": "public",
  "POST /api/user/forgot-password": "public",
  "POST /api/user/reset-password": "public",
  "POST /api/user/resend-verification": "customer",
  "PUT /api/user/profile": "customer",
  "PUT /api/user/password": "customer",
  "POST /api/user/logout-everywhere": "customer",
  "POST /api/user/delete-account": "customer",
  "POST /api/cart/update": "customer",
  "POST /api/cart/check": "public",
  "GET /api/address/get": "customer",
  "POST /api/address/add": "customer",
  "PUT /api/address/:id": "customer",
  "DELETE /api/address/:id": "customer",
  "POST /api/order/cod": "customer",
  "POST /api/order/razorpay": "customer",
  "POST /api/order/verify": "customer",
  "POST /api/order/abandon": "customer",
  "POST /api/order/upi": "customer",
  "POST /api/order/:id{ord_[0-9a-z]{22}}/upi-reference": "customer",
  "POST /api/order/:id{ord_[0-9a-z]{22}}/confirm-payment": "seller",
  "GET /api/seller/upi-payments": "seller",
  "POST /api/order/sandbox-pay": "customer",
  "GET /api/order/user": "customer",
  "GET /api/order/:id{ord_[0-9a-z]{22}}": "customer",
  "GET /api/order/:id{ord_[0-9a-z]{22}}/invoice.pdf": "customer",
  "POST /api/order/:id{ord_[0-9a-z]{22}}/cancel": "customer",
  "GET /api/order/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}}": "customer",
  "GET /api/order/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}\\.pdf}": "customer",
  "POST /api/order/:id{ord_[0-9a-z]{22}}/return": "customer",
  "GET /api/order/:id{ord_[0-9a-z]{22}}/returns/:ret{ret_[0-9a-z]{22}}/photos/:n{[0-9]}": "customer",
  "POST /api/user/otp/request": "public",
  "POST /api/user/otp/verify": "public",
  "POST /api/user/otp/name": "customer",
  "POST /api/user/mobile": "customer",
  "GET /api/seller/is-auth": "seller",
  "GET /api/seller/dashboard": "seller",
  "GET /api/order/seller": "seller",
  "PUT /api/order/:id{ord_[0-9a-z]{22}}/ship": "seller",
  "PUT /api/order/:id{ord_[0-9a-z]{22}}/status": "seller",
  "GET /api/seller/orders.csv": "seller",
  "GET /api/seller/orders/:id{ord_[0-9a-z]{22}}/invoice.pdf": "seller",
  "GET /api/seller/orders/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}}": "seller",
  "GET /api/seller/orders/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}\\.pdf}": "seller",
  "POST /api/seller/orders/:id{ord_[0-9a-z]{22}}/refunds": "seller",
  "POST /api/seller/orders/:id{ord_[0-9a-z]{22}}/refunds/:refund{rfd_[0-9a-z]{22}}/retry": "seller",
  "GET /api/seller/after-sales": "seller",
  "GET /api/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{ret_[0-9a-z]{22}}/photos/:n{[0-9]}": "seller",
  "POST /api/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{ret_[0-9a-z]{22}}/approve": "seller",
  "POST /api/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{ret_[0-9a-z]{22}}/reject": "seller",
  "POST /api/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{ret_[0-9a-z]{22}}/receive": "seller",
  "POST /api/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{ret_[0-9a-z]{22}}/ship-replacement": "seller",
  "GET /api/seller/labels.pdf": "seller",
  "PUT /api/seller/password": "seller",
  "GET /api/seller/sessions": "seller",
  "DELETE /api/seller/sessions/:id": "seller",
  "POST /api/seller/sessions/sign-out-others": "seller",
  "GET /api/seller/staff": "seller",
  "POST /api/seller/staff": "seller",
  "DELETE /api/seller/staff/:id": "seller",
  "GET /api/seller/products": "seller",
  "GET /api/seller/products/:id{prd_[0-9a-z]{22}}/stock-ledger": "seller",
  "GET /api/seller/products/:id{prd_[0-9a-z]{22}}/variants": "seller",
  "PUT /api/seller/products/:id{prd_[0-9a-z]{22}}/variants": "seller",
  "PUT /api/seller/categories/hindi": "seller",
  "POST /api/product/add-product": "seller",
  "POST /api/upload": "seller",
  "PUT /api/product/:id{prd_[0-9a-z]{22}}": "seller",
  "POST /api/product/stock": "seller",
  "DELETE /api/product/:id{prd_[0-9a-z]{22}}": "seller",
  "GET /api/seller/messages": "seller",
  "GET /api/seller/subscribers": "seller",
  "GET /api/seller/settings": "seller",
  "PUT /api/seller/settings": "seller",
  "GET /api/seller/push/public-key": "seller",
  "POST /api/seller/push/subscribe": "seller",
  "POST /api/seller/push/unsubscribe": "seller",
  "POST /api/seller/settings/picture": "seller",
  "GET /api/seller/search-synonyms": "seller",
  "PUT /api/seller/search-synonyms": "seller",
  "POST /api/webhooks/razorpay": "webhook",
};

let shop: TestShop;
let customer: TestCustomer;
let seller: TestSeller;
let callers: { name: string; cookie: string; is: "anonymous" | "customer" | "seller" }[];
beforeAll(async () => {
  shop = await createTestShop();
  customer = await newCustomer(shop);
  seller = await newSeller(shop);
  const longAgo = new Date(Date.now() - 31 * 86_400_000);
  const expiredCustomer = await createSession(shop.db, "customer", customer.userId, longAgo);
  const sellerRow = await shop.db.selectFrom("sellers").select("id").where("email", "=", seller.email).executeTakeFirstOrThrow();
  const expiredSeller = await createSession(shop.db, "seller", sellerRow.id, longAgo);
  callers = [
    { name: "anonymous", cookie: "", is: "anonymous" },
    { name: "customer", cookie: `sid=${customer.sid}`, is: "customer" },
    { name: "seller", cookie: `seller_sid=${seller.sid}`, is: "seller" },
    { name: "expired customer session", cookie: `sid=${expiredCustomer.token}`, is: "anonymous" },
    { name: "expired seller session", cookie: `seller_sid=${expiredSeller.token}`, is: "anonymous" },
    { name: "crafted cookies", cookie: `sid=${"A".repeat(43)}; seller_sid=${"B".repeat(43)}`, is: "anonymous" },
    { name: "customer token as seller cookie", cookie: `seller_sid=${customer.sid}`, is: "anonymous" },
    { name: "seller token as customer cookie", cookie: `sid=${seller.sid}`, is: "anonymous" },
  ];
});
afterAll(async () => {
  await shop.close();
});

/** A concrete URL for a route pattern (ids of the right shape that exist nowhere). */
function concrete(path: string): string {
  return path
    .replace(/:id\{ord_[^}]*\}\}?/, "ord_0000000000000000000000")
    .replace(/:id\{prd_[^}]*\}\}?/, "prd_0000000000000000000000")
    .replace(/:note\{cn_\[0-9a-z\]\{22\}\\\.pdf\}/, "cn_0000000000000000000000.pdf")
    .replace(/:note\{cn_[^}]*\}\}?/, "cn_0000000000000000000000")
    .replace(/:refund\{rfd_[^}]*\}\}?/, "rfd_0000000000000000000000")
    .replace(/:ret\{ret_[^}]*\}\}?/, "ret_0000000000000000000000")
    .replace(/:rev\{rev_[^}]*\}\}?/, "rev_0000000000000000000000")
    .replace(/:id\{cpn_[^}]*\}\}?/, "cpn_0000000000000000000000")
    .replace(/:n\{\[0-9\]\}/, "1")
    .replace(/:id/, "xyz_0000000000000000000000");
}

function apiRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of shop.app.routes) if (r.path.startsWith("/api/") && r.method !== "ALL") seen.add(`${r.method} ${r.path}`);
  // Logout revokes the session it is called with: those go last, so the callers' sessions live until then.
  // "Log out everywhere" (customer only) ends the customer's sessions too: after every other route, before the plain logouts.
  const last = (r: string) => (r.includes("/logout-everywhere") ? 1 : r.includes("/logout") ? 2 : 0);
  return [...seen].sort((a, b) => last(a) - last(b) || a.localeCompare(b));
}

describe("customer B against customer A's own resources", () => {
  it("finds nothing of A's (404), never A's data and never 403 that would confirm the id exists", async () => {
    const a = customer;
    const b = await newCustomer(shop, { name: "Customer B" });
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!._id;
    const cod = (await (await a.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: a.addressId })).json()) as { orderId: string };
    const online = (await (await a.call("POST", "/api/order/razorpay", { items: [{ product, quantity: 1 }], address: a.addressId })).json()) as {
      orderId: string;
    };
    const attempts: [string, string, unknown][] = [
      ["GET", `/api/order/${cod.orderId}`, undefined],
      ["GET", `/api/order/${cod.orderId}/invoice.pdf`, undefined],
      [
        "PUT",
        `/api/address/${a.addressId}`,
        {
          address: {
            firstName: "B",
            lastName: "B",
            email: "b@example.com",
            street: "Somewhere 1",
            city: "Pune",
            state: "Maharashtra",
            zipCode: "411001",
            phone: "9876500000",
          },
        },
      ],
      ["DELETE", `/api/address/${a.addressId}`, undefined],
      ["POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: a.addressId }],
      ["POST", "/api/order/abandon", { orderId: online.orderId }],
      ["POST", "/api/order/sandbox-pay", { orderId: online.orderId }],
      ["POST", "/api/order/verify", { razorpay_order_id: online.orderId, razorpay_payment_id: "pay_x", razorpay_signature: "0".repeat(64) }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await b.call(method, url, body);
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    // A's things are untouched and B's lists hold none of them.
    expect((await (await a.call("GET", `/api/order/${cod.orderId}`)).json()) as object).toMatchObject({ success: true });
    expect(((await (await a.call("GET", "/api/address/get")).json()) as { addresses: { _id: string }[] }).addresses.map((x) => x._id)).toContain(a.addressId);
    expect(((await (await b.call("GET", "/api/order/user")).json()) as { orders: unknown[] }).orders).toEqual([]);
  });
});

describe("authorisation matrix", () => {
  it("knows who may call every API route", () => {
    const routes = apiRoutes();
    expect(
      routes.filter((r) => !(r in ACCESS)),
      "routes without an expectation",
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((r) => !routes.includes(r)),
      "expectations for routes that no longer exist",
    ).toEqual([]);
  });

  it("lets each route be used only by the callers it is for, and never answers 5xx", async () => {
    const failures: string[] = [];
    let n = 0;
    for (const route of apiRoutes()) {
      const [method, path] = route.split(" ") as [string, string];
      const access = ACCESS[route]!;
      for (const caller of callers) {
        const body = method === "GET" || method === "DELETE" ? undefined : "{}";
        const res = await shop.app.request(concrete(path), {
          method,
          headers: {
            Origin: "http://localhost",
            Host: "localhost",
            Cookie: caller.cookie,
            "X-Forwarded-For": `10.99.${n >> 8}.${n++ & 255}`,
            ...(body ? { "Content-Type": "application/json" } : {}),
          },
          body,
        });
        const refused = res.status === 401 || res.status === 403;
        const allowed = access === "public" || (access === "customer" && caller.is === "customer") || (access === "seller" && caller.is === "seller");
        const ok = res.status < 500 && (access === "webhook" ? [400, 404].includes(res.status) : allowed ? !refused : res.status === 401);
        if (!ok) failures.push(`${route} as ${caller.name}: ${res.status} ${(await res.text()).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(n).toBeGreaterThan(300);
  });
});
