import { paymentText } from "../../../lib/order-status";
import { useState } from "react";
import { istDate } from "../../../lib/india-time";
import type { ApiOrder } from "../../../lib/orders";
import { dateTime, rupees } from "../../components/seller/format";
import { SellerInvoiceDialog } from "../../components/seller/seller-invoice-dialog";
import { ShipDialog } from "../../components/seller/ship-dialog";
import { LoadMoreOrders } from "../../components/seller/load-more-orders";
import { useSellerOrders } from "../../components/seller/use-seller-orders";

function CsvExport() {
  const today = istDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  return (
    <form className="flex flex-wrap items-end gap-3 text-sm" action="/api/seller/orders.csv" method="get" aria-label="Export orders for the accountant">
      <label className="font-medium">
        From
        <input type="date" name="from" className="input mt-1 py-1.5" value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
      </label>
      <label className="font-medium">
        To
        <input type="date" name="to" className="input mt-1 py-1.5" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
      </label>
      <button type="submit" className="btn-outline py-2">
        Export CSV
      </button>
    </form>
  );
}

/** Spec: "Orders List" — search by order id, the orders table, View (invoice) and Ship. */
export default function OrderList() {
  const list = useSellerOrders();
  const [viewing, setViewing] = useState<ApiOrder | null>(null);
  const [shipping, setShipping] = useState<ApiOrder | null>(null);
  const update = (o: ApiOrder) => {
    list.replace(o);
    if (viewing?._id === o._id) setViewing(o);
  };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">Orders List</h1>
        <CsvExport />
      </div>
      <label htmlFor="order-search" className="sr-only">
        Search by Order ID
      </label>
      <input id="order-search" type="search" className="input mt-6 max-w-md" placeholder="Search by Order ID..." value={list.search} onChange={(e) => list.setSearch(e.target.value)} />

      {list.loading && list.orders.length === 0 ? (
        <p className="mt-8 text-muted">Loading orders...</p>
      ) : list.orders.length === 0 ? (
        <p className="mt-8 text-muted">No orders found</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white" role="region" aria-label="Orders" tabIndex={0}>
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="bg-sand text-muted">
              <tr>
                <th className="px-4 py-3 font-medium">Order ID</th>
                <th className="px-4 py-3 font-medium">Customer</th>
                <th className="px-4 py-3 font-medium">Payment</th>
                <th className="px-4 py-3 font-medium">Status</th>
                <th className="px-4 py-3 font-medium">Date</th>
                <th className="px-4 py-3 font-medium">Total</th>
                <th className="px-4 py-3 font-medium">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.orders.map((o) => {
                const shipped = o.status === "shipped" || o.status === "delivered";
                const cod = o.paymentType.toLowerCase() === "cod";
                return (
                  <tr key={o._id} className="border-t border-stone-100" data-testid="order-row">
                    <td className="px-4 py-3">
                      <span className="font-mono text-xs">{o._id}</span>
                      <span className="mt-1 block text-xs text-muted">{o.statusLabel}</span>
                    </td>
                    <td className="px-4 py-3">{o.userId.name || "N/A"}</td>
                    <td className={`px-4 py-3 font-semibold ${o.sandbox ? "text-red-700" : cod ? "text-amber-800" : "text-green-800"}`}>{paymentText(o) || "N/A"}</td>
                    <td className="px-4 py-3">{o.isPaid ? "Paid" : "Not Paid"}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{dateTime(o.createdAt)}</td>
                    <td className="px-4 py-3 font-semibold">{rupees(o.amount)}</td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <button type="button" className="rounded-lg border border-stone-300 px-3 py-1 hover:bg-sand" onClick={() => setViewing(o)}>
                          View
                        </button>
                        <button
                          type="button"
                          className="rounded-lg bg-saddle px-3 py-1 text-white hover:bg-saddle-dark disabled:cursor-not-allowed disabled:bg-stone-400"
                          disabled={shipped || o.status === "cancelled"}
                          onClick={() => setShipping(o)}
                        >
                          {shipped ? "Shipped" : o.status === "cancelled" ? "Cancelled" : "Ship"}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <LoadMoreOrders list={list} className="border-t border-stone-100 p-3 text-center" />
        </div>
      )}
      {viewing && <SellerInvoiceDialog order={viewing} onChange={update} onClose={() => setViewing(null)} />}
      {shipping && (
        <ShipDialog
          order={shipping}
          onClose={() => setShipping(null)}
          onShipped={(o) => {
            update(o);
            setShipping(null);
          }}
        />
      )}
    </div>
  );
}
