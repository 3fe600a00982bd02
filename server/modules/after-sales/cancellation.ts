import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { enqueueEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import { cancellationEmail } from "./after-sales-emails";
import { issueCreditNote } from "./credit-notes";
import { paidPaise, reserveRefund } from "./refunds";
import { upiRefundDueAlert } from "../payments/upi-emails";

export type CancelMoney = { refundId: string | null; pending: boolean };

/**
 * The money side of a cancellation, inside the transaction that cancelled the
 * order (its row is locked by that update, so this runs once per order): a
 * credit note for everything left on the invoice, a full refund of what was
 * paid and not yet refunded (online: through the gateway after commit; a
 * sandbox order: in place), and the customer's email. `order` is the row as
 * it was before the cancellation.
 */
export async function cancellationMoney(
  trx: Kysely<DB>,
  order: OrderRow,
  opts: { actor: string; reason: string; byCustomer: boolean; publicUrl: string | null; now: Date },
): Promise<CancelMoney> {
  const note = await issueCreditNote(trx, { order, kind: "cancellation", reason: opts.reason, actor: opts.actor, now: opts.now, amountPaise: "rest" });
  const sum = await trx
    .selectFrom("refunds")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_paise"), eb.lit(0)).as("total"))
    .where("order_id", "=", order.id)
    .executeTakeFirstOrThrow();
  const left = paidPaise(order) - Number(sum.total);
  const owed = order.payment_type === "Online" ? left : 0;
  // UPI direct went to the shop's own account: the owner pays it back by UPI and records it (decision 030), told here.
  const upiOwed = order.payment_type === "UPI" ? left : 0;
  if (upiOwed > 0) await upiRefundDueAlert(trx, order, upiOwed, opts.now);
  let refundId: string | null = null;
  let pending = false;
  if (owed > 0) {
    const { refund } = await reserveRefund(
      trx,
      order,
      { amountPaise: owed, reason: opts.reason, actor: opts.actor, key: `cancel:${order.id}`, creditNote: false, notify: false, now: opts.now },
      opts.publicUrl,
    );
    if (note) await trx.updateTable("refunds").set({ credit_note_id: note.id }).where("id", "=", refund.id).execute();
    refundId = refund.id;
    pending = refund.status !== "processed";
  }
  await enqueueEmail(trx, cancellationEmail(order, Math.max(owed, upiOwed, 0), note, opts.byCustomer, opts.publicUrl), opts.now);
  return { refundId, pending };
}
