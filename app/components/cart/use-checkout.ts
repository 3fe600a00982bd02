import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { OrderLine } from "../../../lib/cart-line";
import type { StartPaymentResponse } from "../../../lib/checkout";
import { postJson } from "../../api";
import { emptyCart } from "../../state/cart";
import { tNow, useLocalePath } from "../../i18n/use-t";
import { toast } from "../../toast";
import type { PaymentMethod } from "./order-summary";
import { forgetCoupon } from "./use-coupon";

export type CheckoutRequest = {
  items: OrderLine[];
  address: string;
  gstNumber: string | null;
  payment: PaymentMethod;
  whatsapp: boolean;
  coupon: string | null;
};

/** A fresh key per distinct checkout: a retried request (double tap, flaky network) returns the first order instead of a second one. */
function newKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

/**
 * Places the order from the cart page (spec section 4): cash on delivery goes
 * straight to /my-orders with an empty cart; online payment opens the
 * "Complete Payment" modal with what the server started; UPI direct goes to
 * the order's own payment page (/QRModal?order=…) with an empty cart.
 */
export function useCheckout(request: CheckoutRequest | null, onRefused: (message: string, field?: string) => void = () => {}) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<StartPaymentResponse | null>(null);
  const attempt = useRef({ fingerprint: "", key: "" });

  const finish = async () => {
    attempt.current = { fingerprint: "", key: "" };
    setPayment(null);
    emptyCart();
    forgetCoupon();
    await navigate(lp("/my-orders"));
  };

  const place = async () => {
    if (!request || busy) return;
    setBusy(true);
    // The same order again keeps its key; anything changed is a new attempt.
    const fingerprint = JSON.stringify(request);
    if (attempt.current.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newKey() };
    // The spec's payload, plus the WhatsApp opt-in only when ticked and the coupon's code only with one.
    const body = {
      items: request.items,
      address: request.address,
      gstNumber: request.gstNumber ?? undefined,
      ...(request.whatsapp ? { whatsapp: true } : {}),
      ...(request.coupon ? { coupon: request.coupon } : {}),
    };
    const refused = (message: string, field?: string) => {
      onRefused(message, field);
      toast.error(message);
    };
    const headers = { "Idempotency-Key": attempt.current.key };
    try {
      if (request.payment === "COD") {
        const res = await postJson<{ orderId: string; field: string }>("/api/order/cod", body, headers);
        if (!res.success) return refused(res.message || tNow("checkout.orderFailed"), res.field);
        toast.success(res.message || tNow("checkout.orderPlaced"));
        await finish();
      } else if (request.payment === "UPI") {
        // The order now holds its items: the cart is done with, and the customer pays on the order's UPI page.
        const res = await postJson<{ orderId: string; field: string }>("/api/order/upi", body, headers);
        if (!res.success || !res.orderId) return refused(res.message || tNow("checkout.orderFailed"), res.field);
        attempt.current = { fingerprint: "", key: "" };
        emptyCart();
        forgetCoupon();
        await navigate(`${lp("/QRModal")}?order=${encodeURIComponent(res.orderId)}`);
      } else {
        const res = await postJson<StartPaymentResponse & { field: string }>("/api/order/razorpay", body, headers);
        if (!res.success || !res.orderId) return refused(res.message || tNow("checkout.razorpayFailed"), res.field);
        setPayment(res as StartPaymentResponse);
      }
    } finally {
      setBusy(false);
    }
  };

  /** The payment modal's Cancel: the order gives its stock back (the server checks with Razorpay first). */
  const cancelPayment = () => {
    if (payment) void postJson("/api/order/abandon", { orderId: payment.orderId });
    attempt.current = { fingerprint: "", key: "" };
    setPayment(null);
  };

  return { busy, place, payment, cancelPayment, paymentDone: finish };
}
