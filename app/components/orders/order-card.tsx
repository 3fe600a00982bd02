import { estimatedDelivery, formatIstDate, formatIstDateTime } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { ProductImage } from "../product-image";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

const BADGE: Record<ApiOrder["status"], string> = {
  pending_payment: "bg-amber-100 text-amber-900",
  payment_failed: "bg-red-100 text-red-900",
  placed: "bg-sand text-saddle-dark",
  packed: "bg-sand text-saddle-dark",
  shipped: "bg-blue-100 text-blue-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-800",
};

/** One order on My Orders: items, status, payment, estimated delivery (order date + 7 days) and the invoice. */
export function OrderCard({ order, onInvoice }: { order: ApiOrder; onInvoice: () => void }) {
  const a = order.address;
  const open = order.status !== "delivered" && order.status !== "cancelled";
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-3 text-sm">
        <div>
          <p className="font-semibold">
            Order <span className="break-all font-mono text-xs">{order._id}</span>
          </p>
          <p className="text-muted">Placed {formatIstDateTime(order.createdAt)}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${BADGE[order.status]}`} data-testid="order-status">
          {order.statusLabel}
        </span>
      </div>
      <ul className="divide-y divide-stone-100">
        {order.items.map((it) => (
          <li key={it.product._id} className="flex items-center gap-4 py-3">
            <ProductImage file={it.product.image[0]} alt="" sizes="64px" size={64} className="h-16 w-16 shrink-0 rounded-lg bg-sand object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{it.product.name}</p>
              <p className="text-sm text-muted">
                {it.quantity} × {money(it.product.offerPrice)}
              </p>
            </div>
            <p className="font-semibold">{money(it.amount)}</p>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 border-t border-stone-200 pt-3 text-sm sm:grid-cols-3">
        <p>
          <span className="block text-muted">Payment</span>
          {order.sandbox ? "Sandbox test payment · no money moved" : `${order.paymentType === "COD" ? "Cash on delivery" : "Online"} · ${order.isPaid ? "Paid" : "Not paid yet"}`}
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
      <div className="mt-4 flex flex-wrap gap-3">
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
