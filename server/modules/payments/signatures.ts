import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacSha256Hex(secret: string, data: string | Uint8Array): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Constant-time comparison of a hex HMAC-SHA256 the client or Razorpay sent with the one we computed. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(givenHex.toLowerCase(), "hex"));
}

/** Razorpay Checkout's success signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}
