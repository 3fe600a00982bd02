import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../../../testing/customers";
import { singleVariant } from "../../../testing/catalog";
import { decryptPush, newBrowserKeys, startFakePushService, vapidClaims, type FakePushService } from "../../../testing/fake-push-service";
import { newSeller, type TestSeller } from "../../../testing/sellers";
import { createTestShop, type TestShop } from "../../../testing/test-app";
import { retryDelayMs } from "../outbox";
import { endpointProblem } from "./endpoint";
import { VAPID_KEY } from "./vapid";

/** A browser subscription pointing at the fake push service. */
function subscription(push: FakePushService, name: string) {
  const keys = newBrowserKeys();
  return { keys, body: { endpoint: `${push.url}/push/${name}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
}

describe("new-order Web Push", () => {
  let shop: TestShop;
  let push: FakePushService;
  let seller: TestSeller;

  beforeAll(async () => {
    push = await startFakePushService();
    shop = await createTestShop({ env: { PUSH_ALLOW_LOOPBACK: "true" } });
    seller = await newSeller(shop);
  });
  afterAll(async () => {
    await shop?.close();
    await push?.close();
  });

  const placeCod = async (quantity = 2) => {
    const buyer = await newCustomer(shop, { address: { firstName: "Meera" } });
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    const res = await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity }], address: buyer.addressId });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const order = await shop.db.selectFrom("orders").select(["total_paise"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    return { orderId, totalPaise: order.total_paise };
  };

  it("gives sellers the VAPID public key, never the private key", async () => {
    const res = await seller.call("GET", "/api/seller/push/public-key");
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const row = await shop.db.selectFrom("settings").select("value").where("key", "=", VAPID_KEY).executeTakeFirstOrThrow();
    const { privateKey } = JSON.parse(row.value) as { privateKey: string };
    const settings = await (await seller.call("GET", "/api/seller/settings")).text();
    expect(settings).not.toContain(privateKey);
    expect(settings).not.toContain(publicKey);
  });

  it("refuses logged-out visitors and customer sessions", async () => {
    const { body } = subscription(push, "stranger");
    expect((await shop.post("/api/seller/push/subscribe", body)).status).toBe(401);
    expect((await shop.app.request("/api/seller/push/public-key")).status).toBe(401);
    const customer = await newCustomer(shop);
    const res = await customer.call("POST", "/api/seller/push/subscribe", body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: "Seller login required" });
    expect(await shop.db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", body.endpoint).execute()).toHaveLength(0);
  });

  it("refuses malformed subscriptions with a clear message", async () => {
    const { body } = subscription(push, "bad");
    const cases: [unknown, string][] = [
      [{ ...body, keys: { ...body.keys, p256dh: "short" } }, "keys.p256dh: must be a P-256 public key (65 bytes, base64url)"],
      [{ ...body, keys: { ...body.keys, auth: "not base64!" } }, "keys.auth: must be base64url"],
      [{ keys: body.keys }, "endpoint: Invalid input: expected string, received undefined"],
      [{ ...body, endpoint: "not a url" }, "endpoint must be a URL"],
    ];
    for (const [bad, message] of cases) {
      const res = await seller.call("POST", "/api/seller/push/subscribe", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
  });

  it("refuses endpoints on private, loopback or internal hosts (SSRF)", async () => {
    const keys = subscription(push, "x").body.keys;
    for (const endpoint of [
      "https://10.0.0.5/push",
      "https://192.168.1.1/push",
      "https://[fd00::1]/x",
      "https://169.254.169.254/latest/meta-data",
      "https://router/x",
      "https://metadata.google.internal/x",
      "https://fcm.googleapis.com:8443/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/x",
    ]) {
      const res = await seller.call("POST", "/api/seller/push/subscribe", { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
    }
    // Without the test-only switch (PUSH_ALLOW_LOOPBACK), loopback is refused too, the fake service included.
    expect(endpointProblem(`${push.url}/push/a`, false)).toBe("endpoint must be an https:// URL");
    expect(endpointProblem("https://127.0.0.1/push", false)).toBe("endpoint must name the push service's host, not an IP address");
    expect(endpointProblem("https://[::1]/push", false)).toBe("endpoint must name the push service's host, not an IP address");
    expect(endpointProblem("https://localhost/push", false)).toBe("endpoint must be a public push service");
    expect(endpointProblem("https://shop.localhost/push", false)).toBe("endpoint must be a public push service");
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc:def", false)).toBeNull();
    expect(endpointProblem("http://10.1.2.3/push", true)).toBe("endpoint must be an https:// URL");
  });

  it("sends an encrypted, VAPID-signed push to each subscribed browser when a COD order is placed", async () => {
    const phone = subscription(push, "phone");
    const laptop = subscription(push, "laptop");
    expect((await seller.call("POST", "/api/seller/push/subscribe", phone.body, { "User-Agent": "Pixel 7" })).status).toBe(201);
    const res = await seller.call("POST", "/api/seller/push/subscribe", laptop.body);
    expect(await res.json()).toEqual({ success: true, message: "Order notifications are on" });
    // Subscribing the same browser again keeps one row.
    expect((await seller.call("POST", "/api/seller/push/subscribe", phone.body, { "User-Agent": "Pixel 7" })).status).toBe(201);
    expect(await shop.db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", phone.body.endpoint).execute()).toHaveLength(1);

    const { orderId, totalPaise } = await placeCod(2);
    const rupees = `₹${(totalPaise / 100).toLocaleString("en-IN", { minimumFractionDigits: totalPaise % 100 ? 2 : 0 })}`;
    await shop.services.outbox.drain();
    await shop.services.outbox.drain(); // nothing twice
    const got = push.received.filter((r) => r.path === "/push/phone" || r.path === "/push/laptop");
    expect(got.map((r) => r.path).sort()).toEqual(["/push/laptop", "/push/phone"]);
    for (const r of got) {
      const keys = r.path === "/push/phone" ? phone.keys : laptop.keys;
      expect(decryptPush(r.body, keys)).toEqual({
        title: `New order ${rupees}`,
        body: "Meera · 2 items · COD",
        url: `/seller/Orderlist?order=${orderId}`,
        tag: `order-${orderId}`,
      });
      expect(r.headers["content-encoding"]).toBe("aes128gcm");
      expect(r.headers.ttl).toBe("86400");
      expect(r.headers.urgency).toBe("high");
      const claims = vapidClaims(r.headers.authorization);
      expect(claims.aud).toBe(push.url);
      const { settings } = await shop.services.catalog.get();
      expect(claims.sub).toBe(`mailto:${settings.emails.sales}`);
      expect(claims.k).toBe(shop.services.pushPublicKey);
    }
    const phoneRow = await shop.db.selectFrom("push_subscriptions").selectAll().where("endpoint", "=", phone.body.endpoint).executeTakeFirstOrThrow();
    expect(phoneRow.last_success_at).not.toBeNull();
    expect(phoneRow.user_agent).toBe("Pixel 7");
  });

  it("deletes a subscription the push service says is gone (410), and retries other failures with backoff", async () => {
    await shop.db.deleteFrom("push_subscriptions").execute();
    const gone = subscription(push, "gone");
    const flaky = subscription(push, "flaky");
    await seller.call("POST", "/api/seller/push/subscribe", gone.body);
    await seller.call("POST", "/api/seller/push/subscribe", flaky.body);
    push.answer.set("/push/gone", 410);
    push.answer.set("/push/flaky", 500);
    const t0 = new Date(Date.now() + 60_000);
    await placeCod(1);
    expect(await shop.services.outbox.drain(t0)).toMatchObject({ failed: 1 });
    expect(await shop.db.selectFrom("push_subscriptions").select("endpoint").execute()).toEqual([{ endpoint: flaky.body.endpoint }]);
    const flakyRow = await shop.db.selectFrom("push_subscriptions").select("failures").executeTakeFirstOrThrow();
    expect(flakyRow.failures).toBe(1);

    push.answer.delete("/push/flaky");
    const before = push.received.filter((r) => r.path === "/push/flaky").length;
    await shop.services.outbox.drain(new Date(t0.getTime() + 5_000)); // not due yet
    expect(push.received.filter((r) => r.path === "/push/flaky")).toHaveLength(before);
    await shop.services.outbox.drain(new Date(t0.getTime() + retryDelayMs(1) + 1));
    const flakyGot = push.received.filter((r) => r.path === "/push/flaky");
    expect(flakyGot).toHaveLength(before + 1);
    expect(decryptPush(flakyGot.at(-1)!.body, flaky.keys)).toMatchObject({ body: "Meera · 1 item · COD" });
    expect(push.received.filter((r) => r.path === "/push/gone")).toHaveLength(1);
  });

  it("pushes an online order once its payment is confirmed, not when it is started", async () => {
    await shop.db.deleteFrom("push_subscriptions").execute();
    const online = subscription(push, "online");
    await seller.call("POST", "/api/seller/push/subscribe", online.body);
    const buyer = await newCustomer(shop, { address: { firstName: "Meera" } });
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    const start = (await (
      await buyer.call("POST", "/api/order/razorpay", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId })
    ).json()) as { orderId: string; receipt: string };
    const later = new Date(Date.now() + 86_400_000 * 3);
    await shop.services.outbox.drain(later);
    expect(push.received.filter((r) => r.path === "/push/online")).toHaveLength(0);
    const signed = await (await buyer.call("POST", "/api/order/sandbox-pay", { orderId: start.orderId })).json();
    expect((await buyer.call("POST", "/api/order/verify", signed)).status).toBe(200);
    await shop.services.outbox.drain(later);
    const got = push.received.filter((r) => r.path === "/push/online");
    expect(got).toHaveLength(1);
    expect(decryptPush(got[0]!.body, online.keys)).toMatchObject({ body: "Meera · 1 item · Sandbox test", url: `/seller/Orderlist?order=${start.receipt}` });
  });

  it("stops pushing to a browser once its seller switches notifications off", async () => {
    await shop.db.deleteFrom("push_subscriptions").execute();
    const off = subscription(push, "off");
    await seller.call("POST", "/api/seller/push/subscribe", off.body);
    const res = await seller.call("POST", "/api/seller/push/unsubscribe", { endpoint: off.body.endpoint });
    expect(await res.json()).toEqual({ success: true, message: "Order notifications are off" });
    await placeCod(1);
    await shop.services.outbox.drain(new Date(Date.now() + 86_400_000));
    expect(push.received.filter((r) => r.path === "/push/off")).toHaveLength(0);
  });
});

describe("push destinations at send time", () => {
  it("refuses a host name that resolves to a private address", async () => {
    const { assertPublicDestination, isPrivateAddress } = await import("./endpoint");
    for (const a of ["127.0.0.1", "10.2.3.4", "172.20.0.1", "192.168.0.10", "169.254.169.254", "::1", "fe80::1", "fd12::1", "::ffff:127.0.0.1", "0.0.0.0"])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["142.250.183.10", "2a00:1450:4009:81f::200a"]) expect(isPrivateAddress(a), a).toBe(false);
    await expect(assertPublicDestination("https://localhost/push", false)).rejects.toThrow("endpoint must be a public push service");
    await expect(assertPublicDestination("https://127.0.0.1.nip.io.invalid/push", false)).rejects.toThrow();
  });
});

describe("new-order notification text", () => {
  it("names the amount in rupees, the customer's first name, the units and how it is paid", async () => {
    const { newOrderPayload } = await import("./new-order-push");
    const order = (over: Record<string, unknown>) =>
      ({
        _id: "ord_x",
        amount: 1299,
        paymentType: "COD",
        sandbox: false,
        address: { firstName: "Asha" },
        items: [{ quantity: 1 }, { quantity: 2 }],
        ...over,
      }) as unknown as Parameters<typeof newOrderPayload>[0];
    expect(newOrderPayload(order({}))).toEqual({
      title: "New order ₹1,299",
      body: "Asha · 3 items · COD",
      url: "/seller/Orderlist?order=ord_x",
      tag: "order-ord_x",
    });
    expect(newOrderPayload(order({ amount: 12345.5, paymentType: "Online", items: [{ quantity: 1 }] }))).toMatchObject({
      title: "New order ₹12,345.50",
      body: "Asha · 1 item · Paid online",
    });
    expect(newOrderPayload(order({ paymentType: "Sandbox", sandbox: true }))).toMatchObject({ body: "Asha · 3 items · Sandbox test" });
  });
});
