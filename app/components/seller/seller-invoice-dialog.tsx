import { paymentText } from "../../../lib/order-status";
import { buildInvoice } from "../../../lib/invoice";
import type { ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";
import { Dialog } from "../dialog";
import { printElement } from "../orders/print-window";
import { TaxInvoiceView } from "../orders/tax-invoice";
import { dateTime } from "./format";
import { sellerSend } from "./seller-api";

type Props = { order: ApiOrder; onChange: (o: ApiOrder) => void; onClose: () => void };

/**
 * Spec: View opens the Invoice modal: the same numbers as the customer's tax
 * invoice (the order's snapshot), with the payment and paid status, and the
 * lifecycle moves the order can still make.
 */
export function SellerInvoiceDialog({ order, onChange, onClose }: Props) {
  const invoice = order.invoiceNumber ? buildInvoice(order) : null;
  const move = async (status: "packed" | "delivered" | "cancelled") => {
    if (status === "cancelled" && !window.confirm("Cancel this order? Its items go back into stock.")) return;
    const res = await sellerSend<{ order: ApiOrder }>("PUT", `/api/order/${order._id}/status`, { status });
    if (!res.success || !res.order) return void toast.error(res.message || "Failed to update order");
    toast.success(res.message || "Order updated");
    onChange(res.order);
  };
  const can = { pack: order.status === "placed", deliver: order.status === "shipped", cancel: order.status === "placed" || order.status === "packed" };
  return (
    <Dialog title="Invoice" onClose={onClose} width="max-w-3xl">
      <dl className="mt-4 grid gap-x-6 gap-y-1 rounded-lg bg-sand p-3 text-sm sm:grid-cols-2">
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
            <a className="btn-outline py-2 text-sm" href={`/api/seller/orders/${order._id}/invoice.pdf`} download>
              Download PDF
            </a>
            <button type="button" className="btn-primary py-2 text-sm" onClick={() => (document.getElementById("seller-invoice") ? printElement("seller-invoice", `Tax invoice ${invoice.number}`) : toast.error("Invoice content not found."))}>
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
