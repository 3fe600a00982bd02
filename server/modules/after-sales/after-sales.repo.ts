import type { Kysely } from "kysely";
import type { ApiOrder } from "../../../lib/orders";
import type { DB } from "../../db/schema";
import { toApiCreditNote } from "./credit-notes";
import { toApiRefund } from "./refunds";
import { exchangeVariantTexts, returnsOfOrders, toApiReturn, type ReturnViewer } from "./returns";

/**
 * The orders with their refunds, credit notes and return requests (three queries for the whole page, oldest first).
 * `viewer` picks the photo URLs of the requests: the customer's own order routes or the back office's.
 */
export async function withAfterSales(db: Kysely<DB>, orders: ApiOrder[], viewer: ReturnViewer = "customer"): Promise<ApiOrder[]> {
  if (orders.length === 0) return orders;
  const ids = orders.map((o) => o._id);
  const [notes, refunds, returns] = await Promise.all([
    db.selectFrom("credit_notes").selectAll().where("order_id", "in", ids).orderBy("created_at").orderBy("number").execute(),
    db.selectFrom("refunds").selectAll().where("order_id", "in", ids).orderBy("created_at").orderBy("id").execute(),
    returnsOfOrders(db, ids),
  ]);
  const numberOf = new Map(notes.map((n) => [n.id, n.number]));
  const texts = await exchangeVariantTexts(db, returns);
  return orders.map((o) => ({
    ...o,
    refunds: refunds.filter((r) => r.order_id === o._id).map((r) => toApiRefund(r, r.credit_note_id ? (numberOf.get(r.credit_note_id) ?? null) : null)),
    creditNotes: notes.filter((n) => n.order_id === o._id).map(toApiCreditNote),
    returns: returns
      .filter((r) => r.order_id === o._id)
      .map((r) => toApiReturn(r, o, texts, r.credit_note_id ? (numberOf.get(r.credit_note_id) ?? null) : null, viewer)),
  }));
}
