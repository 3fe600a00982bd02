import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { OrderDraft } from "./prepare-order";
import { takeStock } from "./stock";

/**
 * Writes a prepared order and its lines and takes their stock, inside the
 * caller's transaction: the ledger reads "held" while an online payment is
 * pending, "sold" otherwise, by the customer.
 */
export async function insertOrder(trx: Kysely<DB>, draft: OrderDraft): Promise<{ soldOut: boolean }> {
  await trx.insertInto("orders").values(draft.order).execute();
  await trx.insertInto("order_items").values(draft.items).execute();
  const kind = draft.order.status === "pending_payment" ? "held" : "sold";
  return takeStock(trx, draft.stockLines, { kind, orderId: draft.order.id, actor: draft.order.user_id, now: new Date(draft.order.created_at) });
}
