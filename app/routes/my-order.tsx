import { lazy, Suspense, useState } from "react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { formatIstDateTime, istDate } from "../../lib/india-time";
import { orderNumberText, type ApiOrder } from "../../lib/orders";
import { AfterSalesList } from "../components/orders/after-sales-list";
import { CancelOrder } from "../components/orders/cancel-order";
import { OrderDetail, type OrderPageSlots } from "../components/orders/order-detail";
import { StatusBadge } from "../components/orders/order-facts";
import { OrderReturns } from "../components/orders/order-returns";
import { UpiOrderBox } from "../components/orders/upi-order-box";
import { customerOrder } from "../my-order.server";
import { metaT, useLocale, useLocalePath, useT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import { openLogin } from "../state/auth";
import { useShop } from "../state/shop";
import type { Route } from "./+types/my-order";

const InvoiceDialog = lazy(() => import("../components/orders/invoice-dialog"));

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("orders.pageTitle"), matches);

/** Rendered on the server with the order; another customer's order or an unknown id is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return customerOrder(context, params.orderId);
}

function BackLink() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Link to={lp("/my-orders")} className="inline-block py-2 text-sm font-medium text-saddle hover:underline">
      {t("orders.backToOrders")}
    </Link>
  );
}

/** The customer's order page /my-orders/:orderId (issue 16): timeline, items, totals, address, payment, invoice. */
export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const revalidator = useRevalidator();
  const { settings } = useShop();
  const t = useT();
  const locale = useLocale();

  if (!order) {
    return (
      <div className="container-page py-10">
        <BackLink />
        <h1 className="font-display text-3xl font-bold">{t("orders.pageTitle")}</h1>
        <div className="mt-8 rounded-2xl bg-sand p-8 text-center">
          <p className="text-muted">{t("orders.loginToSeeOne")}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => openLogin()}>
            {t("orders.login")}
          </button>
        </div>
      </div>
    );
  }

  // Cancel while the order is placed and not yet packed (the page reloads its order after); refunds and credit
  // notes; returns and exchanges within the return window after delivery, and the requests made.
  const slots: OrderPageSlots = {
    actions:
      order.status === "placed" ? (
        <CancelOrder order={order} onCancelled={() => void revalidator.revalidate()} />
      ) : order.paymentType === "UPI" && order.status === "pending_payment" ? (
        <UpiOrderBox order={order} />
      ) : undefined,
    returns:
      order.status === "delivered" || (order.returns?.length ?? 0) > 0 ? (
        <OrderReturns order={order} windowDays={settings.returnWindowDays} today={istDate(new Date())} onChange={() => void revalidator.revalidate()} />
      ) : undefined,
    refunds: (order.refunds?.length ?? 0) + (order.creditNotes?.length ?? 0) > 0 ? <AfterSalesList order={order} api="/api/order" /> : undefined,
  };

  return (
    <div className="container-page py-10">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">
            {t("orders.order")} <span data-testid="order-number">{orderNumberText(order.orderNumber)}</span>
          </h1>
          <p className="break-all font-mono text-xs text-muted">{order._id}</p>
          <p className="mt-1 text-sm text-muted">{t("orders.placedAt", { date: formatIstDateTime(order.createdAt, locale) })}</p>
        </div>
        <StatusBadge order={order} />
      </div>
      {slots.actions && (
        <div className="mt-4" data-slot="actions">
          {slots.actions}
        </div>
      )}
      <OrderDetail order={order} onInvoice={() => setInvoiceOpen(true)} slots={slots} />
      {order.status === "delivered" && <ReviewLinks order={order} />}
      {invoiceOpen && (
        <Suspense fallback={null}>
          <InvoiceDialog order={order} onClose={() => setInvoiceOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** A delivered order asks for a review of each product in it (issue 19, item 1). */
function ReviewLinks({ order }: { order: ApiOrder }) {
  const t = useT();
  const lp = useLocalePath();
  const products = [...new Map(order.items.map((it) => [it.product._id, it.product.name])).entries()];
  return (
    <section className="mt-8 rounded-2xl bg-sand p-5" aria-labelledby="review-links">
      <h2 id="review-links" className="font-semibold text-bark">
        {t("orders.reviewAsk")}
      </h2>
      <ul className="mt-3 space-y-2">
        {products.map(([id, name]) => (
          <li key={id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-bark">{name}</span>
            <Link to={lp(`/review/${id}`)} className="font-medium text-saddle underline">
              {t("reviews.write")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Another customer's order, or an id that is no order: a clear not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const t = useT();
  const lp = useLocalePath();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" data-testid="order-not-found">
      {missing && <p className="font-display text-6xl font-bold text-saddle">404</p>}
      <h1 className="mt-4 font-display text-3xl font-bold">{t(missing ? "orders.notFoundHeading" : "orders.errorHeading")}</h1>
      <p className="mt-3 max-w-md text-muted">{t(missing ? "orders.notFoundBody" : "orders.errorBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={lp("/my-orders")} className="btn-primary">
          {t("orders.title")}
        </Link>
        <Link to={lp("/products")} className="btn-outline">
          {t("orders.browseProducts")}
        </Link>
      </div>
    </section>
  );
}
