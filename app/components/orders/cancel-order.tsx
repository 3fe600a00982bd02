import { useState } from "react";
import type { ApiOrder } from "../../../lib/orders";
import { postJson } from "../../api";
import { useT } from "../../i18n/use-t";
import { toast } from "../../toast";

/**
 * "Cancel order" on a customer's placed order, with a confirm step: the order
 * is cancelled only after "Yes, cancel order". Shown while the order is placed
 * (not yet packed); the server refuses later cancellations with the reason.
 * `onCancelled` gets the cancelled order (with its refund and credit note).
 */
export function CancelOrder({ order, onCancelled }: { order: ApiOrder; onCancelled: (order: ApiOrder) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  if (order.status !== "placed") return null;
  const paidOnline = order.paymentType !== "COD" && order.isPaid;
  const confirm = async () => {
    setBusy(true);
    const res = await postJson<{ order: ApiOrder }>(`/api/order/${order._id}/cancel`, {});
    setBusy(false);
    if (!res.success || !res.order) return void toast.error(res.message || t("orders.cancel.failed"));
    toast.success(res.message || t("orders.cancel.done"));
    setAsking(false);
    onCancelled(res.order);
  };
  if (!asking) {
    return (
      <button type="button" className="btn-outline border-red-700 py-2 text-sm text-red-800 hover:bg-red-700 hover:text-white" onClick={() => setAsking(true)}>
        {t("orders.cancel")}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t("orders.cancel.confirmGroup")} className="w-full rounded-xl border border-red-200 bg-red-50 p-3 text-sm">
      <p className="font-medium text-red-900">{t("orders.cancel.question")}</p>
      <p className="mt-1 text-red-900">{t(paidOnline ? "orders.cancel.refund" : "orders.cancel.nothingCharged")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary bg-red-700 py-2 text-sm hover:bg-red-800" disabled={busy} onClick={() => void confirm()}>
          {t(busy ? "orders.cancel.busy" : "orders.cancel.yes")}
        </button>
        <button type="button" className="btn-outline py-2 text-sm" disabled={busy} onClick={() => setAsking(false)}>
          {t("orders.cancel.keep")}
        </button>
      </div>
    </div>
  );
}
