/**
 * Razorpay Checkout (checkout.js), loaded from Razorpay on demand the first
 * time a customer pays online, never with the page.
 * https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
 */
export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

type Options = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  /** Seconds the checkout stays open; the server holds the stock a while longer. */
  timeout: number;
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
};
type Instance = { open(): void; on(event: "payment.failed", cb: (response: unknown) => void): void };

declare global {
  interface Window {
    Razorpay?: new (options: Options) => Instance;
  }
}

let loading: Promise<boolean> | null = null;

export function loadCheckout(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      loading = null;
      script.remove();
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function openCheckout(options: Options, onFailed: () => void): void {
  if (!window.Razorpay) throw new Error("Razorpay Checkout is not loaded");
  const rzp = new window.Razorpay(options);
  rzp.on("payment.failed", onFailed);
  rzp.open();
}
