import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { rowsOf, writeLater } from "../../db/group-commit";
import { invoiceNumberQuery } from "../invoices/allocate-invoice-number";
import { orderNumberQuery } from "./order-number";
import type { OrderDraft } from "./prepare-order";
import { takeStock } from "./stock";
import { redeemCoupon } from "../coupons/coupons";

/**
 * Writes a prepared order and its lines and takes their stock, inside the
 * caller's transaction: the ledger reads "held" while an online payment is
 * pending, "sold" otherwise, by the customer. The order gets its number here
 * (draft.order.order_number is set). Locks, in every checkout: the customer
 * (caller), the coupon (prepareOrder), the products and variants (takeStock, in
 * product id order), the order counter, the invoice counter (confirmOrder). The
 * stock is taken before the number: on PostgreSQL the counter's row lock
 * serialises every checkout until its commit, so the less work after it the
 * more checkouts a second (decision 037). Only checkouts take the order
 * counter, all in this order, so none wait on each other in opposite order; a
 * sold-out line rolls the whole transaction back, number included. With
 * `confirmed` (an order confirmed in the same transaction: COD) the invoice
 * counter is taken right after the order counter and the row is written with
 * its invoice number; confirmOrder then takes none. The counters are sent with the stock's statements, and the
 * order's rows are written with writeLater: in a PostgreSQL checkout they go with the COMMIT, so the counters' locks
 * are held for two round trips (decisions 044, 045); anything later in the transaction must not read them.
 */
export async function insertOrder(trx: Kysely<DB>, draft: OrderDraft, opts: { confirmed?: boolean } = {}): Promise<{ soldOut: boolean }> {
  const kind = draft.order.status === "pending_payment" ? "held" : "sold";
  // Confirmed in this same transaction (COD): the invoice number, dated the order's time, goes in with the row, taken
  // right after the order number (the counters' lock order), instead of by an update after it.
  const invoice = opts.confirmed ? invoiceNumberQuery(trx, new Date(draft.order.created_at)) : null;
  // The counters go with the stock's statements, right after them (takeStock's `alongside`): on PostgreSQL one round
  // trip takes the products' and the counters' locks, in that order. A refused line rolls the numbers back.
  // The ledger's rows name the order by id (no foreign key): they may be written before the order row.
  const orderNumber = orderNumberQuery(trx);
  const taken = await takeStock(trx, draft.stockLines, { kind, orderId: draft.order.id, actor: draft.order.user_id, now: new Date(draft.order.created_at) }, [
    orderNumber,
    ...(invoice ? [invoice.query] : []),
  ]);
  const [orderResult, invoiceResult] = taken.alongside;
  draft.order.order_number = counterValue(rowsOf(orderNumber, orderResult));
  if (invoice) {
    draft.order.invoice_number = invoice.format(counterValue(rowsOf(invoice.query, invoiceResult)));
    draft.order.invoice_date = draft.order.created_at;
  }
  await writeLater(trx, trx.insertInto("orders").values(draft.order));
  await writeLater(trx, trx.insertInto("order_items").values(draft.items));
  if (draft.couponId !== null) await redeemCoupon(trx, draft.couponId, draft.order);
  return { soldOut: taken.soldOut };
}

/** A counter upsert's `last_number` (its RETURNING row). */
function counterValue(rows: { last_number: number }[]): number {
  const row = rows[0];
  if (!row) throw new Error("counter upsert returned no number");
  return row.last_number;
}
