import { formatIstDate } from "../../../lib/india-time";
import { COMPUTER_GENERATED_NOTE } from "../../../lib/invoice";
import type { TaxInvoice } from "../../../lib/invoice";
import { formatAmount } from "../../../lib/money";
import { formatMinus } from "../../../lib/order-totals";
import { formatGstRate } from "../../../lib/pricing";
import { useLang, useLocale, useT, type T } from "../../i18n/use-t";
import { ScrollCue } from "./scroll-cue";

const money = (paise: number) => formatAmount(paise);

/** The invoice's own words that the view model spells in English (payment, note), in the page's language. */
function known(text: string, t: T): string {
  if (text === "Cash on delivery") return t("orders.inv.payCod");
  if (text === "Online payment (prepaid)") return t("orders.inv.payOnline");
  if (text === "No") return t("orders.inv.no");
  if (text === COMPUTER_GENERATED_NOTE) return t("orders.inv.note");
  return text;
}

/**
 * The GST tax invoice (CGST Rules, rule 46) as HTML: on screen, in the print window. Same view model as the PDF.
 * On a Hindi page its headings read "हिन्दी / English" (the catalogue holds both); GSTIN, HSN and the taxes stay as they are.
 */
export function TaxInvoiceView({ invoice: inv }: { invoice: TaxInvoice }) {
  const s = inv.seller;
  const cell = "border border-stone-300 px-2 py-1";
  const t = useT();
  const locale = useLocale();
  // Hindi / English headings are long: on Hindi pages the facts get two equal columns (English keeps its layout).
  const bilingual = useLang() !== "en";
  // A coupon (issue 19): each line's value, its discount and the taxable value after it; an invoice without one keeps its columns.
  const discounted = inv.totals.discountPaise > 0;
  return (
    <article className="text-sm break-words text-bark" data-testid="tax-invoice">
      <header className="text-center">
        <h3 className="font-display text-xl font-bold tracking-wide">{t("orders.inv.title")}</h3>
        <p className="text-xs text-muted">{t("orders.inv.original")}</p>
        {inv.cancelled && (
          <p className="mx-auto mt-2 w-fit rounded border-2 border-red-700 px-3 py-0.5 font-bold tracking-widest text-red-800" data-testid="invoice-cancelled">
            {t("orders.inv.cancelled")}
          </p>
        )}
      </header>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="font-semibold">{s.legalName}</p>
          {s.shopName !== s.legalName && <p>{t("orders.inv.tradingAs", { shop: s.shopName })}</p>}
          <p>{s.address.line1}</p>
          {s.address.line2 && <p>{s.address.line2}</p>}
          <p>
            {s.address.city}, {s.address.state} – {s.address.pincode}
          </p>
          <p>GSTIN: {s.gstin}</p>
          <p>{t("orders.inv.state", { state: s.address.state, code: s.address.stateCode })}</p>
        </div>
        <dl className={`grid ${bilingual ? "grid-cols-2" : "grid-cols-[auto_1fr]"} gap-x-3 gap-y-0.5 self-start`}>
          <dt className="font-semibold">{t("orders.inv.number")}</dt>
          <dd data-testid="invoice-number">{inv.number}</dd>
          <dt className="font-semibold">{t("orders.inv.date")}</dt>
          <dd>{formatIstDate(inv.date, locale)}</dd>
          <dt className="font-semibold">{t("orders.inv.orderNo")}</dt>
          <dd data-testid="invoice-order-number">{inv.orderNumber}</dd>
          <dt className="font-semibold">{t("orders.inv.orderId")}</dt>
          <dd className="break-all">{inv.orderId}</dd>
          <dt className="font-semibold">{t("orders.inv.placeOfSupply")}</dt>
          <dd>{inv.placeOfSupply}</dd>
          <dt className="font-semibold">{t("orders.inv.reverseCharge")}</dt>
          <dd>{known(inv.reverseCharge, t)}</dd>
          <dt className="font-semibold">{t("orders.inv.payment")}</dt>
          <dd>{known(inv.paymentType, t)}</dd>
        </dl>
      </div>
      <div className="mt-4 border-t border-stone-300 pt-3">
        <p className="font-semibold">{t("orders.inv.billedTo")}</p>
        <p>{inv.buyer.name}</p>
        {inv.buyer.addressLines.map((l) => (
          <p key={l}>{l}</p>
        ))}
        <p>
          {t("orders.inv.phone")}: {inv.buyer.phone} · {t("orders.inv.email")}: {inv.buyer.email}
        </p>
        <p>
          {t("orders.inv.buyerGstin")}: {inv.buyer.gstin ?? t("orders.inv.unregistered")}
        </p>
      </div>
      <ScrollCue label={t("orders.inv.lines")}>
        <table className="w-full border-collapse text-xs">
          <thead className="bg-sand">
            <tr>
              <th className={cell}>#</th>
              <th className={`${cell} text-left`}>{t("orders.inv.description")}</th>
              <th className={cell}>HSN/SAC</th>
              <th className={`${cell} text-right`}>{t("orders.inv.qty")}</th>
              <th className={`${cell} text-right`}>{t("orders.inv.rate")}</th>
              {discounted && (
                <>
                  <th className={`${cell} text-right`}>{t("orders.discount.invValue")}</th>
                  <th className={`${cell} text-right`}>{t("orders.discount.invColumn")}</th>
                </>
              )}
              <th className={`${cell} text-right`}>{t("orders.inv.taxable")}</th>
              <th className={`${cell} text-right`}>GST</th>
              {inv.interState ? (
                <th className={`${cell} text-right`}>IGST</th>
              ) : (
                <>
                  <th className={`${cell} text-right`}>CGST</th>
                  <th className={`${cell} text-right`}>SGST</th>
                </>
              )}
              <th className={`${cell} text-right`}>{t("orders.inv.total")}</th>
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
                {discounted && (
                  <>
                    <td className={`${cell} text-right`}>{money(l.valuePaise)}</td>
                    <td className={`${cell} text-right`} data-testid="invoice-line-discount">
                      {l.discountPaise > 0 ? money(l.discountPaise) : "–"}
                    </td>
                  </>
                )}
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
      <dl className={`ml-auto mt-3 grid ${bilingual ? "w-full max-w-80 gap-x-3" : "w-64"} grid-cols-2 gap-y-0.5`}>
        {discounted && (
          <>
            <dt>{inv.coupon ? t("orders.discount.invLine", { code: inv.coupon }) : t("orders.discount.invColumn")}</dt>
            <dd className="text-right" data-testid="invoice-discount">
              {formatMinus(inv.totals.discountPaise)}
            </dd>
          </>
        )}
        <dt>{t("orders.inv.taxable")}</dt>
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
        <dt className="font-semibold">{t("orders.inv.invoiceTotal")}</dt>
        <dd className="text-right font-semibold" data-testid="invoice-total">
          {money(inv.totals.totalPaise)}
        </dd>
      </dl>
      <p className="mt-3">
        <span className="font-semibold">{t("orders.inv.inWords")}</span> {inv.amountInWords}
      </p>
      <p className="mt-4 text-center text-xs text-muted">{known(inv.note, t)}</p>
    </article>
  );
}
