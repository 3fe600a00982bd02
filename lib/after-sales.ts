/**
 * Request shapes of the after-sales endpoints (the API contract): a customer's
 * cancellation and the owner's refund. Amounts arrive in rupees, like every
 * amount in the API, and become paise here.
 */
import { z } from "zod";
import { rupeesToPaise } from "./money";

const reason = z.string().trim().max(300, "The reason is too long (at most 300 characters)");

/** POST /api/order/{id}/cancel: an optional reason. */
export const cancelOrderSchema = z.strictObject({ reason: reason.optional() });

/** POST /api/seller/orders/{id}/refunds: amount in rupees; method and reference for cash on delivery orders. */
export const refundSchema = z.strictObject({
  amount: z.union([z.number(), z.string()]).transform((v, ctx) => {
    try {
      const paise = rupeesToPaise(v);
      if (paise <= 0) throw new RangeError("not positive");
      return paise;
    } catch {
      ctx.addIssue({ code: "custom", message: "amount must be a rupee amount above 0 with at most 2 decimals" });
      return z.NEVER;
    }
  }),
  reason: reason.min(1, "Please give a reason for the refund"),
  method: z.enum(["upi", "bank"], { message: "method must be upi or bank" }).optional(),
  reference: z.string().trim().min(4, "The reference must be at least 4 characters").max(60, "The reference is too long (at most 60 characters)").optional(),
});

export const CUSTOMER_CANCEL_REASON = "Cancelled by the customer";
export const ORDER_CANCELLED = "Order cancelled";
