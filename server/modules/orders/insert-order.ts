import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { OrderDraft } from "./prepare-order";
import { takeStock } from "./stock";

/** Writes a prepared order and its lines and takes their stock, inside the caller's transaction. */
export async function insertOrder(trx: Kysely<DB>, draft: OrderDraft): Promise<{ soldOut: boolean }> {
  await trx.insertInto("orders").values(draft.order).execute();
  await trx.insertInto("order_items").values(draft.items).execute();
  return takeStock(trx, draft.stockLines);
}
