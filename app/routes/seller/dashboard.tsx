import type { ReactNode } from "react";
import type { Dashboard } from "../../../lib/dashboard";
import { groupIndian } from "../../../lib/money";
import { orderNumberText } from "../../../lib/orders";
import { DashboardChart } from "../../components/seller/dashboard-chart";
import { dateTime, rupees } from "../../components/seller/format";
import { PushToggle } from "../../components/seller/push-toggle";
import { useSellerData } from "../../components/seller/seller-api";
import { usePhone } from "../../components/seller/use-phone";

function Card({ label, value, testId, wide = false, children }: { label: string; value: string; testId: string; wide?: boolean; children?: ReactNode }) {
  return (
    <div className={`rounded-2xl border border-stone-200 bg-white p-4 sm:p-5 ${wide ? "col-span-2 xl:col-span-1" : ""}`}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-2 font-display text-xl font-bold break-words sm:text-2xl" data-testid={testId}>
        {value}
      </p>
      {children}
    </div>
  );
}

/** Spec: "Seller Dashboard" — five cards, the 5 latest orders, and the last 30 days; figures from SQL aggregates. */
export default function SellerDashboard() {
  // Spec: a dashboard load failure is only logged, and loading ends.
  const { data, loading } = useSellerData<Dashboard>("/api/seller/dashboard");
  const phone = usePhone();
  return (
    <div>
      <h1 className="font-display text-3xl font-bold">Seller Dashboard</h1>
      {loading && !data ? (
        <p className="mt-8 text-muted">Loading...</p>
      ) : (
        <>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
            <Card label="Total Orders" value={groupIndian(data?.totalOrders ?? 0)} testId="total-orders" />
            <Card label="Total Shipped Qty" value={groupIndian(data?.totalShippedQty ?? 0)} testId="total-shipped" />
            <Card label="Today's Orders" value={groupIndian(data?.todayOrders ?? 0)} testId="today-orders" />
            <Card label="Today's Shipped Qty" value={groupIndian(data?.todayShippedQty ?? 0)} testId="today-shipped" />
            {/* A staff login's figures carry no revenue (decision record 016): no card for it. */}
            {data?.totalRevenue !== undefined && (
              <Card label="Total Revenue" value={rupees(data.totalRevenue)} testId="total-revenue" wide>
                {/* Issue 19: coupon discounts given on the same orders (what the revenue is after). */}
                {data.totalDiscounts !== undefined && (
                  <p className="mt-1 text-sm text-muted">
                    Discounts given:{" "}
                    <span className="font-semibold text-bark" data-testid="total-discounts">
                      {rupees(data.totalDiscounts)}
                    </span>
                  </p>
                )}
              </Card>
            )}
          </div>
          {data?.totalRevenue !== undefined && (
            <p className="mt-2 text-xs text-muted">
              Revenue: online orders paid and cash-on-delivery orders delivered, including GST and shipping, less cancelled orders. Discounts given: the coupon
              discounts on those orders, already taken off their revenue.
            </p>
          )}
          <div className="mt-6">
            <PushToggle />
          </div>

          <section className="mt-8 rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="chart-title">
            <h2 id="chart-title" className="text-lg font-semibold">
              Last 30 days
            </h2>
            {data && <DashboardChart days={data.days} />}
          </section>

          <section className="mt-8 rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="recent-title">
            <h2 id="recent-title" className="text-lg font-semibold">
              Recent Orders
            </h2>
            {!data || data.recentOrders.length === 0 ? (
              <p className="mt-4 text-muted">No recent orders found</p>
            ) : phone ? (
              // A phone lists the orders: five columns do not fit 360 px.
              <ul className="mt-2 divide-y divide-stone-100">
                {data.recentOrders.map((o) => (
                  <li key={o._id} className="py-3 text-sm" data-testid="recent-order">
                    <p className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 truncate font-medium" title={o.customer || "Guest"}>
                        <span className="text-muted">{orderNumberText(o.orderNumber)}</span> {o.customer || "Guest"}
                      </span>
                      <span className="shrink-0 font-semibold">{rupees(o.amount)}</span>
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                      <span>Qty {o.quantity}</span>
                      <span className={`rounded-full px-2 py-0.5 font-semibold ${o.isPaid ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}>
                        {o.isPaid ? "Paid" : "Unpaid"}
                      </span>
                      <span>{dateTime(o.createdAt)}</span>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4 overflow-x-auto" role="region" aria-label="Recent orders table" tabIndex={0}>
                <table className="w-full text-left text-sm">
                  <thead className="text-muted">
                    <tr>
                      <th className="py-2 pr-4 font-medium">Order</th>
                      <th className="py-2 pr-4 font-medium">Customer</th>
                      <th className="py-2 pr-4 font-medium">Amount</th>
                      <th className="py-2 pr-4 font-medium">Quantity</th>
                      <th className="py-2 pr-4 font-medium">Payment</th>
                      <th className="py-2 font-medium">Date</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.recentOrders.map((o) => (
                      <tr key={o._id} className="border-t border-stone-100" data-testid="recent-order">
                        <td className="py-2 pr-4 font-semibold whitespace-nowrap">{orderNumberText(o.orderNumber)}</td>
                        <td className="py-2 pr-4">{o.customer || "Guest"}</td>
                        <td className="py-2 pr-4">{rupees(o.amount)}</td>
                        <td className="py-2 pr-4">{o.quantity}</td>
                        <td className="py-2 pr-4">
                          <span
                            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${o.isPaid ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
                          >
                            {o.isPaid ? "Paid" : "Unpaid"}
                          </span>
                        </td>
                        <td className="py-2">{dateTime(o.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
