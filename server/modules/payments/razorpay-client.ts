import type { PaymentsConfig } from "../../config";
import { GatewayError, type GatewayOrder, type GatewayPayment, type GatewayRefund, type PaymentGateway } from "./gateway";
import { checkoutSignature, signatureMatches } from "./signatures";

type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string; status: GatewayOrder["status"] };
type RazorpayRefund = { id: string; payment_id: string; amount: number; status: GatewayRefund["status"] };
type RazorpayPayment = { id: string; order_id: string; amount: number; currency: string; status: GatewayPayment["status"] };

export type RazorpayGateway = PaymentGateway & { readonly mode: "razorpay" };

/** Razorpay's REST API (https://razorpay.com/docs/api/): basic auth with the key id and secret. */
export function razorpayGateway(config: PaymentsConfig): RazorpayGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { Authorization: auth, ...(body ? { "Content-Type": "application/json" } : {}), ...extraHeaders },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay ${method} ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new GatewayError(`Razorpay ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new GatewayError(`Razorpay ${method} ${path} answered with invalid JSON`);
    }
  }

  const toOrder = (o: RazorpayOrder): GatewayOrder => ({ id: o.id, amountPaise: o.amount, currency: o.currency, receipt: o.receipt, status: o.status });
  const path = (id: string) => encodeURIComponent(id);
  const toPayment = (p: RazorpayPayment): GatewayPayment => ({ id: p.id, orderId: p.order_id, amountPaise: p.amount, currency: p.currency, status: p.status });

  const toRefund = (r: RazorpayRefund): GatewayRefund => ({ id: r.id, paymentId: r.payment_id, amountPaise: r.amount, status: r.status });

  return {
    mode: "razorpay",
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      return toOrder(await call<RazorpayOrder>("POST", "/v1/orders", { amount: amountPaise, currency: "INR", receipt, notes }));
    },
    async fetchOrderPayments(orderId) {
      const list = await call<{ items: RazorpayPayment[] }>("GET", `/v1/orders/${path(orderId)}/payments`);
      return list.items.map(toPayment);
    },
    async fetchPayment(paymentId) {
      return toPayment(await call<RazorpayPayment>("GET", `/v1/payments/${path(paymentId)}`));
    },
    async capturePayment(paymentId, amountPaise) {
      return toPayment(await call<RazorpayPayment>("POST", `/v1/payments/${path(paymentId)}/capture`, { amount: amountPaise, currency: "INR" }));
    },
    async refund(paymentId, amountPaise, { idempotencyKey, receipt, notes }) {
      const body = { amount: amountPaise, speed: "normal", receipt, notes };
      return toRefund(await call<RazorpayRefund>("POST", `/v1/payments/${path(paymentId)}/refund`, body, { "X-Refund-Idempotency": idempotencyKey }));
    },
    async fetchRefund(refundId) {
      return toRefund(await call<RazorpayRefund>("GET", `/v1/refunds/${path(refundId)}`));
    },
    verifyCheckoutSignature(orderId, paymentId, signature) {
      return signatureMatches(checkoutSignature(config.keySecret, orderId, paymentId), signature);
    },
  };
}
