import type { Kysely } from "kysely";
import type { ApiOrder } from "../../../lib/orders";
import type { DB } from "../../db/schema";
import { emptySavedCart } from "../accounts/accounts.repo";
import { allocateInvoiceNumber } from "../invoices/allocate-invoice-number";
import { orderConfirmationEmail } from "../notifications/order-emails";
import { enqueueEmail } from "../notifications/outbox";
import { enqueueNewOrderPush } from "../notifications/push/new-order-push";
import { toApiOrder, type OrderItemRow, type OrderRow } from "./orders.repo";
import { recordHoldSold } from "./stock";
import { whatsappOrderPlaced } from "../notifications/order-whatsapp";

/**
 * What an order gets when it becomes `placed` (a COD order at once, an online
 * order when its payment is confirmed), inside that same transaction: an
 * emptied saved cart, its tax invoice number and the queued confirmation
 * email and the seller's new-order push notifications (and WhatsApp messages, `whatsapp` when the shop sends them), and (online, UPI) the stock ledger's note that its hold became a sale. The invoice counter is taken last, so its lock (which serialises
 * every confirmation on PostgreSQL) is held for as little as possible; a COD order comes already numbered (insertOrder
 * took the number right after the order counter, whose lock every checkout holds to its commit anyway).
 * `order` is the row as it now stands (status placed).
 */
export async function confirmOrder(
  trx: Kysely<DB>,
  order: OrderRow,
  items: OrderItemRow[],
  publicUrl: string | null,
  now: Date,
  whatsapp = false,
): Promise<ApiOrder> {
  const stamp = now.toISOString();
  if (order.payment_type !== "COD") await recordHoldSold(trx, order.id, { actor: order.user_id, now });
  // A UPI direct order emptied the cart when it was made: its confirmation may come hours later, after new items went in.
  // A COD order empties it before it takes its numbers (placeCodOrder): on PostgreSQL every statement after the order
  // counter is a round trip all other checkouts wait for.
  if (order.payment_type === "Online") await emptySavedCart(trx, order.user_id, stamp);
  // An order numbered when it was written (insertOrder `confirmed`, in this transaction) keeps its number.
  let numbered = order;
  if (order.invoice_number === null) {
    const invoiceNumber = await allocateInvoiceNumber(trx, now, order.sandbox === 1 ? "sandbox" : "tax");
    await trx.updateTable("orders").set({ invoice_number: invoiceNumber, invoice_date: stamp, updated_at: stamp }).where("id", "=", order.id).execute();
    numbered = { ...order, invoice_number: invoiceNumber, invoice_date: stamp, updated_at: stamp };
  }
  const confirmed = toApiOrder(numbered, items);
  await enqueueEmail(trx, orderConfirmationEmail(confirmed, publicUrl), now);
  await enqueueNewOrderPush(trx, confirmed, now);
  // WhatsApp (decision 031), when the shop sends it: the customer if they opted in, and the owner.
  if (whatsapp) await whatsappOrderPlaced(trx, confirmed, publicUrl, now);
  return confirmed;
}
