import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { allocateOrderNumber } from "./order-number";
import type { OrderDraft } from "./prepare-order";
import { takeStock } from "./stock";
import { redeemCoupon } from "../coupons/coupons";

/**
 * Writes a prepared order and its lines and takes their stock, inside the
 * caller's transaction: the ledger reads "held" while an online payment is
 * pending, "sold" otherwise, by the customer. The order gets its number here
 * (draft.order.order_number is set). Locks, in every checkout: the customer
 * (caller), the order counter, the products and variants (takeStock), the
 * invoice counter (confirmOrder). Only checkouts take the order counter, all in
 * this order, so none wait on each other in opposite order; a sold-out line
 * rolls the whole transaction back, number included.
 */
export async function insertOrder(trx: Kysely<DB>, draft: OrderDraft): Promise<{ soldOut: boolean }> {
  draft.order.order_number = await allocateOrderNumber(trx);
  await trx.insertInto("orders").values(draft.order).execute();
  await trx.insertInto("order_items").values(draft.items).execute();
  if (draft.couponId !== null) await redeemCoupon(trx, draft.couponId, draft.order);
  const kind = draft.order.status === "pending_payment" ? "held" : "sold";
  return takeStock(trx, draft.stockLines, { kind, orderId: draft.order.id, actor: draft.order.user_id, now: new Date(draft.order.created_at) });
}
