import { canPrintLabel, paymentText } from "../../../lib/order-status";
import { useState } from "react";
import { istDate } from "../../../lib/india-time";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { dateTime, rupees } from "../../components/seller/format";
import { SellerInvoiceDialog } from "../../components/seller/seller-invoice-dialog";
import { ShipDialog } from "../../components/seller/ship-dialog";
import { LabelDialog } from "../../components/seller/label-dialog";
import { LoadMoreOrders } from "../../components/seller/load-more-orders";
import { OrderLines } from "../../components/seller/order-lines";
import { SEARCH_HINT, useSellerOrders } from "../../components/seller/use-seller-orders";
import { usePhone } from "../../components/seller/use-phone";
import { useShop } from "../../state/shop";
import { offlineNotice } from "../../../lib/back-office-app";
import { UpiConfirmPanel } from "../../components/seller/upi-confirm-panel";

function CsvExport({ disabled }: { disabled: boolean }) {
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
      <button type="submit" className="btn-outline py-2 disabled:cursor-not-allowed disabled:opacity-60" disabled={disabled}>
        Export CSV
      </button>
    </form>
  );
}

/** "Refunded ₹120.00 · 1 credit note" under an order's status, when it has any. */
function AfterSalesNote({ order: o }: { order: ApiOrder }) {
  const refunded = (o.refunds ?? []).filter((r) => r.status !== "failed").reduce((s, r) => s + r.amount, 0);
  const failed = (o.refunds ?? []).some((r) => r.status === "failed");
  const notes = o.creditNotes?.length ?? 0;
  if (refunded === 0 && notes === 0 && !failed) return null;
  const parts = [
    refunded > 0 ? `Refunded ${rupees(Math.round(refunded * 100) / 100)}` : null,
    failed ? "Refund failed" : null,
    notes > 0 ? `${notes} credit note${notes > 1 ? "s" : ""}` : null,
  ].filter(Boolean);
  return (
    <span className={`mt-1 block text-xs ${failed ? "font-semibold text-red-800" : "text-muted"}`} data-testid="order-after-sales">
      {parts.join(" · ")}
    </span>
  );
}

const shipText = (o: ApiOrder) => (o.status === "shipped" || o.status === "delivered" ? "Shipped" : o.status === "cancelled" ? "Cancelled" : "Ship");

/**
 * Below 768 px an order is a card: who, what, how much, and View, Ship and
 * Print label in one row under it, each at least 44 px tall for a thumb.
 */
function OrderCard({
  order: o,
  onView,
  onShip,
  onLabel,
  readOnly,
}: {
  order: ApiOrder;
  onView: () => void;
  onShip: () => void;
  onLabel: () => void;
  readOnly: boolean;
}) {
  const ship = shipText(o);
  const cod = o.paymentType.toLowerCase() === "cod";
  const btn = "inline-flex min-h-11 items-center justify-center rounded-lg px-1 text-sm font-semibold whitespace-nowrap";
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="order-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="order-number">
            {orderNumberText(o.orderNumber)}
          </p>
          <p className="font-mono text-xs break-all">{o._id}</p>
          <p className="mt-1 font-medium">{o.userId.name || "N/A"}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-semibold">{rupees(o.amount)}</span>
          <span className="block text-xs text-muted">{o.statusLabel}</span>
          <AfterSalesNote order={o} />
        </p>
      </div>
      <p className="mt-1 text-xs text-muted">
        <span className={`font-semibold ${o.sandbox ? "text-red-700" : cod ? "text-amber-800" : "text-green-800"}`}>{paymentText(o) || "N/A"}</span> ·{" "}
        {o.isPaid ? "Paid" : "Not Paid"} · {dateTime(o.createdAt)}
      </p>
      <OrderLines order={o} className="mt-3 text-sm" />
      <div className="mt-3 grid grid-cols-3 gap-2">
        <button type="button" className={`${btn} border border-stone-300 hover:bg-sand`} onClick={onView}>
          View
        </button>
        <button
          type="button"
          className={`${btn} bg-saddle text-white hover:bg-saddle-dark disabled:cursor-not-allowed disabled:bg-stone-400`}
          disabled={readOnly || ship !== "Ship"}
          onClick={onShip}
        >
          {ship}
        </button>
        <button
          type="button"
          className={`${btn} border border-saddle text-saddle hover:bg-sand disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500`}
          disabled={readOnly || !canPrintLabel(o.status)}
          onClick={onLabel}
        >
          Print label
        </button>
      </div>
    </li>
  );
}

/** Spec: "Orders List" — search by order id, the orders table, View (invoice) and Ship. */
export default function OrderList() {
  const list = useSellerOrders();
  const phone = usePhone();
  // The accountant's export is the owner's (decision record 016): staff logins are refused it, so they are not offered it.
  const exports = useShop().sellerRole !== "staff";
  const [viewing, setViewing] = useState<ApiOrder | null>(null);
  const [shipping, setShipping] = useState<ApiOrder | null>(null);
  const [printing, setPrinting] = useState<ApiOrder | null>(null);
  // Offline (record 015): the orders last loaded, read-only; View still opens an order.
  const readOnly = list.offline;
  const update = (o: ApiOrder) => {
    list.replace(o);
    if (viewing?._id === o._id) setViewing(o);
  };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">Orders List</h1>
        {exports && (
          <div className="hidden md:block">
            <CsvExport disabled={readOnly} />
          </div>
        )}
      </div>
      {readOnly && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          data-testid="offline-notice"
        >
          {offlineNotice(list.loadedAt)}
        </p>
      )}
      {/* The owner's UPI payments to check (decision 030): confirming one places the order, so the list reloads. */}
      {exports && !readOnly && <UpiConfirmPanel onDecided={() => list.reload()} />}
      <label htmlFor="order-search" className="sr-only">
        Search by Order ID
      </label>
      <input
        id="order-search"
        type="search"
        className="input mt-4 max-w-md md:mt-6"
        placeholder="Search by Order ID..."
        aria-describedby="order-search-hint"
        value={list.search}
        onChange={(e) => list.setSearch(e.target.value)}
        disabled={readOnly}
      />
      <p id="order-search-hint" className="mt-1 text-xs text-muted">
        {SEARCH_HINT}
      </p>
      {/* On a phone the search comes first; the accountant's export folds away under it. */}
      {exports && (
        <details className="mt-3 text-sm md:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-saddle">Export CSV</summary>
          <CsvExport disabled={readOnly} />
        </details>
      )}

      {list.loading && list.orders.length === 0 ? (
        <p className="mt-8 text-muted">Loading orders...</p>
      ) : list.orders.length === 0 ? (
        <p className="mt-8 text-muted">No orders found</p>
      ) : phone ? (
        <div role="region" aria-label="Orders" className="mt-4">
          <ul className="space-y-3">
            {list.orders.map((o) => (
              <OrderCard key={o._id} order={o} readOnly={readOnly} onView={() => setViewing(o)} onShip={() => setShipping(o)} onLabel={() => setPrinting(o)} />
            ))}
          </ul>
          {!readOnly && <LoadMoreOrders list={list} className="mt-4 text-center" />}
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white" role="region" aria-label="Orders" tabIndex={0}>
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="bg-sand text-muted">
              <tr>
                <th className="px-3 py-3 font-medium">Order ID</th>
                <th className="px-3 py-3 font-medium">Customer</th>
                <th className="hidden px-3 py-3 font-medium sm:table-cell">Items</th>
                <th className="px-3 py-3 font-medium">Payment</th>
                <th className="px-3 py-3 font-medium">Status</th>
                <th className="px-3 py-3 font-medium">Date</th>
                <th className="px-3 py-3 font-medium">Total</th>
                <th className="px-3 py-3 font-medium">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.orders.map((o) => {
                const shipped = o.status === "shipped" || o.status === "delivered";
                const cod = o.paymentType.toLowerCase() === "cod";
                return (
                  <tr key={o._id} className="border-t border-stone-100" data-testid="order-row">
                    <td className="px-3 py-3">
                      <span className="block font-semibold" data-testid="order-number">
                        {orderNumberText(o.orderNumber)}
                      </span>
                      <span className="font-mono text-xs">{o._id}</span>
                      <span className="mt-1 block text-xs text-muted">{o.statusLabel}</span>
                      <AfterSalesNote order={o} />
                      {/* On a phone the table scrolls sideways: what to pack is shown here, in the first column, too. */}
                      <OrderLines order={o} className="mt-2 w-56 sm:hidden" />
                    </td>
                    <td className="px-3 py-3">{o.userId.name || "N/A"}</td>
                    <td className="hidden min-w-[12rem] px-3 py-3 sm:table-cell">
                      <OrderLines order={o} />
                    </td>
                    <td className={`px-3 py-3 font-semibold ${o.sandbox ? "text-red-700" : cod ? "text-amber-800" : "text-green-800"}`}>
                      {paymentText(o) || "N/A"}
                    </td>
                    <td className="px-3 py-3">{o.isPaid ? "Paid" : "Not Paid"}</td>
                    <td className="px-3 py-3">{dateTime(o.createdAt)}</td>
                    <td className="px-3 py-3 font-semibold whitespace-nowrap">{rupees(o.amount)}</td>
                    <td className="px-3 py-3">
                      <div className="flex gap-2">
                        <button type="button" className="rounded-lg border border-stone-300 px-3 py-1 hover:bg-sand" onClick={() => setViewing(o)}>
                          View
                        </button>
                        <button
                          type="button"
                          className="rounded-lg bg-saddle px-3 py-1 text-white hover:bg-saddle-dark disabled:cursor-not-allowed disabled:bg-stone-400"
                          disabled={readOnly || shipped || o.status === "cancelled"}
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
          {!readOnly && <LoadMoreOrders list={list} className="border-t border-stone-100 p-3 text-center" />}
        </div>
      )}
      {printing && !readOnly && <LabelDialog order={printing} onClose={() => setPrinting(null)} />}
      {viewing && <SellerInvoiceDialog order={viewing} readOnly={readOnly} onChange={update} onClose={() => setViewing(null)} />}
      {shipping && !readOnly && (
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
