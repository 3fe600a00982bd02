/**
 * The checkout API contract (spec section 7): what the cart page sends to
 * POST /api/order/cod, /api/order/razorpay and /api/order/verify. The server
 * reads only product ids, quantities, the address id and the GST number: it
 * prices every order from its own database, never from the client.
 */
import { z } from "zod";
import { MAX_CART_LINES, MAX_QTY_PER_LINE } from "./cart";
import { COUPON_MESSAGES, normaliseCouponCode } from "./coupons";
import { gstinProblem, normaliseGstin } from "./gstin";

export const CHECKOUT_MESSAGES = {
  emptyCart: "Cart is empty",
  noAddress: "Please select a delivery address",
  quantity: `Quantity must be a whole number from 1 to ${MAX_QTY_PER_LINE}`,
  product: "A product in your cart is no longer available. Please remove it and try again.",
} as const;

const productId = z.string({ error: CHECKOUT_MESSAGES.product }).min(1, CHECKOUT_MESSAGES.product).max(60, CHECKOUT_MESSAGES.product);

const item = z.strictObject(
  {
    product: productId,
    /** The variant ordered (var_…); required when the product has several. */
    variant: productId.optional(),
    quantity: z
      .number({ error: CHECKOUT_MESSAGES.quantity })
      .int(CHECKOUT_MESSAGES.quantity)
      .min(1, CHECKOUT_MESSAGES.quantity)
      .max(MAX_QTY_PER_LINE, CHECKOUT_MESSAGES.quantity),
  },
  {
    error: (iss) =>
      iss.code === "unrecognized_keys" ? `Unknown field in an order line: ${iss.keys.join(", ")}` : "Each order line needs a product and a quantity",
  },
);

/** The address as an id (spec: "address id"), or an address object carrying its `_id`. */
const addressRef = z
  .union([z.string(), z.looseObject({ _id: z.string() })], { error: CHECKOUT_MESSAGES.noAddress })
  .transform((v) => (typeof v === "string" ? v : v._id))
  .pipe(z.string().trim().min(1, CHECKOUT_MESSAGES.noAddress).max(60, CHECKOUT_MESSAGES.noAddress));

/** Optional GSTIN: trimmed and upper-cased; blank means none; otherwise it must be a valid GSTIN. */
export const optionalGstin = z
  .string({ error: "GST number must be text" })
  .max(30, "GST number must be 15 characters")
  .nullish()
  .transform((v, ctx) => {
    const g = normaliseGstin(v ?? "");
    if (g === "") return null;
    const problem = gstinProblem(g);
    if (problem === null) return g;
    ctx.issues.push({ code: "custom", message: problem, input: v });
    return z.NEVER;
  });

export const checkoutSchema = z.strictObject(
  {
    items: z
      .array(item, { error: CHECKOUT_MESSAGES.emptyCart })
      .min(1, CHECKOUT_MESSAGES.emptyCart)
      .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} different products`),
    address: addressRef,
    gstNumber: optionalGstin,
    /** Order updates on WhatsApp (issue 18, item 5): opt-in, off when left out. */
    whatsapp: z.boolean({ error: "whatsapp must be true or false" }).optional(),
    /** A coupon code (issue 19, item 2): the server applies it from its own rules; blank or left out: none. */
    coupon: z
      .string({ error: "coupon must be a code" })
      .max(40, COUPON_MESSAGES.doesNotApply)
      .nullish()
      // None stays out of the parsed order (its idempotency fingerprint is what it was before coupons).
      .transform((v) => (v ? normaliseCouponCode(v) : "") || undefined),
  },
  {
    error: (iss) => {
      if (iss.code === "unrecognized_keys") return `Unknown field: ${iss.keys.join(", ")}`;
      if (iss.code === "invalid_type" && !iss.path?.length) return "Send the order as a JSON object";
      if (iss.code === "invalid_type" && iss.path?.[0] === "address") return CHECKOUT_MESSAGES.noAddress;
      if (iss.code === "invalid_type" && iss.path?.[0] === "items") return CHECKOUT_MESSAGES.emptyCart;
      return undefined;
    },
  },
);
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/**
 * Spec: verify receives the Razorpay ids and signature plus the cart (items,
 * address, gstNumber). Only the three Razorpay fields are read; the order was
 * priced and stored when the payment started.
 */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string({ error: "razorpay_order_id is required" }).min(1).max(64),
  razorpay_payment_id: z.string({ error: "razorpay_payment_id is required" }).min(1).max(64),
  razorpay_signature: z.string({ error: "razorpay_signature is required" }).min(1).max(256),
});

/** The browser sends one key per checkout attempt; a repeat returns the first result instead of a second order. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** What POST /api/order/razorpay answers (amount in rupees, as every JSON amount; Razorpay gets paise). */
export type StartPaymentResponse = {
  success: true;
  key: string;
  /** Rupees. */
  amount: number;
  currency: "INR";
  /** Razorpay's order id (order_…). */
  orderId: string;
  /** Our order id (receipt). */
  receipt: string;
  /** true: the embedded sandbox, no money moves; false: Razorpay Checkout. */
  sandbox: boolean;
  checkoutScript: string;
  name: string;
  prefill: { name: string; email: string; contact: string };
};
