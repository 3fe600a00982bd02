import { buildInvoice } from "../../../lib/invoice";
import type { ApiOrder } from "../../../lib/orders";
import { Dialog } from "../dialog";
import { printElement } from "./print-window";
import { TaxInvoiceView } from "./tax-invoice";

/** The order's tax invoice on screen, with Print Invoice (print window) and the PDF download. */
export default function InvoiceDialog({ order, onClose }: { order: ApiOrder; onClose: () => void }) {
  const invoice = buildInvoice(order);
  return (
    <Dialog title={`Tax invoice ${invoice.number}`} hideTitle onClose={onClose} width="max-w-3xl" initialFocus="panel">
      <div id="invoice-content">
        <TaxInvoiceView invoice={invoice} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose}>
          Close
        </button>
        <a className="btn-outline" href={`/api/order/${order._id}/invoice.pdf`} download>
          Download PDF
        </a>
        <button type="button" className="btn-primary" onClick={() => printElement("invoice-content", `Tax invoice ${invoice.number}`)}>
          Print Invoice
        </button>
      </div>
    </Dialog>
  );
}
