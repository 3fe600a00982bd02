import { Link } from "react-router";
import type { ApiOrder } from "../../../lib/orders";
import { useLocalePath, useT } from "../../i18n/use-t";

/** On a UPI direct order waiting for payment (decision 030): pay it, or see that the shop is checking the reference. */
export function UpiOrderBox({ order }: { order: ApiOrder }) {
  const t = useT();
  const lp = useLocalePath();
  if (order.paymentType !== "UPI" || order.status !== "pending_payment") return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="upi-order-box">
      {order.upiReference ? (
        <p>{t("upi.orderChecking", { utr: order.upiReference })}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium">{t("upi.orderPending")}</p>
          <Link to={`${lp("/QRModal")}?order=${encodeURIComponent(order._id)}`} className="btn-primary py-2 text-sm">
            {t("upi.orderPay")}
          </Link>
        </div>
      )}
    </div>
  );
}
