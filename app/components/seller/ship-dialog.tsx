import { useState, type FormEvent } from "react";
import { orderNumberText, type ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";
import { Dialog } from "../dialog";
import { OrderLines } from "./order-lines";

/**
 * Ship an order: the courier and AWB the seller typed (both optional; with
 * Shiprocket configured they are assigned by it). Spec toasts: "Order marked
 * as shipped!", else the server's message or "Failed to update order",
 * "Error while shipping order." when the request itself fails.
 */
export function ShipDialog({ order, onShipped, onClose }: { order: ApiOrder; onShipped: (o: ApiOrder) => void; onClose: () => void }) {
  const [carrier, setCarrier] = useState("");
  const [awb, setAwb] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await fetch(`/api/order/${order._id}/ship`, {
        method: "PUT",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ carrier: carrier.trim() || undefined, awb: awb.trim() || undefined }),
      });
      const body = (await res.json()) as { success: boolean; message?: string; order?: ApiOrder };
      if (!body.success || !body.order) return void toast.error(body.message || "Failed to update order");
      toast.success("Order marked as shipped!");
      onShipped(body.order);
    } catch {
      toast.error("Error while shipping order.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title="Ship order" onClose={onClose}>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <p className="text-sm text-muted">
          Order {orderNumberText(order.orderNumber)} (<span className="font-mono text-xs">{order._id}</span>) to {order.address.city}. Leave the fields empty if
          the courier gives you the number later.
        </p>
        <OrderLines order={order} className="rounded-lg bg-sand p-3 text-sm" />
        <label className="block text-sm font-medium">
          Courier
          <input className="input mt-1" value={carrier} maxLength={60} onChange={(e) => setCarrier(e.target.value)} placeholder="e.g. Delhivery, India Post" />
        </label>
        <label className="block text-sm font-medium">
          AWB / tracking number
          <input className="input mt-1" value={awb} maxLength={40} onChange={(e) => setAwb(e.target.value)} placeholder="e.g. 1234567890123" />
        </label>
        <div className="flex gap-3">
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            Ship
          </button>
        </div>
      </form>
    </Dialog>
  );
}
