import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Shiprocket's external API over real HTTP on loopback, for
 * tests: login with the API user's email and password for a bearer token,
 * POST /v1/external/orders/create/adhoc, /courier/assign/awb and
 * /courier/generate/label, and GET /v1/external/courier/serviceability/
 * (query string pickup_postcode, delivery_postcode, weight in kg, cod 1|0),
 * with Shiprocket's field names and error shapes.
 * Switches make it misbehave: `down` (503), `expireTokens()` (401 until the
 * client logs in again), `refuseAwb` (no courier), `failLabel` and
 * `latencyMs` (a slow courier). `created` and `assigned` record every booking.
 * Serviceability answers two couriers, the fastest in `days.get(pin)` days
 * (4 when not set) and a slower one 2 days later, both offering COD; switches:
 * `unserviceable` (delivery PINs no courier reaches: 404 "No courier
 * serviceable for this pincode"), `noCod` (delivery PINs where the couriers
 * list cod 0) and `days`. `serviceabilityQueries` records every question's
 * query string parameters.
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
  /** Delivery PINs no courier reaches: serviceability answers 404. */
  unserviceable: Set<string>;
  /** Delivery PINs where the couriers offer no cash on delivery (cod 0). */
  noCod: Set<string>;
  /** Delivery PIN → the fastest courier's estimated days (4 when not set). */
  days: Map<string, number>;
  /** The query string parameters of every authenticated serviceability question, in order. */
  serviceabilityQueries: Record<string, string>[];
  close(): Promise<void>;
};

const REQUIRED = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
] as const;
const REQUIRED_ITEM = ["name", "sku", "units", "selling_price"] as const;

const missing = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** "Nov 29, 2026": `days` from now, in India. */
const etd = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" });

/** Serviceability's 422 errors: both postcodes 6 digits, a positive weight. */
function validateServiceability(query: URLSearchParams): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const f of ["pickup_postcode", "delivery_postcode"] as const) {
    const v = query.get(f);
    if (v === null || v.trim() === "") errors[f] = [`The ${f.replace(/_/g, " ")} field is required.`];
    else if (!/^\d{6}$/.test(v)) errors[f] = [`The ${f.replace(/_/g, " ")} must be 6 digits.`];
  }
  const weight = query.get("weight");
  if (weight === null || weight.trim() === "") errors.weight = ["The weight field is required when order id is not present."];
  else if (!(Number(weight) > 0)) errors.weight = ["The weight must be a number greater than 0."];
  return errors;
}

/** Shiprocket's 422: `{ message, status_code, errors: { field: [messages] } }`. */
function validateOrder(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const f of REQUIRED) if (missing(body[f])) errors[f] = [`The ${f.replace(/_/g, " ")} field is required.`];
  if (!errors.billing_pincode && !/^\d{6}$/.test(String(body.billing_pincode))) errors.billing_pincode = ["The billing pincode must be 6 digits."];
  if (!errors.payment_method && body.payment_method !== "COD" && body.payment_method !== "Prepaid")
    errors.payment_method = ["The selected payment method is invalid."];
  const items = body.order_items;
  if (!errors.order_items && (!Array.isArray(items) || items.length === 0)) errors.order_items = ["The order items must have at least 1 items."];
  if (Array.isArray(items))
    items.forEach((item: unknown, i) => {
      for (const f of REQUIRED_ITEM)
        if (!isObject(item) || missing(item[f])) errors[`order_items.${i}.${f}`] = [`The order_items.${i}.${f} field is required.`];
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
  const unserviceable = new Set<string>();
  const noCod = new Set<string>();
  const days = new Map<string, number>();
  const serviceabilityQueries: Record<string, string>[] = [];
  const state = { down: false, refuseAwb: false, failLabel: false, nextId: 1000, latencyMs: 0 };
  let url = "";

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}) =>
    send(res, status, { message, status_code: status, ...extra });

  function serviceability(query: URLSearchParams, res: http.ServerResponse) {
    serviceabilityQueries.push(Object.fromEntries(query));
    const errors = validateServiceability(query);
    if (Object.keys(errors).length > 0) return error(res, 422, "Oops! Invalid Data.", { errors });
    const pin = query.get("delivery_postcode")!;
    if (unserviceable.has(pin)) return error(res, 404, "No courier serviceable for this pincode");
    const cod = noCod.has(pin) ? 0 : 1;
    const slabs = Math.max(1, Math.ceil(Number(query.get("weight")) / 0.5));
    const fastest = days.get(pin) ?? 4;
    const courier = (id: number, name: string, d: number, perSlab: number) => {
      const freight = slabs * perSlab;
      const codCharges = cod && query.get("cod") === "1" ? 35 : 0;
      return {
        courier_company_id: id,
        courier_name: name,
        etd: etd(d),
        etd_hours: d * 24,
        estimated_delivery_days: String(d),
        cod,
        rate: freight + codCharges,
        freight_charge: freight,
        cod_charges: codCharges,
        min_weight: 0.5,
        is_surface: d > 3,
        pickup_availability: "1",
        postcode: pin,
        rating: 4.2,
      };
    };
    // The slower, cheaper courier first: clients must look for the fastest, not take the first.
    const couriers = [courier(12, "Delhivery Surface", fastest + 2, 42), courier(43, "Xpressbees Air", fastest, 68)];
    return send(res, 200, {
      status: 200,
      currency: "INR",
      data: { available_courier_companies: couriers, recommended_courier_company_id: 43, shiprocket_recommended_courier_id: 43, is_recommendation_enabled: 1 },
      dg_courier: 0,
      eligible_for_insurance: 0,
    });
  }

  function route(method: string, path: string, query: URLSearchParams, auth: string | undefined, body: Record<string, unknown>, res: http.ServerResponse) {
    if (method === "POST" && path === "/v1/external/auth/login") {
      if (missing(body.email) || missing(body.password)) return error(res, 422, "Oops! Invalid Data.", { errors: { email: ["The email field is required."] } });
      if (body.email !== email || body.password !== password) return error(res, 403, "Invalid email and password combination");
      const token = randomBytes(24).toString("base64url");
      tokens.add(token);
      return send(res, 200, { id: 1, first_name: "API", last_name: "User", email, company_id: 1, token });
    }
    const token = /^Bearer (.+)$/.exec(auth ?? "")?.[1];
    if (!token || !tokens.has(token)) return error(res, 401, "Token has expired");

    if (method === "GET" && path === "/v1/external/courier/serviceability/") return serviceability(query, res);
    if (method === "POST" && path === "/v1/external/orders/create/adhoc") {
      const errors = validateOrder(body);
      if (Object.keys(errors).length > 0) return error(res, 422, "Oops! Invalid Data.", { errors });
      const order: FakeShiprocketOrder = { orderId: state.nextId++, shipmentId: state.nextId++, body, awb: null, courierName: null, labelUrl: null };
      orders.set(String(body.order_id), order);
      created.push(order);
      byShipment.set(order.shipmentId, order);
      return send(res, 200, {
        order_id: order.orderId,
        shipment_id: order.shipmentId,
        status: "NEW",
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: "",
        courier_company_id: "",
        courier_name: "",
      });
    }
    if (method === "POST" && path === "/v1/external/courier/assign/awb") {
      const order = byShipment.get(Number(body.shipment_id));
      if (!order) return error(res, 400, "Invalid shipment id");
      if (state.refuseAwb)
        return send(res, 200, { awb_assign_status: 0, response: { data: { awb_assign_error: "Selected courier is not serviceable for this pincode" } } });
      order.awb ??= `1914${String(order.shipmentId).padStart(10, "0")}`;
      order.courierName = "Delhivery Surface";
      assigned.push(order.awb);
      return send(res, 200, {
        awb_assign_status: 1,
        response: { data: { awb_code: order.awb, courier_company_id: 12, courier_name: order.courierName, shipment_id: order.shipmentId } },
      });
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
      const { pathname: path, searchParams: query } = new URL(req.url ?? "/", "http://fake");
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
      const answer = () => route(req.method ?? "GET", path, query, req.headers.authorization, body as Record<string, unknown>, res);
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
    unserviceable,
    noCod,
    days,
    serviceabilityQueries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
