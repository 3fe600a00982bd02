import { useState } from "react";
import { normaliseUtr, UTR_PATTERN } from "../../../lib/upi";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";
import { dateTime, rupees } from "./format";
import { sellerSend, useSellerData } from "./seller-api";

/**
 * "UPI payment to confirm" (decision 030): the owner's UPI direct orders waiting for payment, those whose customer
 * sent a reference (UTR) first. Confirm once the money is in the bank app (the order is placed and paid), or
 * "Not received" (its items go back on sale and the customer is told). A reference the customer never sent can be
 * typed from the bank app. Shown only when there is something to check.
 */
export function UpiConfirmPanel({ onDecided }: { onDecided: (o: ApiOrder) => void }) {
  const waiting = useSellerData<{ orders: ApiOrder[] }>("/api/seller/upi-payments");
  const [done, setDone] = useState<Set<string>>(new Set());
  const orders = (waiting.data?.orders ?? []).filter((o) => !done.has(o._id));
  if (orders.length === 0) return null;
  const decided = (o: ApiOrder) => {
    setDone((s) => new Set(s).add(o._id));
    onDecided(o);
  };
  return (
    <section aria-labelledby="upi-confirm-title" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="upi-confirm">
      <h2 id="upi-confirm-title" className="font-display text-xl font-bold text-amber-950">
        UPI payment to confirm <span className="text-base font-semibold">({orders.length})</span>
      </h2>
      <p className="mt-1 text-sm text-amber-950">Check each amount and reference in your bank or UPI app, then confirm it or mark it not received.</p>
      <ul className="mt-3 space-y-3">
        {orders.map((o) => (
          <UpiPaymentRow key={o._id} order={o} onDecided={decided} />
        ))}
      </ul>
    </section>
  );
}

function UpiPaymentRow({ order: o, onDecided }: { order: ApiOrder; onDecided: (o: ApiOrder) => void }) {
  const [busy, setBusy] = useState(false);
  const [utr, setUtr] = useState("");
  const number = orderNumberText(o.orderNumber);
  const decide = async (approve: boolean) => {
    const typed = normaliseUtr(utr);
    if (approve && !o.upiReference && !UTR_PATTERN.test(typed)) return void toast.error("Enter the 12-digit UTR from your bank app");
    if (!approve && !window.confirm(`No payment of ${rupees(o.amount)} for ${number}? Its items go back on sale and the customer is told.`)) return;
    setBusy(true);
    const res = await sellerSend<{ order: ApiOrder }>("POST", `/api/order/${o._id}/confirm-payment`, {
      approve,
      ...(approve && !o.upiReference ? { utr: typed } : {}),
    });
    setBusy(false);
    if (!res.success || !res.order) return void toast.error(res.message || "Could not save the decision");
    toast.success(res.message || (approve ? "Payment confirmed" : "Payment rejected"));
    onDecided(res.order);
  };
  const utrId = `upi-utr-${o._id}`;
  return (
    <li className="rounded-xl border border-amber-200 bg-white p-3" data-testid="upi-confirm-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {number} · {o.userId.name || "N/A"}
        </p>
        <p className="text-lg font-bold">{rupees(o.amount)}</p>
      </div>
      <p className="mt-1 text-sm">
        {o.upiReference ? (
          <>
            UTR{" "}
            <span className="font-mono font-semibold tracking-wider" data-testid="upi-confirm-utr">
              {o.upiReference}
            </span>
          </>
        ) : (
          <span className="text-muted">No reference from the customer yet</span>
        )}
        <span className="text-muted"> · ordered {dateTime(o.createdAt)}</span>
      </p>
      {!o.upiReference && (
        <div className="mt-2">
          <label htmlFor={utrId} className="block text-sm font-medium">
            UTR from your bank app (to confirm without the customer's)
          </label>
          <input id={utrId} className="input mt-1 max-w-xs font-mono" inputMode="numeric" maxLength={16} value={utr} onChange={(e) => setUtr(e.target.value)} />
        </div>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <button
          type="button"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-moss px-4 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
          disabled={busy}
          onClick={() => void decide(true)}
        >
          Confirm payment
        </button>
        <button
          type="button"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          disabled={busy}
          onClick={() => void decide(false)}
        >
          Not received
        </button>
      </div>
    </li>
  );
}
