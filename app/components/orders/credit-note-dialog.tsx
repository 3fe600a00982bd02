import { useEffect, useState } from "react";
import { CREDIT_NOTE_KIND_LABELS, type CreditNoteDocument } from "../../../lib/credit-note";
import { formatIstDate } from "../../../lib/india-time";
import { formatAmount } from "../../../lib/money";
import { formatGstRate } from "../../../lib/pricing";
import { getJson } from "../../api";
import { Dialog } from "../dialog";
import { printElement } from "./print-window";

/** A GST credit note on screen (same view model as its PDF), with Print and Download PDF. */
export default function CreditNoteDialog({ url, number, onClose }: { url: string; number: string; onClose: () => void }) {
  const [doc, setDoc] = useState<CreditNoteDocument | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void getJson<{ creditNote: CreditNoteDocument }>(url).then((res) => {
      if (!live) return;
      if (res.success && res.creditNote) setDoc(res.creditNote);
      else setFailed(res.message || "Could not load the credit note");
    });
    return () => {
      live = false;
    };
  }, [url]);
  const cell = "border border-stone-300 px-2 py-1";
  return (
    <Dialog title={`Credit note ${number}`} hideTitle onClose={onClose} width="max-w-3xl" initialFocus="panel">
      <div id="credit-note-content">
        {!doc ? (
          <p className="text-muted">{failed ?? "Loading credit note..."}</p>
        ) : (
          <article className="text-sm break-words text-bark" data-testid="credit-note-view">
            <header className="text-center">
              <h3 className="font-display text-xl font-bold tracking-wide">CREDIT NOTE</h3>
              <p className="text-xs text-muted">{doc.sandbox ? "Sandbox test order – not a tax document, no money moved" : "Issued under section 34 of the CGST Act and rule 53 of the CGST Rules"}</p>
            </header>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <p className="font-semibold">{doc.seller.legalName}</p>
                <p>{doc.seller.address.line1}</p>
                <p>
                  {doc.seller.address.city}, {doc.seller.address.state} – {doc.seller.address.pincode}
                </p>
                <p>GSTIN: {doc.seller.gstin}</p>
                <p className="mt-2 font-semibold">Recipient</p>
                <p>{doc.buyer.name}</p>
                {doc.buyer.addressLines.map((l) => (
                  <p key={l}>{l}</p>
                ))}
                {doc.buyer.gstin && <p>GSTIN: {doc.buyer.gstin}</p>}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 self-start">
                <dt className="font-semibold">Credit note No.</dt>
                <dd data-testid="credit-note-number">{doc.number}</dd>
                <dt className="font-semibold">Date</dt>
                <dd>{formatIstDate(doc.date)}</dd>
                <dt className="font-semibold">Against invoice</dt>
                <dd>{doc.invoiceNumber}</dd>
                <dt className="font-semibold">Invoice date</dt>
                <dd>{formatIstDate(doc.invoiceDate)}</dd>
                <dt className="font-semibold">Order ID</dt>
                <dd className="break-all">{doc.orderId}</dd>
                <dt className="font-semibold">Place of supply</dt>
                <dd>{doc.placeOfSupply}</dd>
                <dt className="font-semibold">Why</dt>
                <dd>
                  {CREDIT_NOTE_KIND_LABELS[doc.kind]}: {doc.reason}
                </dd>
              </dl>
            </div>
            <div className="mt-4 overflow-x-auto" role="region" aria-label="Credit note lines" tabIndex={0}>
              <table className="w-full min-w-[520px] border-collapse text-xs">
                <thead className="bg-sand">
                  <tr>
                    <th className={cell}>#</th>
                    <th className={`${cell} text-left`}>Description</th>
                    <th className={cell}>HSN/SAC</th>
                    <th className={cell}>Qty</th>
                    <th className={cell}>Taxable</th>
                    <th className={cell}>GST</th>
                    {doc.interState ? (
                      <th className={cell}>IGST</th>
                    ) : (
                      <>
                        <th className={cell}>CGST</th>
                        <th className={cell}>SGST</th>
                      </>
                    )}
                    <th className={cell}>Total</th>
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
            <p className="mt-3 text-right font-semibold">Credit note total: {formatAmount(doc.totals.totalPaise)}</p>
            <p className="mt-1 text-right text-xs">{doc.amountInWords}</p>
          </article>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose}>
          Close
        </button>
        <a className="btn-outline" href={`${url}.pdf`} download>
          Download PDF
        </a>
        <button type="button" className="btn-primary" disabled={!doc} onClick={() => printElement("credit-note-content", `Credit note ${number}`, { missing: "Credit note not found." })}>
          Print
        </button>
      </div>
    </Dialog>
  );
}
