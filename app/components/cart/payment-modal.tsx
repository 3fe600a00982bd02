import { useState } from "react";
import type { OrderLine } from "../../../lib/cart-line";
import type { StartPaymentResponse } from "../../../lib/checkout";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { langHeader } from "../../api";
import { useT } from "../../i18n/use-t";
import { toast } from "../../toast";
import { Dialog } from "../dialog";
import { loadCheckout, openCheckout, type CheckoutSuccess } from "./razorpay-checkout";

type Props = {
  payment: StartPaymentResponse;
  /** What the cart sent, sent again with verify as the spec's contract has it (the server does not read it). */
  cart: { items: OrderLine[]; address: string; gstNumber: string | null };
  onPaid: () => void;
  onCancel: () => void;
};

/** Spec: the "Complete Payment" modal with a pay button and Cancel; toasts as the spec's catalogue. */
export default function PaymentModal({ payment, cart, onPaid, onCancel }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const amount = formatAmount(rupeesToPaise(payment.amount));

  const verify = async (fields: CheckoutSuccess) => {
    try {
      const res = await fetch("/api/order/verify", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", ...langHeader() },
        body: JSON.stringify({ ...fields, items: cart.items, address: cart.address, gstNumber: cart.gstNumber ?? undefined }),
      });
      const body = (await res.json()) as { success: boolean };
      if (!body.success) return void toast.error(t("pay.verifyFailed"));
      toast.success(t("pay.success"));
      onPaid();
    } catch {
      toast.error(t("pay.verifyError"));
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    setBusy(true);
    if (payment.sandbox) {
      const res = await fetch("/api/order/sandbox-pay", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", ...langHeader() },
        body: JSON.stringify({ orderId: payment.orderId }),
      })
        .then((r) => r.json() as Promise<CheckoutSuccess & { success: boolean }>)
        .catch(() => null);
      if (!res?.success) {
        setBusy(false);
        return void toast.error(t("pay.failed"));
      }
      return verify(res);
    }
    if (!(await loadCheckout(payment.checkoutScript))) {
      setBusy(false);
      return void toast.error(t("pay.failed"));
    }
    try {
      openCheckout(
        {
          key: payment.key,
          amount: rupeesToPaise(payment.amount),
          currency: payment.currency,
          name: payment.name,
          order_id: payment.orderId,
          prefill: payment.prefill,
          theme: { color: "#7a3e1d" },
          timeout: 900,
          handler: (response) => void verify(response),
          modal: { ondismiss: () => setBusy(false) },
        },
        () => toast.error(t("pay.failed")),
      );
    } catch {
      setBusy(false);
      toast.error(t("pay.failed"));
    }
  };

  return (
    <Dialog title={t("pay.title")} onClose={onCancel}>
      <p className="mt-4 text-center text-muted">{t("pay.amount")}</p>
      <p className="text-center font-display text-3xl font-bold" data-testid="pay-amount">
        {amount}
      </p>
      {payment.sandbox && (
        <p className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          <strong>{t("pay.sandboxStrong")}</strong> {t("pay.sandboxNote")}
        </p>
      )}
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-outline flex-1" onClick={onCancel} disabled={busy}>
          {t("pay.cancel")}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={() => void pay()} disabled={busy}>
          {payment.sandbox ? t("pay.sandboxButton", { amount }) : t("pay.razorpayButton", { amount })}
        </button>
      </div>
      {!payment.sandbox && <p className="mt-3 text-center text-xs text-muted">{t("pay.methods")}</p>}
    </Dialog>
  );
}
