import type { ApiOrder } from "../../../lib/orders";
import { useT, type T } from "../../i18n/use-t";

const BADGE: Record<ApiOrder["status"], string> = {
  pending_payment: "bg-amber-100 text-amber-900",
  payment_failed: "bg-red-100 text-red-900",
  placed: "bg-sand text-saddle-dark",
  packed: "bg-sand text-saddle-dark",
  shipped: "bg-blue-100 text-blue-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-800",
};

/** The order's status as a coloured badge (My Orders and the order page). */
export function StatusBadge({ order }: { order: Pick<ApiOrder, "status" | "statusLabel"> }) {
  const t = useT();
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${BADGE[order.status]}`} data-testid="order-status">
      {t(`orders.status.${order.status}`)}
    </span>
  );
}

/** "Cash on delivery · Not paid yet", "Online · Paid", or the sandbox's words: how the customer reads the payment. */
export function paymentSummary(order: Pick<ApiOrder, "sandbox" | "paymentType" | "isPaid">, t: T): string {
  if (order.sandbox) return t("orders.pay.sandbox");
  return `${t(order.paymentType === "COD" ? "orders.pay.cod" : order.paymentType === "UPI" ? "orders.pay.upi" : "orders.pay.online")} · ${t(order.isPaid ? "orders.pay.paid" : "orders.pay.notPaid")}`;
}
