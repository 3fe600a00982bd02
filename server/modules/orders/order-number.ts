import { sql, type Kysely } from "kysely";
import { FIRST_ORDER_NUMBER } from "../../../lib/orders";
import type { DB } from "../../db/schema";

/**
 * The shop's next order number (1001, 1002, …): its one row's `last_number` (insertOrder sends it with the stock's
 * statements). Must run inside the transaction that inserts the order: the counter row stays locked (PostgreSQL) or
 * the database reserved (SQLite) until commit, so two orders never share a number and numbers rise in commit order;
 * a rollback gives the number back. An online payment never completed keeps its number (its order row stays, as
 * payment_failed), so the seller's list may skip one.
 */
export function orderNumberQuery(trx: Kysely<DB>) {
  return trx
    .insertInto("order_counters")
    .values({ name: "order", last_number: FIRST_ORDER_NUMBER })
    .onConflict((oc) => oc.column("name").doUpdateSet({ last_number: sql<number>`order_counters.last_number + 1` }))
    .returning("last_number");
}
