import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { allocateInvoiceNumber } from "../invoices/allocate-invoice-number";
import { orderConfirmationEmail } from "../notifications/order-emails";
import { enqueueEmail } from "../notifications/outbox";
import { findOrder, loadApiOrder } from "./orders.repo";

/**
 * What an order gets when it becomes `placed` (a COD order at once, an online
 * order when its payment is confirmed), inside that same transaction: its tax
 * invoice number, an emptied saved cart and the queued confirmation email.
 */
export async function confirmOrder(trx: Kysely<DB>, orderId: string, publicUrl: string | null, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const invoiceNumber = await allocateInvoiceNumber(trx, now);
  await trx.updateTable("orders").set({ invoice_number: invoiceNumber, invoice_date: stamp, updated_at: stamp }).where("id", "=", orderId).execute();
  const order = await findOrder(trx, orderId);
  if (!order) throw new Error(`confirmOrder: order ${orderId} vanished inside its transaction`);
  await trx.updateTable("users").set({ cart: "{}", updated_at: stamp }).where("id", "=", order.user_id).execute();
  await enqueueEmail(trx, orderConfirmationEmail(await loadApiOrder(trx, order), publicUrl), now);
}
