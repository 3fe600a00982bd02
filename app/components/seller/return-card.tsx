import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { ApiPaymentType, OrderStatus } from "../../../lib/order-status";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { RETURN_TYPE_LABELS, type ApiReturnRequest } from "../../../lib/returns";
import { ReturnItems, ReturnPhotos, ReturnStatus } from "../orders/order-returns";
import { toast } from "../../toast";
import { rupees } from "./format";
import { sellerSend } from "./seller-api";

/** The order facts the after-sales queue sends with each request and cancellation. */
export type QueueOrder = { _id: string; orderNumber: number; customerName: string; paymentType: ApiPaymentType; status: OrderStatus };

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function age(iso: string, now: number = Date.now()): string {
  const min = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (min < 1) return "just now";
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  return d === 1 ? "1 day ago" : `${d} days ago`;
}

type Action = "approve" | "reject" | "receive" | "ship";

/** The seller's link to an order: the orders list searched for it. */
export const orderLink = (o: QueueOrder) => `/seller/Orderlist?order=${encodeURIComponent(o._id)}`;

function Panel({
  label,
  busy,
  submitText,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  busy: boolean;
  submitText: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="mt-3 space-y-3 rounded-lg border border-stone-200 bg-cream p-3"
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11 py-2 text-sm" disabled={busy}>
          {busy ? "Saving..." : submitText}
        </button>
        <button type="button" className="btn-outline min-h-11 py-2 text-sm" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * One return or exchange request in the seller's queue: order, customer, type and status, items, reason, photos
 * (full size in a new tab), age, and the actions its state allows — Approve (optional note), Reject (note required),
 * Mark received (the owner only: money moves; restock on by default; a cash on delivery return says how it was paid
 * back and its reference) and Ship replacement (courier, AWB).
 */
export function ReturnCard({ request, order, owner, onChange }: { request: ApiReturnRequest; order: QueueOrder; owner: boolean; onChange: () => void }) {
  const r = request;
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [restock, setRestock] = useState(true);
  const [method, setMethod] = useState<"upi" | "bank">("upi");
  const [reference, setReference] = useState("");
  const [carrier, setCarrier] = useState("");
  const [awb, setAwb] = useState("");
  const codRefund = r.type === "return" && (order.paymentType === "COD" || order.paymentType === "UPI");
  const base = `/api/seller/orders/${order._id}/returns/${r._id}`;

  const send = async (path: string, body: unknown, fallback: string) => {
    setBusy(true);
    const res = await sellerSend<{ returnRequest?: ApiReturnRequest; order?: ApiOrder }>("POST", `${base}/${path}`, body);
    setBusy(false);
    if (!res.success) return void toast.error(res.message || "Something went wrong");
    // Received, but the gateway refused the refund: done here, yet the owner must act (retry from the order).
    const refund = res.returnRequest?.refundId ? res.order?.refunds?.find((f) => f._id === res.returnRequest?.refundId) : undefined;
    if (refund?.status === "failed") toast.error(res.message || fallback);
    else toast.success(res.message || fallback);
    setAction(null);
    onChange();
  };

  const canApprove = r.status === "requested";
  const canReceive = r.status === "approved";
  const canShip = r.type === "exchange" && (r.status === "approved" || r.status === "received");
  const id = `ret-${r._id}`;

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 text-sm" data-testid="seller-return" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-semibold">
            <Link to={orderLink(order)} className="text-saddle underline">
              Order {orderNumberText(order.orderNumber)}
            </Link>{" "}
            <span className="font-normal break-words">· {order.customerName}</span>
          </h3>
          <p className="text-xs text-muted">
            {RETURN_TYPE_LABELS[r.type]} · {order.paymentType} · asked {age(r.createdAt)}
          </p>
        </div>
        <ReturnStatus request={r} />
      </div>
      <div className="mt-2 space-y-2">
        <ReturnItems request={r} />
        <p className="break-words">
          <span className="text-muted">Reason: </span>
          {r.reason}
        </p>
        {r.sellerNote && (
          <p className="break-words">
            <span className="text-muted">Your note: </span>
            {r.sellerNote}
          </p>
        )}
        <ReturnPhotos photos={r.photos} />
        {r.type === "return" && (
          <p className="text-muted">
            Value {rupees(r.amount)}
            {r.creditNoteNumber ? ` · Credit note ${r.creditNoteNumber}` : ""}
          </p>
        )}
        {r.replacement && (r.replacement.carrier || r.replacement.awb) && (
          <p className="text-muted">Replacement: {[r.replacement.carrier, r.replacement.awb && `AWB ${r.replacement.awb}`].filter(Boolean).join(" · ")}</p>
        )}
      </div>

      {action === null && (canApprove || canReceive || canShip) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canApprove && (
            <>
              <button type="button" className="btn-primary min-h-11 py-2 text-sm" onClick={() => setAction("approve")}>
                Approve
              </button>
              <button type="button" className="btn-outline min-h-11 py-2 text-sm" onClick={() => setAction("reject")}>
                Reject
              </button>
            </>
          )}
          {canReceive && (
            <button
              type="button"
              className="btn-primary min-h-11 py-2 text-sm"
              disabled={!owner}
              aria-describedby={owner ? undefined : `${id}-owner`}
              onClick={() => setAction("receive")}
            >
              Mark received
            </button>
          )}
          {canShip && (
            <button type="button" className="btn-outline min-h-11 py-2 text-sm" onClick={() => setAction("ship")}>
              Ship replacement
            </button>
          )}
          {canReceive && !owner && (
            <p id={`${id}-owner`} className="w-full text-xs text-muted">
              Only the shop owner can mark it received{r.type === "return" ? " (the refund is paid then)" : ""}.
            </p>
          )}
        </div>
      )}

      {action === "approve" && (
        <Panel
          label="Approve"
          busy={busy}
          submitText="Approve"
          onCancel={() => setAction(null)}
          onSubmit={() => void send("approve", note.trim() ? { note: note.trim() } : {}, "Request approved")}
        >
          <label className="block font-medium">
            Note to the customer <span className="font-normal text-muted">(optional)</span>
            <textarea className="input mt-1" maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
        </Panel>
      )}
      {action === "reject" && (
        <Panel
          label="Reject"
          busy={busy}
          submitText="Reject"
          onCancel={() => setAction(null)}
          onSubmit={() => void send("reject", { note: note.trim() }, "Request rejected")}
        >
          <label className="block font-medium">
            Why it is rejected (shown to the customer)
            <textarea className="input mt-1" required maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
        </Panel>
      )}
      {action === "receive" && (
        <Panel
          label="Mark received"
          busy={busy}
          submitText="Mark received"
          onCancel={() => setAction(null)}
          onSubmit={() => void send("receive", { restock, ...(codRefund ? { method, reference: reference.trim() } : {}) }, "Marked received")}
        >
          <label className="flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" className="h-5 w-5 accent-saddle" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
            Put the units back on sale
          </label>
          {r.type === "return" && (
            <p className="text-muted">
              {codRefund
                ? `Pay ${rupees(r.amount)} back to the customer by UPI or bank transfer, then record it here.`
                : `${rupees(r.amount)} goes back to the customer's payment.`}{" "}
              A credit note is issued for it.
            </p>
          )}
          {codRefund && (
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="block font-medium">
                Paid back by
                <select className="input mt-1" value={method} onChange={(e) => setMethod(e.target.value as "upi" | "bank")}>
                  <option value="upi">UPI</option>
                  <option value="bank">Bank transfer</option>
                </select>
              </label>
              <label className="block font-medium">
                Reference (UTR)
                <input className="input mt-1" required minLength={4} maxLength={60} value={reference} onChange={(e) => setReference(e.target.value)} />
              </label>
            </div>
          )}
        </Panel>
      )}
      {action === "ship" && (
        <Panel
          label="Ship replacement"
          busy={busy}
          submitText="Mark shipped"
          onCancel={() => setAction(null)}
          onSubmit={() =>
            void send(
              "ship-replacement",
              { ...(carrier.trim() ? { carrier: carrier.trim() } : {}), ...(awb.trim() ? { awb: awb.trim() } : {}) },
              "Replacement shipped",
            )
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="block font-medium">
              Courier
              <input className="input mt-1" maxLength={60} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            </label>
            <label className="block font-medium">
              AWB
              <input className="input mt-1" maxLength={60} value={awb} onChange={(e) => setAwb(e.target.value)} />
            </label>
          </div>
        </Panel>
      )}
    </li>
  );
}
