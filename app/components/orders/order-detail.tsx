import type { ReactNode } from "react";
import { deliveryLandmark, deliveryStreet, recipientName } from "../../../lib/address-lines";
import { formatIstDate, formatIstDateTime } from "../../../lib/india-time";
import { formatDeliveryDate } from "../../../lib/delivery";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { formatMinus, orderTotals, type TotalsLine } from "../../../lib/order-totals";
import type { ApiOrder } from "../../../lib/orders";
import { useLocale, useT } from "../../i18n/use-t";
import { paymentSummary } from "./order-facts";
import { OrderItems } from "./order-items";
import { OrderTimeline } from "./order-timeline";

/**
 * Places on the order page that other work fills (issue 16): each is drawn only when given. The route
 * (app/routes/my-order.tsx) passes them; components live in app/components/orders/.
 */
export type OrderPageSlots = {
  /** Under the heading: the Cancel order button (while the order is placed and not packed). */
  actions?: ReactNode;
  /** After the items: refunds and GST credit notes of this order. */
  refunds?: ReactNode;
  /** After the items: asking for a return or an exchange, and the requests made (later). */
  returns?: ReactNode;
};

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5" aria-label={title} data-testid={testId}>
      <h2 className="font-display text-lg font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One order for its customer: status timeline, items, totals, delivery address, payment and the tax invoice. */
export function OrderDetail({ order, onInvoice, slots = {} }: { order: ApiOrder; onInvoice: () => void; slots?: OrderPageSlots }) {
  const a = order.address;
  const totals = orderTotals(order);
  const open = order.status !== "delivered" && order.status !== "cancelled" && order.status !== "payment_failed";
  const t = useT();
  const locale = useLocale();
  const lineLabel = (l: TotalsLine) =>
    l.label === "Items"
      ? t("orders.totals.items")
      : l.label === "Shipping fee"
        ? t("orders.totals.shipping")
        : l.label === "Discount"
          ? l.code
            ? t("orders.discount.coupon", { code: l.code })
            : t("orders.discount")
          : l.label;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <Section title={t("orders.section.status")} testId="order-status-section">
          <OrderTimeline order={order} />
          {open && (
            <p className="mt-4 text-sm">
              <span className="text-muted">{t("orders.estimatedDeliveryColon")}</span>
              <span className="font-medium" data-testid="order-delivery-by">
                {formatDeliveryDate(order.deliveryBy, locale)}
              </span>
            </p>
          )}
        </Section>
        <Section title={t("orders.section.items")}>
          <OrderItems order={order} />
        </Section>
        {slots.returns && <div data-slot="returns">{slots.returns}</div>}
        {slots.refunds && <div data-slot="refunds">{slots.refunds}</div>}
      </div>
      <div className="min-w-0 space-y-6">
        <Section title={t("orders.section.payment")} testId="order-totals">
          <p className="text-sm">{paymentSummary(order, t)}</p>
          {order.paidAt && order.paymentType !== "COD" && !order.sandbox && (
            <p className="text-sm text-muted">{t("orders.paidAt", { date: formatIstDateTime(order.paidAt, locale) })}</p>
          )}
          <dl className="mt-3 space-y-1.5 text-sm">
            {totals.lines.map((l) => (
              <div key={l.label} className="flex flex-wrap justify-between gap-x-4">
                <dt className="min-w-0 break-words">{lineLabel(l)}</dt>
                {/* A coupon's discount: "−₹149.80". */}
                <dd data-testid={l.label === "Discount" ? "order-discount" : undefined}>{l.paise < 0 ? formatMinus(l.paise) : formatAmount(l.paise)}</dd>
                {l.label === "Shipping fee" && order.codFee > 0 && (
                  <dd className="basis-full text-xs text-muted" data-testid="order-cod-fee">
                    {t("summary.codFeeIncluded", { fee: formatAmount(rupeesToPaise(order.codFee)) })}
                  </dd>
                )}
              </div>
            ))}
            {totals.tax.map((l) => (
              <div key={l.label} className="flex justify-between gap-4">
                <dt>{totals.taxIncluded ? t("orders.totals.included", { tax: l.label }) : l.label}</dt>
                <dd>{formatAmount(l.paise)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
              <dt>{t("orders.totals.total")}</dt>
              <dd data-testid="order-total">{formatAmount(totals.totalPaise)}</dd>
            </div>
          </dl>
          {order.invoiceNumber ? (
            <div className="mt-4 border-t border-stone-200 pt-4">
              <p className="text-sm">
                {t("orders.taxInvoice")} <span className="font-mono">{order.invoiceNumber}</span>
                {order.invoiceDate && <span className="text-muted"> · {formatIstDate(order.invoiceDate, locale)}</span>}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="button" className="btn-outline py-2 text-sm" onClick={onInvoice}>
                  {t("orders.viewInvoice")}
                </button>
                <a className="btn-outline py-2 text-sm" href={`/api/order/${order._id}/invoice.pdf`} download>
                  {t("orders.downloadPdf")}
                </a>
              </div>
            </div>
          ) : (
            <p className="mt-4 text-sm text-muted">{t("orders.invoiceLater")}</p>
          )}
        </Section>
        <Section title={t("orders.section.address")}>
          <address className="text-sm not-italic leading-6" data-testid="order-address">
            {recipientName(a)}
            <br />
            {deliveryStreet(a)}
            <br />
            {deliveryLandmark(a) && (
              <>
                {t("address.landmarkLine", { landmark: deliveryLandmark(a) })}
                <br />
              </>
            )}
            {a.city}, {a.state} – {a.pincode}
            <br />
            {a.country}
            <br />
            {t("orders.phone", { phone: a.phone })}
          </address>
        </Section>
      </div>
    </div>
  );
}
