import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { checkoutSignature, hmacSha256Hex } from "../modules/payments/signatures";

/**
 * A stand-in for Razorpay's Orders and Payments API over real HTTP on
 * loopback, for tests: basic auth with the key id and secret, POST /v1/orders,
 * GET /v1/orders/:id, GET /v1/orders/:id/payments, GET /v1/payments/:id and
 * POST /v1/payments/:id/capture, POST /v1/payments/:id/refund (idempotent on the
 * X-Refund-Idempotency header, never above what is left of the payment) and
 * GET /v1/refunds/:id, with Razorpay's field names and error shape.
 * Test helpers play the customer at the checkout (`pay`, `authorize`,
 * `failAttempt`) and build webhooks signed like Razorpay's.
 */
export type FakePayment = {
  id: string;
  entity: "payment";
  order_id: string;
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed";
  method: "upi";
  error_description: string | null;
  created_at: number;
};
export type FakeRefund = {
  id: string;
  entity: "refund";
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  created_at: number;
};
export type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: "created" | "attempted" | "paid";
  notes: Record<string, string>;
  created_at: number;
  payments: FakePayment[];
};

export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  /** Every refund made, by id. */
  refunds: Map<string, FakeRefund>;
  /** Status new refunds get (Razorpay answers "pending" or "processed"). */
  refundStatus: FakeRefund["status"];
  /** Number of API calls received, by "METHOD path-pattern". */
  calls: Map<string, number>;
  /** While true every API call answers 503 (an outage). */
  down: boolean;
  /** A successful payment at the checkout: what Razorpay Checkout hands the browser. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** Like `pay` on an account with manual capture: the payment stays `authorized` until the shop captures it. */
  authorize(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** Razorpay's record of a payment (tests may change it to play a tampered or odd record). */
  payment(paymentId: string): FakePayment;
  /** A failed attempt at the checkout (the customer may try again). */
  failAttempt(orderId: string): FakePayment;
  /** A webhook exactly as Razorpay would send it: raw body and headers. */
  webhook(
    event: "payment.captured" | "order.paid" | "payment.failed",
    payment: FakePayment,
    opts?: { eventId?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "0").slice(0, 14)}`;

export async function startFakeRazorpay(opts: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}): Promise<FakeRazorpay> {
  const keyId = opts.keyId ?? "rzp_test_fake";
  const keySecret = opts.keySecret ?? "fake_key_secret";
  const webhookSecret = opts.webhookSecret ?? "fake_webhook_secret";
  const orders = new Map<string, FakeOrder>();
  const calls = new Map<string, number>();
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const state = { down: false, refundStatus: "processed" as FakeRefund["status"] };
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, { body: string; refund: FakeRefund }>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, description: string) => send(res, status, { error: { code: "BAD_REQUEST_ERROR", description } });
  const publicOrder = ({ payments: _p, ...o }: FakeOrder) => o;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const pattern = url.pathname.replace(/(order|pay|rfnd)_[A-Za-z0-9]+/, ":id");
      calls.set(`${req.method} ${pattern}`, (calls.get(`${req.method} ${pattern}`) ?? 0) + 1);
      if (state.down) return error(res, 503, "Service unavailable");
      if (req.headers.authorization !== expectedAuth) return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });

      if (req.method === "POST" && url.pathname === "/v1/orders") {
        let body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
        } catch {
          return error(res, 400, "Invalid JSON");
        }
        if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount < 100)
          return error(res, 400, "The amount must be atleast INR 1.00");
        if (body.currency !== "INR") return error(res, 400, "Currency is not supported");
        if (typeof body.receipt !== "string" || body.receipt.length > 40) return error(res, 400, "receipt: the length must be no more than 40.");
        const order: FakeOrder = {
          id: rid("order"),
          entity: "order",
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: "INR",
          receipt: body.receipt,
          status: "created",
          notes: (body.notes ?? {}) as Record<string, string>,
          created_at: Math.floor(Date.now() / 1000),
          payments: [],
        };
        orders.set(order.id, order);
        return send(res, 200, publicOrder(order));
      }
      const m = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(url.pathname);
      if (req.method === "GET" && m) {
        const order = orders.get(decodeURIComponent(m[1]!));
        if (!order) return error(res, 400, "The id provided does not exist");
        if (m[2]) return send(res, 200, { entity: "collection", count: order.payments.length, items: order.payments });
        return send(res, 200, publicOrder(order));
      }
      const rm = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && rm) {
        const refund = refunds.get(decodeURIComponent(rm[1]!));
        return refund ? send(res, 200, refund) : error(res, 400, "The id provided does not exist");
      }
      const fm = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === "POST" && fm) {
        const paid = findPayment(decodeURIComponent(fm[1]!));
        if (!paid) return error(res, 400, "The id provided does not exist");
        const raw = Buffer.concat(chunks).toString("utf8");
        const key = req.headers["x-refund-idempotency"];
        if (typeof key === "string") {
          if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return error(res, 400, "The idempotency key is invalid");
          const earlier = refundsByKey.get(key);
          if (earlier)
            return earlier.body === raw ? send(res, 200, earlier.refund) : error(res, 400, "Different request body sent for the same idempotency key");
        }
        let body: { amount?: unknown; receipt?: unknown; notes?: unknown };
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          return error(res, 400, "Invalid JSON");
        }
        if (paid.status !== "captured") return error(res, 400, "Only captured payments can be refunded");
        const already = [...refunds.values()].filter((r) => r.payment_id === paid.id && r.status !== "failed").reduce((s, r) => s + r.amount, 0);
        const amount = body.amount === undefined ? paid.amount - already : body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) return error(res, 400, "The amount must be atleast INR 1.00");
        if (amount > paid.amount - already) return error(res, 400, "The requested refund amount is greater than the refundable amount.");
        const refund: FakeRefund = {
          id: rid("rfnd"),
          entity: "refund",
          payment_id: paid.id,
          amount,
          currency: "INR",
          receipt: typeof body.receipt === "string" ? body.receipt : null,
          notes: (body.notes ?? {}) as Record<string, string>,
          status: state.refundStatus,
          created_at: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (typeof key === "string") refundsByKey.set(key, { body: raw, refund });
        return send(res, 200, refund);
      }
      const pm = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(url.pathname);
      const found = pm ? findPayment(decodeURIComponent(pm[1]!)) : undefined;
      if (pm && !found) return error(res, 400, "The id provided does not exist");
      if (req.method === "GET" && pm && !pm[2]) return send(res, 200, found);
      if (req.method === "POST" && pm?.[2] && found) {
        let body: { amount?: unknown; currency?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
        } catch {
          return error(res, 400, "Invalid JSON");
        }
        if (found.status !== "authorized") return error(res, 400, "This payment has already been captured");
        if (body.amount !== found.amount) return error(res, 400, "Capture amount must be equal to the amount authorized");
        if (body.currency !== found.currency) return error(res, 400, "Currency does not match");
        found.status = "captured";
        const order = orders.get(found.order_id);
        if (order) Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
        return send(res, 200, found);
      }
      return error(res, 404, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const payment = (order: FakeOrder, status: FakePayment["status"]): FakePayment => ({
    id: rid("pay"),
    entity: "payment",
    order_id: order.id,
    amount: order.amount,
    currency: "INR",
    status,
    method: "upi",
    error_description: status === "failed" ? "Payment was declined by the bank" : null,
    created_at: Math.floor(Date.now() / 1000),
  });
  const findPayment = (id: string) => {
    for (const o of orders.values()) for (const p of o.payments) if (p.id === id) return p;
    return undefined;
  };
  const mustFind = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    return order;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    refunds,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(v: FakeRefund["status"]) {
      state.refundStatus = v;
    },
    calls,
    get down() {
      return state.down;
    },
    set down(v: boolean) {
      state.down = v;
    },
    pay(orderId) {
      const order = mustFind(orderId);
      const p = payment(order, "captured");
      order.payments.push(p);
      order.status = "paid";
      order.amount_paid = order.amount;
      order.amount_due = 0;
      return { razorpay_order_id: order.id, razorpay_payment_id: p.id, razorpay_signature: checkoutSignature(keySecret, order.id, p.id) };
    },
    authorize(orderId) {
      const order = mustFind(orderId);
      const p = payment(order, "authorized");
      order.payments.push(p);
      order.status = "attempted";
      return { razorpay_order_id: order.id, razorpay_payment_id: p.id, razorpay_signature: checkoutSignature(keySecret, order.id, p.id) };
    },
    payment(paymentId) {
      const p = findPayment(paymentId);
      if (!p) throw new Error(`fake Razorpay: no payment ${paymentId}`);
      return p;
    },
    failAttempt(orderId) {
      const order = mustFind(orderId);
      const p = payment(order, "failed");
      order.payments.push(p);
      order.status = "attempted";
      return p;
    },
    webhook(event, p, o = {}) {
      const order = orders.get(p.order_id);
      const payload: Record<string, unknown> = { payment: { entity: p } };
      if (event === "order.paid" && order) payload.order = { entity: publicOrder(order) };
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": hmacSha256Hex(webhookSecret, body),
          "X-Razorpay-Event-Id": o.eventId ?? rid("evt"),
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
