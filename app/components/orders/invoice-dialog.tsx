import { buildInvoice } from "../../../lib/invoice";
import type { ApiOrder } from "../../../lib/orders";
import { useT } from "../../i18n/use-t";
import { Dialog } from "../dialog";
import { printElement } from "./print-window";
import { TaxInvoiceView } from "./tax-invoice";

/** The order's tax invoice on screen, with Print Invoice (print window) and the PDF download. */
export default function InvoiceDialog({ order, onClose }: { order: ApiOrder; onClose: () => void }) {
  const invoice = buildInvoice(order);
  const t = useT();
  const title = t("orders.invoiceDialogTitle", { number: invoice.number });
  return (
    <Dialog title={title} hideTitle onClose={onClose} width="max-w-3xl" initialFocus="panel">
      <div id="invoice-content">
        <TaxInvoiceView invoice={invoice} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t("orders.close")}
        </button>
        <a className="btn-outline" href={`/api/order/${order._id}/invoice.pdf`} download>
          {t("orders.downloadPdf")}
        </a>
        <button type="button" className="btn-primary" onClick={() => printElement("invoice-content", title, { missing: t("orders.invoiceMissing") })}>
          {t("orders.printInvoice")}
        </button>
      </div>
    </Dialog>
  );
}
