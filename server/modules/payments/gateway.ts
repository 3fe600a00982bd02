/**
 * The payment provider behind one narrow interface (ARCHITECTURE.md section 4):
 * Razorpay's Orders and Payments API in production, a fake Razorpay server over
 * real HTTP in tests (server/testing/fake-razorpay.ts), and the embedded
 * sandbox that lets `npm start` take an "online payment" with no credentials.
 */
export type GatewayOrder = { id: string; amountPaise: number; currency: string; receipt: string; status: "created" | "attempted" | "paid" };
export type GatewayPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
};

/** A refund of (part of) a captured payment (Razorpay's refund entity). */
export type GatewayRefund = { id: string; paymentId: string; amountPaise: number; status: "pending" | "processed" | "failed" };

export interface PaymentGateway {
  readonly mode: "razorpay" | "sandbox";
  /** The public key the browser's checkout uses. */
  readonly keyId: string;
  readonly checkoutUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Payments made against an order (to recover a payment whose callback and webhook never arrived). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Razorpay's own record of one payment (GET /v1/payments/{id}). */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Captures an authorised payment (accounts on manual capture), so it is not released back to the customer. */
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a captured payment (POST /v1/payments/{id}/refund). `idempotencyKey` makes a
   * retry return the refund already made instead of refunding twice (header X-Refund-Idempotency).
   */
  refund(paymentId: string, amountPaise: number, opts: { idempotencyKey: string; receipt: string; notes: Record<string, string> }): Promise<GatewayRefund>;
  /** The provider's record of one refund (GET /v1/refunds/{id}). */
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** Checks the signature the browser got from the checkout on success. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
}

/** The provider could not be reached or refused the call; the message is safe to log, not to show. */
export class GatewayError extends Error {}
