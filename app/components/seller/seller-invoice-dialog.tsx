import { Link } from "react-router";
import { paymentText } from "../../../lib/order-status";
import { RETURN_TYPE_LABELS } from "../../../lib/returns";
import { buildInvoice } from "../../../lib/invoice";
import { rupeesToPaise } from "../../../lib/money";
import { formatMinus } from "../../../lib/order-totals";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";
import { Dialog } from "../dialog";
import { printElement } from "../orders/print-window";
import { OrderTimeline } from "../orders/order-timeline";
import { ReturnItems, ReturnStatus } from "../orders/order-returns";
import { TaxInvoiceView } from "../orders/tax-invoice";
import { dateTime } from "./format";
import { OrderLines } from "./order-lines";
import { RefundPanel } from "./refund-panel";
import { sellerSend } from "./seller-api";
import { useShop } from "../../state/shop";

/** `readOnly`: offline (record 015), the order is shown but cannot be moved and no PDF can be fetched. */
type Props = { order: ApiOrder; onChange: (o: ApiOrder) => void; onClose: () => void; readOnly?: boolean };

/**
 * Spec: View opens the Invoice modal: the same numbers as the customer's tax
 * invoice (the order's snapshot), with the payment and paid status, and the
 * lifecycle moves the order can still make.
 */
export function SellerInvoiceDialog({ order, onChange, onClose, readOnly = false }: Props) {
  const invoice = order.invoiceNumber ? buildInvoice(order) : null;
  const owner = useShop().sellerRole !== "staff";
  const move = async (status: "packed" | "delivered" | "cancelled") => {
    if (
      status === "cancelled" &&
      !window.confirm(
        `Cancel this order? Its items go back into stock${order.isPaid && order.paymentType === "Online" ? " and the payment is refunded in full" : order.isPaid && order.paymentType === "UPI" ? ". Pay the UPI payment back to the customer and record it under Refunds" : ""}.`,
      )
    )
      return;
    const res = await sellerSend<{ order: ApiOrder }>("PUT", `/api/order/${order._id}/status`, { status });
    if (!res.success || !res.order) return void toast.error(res.message || "Failed to update order");
    toast.success(res.message || "Order updated");
    onChange(res.order);
  };
  const can = readOnly
    ? { pack: false, deliver: false, cancel: false }
    : { pack: order.status === "placed", deliver: order.status === "shipped", cancel: order.status === "placed" || order.status === "packed" };
  return (
    <Dialog title="Invoice" onClose={onClose} width="max-w-3xl" initialFocus="panel">
      <dl className="mt-4 grid gap-x-6 gap-y-1 rounded-lg bg-sand p-3 text-sm sm:grid-cols-2">
        <div className="flex gap-2 sm:col-span-2">
          <dt className="text-muted">Order:</dt>
          <dd>
            <span className="font-semibold">{orderNumberText(order.orderNumber)}</span> <span className="break-all font-mono text-xs">{order._id}</span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Payment:</dt>
          <dd className={order.sandbox ? "font-semibold text-red-700" : ""}>{paymentText(order)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Paid:</dt>
          <dd data-testid="invoice-paid">{order.isPaid ? "Paid" : "Not Paid"}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Ordered:</dt>
          <dd>{dateTime(order.createdAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">Status:</dt>
          <dd>{order.statusLabel}</dd>
        </div>
        {order.discount > 0 && (
          // A coupon's discount (issue 19): the invoice below shows it per line.
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-muted">Discount:</dt>
            <dd data-testid="seller-order-discount">
              {formatMinus(rupeesToPaise(order.discount))}
              {order.coupon && (
                <>
                  {" "}
                  · coupon <span className="font-mono">{order.coupon}</span>
                </>
              )}
            </dd>
          </div>
        )}
        <div className="flex gap-2 sm:col-span-2">
          <dt className="text-muted">GST number:</dt>
          <dd>{order.gstNumber ?? "Not Provided"}</dd>
        </div>
        {order.awb && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-muted">Shipment:</dt>
            <dd>
              {order.carrier ?? "Courier"} · AWB {order.awb}
            </dd>
          </div>
        )}
      </dl>
      <section className="mt-4 text-sm" aria-labelledby="seller-invoice-timeline" data-testid="seller-order-timeline">
        <h3 id="seller-invoice-timeline" className="font-semibold">
          Timeline
        </h3>
        <div className="mt-2">
          <OrderTimeline order={order} />
        </div>
      </section>
      <section className="mt-4 text-sm" aria-labelledby="seller-invoice-items">
        <h3 id="seller-invoice-items" className="font-semibold">
          Items to pack
        </h3>
        <OrderLines order={order} className="mt-1" />
      </section>
      {(order.returns?.length ?? 0) > 0 && (
        <section className="mt-4 text-sm" aria-labelledby="seller-invoice-returns" data-testid="seller-order-returns">
          <h3 id="seller-invoice-returns" className="font-semibold">
            Returns and exchanges
          </h3>
          <ul className="mt-1 space-y-2">
            {order.returns!.map((r) => (
              <li key={r._id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                <span>{RETURN_TYPE_LABELS[r.type]}</span>
                <ReturnStatus request={r} />
                <div className="w-full">
                  <ReturnItems request={r} />
                </div>
              </li>
            ))}
          </ul>
          <Link to="/seller/returns" className="mt-1 inline-block font-semibold text-saddle underline">
            Open Returns &amp; cancellations
          </Link>
        </section>
      )}
      <RefundPanel order={order} owner={owner} readOnly={readOnly} onChange={onChange} />
      <div id="seller-invoice" className="mt-4">
        {invoice ? <TaxInvoiceView invoice={invoice} /> : <p className="text-muted">This order has no tax invoice yet.</p>}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {can.pack && (
          <button type="button" className="btn-outline py-2 text-sm" onClick={() => void move("packed")}>
            Mark packed
          </button>
        )}
        {can.deliver && (
          <button type="button" className="btn-outline py-2 text-sm" onClick={() => void move("delivered")}>
            Mark delivered
          </button>
        )}
        {can.cancel && (
          <button type="button" className="btn-outline border-red-700 py-2 text-sm text-red-800 hover:bg-red-700" onClick={() => void move("cancelled")}>
            Cancel order
          </button>
        )}
        {invoice && (
          <>
            {!readOnly && (
              <a className="btn-outline py-2 text-sm" href={`/api/seller/orders/${order._id}/invoice.pdf`} download>
                Download PDF
              </a>
            )}
            <button
              type="button"
              className="btn-primary py-2 text-sm"
              onClick={() =>
                document.getElementById("seller-invoice")
                  ? printElement("seller-invoice", `Tax invoice ${invoice.number}`)
                  : toast.error("Invoice content not found.")
              }
            >
              Print Invoice
            </button>
          </>
        )}
        <button type="button" className="btn-outline py-2 text-sm" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
