import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { GatewayError, type PaymentGateway } from "./gateway";
import { checkoutSignature, signatureMatches } from "./signatures";

const SECRET_KEY = "payments.sandbox_secret";

/**
 * The embedded default when no Razorpay keys are set (never in production):
 * orders get sandbox ids, the cart page shows a clearly marked sandbox payment,
 * and "paying" returns a checkout signature made with a secret kept in the
 * database (shared by every instance), which then goes through the same
 * verify path as a real Razorpay payment. No money moves.
 */
export type SandboxGateway = PaymentGateway & {
  readonly mode: "sandbox";
  /** What Razorpay Checkout would hand the browser after a successful payment. */
  pay(orderId: string): Promise<{ paymentId: string; signature: string }>;
};

export const SANDBOX_KEY_ID = "rzp_sandbox_local";

export async function sandboxGateway(db: Kysely<DB>): Promise<SandboxGateway> {
  await db
    .insertInto("settings")
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("hex"), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", SECRET_KEY).executeTakeFirstOrThrow();
  const secret = row.value;
  const id = (prefix: string) => `${prefix}_sbx${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;
  return {
    mode: "sandbox",
    keyId: SANDBOX_KEY_ID,
    checkoutUrl: "",
    async createOrder({ amountPaise, receipt }) {
      return { id: id("order"), amountPaise, currency: "INR", receipt, status: "created" };
    },
    async fetchOrderPayments() {
      return [];
    },
    // The sandbox keeps no record of its payments: its checkout signature, made with a secret only the shop
    // holds, is the whole proof, and a sandbox order never counts as paid money (orders.sandbox).
    async fetchPayment() {
      throw new GatewayError("The sandbox keeps no payment records");
    },
    async capturePayment() {
      throw new GatewayError("The sandbox keeps no payment records");
    },
    // Refunds in place: nothing was taken, so nothing moves; the refund is simply done.
    async refund(paymentId, amountPaise) {
      return { id: id("rfnd"), paymentId, amountPaise, status: "processed" };
    },
    async fetchRefund() {
      throw new GatewayError("The sandbox keeps no refund records");
    },
    verifyCheckoutSignature(orderId, paymentId, signature) {
      return signatureMatches(checkoutSignature(secret, orderId, paymentId), signature);
    },
    async pay(orderId) {
      const paymentId = id("pay");
      return { paymentId, signature: checkoutSignature(secret, orderId, paymentId) };
    },
  };
}
