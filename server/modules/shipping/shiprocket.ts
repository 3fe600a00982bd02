import type pino from "pino";
import { deliveryLandmark, deliveryStreet } from "../../../lib/address-lines";
import { IST_OFFSET_MS } from "../../../lib/india-time";
import { itemLabel, type ApiOrder } from "../../../lib/orders";
import { ShippingError, type Parcel, type Shipment, type ShippingProvider } from "./provider";

/**
 * Shiprocket's external API (https://apidocs.shiprocket.in/): log in with the
 * API user's email and password for a bearer token (valid 10 days), then book
 * a shipment in three calls: create the order, assign a courier (AWB), and ask
 * for the printable label. Messages in ShippingError are shown to the seller.
 */
export type ShiprocketConfig = { email: string; password: string; apiUrl: string; pickupLocation: string };

/** Tokens last 10 days; log in again after 9 to stay clear of the edge. */
const TOKEN_TTL_MS = 9 * 86_400_000;
const UNREACHABLE = "Shiprocket could not be reached. Try again, or ship manually.";
const UNREADABLE = "Shiprocket sent an answer we could not read. Try again, or ship manually.";
const BAD_LOGIN = "Shiprocket did not accept the API user's email or password. Check the Shiprocket settings, or ship manually.";

type Reply = { status: number; body: Record<string, unknown> | null };
type AwbReply = { awb_assign_status?: unknown; message?: unknown; response?: { data?: { awb_code?: unknown; courier_name?: unknown; awb_assign_error?: unknown } } };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

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
    if (isObject(body.errors)) for (const [field, v] of Object.entries(body.errors)) parts.push(`${field}: ${(Array.isArray(v) ? v : [v]).map(String).join(", ")}`);
    const joined = parts.filter((p): p is string => p !== null).join("; ");
    return joined ? scrub(joined) : null;
  };

  async function post(path: string, body: unknown, token?: string): Promise<Reply> {
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
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
      const reply = await post("/v1/external/auth/login", { email: config.email, password: config.password });
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

  /** An authenticated call; a 401 means the token went stale: log in again once and retry once. */
  async function call(path: string, body: unknown, refused: string): Promise<Record<string, unknown>> {
    const token = await currentToken();
    let reply = await post(path, body, token);
    if (reply.status === 401) {
      if (session?.token === token) session = null;
      reply = await post(path, body, await currentToken());
    }
    if (reply.status >= 200 && reply.status < 300 && reply.body) return reply.body;
    const message = theirMessage(reply.body);
    log.warn({ path, status: reply.status, message }, "Shiprocket call failed");
    if (reply.status === 401) throw new ShippingError(BAD_LOGIN);
    if (reply.status === 403) throw new ShippingError(`Shiprocket refused access${message ? `: ${message}` : ""}. Check the Shiprocket API user's permissions, or ship manually.`);
    if (reply.status === 408 || reply.status === 429 || reply.status >= 500) throw new ShippingError(`Shiprocket is not answering right now (HTTP ${reply.status}). Try again, or ship manually.`);
    throw new ShippingError(`${refused}: ${message ?? `HTTP ${reply.status}`}`);
  }

  async function label(shipmentId: string | number, orderId: string): Promise<string | null> {
    try {
      const r = await call("/v1/external/courier/generate/label", { shipment_id: [shipmentId] }, "Shiprocket could not make the label");
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
        const created = await call("/v1/external/orders/create/adhoc", shiprocketOrderBody(order, parcel, config.pickupLocation), "Shiprocket refused the order");
        const id = typeof created.shipment_id === "number" || typeof created.shipment_id === "string" ? created.shipment_id : null;
        if (id === null || id === "") {
          log.warn({ orderId: order._id, message: theirMessage(created) }, "Shiprocket created no shipment");
          throw new ShippingError(`Shiprocket refused the order: ${theirMessage(created) ?? "it returned no shipment"}`);
        }
        shipmentId = id;
        await onBooked?.({ orderId: text(created.order_id), shipmentId: String(id) });
      }

      const assigned = (await call("/v1/external/courier/assign/awb", { shipment_id: shipmentId }, "Shiprocket could not assign a courier")) as AwbReply;
      const data = assigned.response?.data;
      const awb = text(data?.awb_code);
      const carrier = text(data?.courier_name);
      if (assigned.awb_assign_status !== 1 || !awb) {
        const reason = scrub(text(data?.awb_assign_error) ?? text(assigned.message) ?? "no reason given");
        log.warn({ orderId: order._id, shipmentId, reason }, "Shiprocket assigned no courier");
        throw new ShippingError(`Shiprocket could not assign a courier: ${reason}. The order is in your Shiprocket dashboard; assign a courier there, or ship manually.`);
      }

      const labelUrl = await label(shipmentId, order._id);
      log.info({ orderId: order._id, shipmentId, carrier, awb }, "Shiprocket shipment booked");
      return { carrier, awb, trackingId: awb, trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`, labelUrl };
    },
  };
}
