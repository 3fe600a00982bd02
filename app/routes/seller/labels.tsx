import { useState } from "react";
import { canPrintLabel, paymentText } from "../../../lib/order-status";
import type { ApiOrder } from "../../../lib/orders";
import { rupees } from "../../components/seller/format";
import { LabelDialog } from "../../components/seller/label-dialog";
import { LoadMoreOrders } from "../../components/seller/load-more-orders";
import { useSellerOrders } from "../../components/seller/use-seller-orders";

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
        <a className={`btn-outline py-2 text-sm ${selected.size === 0 ? "pointer-events-none opacity-50" : ""}`} href={selected.size ? bulk : undefined} aria-disabled={selected.size === 0} target="_blank" rel="noopener">
          PDF of {selected.size} selected label{selected.size === 1 ? "" : "s"}
        </a>
      </div>
      <label htmlFor="label-search" className="sr-only">
        Search by Order ID
      </label>
      <input id="label-search" type="search" className="input mt-6 max-w-md" placeholder="Search by Order ID..." value={list.search} onChange={(e) => list.setSearch(e.target.value)} />

      {list.loading && list.orders.length === 0 ? (
        <p className="mt-8 text-muted">Loading orders...</p>
      ) : list.orders.length === 0 ? (
        <p className="mt-8 text-muted">No orders found</p>
      ) : (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {list.orders.map((o) => (
            <li key={o._id} className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="label-card">
              <div className="flex items-start justify-between gap-3">
                <div className="text-sm">
                  <p>
                    <span className="text-muted">Order ID:</span> <span className="font-mono text-xs">{o._id}</span>
                  </p>
                  <p>
                    <span className="text-muted">Customer:</span> {o.userId.name || "N/A"}
                  </p>
                  <p>
                    <span className="text-muted">Payment:</span> <span className={o.sandbox ? "font-semibold text-red-700" : ""}>{paymentText(o)}</span> · <span className="text-muted">Total:</span> <span className="font-semibold">{rupees(o.amount)}</span>
                  </p>
                </div>
                {canPrintLabel(o.status) && (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={selected.has(o._id)} onChange={() => toggle(o._id)} />
                    Select
                  </label>
                )}
              </div>
              <div className="mt-3 rounded-lg bg-sand p-3 text-sm">
                <p className="font-semibold">Ship To</p>
                <p>{o.address.street}</p>
                <p>
                  {o.address.city}, {o.address.state} – {o.address.pincode}
                </p>
                <p>Phone: {shipToPhone(o)}</p>
              </div>
              {canPrintLabel(o.status) ? (
                <div className="mt-4 flex flex-wrap gap-2">
                  <button type="button" className="btn-primary py-2 text-sm" onClick={() => setPrinting(o)}>
                    Print Label (4×6) – QR + Barcode
                  </button>
                  <a className="btn-outline py-2 text-sm" href={`/api/seller/labels.pdf?ids=${o._id}`} target="_blank" rel="noopener">
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
