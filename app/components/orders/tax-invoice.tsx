import { formatIstDate } from "../../../lib/india-time";
import type { TaxInvoice } from "../../../lib/invoice";
import { formatAmount } from "../../../lib/money";
import { formatGstRate } from "../../../lib/pricing";
import { ScrollCue } from "./scroll-cue";

const money = (paise: number) => formatAmount(paise);

/** The GST tax invoice (CGST Rules, rule 46) as HTML: on screen, in the print window. Same view model as the PDF. */
export function TaxInvoiceView({ invoice: inv }: { invoice: TaxInvoice }) {
  const s = inv.seller;
  const cell = "border border-stone-300 px-2 py-1";
  return (
    <article className="text-sm break-words text-bark" data-testid="tax-invoice">
      <header className="text-center">
        <h3 className="font-display text-xl font-bold tracking-wide">TAX INVOICE</h3>
        <p className="text-xs text-muted">Original for recipient</p>
        {inv.cancelled && (
          <p className="mx-auto mt-2 w-fit rounded border-2 border-red-700 px-3 py-0.5 font-bold tracking-widest text-red-800" data-testid="invoice-cancelled">
            CANCELLED
          </p>
        )}
      </header>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="font-semibold">{s.legalName}</p>
          {s.shopName !== s.legalName && <p>Trading as {s.shopName}</p>}
          <p>{s.address.line1}</p>
          {s.address.line2 && <p>{s.address.line2}</p>}
          <p>
            {s.address.city}, {s.address.state} – {s.address.pincode}
          </p>
          <p>GSTIN: {s.gstin}</p>
          <p>
            State: {s.address.state} (code {s.address.stateCode})
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 self-start">
          <dt className="font-semibold">Invoice No.</dt>
          <dd data-testid="invoice-number">{inv.number}</dd>
          <dt className="font-semibold">Invoice date</dt>
          <dd>{formatIstDate(inv.date)}</dd>
          <dt className="font-semibold">Order No.</dt>
          <dd data-testid="invoice-order-number">{inv.orderNumber}</dd>
          <dt className="font-semibold">Order ID</dt>
          <dd className="break-all">{inv.orderId}</dd>
          <dt className="font-semibold">Place of supply</dt>
          <dd>{inv.placeOfSupply}</dd>
          <dt className="font-semibold">Reverse charge</dt>
          <dd>{inv.reverseCharge}</dd>
          <dt className="font-semibold">Payment</dt>
          <dd>{inv.paymentType}</dd>
        </dl>
      </div>
      <div className="mt-4 border-t border-stone-300 pt-3">
        <p className="font-semibold">Billed and shipped to</p>
        <p>{inv.buyer.name}</p>
        {inv.buyer.addressLines.map((l) => (
          <p key={l}>{l}</p>
        ))}
        <p>
          Phone: {inv.buyer.phone} · Email: {inv.buyer.email}
        </p>
        <p>Buyer GSTIN: {inv.buyer.gstin ?? "Not provided (unregistered)"}</p>
      </div>
      <ScrollCue label="Invoice lines">
        <table className="w-full border-collapse text-xs">
          <thead className="bg-sand">
            <tr>
              <th className={cell}>#</th>
              <th className={`${cell} text-left`}>Description</th>
              <th className={cell}>HSN/SAC</th>
              <th className={`${cell} text-right`}>Qty</th>
              <th className={`${cell} text-right`}>Rate</th>
              <th className={`${cell} text-right`}>Taxable value</th>
              <th className={`${cell} text-right`}>GST</th>
              {inv.interState ? (
                <th className={`${cell} text-right`}>IGST</th>
              ) : (
                <>
                  <th className={`${cell} text-right`}>CGST</th>
                  <th className={`${cell} text-right`}>SGST</th>
                </>
              )}
              <th className={`${cell} text-right`}>Total</th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l) => (
              <tr key={l.sr}>
                <td className={`${cell} text-center`}>{l.sr}</td>
                <td className={cell}>{l.description}</td>
                <td className={`${cell} text-center`}>{l.hsn}</td>
                <td className={`${cell} text-right`}>{l.quantity}</td>
                <td className={`${cell} text-right`}>{money(l.unitPricePaise)}</td>
                <td className={`${cell} text-right`}>{money(l.taxablePaise)}</td>
                <td className={`${cell} text-right`}>{formatGstRate(l.gstRate * 100)}</td>
                {inv.interState ? (
                  <td className={`${cell} text-right`}>{money(l.igstPaise)}</td>
                ) : (
                  <>
                    <td className={`${cell} text-right`}>{money(l.cgstPaise)}</td>
                    <td className={`${cell} text-right`}>{money(l.sgstPaise)}</td>
                  </>
                )}
                <td className={`${cell} text-right`}>{money(l.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollCue>
      <dl className="ml-auto mt-3 grid w-64 grid-cols-2 gap-y-0.5">
        <dt>Taxable value</dt>
        <dd className="text-right">{money(inv.totals.taxablePaise)}</dd>
        {inv.interState ? (
          <>
            <dt>IGST</dt>
            <dd className="text-right">{money(inv.totals.igstPaise)}</dd>
          </>
        ) : (
          <>
            <dt>CGST</dt>
            <dd className="text-right">{money(inv.totals.cgstPaise)}</dd>
            <dt>SGST</dt>
            <dd className="text-right">{money(inv.totals.sgstPaise)}</dd>
          </>
        )}
        <dt className="font-semibold">Invoice total</dt>
        <dd className="text-right font-semibold" data-testid="invoice-total">
          {money(inv.totals.totalPaise)}
        </dd>
      </dl>
      <p className="mt-3">
        <span className="font-semibold">Amount in words:</span> {inv.amountInWords}
      </p>
      <p className="mt-4 text-center text-xs text-muted">{inv.note}</p>
    </article>
  );
}
