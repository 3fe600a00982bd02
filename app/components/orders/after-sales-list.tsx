import { lazy, Suspense, useState } from "react";
import type { ApiCreditNote } from "../../../lib/credit-note";
import { formatIstDate } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { useLocale, useT } from "../../i18n/use-t";

const CreditNoteDialog = lazy(() => import("./credit-note-dialog"));
const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/**
 * An order's refunds and GST credit notes (each with View and PDF), for the
 * customer (`api` = "/api/order") and the seller ("/api/seller/orders").
 * Renders nothing when there are none.
 */
export function AfterSalesList({ order, api }: { order: ApiOrder; api: "/api/order" | "/api/seller/orders" }) {
  const [viewing, setViewing] = useState<ApiCreditNote | null>(null);
  const t = useT();
  const locale = useLocale();
  const refunds = order.refunds ?? [];
  const notes = order.creditNotes ?? [];
  if (refunds.length === 0 && notes.length === 0) return null;
  return (
    <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2" data-testid="after-sales">
      {refunds.length > 0 && (
        <section aria-label={t("orders.refunds")}>
          <h4 className="font-semibold">{t("orders.refunds")}</h4>
          <ul className="mt-1 space-y-1">
            {refunds.map((r) => (
              <li key={r._id} data-testid="refund">
                <span className="font-semibold">{money(r.amount)}</span> · {t(`orders.refundMethod.${r.method}`)} ·{" "}
                <span className={r.status === "failed" ? "text-red-800" : ""}>{t(`orders.refundStatus.${r.status}`)}</span>
                <span className="block text-xs text-muted">
                  {formatIstDate(r.createdAt, locale)}
                  {r.reference ? t("orders.refundRef", { ref: r.reference }) : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {notes.length > 0 && (
        <section aria-label={t("orders.creditNotes")}>
          <h4 className="font-semibold">{t("orders.creditNotes")}</h4>
          <ul className="mt-1 space-y-1">
            {notes.map((n) => (
              <li key={n._id} className="flex flex-wrap items-center gap-x-2" data-testid="credit-note">
                <span>
                  <span className="font-mono text-xs">{n.number}</span> · {money(n.amount)}
                </span>
                <button type="button" className="min-h-8 text-saddle underline" onClick={() => setViewing(n)}>
                  {t("orders.view")}
                </button>
                <a className="min-h-8 text-saddle underline" href={`${api}/${order._id}/credit-notes/${n._id}.pdf`} download>
                  {t("orders.pdf")}
                  <span className="sr-only">{t("orders.pdfOf", { number: n.number })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <CreditNoteDialog url={`${api}/${order._id}/credit-notes/${viewing._id}`} number={viewing.number} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}
