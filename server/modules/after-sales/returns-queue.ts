import type { Kysely } from "kysely";
import type { ApiRefund } from "../../../lib/credit-note";
import type { ApiPaymentType, OrderStatus } from "../../../lib/order-status";
import type { ApiReturnRequest } from "../../../lib/returns";
import type { DB } from "../../db/schema";
import { itemsOf, toApiOrder, type OrderRow } from "../orders/orders.repo";
import { toApiRefund } from "./refunds";
import { exchangeVariantTexts, toApiReturn } from "./returns";

export type QueueOrder = { _id: string; orderNumber: number; customerName: string; paymentType: ApiPaymentType; status: OrderStatus };
export type AfterSalesQueue = {
  returns: { returnRequest: ApiReturnRequest; order: QueueOrder }[];
  cancellations: { order: QueueOrder; cancelledAt: string | null; reason: string | null; refunds: ApiRefund[] }[];
};

export const QUEUE_LIMIT = 100;
const CANCELLED_DAYS = 30;

const queueOrder = (o: OrderRow): QueueOrder => ({
  _id: o.id,
  orderNumber: o.order_number,
  customerName: o.customer_name,
  paymentType: o.sandbox === 1 ? "Sandbox" : o.payment_type,
  status: o.status,
});

/**
 * The seller's after-sales queue: return requests (open = requested or approved, or an exchange received and not yet
 * shipped; or all), and cancellations of the last 30 days plus any order with a pending or failed refund. Newest first,
 * at most 100 of each.
 */
export async function afterSalesQueue(db: Kysely<DB>, filter: "open" | "all", now = new Date()): Promise<AfterSalesQueue> {
  let q = db.selectFrom("return_requests").selectAll();
  if (filter === "open")
    q = q.where((eb) => eb.or([eb("status", "in", ["requested", "approved"]), eb.and([eb("type", "=", "exchange"), eb("status", "=", "received")])]));
  const requests = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(QUEUE_LIMIT).execute();

  const since = new Date(now.getTime() - CANCELLED_DAYS * 86_400_000).toISOString();
  const cancelled = await db
    .selectFrom("orders")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "cancelled"), eb("cancelled_at", ">=", since)]),
        eb("id", "in", eb.selectFrom("refunds").select("order_id").where("status", "in", ["pending", "failed"])),
      ]),
    )
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(QUEUE_LIMIT)
    .execute();

  const returnOrderIds = [...new Set(requests.map((r) => r.order_id))];
  const returnOrders = returnOrderIds.length ? await db.selectFrom("orders").selectAll().where("id", "in", returnOrderIds).execute() : [];
  const items = await itemsOf(db, returnOrderIds);
  const apiOrders = new Map(returnOrders.map((o) => [o.id, { row: o, api: toApiOrder(o, items.get(o.id) ?? []) }]));
  const noteIds = requests.flatMap((r) => (r.credit_note_id ? [r.credit_note_id] : []));
  const cancelledIds = cancelled.map((o) => o.id);
  const [notes, refunds, texts] = await Promise.all([
    noteIds.length || cancelledIds.length
      ? db
          .selectFrom("credit_notes")
          .select(["id", "number", "order_id", "reason", "kind"])
          .where((eb) => eb.or([eb("id", "in", noteIds.length ? noteIds : [""]), eb("order_id", "in", cancelledIds.length ? cancelledIds : [""])]))
          .orderBy("created_at")
          .execute()
      : Promise.resolve([]),
    cancelledIds.length
      ? db.selectFrom("refunds").selectAll().where("order_id", "in", cancelledIds).orderBy("created_at").orderBy("id").execute()
      : Promise.resolve([]),
    exchangeVariantTexts(db, requests),
  ]);
  const numberOf = new Map(notes.map((n) => [n.id, n.number]));

  return {
    returns: requests.flatMap((r) => {
      const o = apiOrders.get(r.order_id);
      return o
        ? [
            {
              returnRequest: toApiReturn(r, o.api, texts, r.credit_note_id ? (numberOf.get(r.credit_note_id) ?? null) : null, "seller"),
              order: queueOrder(o.row),
            },
          ]
        : [];
    }),
    cancellations: cancelled.map((o) => ({
      order: queueOrder(o),
      cancelledAt: o.cancelled_at,
      reason: notes.find((n) => n.order_id === o.id && n.kind === "cancellation")?.reason ?? null,
      refunds: refunds.filter((f) => f.order_id === o.id).map((f) => toApiRefund(f, f.credit_note_id ? (numberOf.get(f.credit_note_id) ?? null) : null)),
    })),
  };
}
