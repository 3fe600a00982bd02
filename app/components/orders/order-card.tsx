import { formatIstDateTime } from "../../../lib/india-time";
import { formatDeliveryDate } from "../../../lib/delivery";
import { deliveryStreet, recipientName } from "../../../lib/address-lines";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { Link } from "react-router";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { useLocale, useLocalePath, useT } from "../../i18n/use-t";
import { AfterSalesList } from "./after-sales-list";
import { CancelOrder } from "./cancel-order";
import { UpiOrderBox } from "./upi-order-box";
import { paymentSummary, StatusBadge } from "./order-facts";
import { OrderItems } from "./order-items";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/** One order on My Orders: items, status, payment, estimated delivery (order date + 7 days) and the invoice. */
export function OrderCard({ order, onInvoice, onCancelled }: { order: ApiOrder; onInvoice: () => void; onCancelled?: (order: ApiOrder) => void }) {
  const a = order.address;
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const open = order.status !== "delivered" && order.status !== "cancelled";
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-3 text-sm">
        <div>
          <p className="font-semibold">
            {t("orders.order")} <span data-testid="order-number">{orderNumberText(order.orderNumber)}</span>
          </p>
          <p className="break-all font-mono text-xs text-muted">{order._id}</p>
          <p className="text-muted">{t("orders.placedAt", { date: formatIstDateTime(order.createdAt, locale) })}</p>
        </div>
        <StatusBadge order={order} />
      </div>
      <OrderItems order={order} />
      <div className="grid gap-3 border-t border-stone-200 pt-3 text-sm sm:grid-cols-3">
        <p>
          <span className="block text-muted">{t("orders.payment")}</span>
          {paymentSummary(order, t)}
        </p>
        <p>
          <span className="block text-muted">{t(open ? "orders.estimatedDelivery" : "orders.delivery")}</span>
          {open ? <span data-testid="order-delivery-by">{formatDeliveryDate(order.deliveryBy, locale)}</span> : t(`orders.status.${order.status}`)}
        </p>
        <p>
          <span className="block text-muted">{t("orders.totalInclGst")}</span>
          <span className="font-semibold" data-testid="order-total">
            {money(order.amount)}
          </span>
        </p>
      </div>
      <p className="mt-3 text-sm text-muted">
        {t("orders.deliveringTo", { address: `${recipientName(a)}, ${deliveryStreet(a)}, ${a.city}, ${a.state} – ${a.pincode}` })}
      </p>
      <AfterSalesList order={order} api="/api/order" />
      {order.paymentType === "UPI" && order.status === "pending_payment" && (
        <div className="mt-3">
          <UpiOrderBox order={order} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={lp(`/my-orders/${order._id}`)}
          className="btn-primary py-2 text-sm"
          aria-label={t("orders.detailsFor", { number: orderNumberText(order.orderNumber) })}
          data-testid="order-details-link"
        >
          {t("orders.details")}
        </Link>
        {onCancelled && <CancelOrder order={order} onCancelled={onCancelled} />}
        {order.invoiceNumber && (
          <button type="button" className="btn-outline py-2 text-sm" onClick={onInvoice}>
            {t("orders.viewInvoice")}
          </button>
        )}
        {order.trackingUrl && (
          <a className="btn-outline py-2 text-sm" href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t("orders.trackShipment")}
          </a>
        )}
      </div>
    </li>
  );
}
