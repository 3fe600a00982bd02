import { useState } from "react";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";
import { AfterSalesList } from "../orders/after-sales-list";

type Reply = { success: boolean; message?: string; order?: ApiOrder };

async function send(url: string, body: unknown, key: string | null): Promise<Reply> {
  try {
    const res = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Reply;
  } catch {
    return { success: false, message: "Something went wrong" };
  }
}

const newKey = () => `refund-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** What was paid on the order and not yet refunded, in paise (the server checks it again under a lock). */
function refundablePaise(o: ApiOrder): number {
  const paid = o.paymentType === "COD" ? (o.isPaid ? rupeesToPaise(o.amount) : 0) : o.paidAt ? rupeesToPaise(o.amount) : 0;
  return paid - (o.refunds ?? []).reduce((s, r) => s + rupeesToPaise(r.amount), 0);
}

/**
 * The seller's view of an order's refunds and credit notes, and (the owner
 * only, decision record 019) the refund form: part or all of an online payment
 * back through the gateway, or a cash on delivery refund recorded with how it
 * was paid (UPI or bank) and its reference. Failed gateway refunds get Retry.
 */
export function RefundPanel({ order, owner, readOnly, onChange }: { order: ApiOrder; owner: boolean; readOnly: boolean; onChange: (o: ApiOrder) => void }) {
  const left = refundablePaise(order);
  // Cash on delivery and UPI direct are paid back by the shop itself and recorded; Razorpay payments go back through it.
  const cod = order.paymentType === "COD" || order.paymentType === "UPI";
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [method, setMethod] = useState<"upi" | "bank">("upi");
  const [reference, setReference] = useState("");
  const [busy, setBusy] = useState(false);
  // One key per filled-in form: a double click or a retry after a lost answer refunds once.
  const [key, setKey] = useState(newKey);
  const failed = (order.refunds ?? []).filter((r) => r.status === "failed");

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await send(`/api/seller/orders/${order._id}/refunds`, { amount: amount.trim(), reason, ...(cod ? { method, reference } : {}) }, key);
    setBusy(false);
    if (res.order) onChange(res.order);
    if (!res.success) return void toast.error(res.message || "The refund did not go through");
    toast.success(res.message || "Refund recorded");
    setOpen(false);
    setAmount("");
    setReason("");
    setReference("");
    setKey(newKey());
  };
  const retry = async (refundId: string) => {
    setBusy(true);
    const res = await send(`/api/seller/orders/${order._id}/refunds/${refundId}/retry`, {}, null);
    setBusy(false);
    if (res.order) onChange(res.order);
    if (res.success) toast.success(res.message || "Refund sent");
    else toast.error(res.message || "The refund did not go through");
  };

  return (
    <section className="mt-4 text-sm" aria-label="Refunds and credit notes">
      <AfterSalesList order={order} api="/api/seller/orders" />
      {owner && !readOnly && (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          {failed.map((r) => (
            <button key={r._id} type="button" className="btn-outline py-2 text-sm" disabled={busy} onClick={() => void retry(r._id)}>
              Retry refund of {formatAmount(rupeesToPaise(r.amount))}
            </button>
          ))}
          {left > 0 && !order.sandbox && !open && (
            <button type="button" className="btn-outline py-2 text-sm" onClick={() => setOpen(true)}>
              {cod ? "Record refund" : "Refund payment"}
            </button>
          )}
        </div>
      )}
      {open && (
        <form className="mt-3 grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} aria-label="Refund">
          <p className="text-muted sm:col-span-2">
            {cod ? "Record money you paid back by UPI or bank transfer." : "The money goes back to the customer's original payment."} Up to {formatAmount(left)}
            . A credit note is issued for it.
          </p>
          <label className="font-medium">
            Amount (₹)
            <input
              className="input mt-1"
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={(left / 100).toFixed(2)}
            />
          </label>
          <label className="font-medium">
            Reason
            <input className="input mt-1" required maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          {cod && (
            <>
              <label className="font-medium">
                Paid back by
                <select className="input mt-1" value={method} onChange={(e) => setMethod(e.target.value as "upi" | "bank")}>
                  <option value="upi">UPI</option>
                  <option value="bank">Bank transfer</option>
                </select>
              </label>
              <label className="font-medium">
                Reference (UTR)
                <input className="input mt-1" required minLength={4} maxLength={60} value={reference} onChange={(e) => setReference(e.target.value)} />
              </label>
            </>
          )}
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className="btn-primary py-2 text-sm" disabled={busy}>
              {busy ? "Refunding..." : cod ? "Record refund" : "Refund"}
            </button>
            <button type="button" className="btn-outline py-2 text-sm" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
