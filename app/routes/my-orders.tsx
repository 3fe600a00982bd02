import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { ApiOrder } from "../../lib/orders";
import { OrderCard } from "../components/orders/order-card";
import { customerOrders } from "../orders.server";
import { openLogin } from "../state/auth";
import { useShop } from "../state/shop";
import { toast } from "../toast";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/my-orders";

const InvoiceDialog = lazy(() => import("../components/orders/invoice-dialog"));

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("orders.title"), matches);

/** Rendered on the server with the customer's orders, so the first HTML already shows them. */
export async function loader({ context }: Route.LoaderArgs) {
  return customerOrders(context);
}

/** Spec: My Orders — loading, login-required and empty texts; each order with its invoice (Print Invoice). */
export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { user } = useShop();
  const revalidator = useRevalidator();
  const t = useT();
  const lp = useLocalePath();
  const [invoiceOf, setInvoiceOf] = useState<ApiOrder | null>(null);
  // Orders changed on this page (a cancellation) replace the loaded ones until the next load.
  const [changed, setChanged] = useState<Record<string, ApiOrder>>({});
  const { failed } = loaderData;
  const orders = loaderData.orders?.map((o) => changed[o._id] ?? o) ?? null;

  useEffect(() => {
    if (failed) toast.error(t("orders.fetchFailed"));
  }, [failed, t]);

  let body;
  if (!user) {
    body = (
      <div className="mt-8 rounded-2xl bg-sand p-8 text-center">
        <p className="text-muted">{t("orders.loginToSee")}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => openLogin()}>
          {t("orders.login")}
        </button>
      </div>
    );
  } else if (orders === null || revalidator.state === "loading") {
    body = <p className="mt-8 text-center text-muted">{t("orders.loading")}</p>;
  } else if (orders.length === 0) {
    body = (
      <div className="mt-8 rounded-2xl bg-sand p-8 text-center">
        <p className="text-muted">{t("orders.none")}</p>
        <Link to={lp("/products")} className="btn-primary mt-4">
          {t("orders.startShopping")}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="mt-8 space-y-6">
        {orders.map((o) => (
          <OrderCard key={o._id} order={o} onInvoice={() => setInvoiceOf(o)} onCancelled={(c) => setChanged((m) => ({ ...m, [c._id]: c }))} />
        ))}
      </ul>
    );
  }

  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">{t("orders.title")}</h1>
      {body}
      {invoiceOf && (
        <Suspense fallback={null}>
          <InvoiceDialog order={invoiceOf} onClose={() => setInvoiceOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
