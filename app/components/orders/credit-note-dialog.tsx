import { useEffect, useState } from "react";
import type { CreditNoteDocument } from "../../../lib/credit-note";
import { formatIstDate } from "../../../lib/india-time";
import { formatAmount } from "../../../lib/money";
import { formatGstRate } from "../../../lib/pricing";
import { getJson } from "../../api";
import { useLang, useLocale, useT } from "../../i18n/use-t";
import { Dialog } from "../dialog";
import { printElement } from "./print-window";

/** A GST credit note on screen (same view model as its PDF), with Print and Download PDF. */
export default function CreditNoteDialog({ url, number, onClose }: { url: string; number: string; onClose: () => void }) {
  const [doc, setDoc] = useState<CreditNoteDocument | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT();
  const locale = useLocale();
  const bilingual = useLang() !== "en";
  const loadFailed = t("orders.cn.loadFailed");
  const title = t("orders.cn.dialogTitle", { number });
  useEffect(() => {
    let live = true;
    void getJson<{ creditNote: CreditNoteDocument }>(url).then((res) => {
      if (!live) return;
      if (res.success && res.creditNote) setDoc(res.creditNote);
      else setFailed(res.message || loadFailed);
    });
    return () => {
      live = false;
    };
  }, [url, loadFailed]);
  const cell = "border border-stone-300 px-2 py-1";
  return (
    <Dialog title={title} hideTitle onClose={onClose} width="max-w-3xl" initialFocus="panel">
      <div id="credit-note-content">
        {!doc ? (
          <p className="text-muted">{failed ?? t("orders.cn.loading")}</p>
        ) : (
          <article className="text-sm break-words text-bark" data-testid="credit-note-view">
            <header className="text-center">
              <h3 className="font-display text-xl font-bold tracking-wide">{t("orders.cn.title")}</h3>
              <p className="text-xs text-muted">{t(doc.sandbox ? "orders.cn.sandbox" : "orders.cn.issuedUnder")}</p>
            </header>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <p className="font-semibold">{doc.seller.legalName}</p>
                <p>{doc.seller.address.line1}</p>
                <p>
                  {doc.seller.address.city}, {doc.seller.address.state} – {doc.seller.address.pincode}
                </p>
                <p>GSTIN: {doc.seller.gstin}</p>
                <p className="mt-2 font-semibold">{t("orders.cn.recipient")}</p>
                <p>{doc.buyer.name}</p>
                {doc.buyer.addressLines.map((l) => (
                  <p key={l}>{l}</p>
                ))}
                {doc.buyer.gstin && <p>GSTIN: {doc.buyer.gstin}</p>}
              </div>
              <dl className={`grid ${bilingual ? "grid-cols-2" : "grid-cols-[auto_1fr]"} gap-x-3 gap-y-0.5 self-start`}>
                <dt className="font-semibold">{t("orders.cn.number")}</dt>
                <dd data-testid="credit-note-number">{doc.number}</dd>
                <dt className="font-semibold">{t("orders.cn.date")}</dt>
                <dd>{formatIstDate(doc.date, locale)}</dd>
                <dt className="font-semibold">{t("orders.cn.againstInvoice")}</dt>
                <dd>{doc.invoiceNumber}</dd>
                <dt className="font-semibold">{t("orders.inv.date")}</dt>
                <dd>{formatIstDate(doc.invoiceDate, locale)}</dd>
                <dt className="font-semibold">{t("orders.inv.orderId")}</dt>
                <dd className="break-all">{doc.orderId}</dd>
                <dt className="font-semibold">{t("orders.inv.placeOfSupply")}</dt>
                <dd>{doc.placeOfSupply}</dd>
                <dt className="font-semibold">{t("orders.cn.why")}</dt>
                <dd>
                  {t(`orders.cn.kind.${doc.kind}`)}: {doc.reason}
                </dd>
              </dl>
            </div>
            <div className="mt-4 overflow-x-auto" role="region" aria-label={t("orders.cn.lines")} tabIndex={0}>
              <table className="w-full min-w-[520px] border-collapse text-xs">
                <thead className="bg-sand">
                  <tr>
                    <th className={cell}>#</th>
                    <th className={`${cell} text-left`}>{t("orders.inv.description")}</th>
                    <th className={cell}>HSN/SAC</th>
                    <th className={cell}>{t("orders.inv.qty")}</th>
                    <th className={cell}>{t("orders.cn.taxable")}</th>
                    <th className={cell}>GST</th>
                    {doc.interState ? (
                      <th className={cell}>IGST</th>
                    ) : (
                      <>
                        <th className={cell}>CGST</th>
                        <th className={cell}>SGST</th>
                      </>
                    )}
                    <th className={cell}>{t("orders.inv.total")}</th>
                  </tr>
                </thead>
                <tbody>
                  {doc.lines.map((l) => (
                    <tr key={l.line}>
                      <td className={`${cell} text-center`}>{l.line + 1}</td>
                      <td className={cell}>{l.description}</td>
                      <td className={`${cell} text-center`}>{l.hsn}</td>
                      <td className={`${cell} text-right`}>{l.quantity > 0 ? l.quantity : "–"}</td>
                      <td className={`${cell} text-right`}>{formatAmount(l.taxablePaise)}</td>
                      <td className={`${cell} text-right`}>{formatGstRate(l.gstRate * 100)}</td>
                      {doc.interState ? (
                        <td className={`${cell} text-right`}>{formatAmount(l.igstPaise)}</td>
                      ) : (
                        <>
                          <td className={`${cell} text-right`}>{formatAmount(l.cgstPaise)}</td>
                          <td className={`${cell} text-right`}>{formatAmount(l.sgstPaise)}</td>
                        </>
                      )}
                      <td className={`${cell} text-right`}>{formatAmount(l.totalPaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-right font-semibold">{t("orders.cn.total", { amount: formatAmount(doc.totals.totalPaise) })}</p>
            <p className="mt-1 text-right text-xs">{doc.amountInWords}</p>
          </article>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t("orders.close")}
        </button>
        <a className="btn-outline" href={`${url}.pdf`} download>
          {t("orders.downloadPdf")}
        </a>
        <button
          type="button"
          className="btn-primary"
          disabled={!doc}
          onClick={() => printElement("credit-note-content", title, { missing: t("orders.cn.missing") })}
        >
          {t("orders.print")}
        </button>
      </div>
    </Dialog>
  );
}
