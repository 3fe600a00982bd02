import { estimatedDelivery, formatIstDate, formatIstDateTime } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { Link } from "react-router";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { AfterSalesList } from "./after-sales-list";
import { CancelOrder } from "./cancel-order";
import { paymentSummary, StatusBadge } from "./order-facts";
import { OrderItems } from "./order-items";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/** One order on My Orders: items, status, payment, estimated delivery (order date + 7 days) and the invoice. */
export function OrderCard({ order, onInvoice, onCancelled }: { order: ApiOrder; onInvoice: () => void; onCancelled?: (order: ApiOrder) => void }) {
  const a = order.address;
  const open = order.status !== "delivered" && order.status !== "cancelled";
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-3 text-sm">
        <div>
          <p className="font-semibold">
            Order <span data-testid="order-number">{orderNumberText(order.orderNumber)}</span>
          </p>
          <p className="break-all font-mono text-xs text-muted">{order._id}</p>
          <p className="text-muted">Placed {formatIstDateTime(order.createdAt)}</p>
        </div>
        <StatusBadge order={order} />
      </div>
      <OrderItems order={order} />
      <div className="grid gap-3 border-t border-stone-200 pt-3 text-sm sm:grid-cols-3">
        <p>
          <span className="block text-muted">Payment</span>
          {paymentSummary(order)}
        </p>
        <p>
          <span className="block text-muted">{open ? "Estimated delivery" : "Delivery"}</span>
          {open ? formatIstDate(estimatedDelivery(order.createdAt)) : order.statusLabel}
        </p>
        <p>
          <span className="block text-muted">Total (incl. GST and shipping)</span>
          <span className="font-semibold" data-testid="order-total">
            {money(order.amount)}
          </span>
        </p>
      </div>
      <p className="mt-3 text-sm text-muted">
        Delivering to {a.firstName} {a.lastName}, {a.street}, {a.city}, {a.state} – {a.pincode}
      </p>
      <AfterSalesList order={order} api="/api/order" />
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={`/my-orders/${order._id}`} className="btn-primary py-2 text-sm" aria-label={`Order details for order ${orderNumberText(order.orderNumber)}`} data-testid="order-details-link">
          Order details
        </Link>
        {onCancelled && <CancelOrder order={order} onCancelled={onCancelled} />}
        {order.invoiceNumber && (
          <button type="button" className="btn-outline py-2 text-sm" onClick={onInvoice}>
            View invoice
          </button>
        )}
        {order.trackingUrl && (
          <a className="btn-outline py-2 text-sm" href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track shipment
          </a>
        )}
      </div>
    </li>
  );
}
