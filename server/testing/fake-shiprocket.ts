import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Shiprocket's external API over real HTTP on loopback, for
 * tests: login with the API user's email and password for a bearer token,
 * POST /v1/external/orders/create/adhoc, /courier/assign/awb and
 * /courier/generate/label, with Shiprocket's field names and error shapes.
 * Switches make it misbehave: `down` (503), `expireTokens()` (401 until the
 * client logs in again), `refuseAwb` (no courier), `failLabel` and
 * `latencyMs` (a slow courier). `created` and `assigned` record every booking.
 */
export type FakeShiprocketOrder = {
  /** Shiprocket's own ids. */
  orderId: number;
  shipmentId: number;
  /** Everything the client sent to create/adhoc (order_id is ours). */
  body: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
  labelUrl: string | null;
};

export type FakeShiprocket = {
  url: string;
  email: string;
  password: string;
  /** Created orders by our order id (the request's `order_id`). */
  orders: Map<string, FakeShiprocketOrder>;
  /** Every order created, in order (two for one of our orders = a double booking). */
  created: FakeShiprocketOrder[];
  /** Every AWB assigned, in order (the same AWB twice = one booking resumed). */
  assigned: string[];
  /** Milliseconds every answer waits (a slow courier, to widen races). */
  latencyMs: number;
  /** Number of API calls received, by "METHOD /path". */
  calls: Map<string, number>;
  /** Tokens currently valid (tests check that none leaks into logs or messages). */
  tokens: Set<string>;
  /** While true every call answers 503 (an outage). */
  down: boolean;
  /** Every token issued so far stops working (401) until the client logs in again. */
  expireTokens(): void;
  /** While true, assign/awb answers awb_assign_status 0 with an error. */
  refuseAwb: boolean;
  /** While true, generate/label answers label_created 0. */
  failLabel: boolean;
  close(): Promise<void>;
};

const REQUIRED = [
  "order_id", "order_date", "pickup_location", "billing_customer_name", "billing_address", "billing_city", "billing_pincode",
  "billing_state", "billing_country", "billing_email", "billing_phone", "order_items", "payment_method", "sub_total",
  "length", "breadth", "height", "weight",
] as const;
const REQUIRED_ITEM = ["name", "sku", "units", "selling_price"] as const;

const missing = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Shiprocket's 422: `{ message, status_code, errors: { field: [messages] } }`. */
function validateOrder(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const f of REQUIRED) if (missing(body[f])) errors[f] = [`The ${f.replace(/_/g, " ")} field is required.`];
  if (!errors.billing_pincode && !/^\d{6}$/.test(String(body.billing_pincode))) errors.billing_pincode = ["The billing pincode must be 6 digits."];
  if (!errors.payment_method && body.payment_method !== "COD" && body.payment_method !== "Prepaid") errors.payment_method = ["The selected payment method is invalid."];
  const items = body.order_items;
  if (!errors.order_items && (!Array.isArray(items) || items.length === 0)) errors.order_items = ["The order items must have at least 1 items."];
  if (Array.isArray(items))
    items.forEach((item: unknown, i) => {
      for (const f of REQUIRED_ITEM) if (!isObject(item) || missing(item[f])) errors[`order_items.${i}.${f}`] = [`The order_items.${i}.${f} field is required.`];
    });
  return errors;
}

export async function startFakeShiprocket(opts: { email?: string; password?: string } = {}): Promise<FakeShiprocket> {
  const email = opts.email ?? "api-user@shop.test";
  const password = opts.password ?? "fake-shiprocket-password";
  const orders = new Map<string, FakeShiprocketOrder>();
  const byShipment = new Map<number, FakeShiprocketOrder>();
  const calls = new Map<string, number>();
  const tokens = new Set<string>();
  const created: FakeShiprocketOrder[] = [];
  const assigned: string[] = [];
  const state = { down: false, refuseAwb: false, failLabel: false, nextId: 1000, latencyMs: 0 };
  let url = "";

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}) => send(res, status, { message, status_code: status, ...extra });

  function route(method: string, path: string, auth: string | undefined, body: Record<string, unknown>, res: http.ServerResponse) {
    if (method === "POST" && path === "/v1/external/auth/login") {
      if (missing(body.email) || missing(body.password)) return error(res, 422, "Oops! Invalid Data.", { errors: { email: ["The email field is required."] } });
      if (body.email !== email || body.password !== password) return error(res, 403, "Invalid email and password combination");
      const token = randomBytes(24).toString("base64url");
      tokens.add(token);
      return send(res, 200, { id: 1, first_name: "API", last_name: "User", email, company_id: 1, token });
    }
    const token = /^Bearer (.+)$/.exec(auth ?? "")?.[1];
    if (!token || !tokens.has(token)) return error(res, 401, "Token has expired");

    if (method === "POST" && path === "/v1/external/orders/create/adhoc") {
      const errors = validateOrder(body);
      if (Object.keys(errors).length > 0) return error(res, 422, "Oops! Invalid Data.", { errors });
      const order: FakeShiprocketOrder = { orderId: state.nextId++, shipmentId: state.nextId++, body, awb: null, courierName: null, labelUrl: null };
      orders.set(String(body.order_id), order);
      created.push(order);
      byShipment.set(order.shipmentId, order);
      return send(res, 200, { order_id: order.orderId, shipment_id: order.shipmentId, status: "NEW", status_code: 1, onboarding_completed_now: 0, awb_code: "", courier_company_id: "", courier_name: "" });
    }
    if (method === "POST" && path === "/v1/external/courier/assign/awb") {
      const order = byShipment.get(Number(body.shipment_id));
      if (!order) return error(res, 400, "Invalid shipment id");
      if (state.refuseAwb) return send(res, 200, { awb_assign_status: 0, response: { data: { awb_assign_error: "Selected courier is not serviceable for this pincode" } } });
      order.awb ??= `1914${String(order.shipmentId).padStart(10, "0")}`;
      order.courierName = "Delhivery Surface";
      assigned.push(order.awb);
      return send(res, 200, { awb_assign_status: 1, response: { data: { awb_code: order.awb, courier_company_id: 12, courier_name: order.courierName, shipment_id: order.shipmentId } } });
    }
    if (method === "POST" && path === "/v1/external/courier/generate/label") {
      const ids = Array.isArray(body.shipment_id) ? body.shipment_id.map(Number) : [];
      const order = ids.length === 1 ? byShipment.get(ids[0]!) : undefined;
      if (!order) return error(res, 422, "Oops! Invalid Data.", { errors: { shipment_id: ["The shipment id must be an array of one existing shipment."] } });
      if (state.failLabel || !order.awb) return send(res, 200, { label_created: 0, response: "Label could not be generated", not_created: ids });
      order.labelUrl = `${url}/labels/${order.shipmentId}.pdf`;
      return send(res, 200, { label_created: 1, label_url: order.labelUrl, response: "Label has been created and uploaded successfully!", not_created: [] });
    }
    return error(res, 404, "Not Found");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const key = `${req.method} ${path}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      if (state.down) return error(res, 503, "Service Unavailable");
      let body: unknown = {};
      const raw = Buffer.concat(chunks).toString("utf8");
      try {
        if (raw !== "") body = JSON.parse(raw);
      } catch {
        return error(res, 400, "Invalid JSON");
      }
      if (!isObject(body)) return error(res, 400, "Invalid JSON");
      const answer = () => route(req.method ?? "GET", path, req.headers.authorization, body as Record<string, unknown>, res);
      if (state.latencyMs > 0) setTimeout(answer, state.latencyMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    email,
    password,
    orders,
    created,
    assigned,
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(v: number) {
      state.latencyMs = v;
    },
    calls,
    tokens,
    get down() {
      return state.down;
    },
    set down(v: boolean) {
      state.down = v;
    },
    expireTokens() {
      tokens.clear();
    },
    get refuseAwb() {
      return state.refuseAwb;
    },
    set refuseAwb(v: boolean) {
      state.refuseAwb = v;
    },
    get failLabel() {
      return state.failLabel;
    },
    set failLabel(v: boolean) {
      state.failLabel = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
