import type pino from "pino";
import { deliveryLandmark, deliveryStreet } from "../../../lib/address-lines";
import { IST_OFFSET_MS } from "../../../lib/india-time";
import { itemLabel, type ApiOrder } from "../../../lib/orders";
import { ShippingError, type Parcel, type Serviceability, type ServiceabilityQuery, type Shipment, type ShippingProvider } from "./provider";

/**
 * Shiprocket's external API (https://apidocs.shiprocket.in/): log in with the
 * API user's email and password for a bearer token (valid 10 days), then book
 * a shipment in three calls: create the order, assign a courier (AWB), and ask
 * for the printable label. Messages in ShippingError are shown to the seller.
 * Serviceability (does a courier reach a PIN, how soon) is one GET, asked
 * while a shopper waits: a short timeout, answers cached for a few hours.
 */
export type ShiprocketConfig = { email: string; password: string; apiUrl: string; pickupLocation: string };

/** Tokens last 10 days; log in again after 9 to stay clear of the edge. */
const TOKEN_TTL_MS = 9 * 86_400_000;
const UNREACHABLE = "Shiprocket could not be reached. Try again, or ship manually.";
const UNREADABLE = "Shiprocket sent an answer we could not read. Try again, or ship manually.";
const BAD_LOGIN = "Shiprocket did not accept the API user's email or password. Check the Shiprocket settings, or ship manually.";
/** Bookings may wait; a serviceability question has a shopper waiting on it. */
const BOOKING_TIMEOUT_MS = 15_000;
const SERVICEABILITY_TIMEOUT_MS = 5_000;
/** Couriers' reach and estimates change slowly: keep an answer 6 hours, for at most 5,000 questions. */
const SERVICEABILITY_TTL_MS = 6 * 3_600_000;
const SERVICEABILITY_MAX_ENTRIES = 5_000;
const SERVICEABILITY_PATH = "/v1/external/courier/serviceability/";
const UNSERVICEABLE: Serviceability = { serviceable: false, days: null, cod: false };

type Method = "GET" | "POST";
type Reply = { status: number; body: Record<string, unknown> | null };
type AwbReply = {
  awb_assign_status?: unknown;
  message?: unknown;
  response?: { data?: { awb_code?: unknown; courier_name?: unknown; awb_assign_error?: unknown } };
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

/** A courier's estimated_delivery_days ("2" or 2) as a whole number of days, or null when it is not one. */
function deliveryDays(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Shiprocket's serviceability answer (HTTP 200): any courier, the fastest estimate, any COD. */
export function readServiceability(body: Record<string, unknown>): Serviceability {
  const list = isObject(body.data) ? body.data.available_courier_companies : undefined;
  const couriers = Array.isArray(list) ? list.filter(isObject) : [];
  if (couriers.length === 0) return { ...UNSERVICEABLE };
  const days = couriers.map((c) => deliveryDays(c.estimated_delivery_days)).filter((d): d is number => d !== null);
  return { serviceable: true, days: days.length > 0 ? Math.min(...days) : null, cod: couriers.some((c) => c.cod === 1 || c.cod === "1") };
}

/** "2026-11-22 15:45" in India's time. */
export function shiprocketOrderDate(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The order in Shiprocket's create/adhoc shape. */
export function shiprocketOrderBody(order: ApiOrder, parcel: Parcel, pickupLocation: string): Record<string, unknown> {
  const a = order.address;
  return {
    order_id: order._id,
    order_date: shiprocketOrderDate(order.createdAt),
    pickup_location: pickupLocation,
    billing_customer_name: a.firstName,
    billing_last_name: a.lastName,
    billing_address: deliveryStreet(a),
    ...(deliveryLandmark(a) ? { billing_address_2: `Landmark: ${deliveryLandmark(a)}` } : {}),
    billing_city: a.city,
    billing_pincode: a.pincode,
    billing_state: a.state,
    billing_country: a.country,
    billing_email: a.email,
    billing_phone: a.phone,
    shipping_is_billing: true,
    order_items: order.items.map((i) => ({
      name: itemLabel(i.product),
      sku: i.product.sku || i.product.code || i.product._id,
      units: i.quantity,
      selling_price: i.product.offerPrice,
      hsn: i.product.hsnCode,
      tax: i.gstRate,
    })),
    payment_method: order.paymentType === "COD" ? "COD" : "Prepaid",
    sub_total: order.amount,
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: parcel.weightKg,
  };
}

export function shiprocketShipping(config: ShiprocketConfig, log: pino.Logger): ShippingProvider {
  const base = config.apiUrl.replace(/\/+$/, "");
  let session: { token: string; expiresAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  /** Their words, without anything secret, short enough for a flash message. */
  const scrub = (s: string): string => {
    let out = s;
    for (const secret of [config.password, session?.token]) if (secret) out = out.split(secret).join("***");
    return out.length > 300 ? `${out.slice(0, 297)}...` : out;
  };
  const theirMessage = (body: Record<string, unknown> | null): string | null => {
    if (!body) return null;
    const parts = [text(body.message)];
    if (isObject(body.errors))
      for (const [field, v] of Object.entries(body.errors)) parts.push(`${field}: ${(Array.isArray(v) ? v : [v]).map(String).join(", ")}`);
    const joined = parts.filter((p): p is string => p !== null).join("; ");
    return joined ? scrub(joined) : null;
  };

  /** One HTTP request; a GET sends no body. */
  async function request(method: Method, path: string, body: unknown, token: string | undefined, timeoutMs: number): Promise<Reply> {
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: "application/json",
          ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(method === "GET" ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await res.text();
    } catch (err) {
      log.warn({ path, err: scrub(err instanceof Error ? err.message : String(err)) }, "Shiprocket could not be reached");
      throw new ShippingError(UNREACHABLE);
    }
    let parsed: unknown;
    try {
      parsed = raw === "" ? null : JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (res.ok && !isObject(parsed)) {
      log.warn({ path, status: res.status }, "Shiprocket answered with something other than a JSON object");
      throw new ShippingError(UNREADABLE);
    }
    return { status: res.status, body: isObject(parsed) ? parsed : null };
  }

  function login(): Promise<string> {
    loggingIn ??= (async () => {
      const reply = await request("POST", "/v1/external/auth/login", { email: config.email, password: config.password }, undefined, BOOKING_TIMEOUT_MS);
      const token = reply.status < 300 ? text(reply.body?.token) : null;
      if (!token) {
        log.warn({ status: reply.status, message: theirMessage(reply.body) }, "Shiprocket login failed");
        if (reply.status === 400 || reply.status === 401 || reply.status === 403) throw new ShippingError(BAD_LOGIN);
        if (reply.status < 300) throw new ShippingError(UNREADABLE);
        throw new ShippingError(UNREACHABLE);
      }
      session = { token, expiresAt: Date.now() + TOKEN_TTL_MS };
      return token;
    })().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }
  const currentToken = () => (session && session.expiresAt > Date.now() ? Promise.resolve(session.token) : login());

  /** An authenticated request; a 401 means the token went stale: log in again once and retry once. */
  async function authorised(method: Method, path: string, body: unknown, timeoutMs: number): Promise<Reply> {
    const token = await currentToken();
    const reply = await request(method, path, body, token, timeoutMs);
    if (reply.status !== 401) return reply;
    if (session?.token === token) session = null;
    return request(method, path, body, await currentToken(), timeoutMs);
  }

  /** The ShippingError for an answer that is not a success, `refused` leading Shiprocket's own reasons. */
  function failed(path: string, reply: Reply, refused: string): ShippingError {
    const message = theirMessage(reply.body);
    log.warn({ path, status: reply.status, message }, "Shiprocket call failed");
    if (reply.status === 401) return new ShippingError(BAD_LOGIN);
    if (reply.status === 403)
      return new ShippingError(`Shiprocket refused access${message ? `: ${message}` : ""}. Check the Shiprocket API user's permissions, or ship manually.`);
    if (reply.status === 408 || reply.status === 429 || reply.status >= 500)
      return new ShippingError(`Shiprocket is not answering right now (HTTP ${reply.status}). Try again, or ship manually.`);
    return new ShippingError(`${refused}: ${message ?? `HTTP ${reply.status}`}`);
  }

  /** An authenticated call that must succeed with a JSON object; anything else throws ShippingError. */
  async function call(method: Method, path: string, body: unknown, refused: string): Promise<Record<string, unknown>> {
    const reply = await authorised(method, path, body, BOOKING_TIMEOUT_MS);
    if (reply.status >= 200 && reply.status < 300 && reply.body) return reply.body;
    throw failed(path, reply, refused);
  }

  /** Answers by the whole question, oldest first (a Map keeps insertion order); and the questions being asked now. */
  const answers = new Map<string, { answer: Serviceability; expiresAt: number }>();
  const asking = new Map<string, Promise<Serviceability>>();

  async function askServiceability(q: ServiceabilityQuery): Promise<Serviceability> {
    const params = new URLSearchParams({ pickup_postcode: q.pickupPin, delivery_postcode: q.deliveryPin, weight: String(q.weightKg), cod: q.cod ? "1" : "0" });
    const path = `${SERVICEABILITY_PATH}?${params.toString()}`;
    const reply = await authorised("GET", path, undefined, SERVICEABILITY_TIMEOUT_MS);
    // "No courier reaches this PIN" comes as a 404 with a message, or as a 200 with no couriers.
    if (reply.status === 404) return { ...UNSERVICEABLE };
    if (reply.status >= 200 && reply.status < 300 && reply.body) return readServiceability(reply.body);
    throw failed(path, reply, "Shiprocket could not check delivery to this PIN");
  }

  async function label(shipmentId: string | number, orderId: string): Promise<string | null> {
    try {
      const r = await call("POST", "/v1/external/courier/generate/label", { shipment_id: [shipmentId] }, "Shiprocket could not make the label");
      const url = r.label_created === 1 ? text(r.label_url) : null;
      if (!url) log.warn({ orderId, message: theirMessage(r) }, "Shiprocket made no label; the seller can print it from the Shiprocket dashboard");
      return url;
    } catch (err) {
      log.warn({ orderId, err: err instanceof Error ? err.message : String(err) }, "Shiprocket label failed; the shipment stands");
      return null;
    }
  }

  return {
    kind: "shiprocket",
    /**
     * A booking begun earlier (its Shiprocket order created, no AWB yet) is
     * resumed from its shipment id: Shiprocket gets one order per shop order.
     */
    async ship({ order, parcel, booking, onBooked }): Promise<Shipment> {
      let shipmentId: string | number;
      if (booking) {
        shipmentId = /^\d+$/.test(booking.shipmentId) ? Number(booking.shipmentId) : booking.shipmentId;
        log.info({ orderId: order._id, shipmentId }, "Shiprocket booking resumed");
      } else {
        const created = await call(
          "POST",
          "/v1/external/orders/create/adhoc",
          shiprocketOrderBody(order, parcel, config.pickupLocation),
          "Shiprocket refused the order",
        );
        const id = typeof created.shipment_id === "number" || typeof created.shipment_id === "string" ? created.shipment_id : null;
        if (id === null || id === "") {
          log.warn({ orderId: order._id, message: theirMessage(created) }, "Shiprocket created no shipment");
          throw new ShippingError(`Shiprocket refused the order: ${theirMessage(created) ?? "it returned no shipment"}`);
        }
        shipmentId = id;
        await onBooked?.({ orderId: text(created.order_id), shipmentId: String(id) });
      }

      const assigned = (await call(
        "POST",
        "/v1/external/courier/assign/awb",
        { shipment_id: shipmentId },
        "Shiprocket could not assign a courier",
      )) as AwbReply;
      const data = assigned.response?.data;
      const awb = text(data?.awb_code);
      const carrier = text(data?.courier_name);
      if (assigned.awb_assign_status !== 1 || !awb) {
        const reason = scrub(text(data?.awb_assign_error) ?? text(assigned.message) ?? "no reason given");
        log.warn({ orderId: order._id, shipmentId, reason }, "Shiprocket assigned no courier");
        throw new ShippingError(
          `Shiprocket could not assign a courier: ${reason}. The order is in your Shiprocket dashboard; assign a courier there, or ship manually.`,
        );
      }

      const labelUrl = await label(shipmentId, order._id);
      log.info({ orderId: order._id, shipmentId, carrier, awb }, "Shiprocket shipment booked");
      return { carrier, awb, trackingId: awb, trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`, labelUrl };
    },

    /**
     * Cached 6 hours by the whole question; one request at a time per
     * question. Failures (unreachable, 5xx, bad login) throw and are not kept.
     */
    serviceability(query: ServiceabilityQuery): Promise<Serviceability> {
      const key = JSON.stringify([query.pickupPin, query.deliveryPin, query.weightKg, query.cod]);
      const cached = answers.get(key);
      if (cached && cached.expiresAt > Date.now()) return Promise.resolve({ ...cached.answer });
      const pending = asking.get(key);
      if (pending) return pending.then((answer) => ({ ...answer }));
      const asked = askServiceability(query)
        .then((answer) => {
          answers.delete(key);
          while (answers.size >= SERVICEABILITY_MAX_ENTRIES) {
            const oldest = answers.keys().next();
            if (oldest.done) break;
            answers.delete(oldest.value);
          }
          answers.set(key, { answer, expiresAt: Date.now() + SERVICEABILITY_TTL_MS });
          return answer;
        })
        .finally(() => {
          asking.delete(key);
        });
      asking.set(key, asked);
      return asked.then((answer) => ({ ...answer }));
    },
  };
}
