/**
 * The customer's order timeline: placed → packed → shipped → delivered, each with the time it happened (when
 * the order has one), or the steps reached and then "Cancelled". Pure: built from the order as the API gives it.
 */
import { STATUS_LABELS, type OrderStatus } from "./order-status";
import type { ApiOrder } from "./orders";

export type TimelineStep = {
  key: OrderStatus;
  label: string;
  /** ISO time it happened; null for a step not reached yet, or passed without a time (shipped straight from placed). */
  at: string | null;
  done: boolean;
  /** The step the order is at now. */
  current: boolean;
};

const FORWARD = ["placed", "packed", "shipped", "delivered"] as const;
type Forward = (typeof FORWARD)[number];

type TimelineOrder = Pick<ApiOrder, "status" | "paymentType" | "createdAt" | "paidAt" | "packedAt" | "shippedAt" | "deliveredAt" | "cancelledAt">;

function timeOf(o: TimelineOrder, step: Forward): string | null {
  if (step === "placed") return o.paymentType === "COD" ? o.createdAt : (o.paidAt ?? o.createdAt);
  if (step === "packed") return o.packedAt;
  if (step === "shipped") return o.shippedAt;
  return o.deliveredAt;
}

/** How far along the forward steps the order got (0 = placed … 3 = delivered); -1 before it was placed. */
function reached(o: TimelineOrder): number {
  const at = (FORWARD as readonly string[]).indexOf(o.status);
  if (at >= 0) return at;
  if (o.status === "cancelled") {
    // Cancelled after the stage it had reached (only placed or packed orders may be cancelled; a late payment
    // with no stock left is cancelled before it was ever placed).
    if (o.shippedAt) return 2;
    if (o.packedAt) return 1;
    return o.paymentType === "COD" || o.paidAt ? 0 : -1;
  }
  return -1;
}

export function orderTimeline(o: TimelineOrder): TimelineStep[] {
  const upTo = reached(o);
  if (o.status === "pending_payment" || o.status === "payment_failed") {
    return [{ key: o.status, label: STATUS_LABELS[o.status], at: o.createdAt, done: o.status === "payment_failed", current: true }];
  }
  if (o.status === "cancelled") {
    const steps: TimelineStep[] = FORWARD.slice(0, upTo + 1).map((key) => ({ key, label: STATUS_LABELS[key], at: timeOf(o, key), done: true, current: false }));
    steps.push({ key: "cancelled", label: STATUS_LABELS.cancelled, at: o.cancelledAt, done: true, current: true });
    return steps;
  }
  return FORWARD.map((key, i) => ({ key, label: STATUS_LABELS[key], at: i <= upTo ? timeOf(o, key) : null, done: i <= upTo, current: i === upTo }));
}
