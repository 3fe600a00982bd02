import type { Kysely } from "kysely";
import { formatPrice, rupeesToPaise } from "../../../../lib/money";
import type { ApiOrder } from "../../../../lib/orders";
import type { PushPayload } from "../../../../lib/push";
import type { DB } from "../../../db/schema";
import { enqueuePushToEverySubscription } from "../outbox";

/** "New order ₹1,299" / "Asha · 2 items · COD", opening the order in the back office. */
export function newOrderPayload(order: ApiOrder): PushPayload {
  const units = order.items.reduce((n, it) => n + it.quantity, 0);
  const payment = order.sandbox ? "Sandbox test" : order.paymentType === "COD" ? "COD" : order.paymentType === "UPI" ? "Paid by UPI" : "Paid online";
  return {
    title: `New order ${formatPrice(rupeesToPaise(order.amount))}`,
    body: `${order.address.firstName} · ${units} ${units === 1 ? "item" : "items"} · ${payment}`,
    url: `/seller/Orderlist?order=${encodeURIComponent(order._id)}`,
    tag: `order-${order._id}`,
  };
}

/**
 * Queues the new-order notification for every subscribed seller browser, in the
 * order's own transaction (so it goes out once the order commits, survives a
 * restart, and is sent by one instance). One message per subscription: a phone
 * that fails is retried on its own without repeating the others.
 */
export async function enqueueNewOrderPush(trx: Kysely<DB>, order: ApiOrder, now: Date): Promise<void> {
  const payload = newOrderPayload(order);
  await enqueuePushToEverySubscription(trx, { dedupePrefix: `new-order-push:${order._id}:`, title: payload.title, payload: JSON.stringify(payload) }, now);
}
