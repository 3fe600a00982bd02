import { useState } from "react";
import { deliveryLandmark, deliveryStreet } from "../../../lib/address-lines";
import { canPrintLabel, paymentText } from "../../../lib/order-status";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { rupees } from "../../components/seller/format";
import { LabelDialog } from "../../components/seller/label-dialog";
import { LoadMoreOrders } from "../../components/seller/load-more-orders";
import { OrderLines } from "../../components/seller/order-lines";
import { SEARCH_HINT, useSellerOrders } from "../../components/seller/use-seller-orders";

/** Spec: Ship To shows the address phone, falling back to the customer's phone, else N/A. */
const shipToPhone = (o: ApiOrder) => o.address.phone || o.userId.phone || "N/A";

/** Spec: "Shipping Labels" — order cards with the Ship To block and Print Label (4×6) – QR + Barcode; plus PDFs of selected labels. */
export default function ShippingLabels() {
  const list = useSellerOrders();
  const [printing, setPrinting] = useState<ApiOrder | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const bulk = `/api/seller/labels.pdf?ids=${[...selected].join(",")}`;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">Shipping Labels</h1>
        {/* On a phone the bulk PDF sits above the bottom bar, under the thumb, once something is selected. */}
        <a
          className={`btn-outline py-2 text-sm ${selected.size === 0 ? "pointer-events-none opacity-50 max-md:hidden" : "max-md:fixed max-md:inset-x-4 max-md:bottom-20 max-md:z-40 max-md:bg-white max-md:shadow-lg"}`}
          href={selected.size ? bulk : undefined}
          aria-disabled={selected.size === 0}
          target="_blank"
          rel="noopener"
          data-testid="labels-bulk-pdf"
        >
          PDF of {selected.size} selected label{selected.size === 1 ? "" : "s"}
        </a>
      </div>
      <label htmlFor="label-search" className="sr-only">
        Search by Order ID
      </label>
      <input
        id="label-search"
        type="search"
        className="input mt-6 max-w-md"
        placeholder="Search by Order ID..."
        aria-describedby="label-search-hint"
        value={list.search}
        onChange={(e) => list.setSearch(e.target.value)}
      />
      <p id="label-search-hint" className="mt-1 text-xs text-muted">
        {SEARCH_HINT}
      </p>

      {list.loading && list.orders.length === 0 ? (
        <p className="mt-8 text-muted">Loading orders...</p>
      ) : list.orders.length === 0 ? (
        <p className="mt-8 text-muted">No orders found</p>
      ) : (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {list.orders.map((o) => (
            <li key={o._id} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" data-testid="label-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold" data-testid="order-number">
                    {orderNumberText(o.orderNumber)}
                  </p>
                  <p>
                    <span className="text-muted">Order ID:</span> <span className="break-all font-mono text-xs">{o._id}</span>
                  </p>
                  <p>
                    <span className="text-muted">Customer:</span> {o.userId.name || "N/A"}
                  </p>
                  <p>
                    <span className="text-muted">Payment:</span> <span className={o.sandbox ? "font-semibold text-red-700" : ""}>{paymentText(o)}</span> ·{" "}
                    <span className="text-muted">Total:</span> <span className="font-semibold">{rupees(o.amount)}</span>
                  </p>
                </div>
                {canPrintLabel(o.status) && (
                  <label className="-mr-2 -mt-2 flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-saddle"
                      checked={selected.has(o._id)}
                      onChange={() => toggle(o._id)}
                      aria-label={`Select the label of order ${o._id}`}
                    />
                    Select
                  </label>
                )}
              </div>
              <OrderLines order={o} className="mt-3 text-sm" />
              <div className="mt-3 rounded-lg bg-sand p-3 text-sm">
                <p className="font-semibold">Ship To</p>
                <p>{deliveryStreet(o.address)}</p>
                {deliveryLandmark(o.address) && <p>Landmark: {deliveryLandmark(o.address)}</p>}
                <p>
                  {o.address.city}, {o.address.state} – {o.address.pincode}
                </p>
                <p>Phone: {shipToPhone(o)}</p>
              </div>
              {canPrintLabel(o.status) ? (
                <div className="mt-4 flex gap-2">
                  <button type="button" className="btn-primary min-h-11 flex-1 py-2 text-sm sm:flex-none" onClick={() => setPrinting(o)}>
                    Print Label (4×6) – QR + Barcode
                  </button>
                  <a
                    className="btn-outline flex min-h-11 items-center py-2 text-sm"
                    href={`/api/seller/labels.pdf?ids=${o._id}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`PDF label of order ${o._id}`}
                  >
                    PDF
                  </a>
                </div>
              ) : (
                <p className="mt-4 text-sm text-muted" data-testid="no-label">
                  No label: this order is {o.statusLabel.toLowerCase()}.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreOrders list={list} className="mt-6 text-center" />
      {printing && <LabelDialog order={printing} onClose={() => setPrinting(null)} />}
    </div>
  );
}
