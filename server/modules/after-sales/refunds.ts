import { sql, type Kysely, type Selectable } from "kysely";
import type { ApiRefund } from "../../../lib/credit-note";
import { escapeHtml } from "../../../lib/html";
import { newId } from "../../../lib/ids";
import { formatAmount, paiseToRupees } from "../../../lib/money";
import type { DB, RefundMethod, RefundsTable } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { enqueueEmail } from "../notifications/outbox";
import { findOrderForUpdate, type OrderRow } from "../orders/orders.repo";
import { GatewayError, type GatewayRefund } from "../payments/gateway";
import { readShopSettings } from "../settings/settings.repo";
import { refundEmail } from "./after-sales-emails";
import { whatsappRefund } from "../notifications/order-whatsapp";
import { issueCreditNote, type CreditNoteRow } from "./credit-notes";

export type RefundRow = Selectable<RefundsTable>;

/** What the customer paid on this order that the shop holds: an online or UPI payment once taken (sandbox too: refunded in place), cash on delivery once delivered. */
export function paidPaise(order: OrderRow): number {
  if (order.payment_type !== "COD") return order.paid_at !== null ? order.total_paise : 0;
  return order.is_paid === 1 ? order.total_paise : 0;
}

export type RefundRequest = {
  amountPaise: number;
  reason: string;
  /** Who: a seller id, a customer id or "system". */
  actor: string;
  /** One refund per key, ever: a retry with the same key finds the refund already made. */
  key: string;
  /** Cash on delivery and UPI direct orders: how the shop paid the money back, and its reference (UTR). Online orders go back through the gateway. */
  method?: "upi" | "bank";
  reference?: string;
  /** Issue a credit note for the refunded amount (default). A cancellation issues its own note and passes false. */
  creditNote?: boolean;
  /** Email the customer once the refund is done (default). */
  notify?: boolean;
  now?: Date;
};

export const REFUND_TOO_LARGE = (left: number) =>
  `A refund cannot be more than what was paid and not yet refunded: ${formatAmount(left)} is left to refund on this order`;

/**
 * Reserves a refund on a locked order, inside the caller's transaction:
 * checks it against what was paid less every earlier refund (failed ones
 * included: they are retried, never dropped, so two refunds never overlap),
 * issues its credit note, and stores it — done at once when the shop
 * recorded it (UPI/bank) or for a sandbox order (no money moved), pending
 * when the gateway must still move the money (`settleRefund` after commit).
 */
export async function reserveRefund(
  trx: Kysely<DB>,
  order: OrderRow,
  req: RefundRequest,
  publicUrl: string | null,
): Promise<{ refund: RefundRow; note: CreditNoteRow | null; repeated: boolean }> {
  const now = req.now ?? new Date();
  const earlier = await trx.selectFrom("refunds").selectAll().where("idempotency_key", "=", req.key).executeTakeFirst();
  if (earlier) {
    if (earlier.order_id !== order.id || earlier.amount_paise !== req.amountPaise)
      throw new HttpError(409, "This Idempotency-Key was already used for a different refund");
    return { refund: earlier, note: null, repeated: true };
  }
  if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise <= 0) throw new HttpError(400, "The refund amount must be more than ₹0");
  const paid = paidPaise(order);
  if (paid === 0)
    throw new HttpError(
      409,
      order.payment_type === "COD"
        ? "Nothing was paid on this order yet (cash on delivery is paid on delivery), so there is nothing to refund"
        : "No payment was taken for this order, so there is nothing to refund",
    );
  const online = order.payment_type === "Online";
  let method: RefundMethod;
  if (online) {
    if (req.method) throw new HttpError(400, "An online payment is refunded through the payment gateway: leave out method and reference");
    method = order.sandbox === 1 ? "sandbox" : "gateway";
  } else {
    if (!req.method || !req.reference) throw new HttpError(400, "Say how the money was paid back (UPI or bank transfer) and its reference");
    method = req.method;
  }
  const sum = await trx
    .selectFrom("refunds")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_paise"), eb.lit(0)).as("total"))
    .where("order_id", "=", order.id)
    .executeTakeFirstOrThrow();
  const left = paid - Number(sum.total);
  if (req.amountPaise > left) throw new HttpError(409, REFUND_TOO_LARGE(Math.max(left, 0)));

  const note =
    req.creditNote === false
      ? null
      : await issueCreditNote(trx, { order, kind: "refund", reason: req.reason, actor: req.actor, now, amountPaise: req.amountPaise });
  const done = method !== "gateway";
  const stamp = now.toISOString();
  const refund: RefundRow = {
    id: newId("rfd"),
    order_id: order.id,
    idempotency_key: req.key,
    amount_paise: req.amountPaise,
    method,
    reference: method === "sandbox" ? null : (req.reference ?? null),
    status: done ? "processed" : "pending",
    reason: req.reason,
    actor: req.actor,
    credit_note_id: note?.id ?? null,
    last_error: null,
    created_at: stamp,
    updated_at: stamp,
    processed_at: done ? stamp : null,
  };
  await trx.insertInto("refunds").values(refund).execute();
  if (done) {
    await trx
      .updateTable("orders")
      .set({ refunded_paise: sql<number>`refunded_paise + ${refund.amount_paise}`, updated_at: stamp })
      .where("id", "=", order.id)
      .execute();
    if (req.notify !== false) await enqueueEmail(trx, refundEmail(order, refund, note, publicUrl), now);
    if (req.notify !== false) await whatsappRefund(trx, order, refund, now);
  }
  return { refund, note, repeated: false };
}

/**
 * Moves a pending (or failed, on a retry) gateway refund's money: asks the
 * gateway with the refund's id as its idempotency key (a retry never refunds
 * twice), then records what the gateway said. A gateway that cannot be reached
 * or refuses leaves the refund failed, with the shop told by email; the owner
 * retries it from the order.
 */
export async function settleRefund(services: Services, refundId: string, now = new Date()): Promise<RefundRow> {
  const { db } = services.database;
  const refund = await db.selectFrom("refunds").selectAll().where("id", "=", refundId).executeTakeFirstOrThrow();
  if (refund.status === "processed" || refund.method !== "gateway") return refund;
  const order = await db.selectFrom("orders").selectAll().where("id", "=", refund.order_id).executeTakeFirstOrThrow();
  const gateway = services.payments;
  let answer: GatewayRefund | Error;
  try {
    if (!gateway || gateway.mode !== "razorpay") throw new GatewayError("Razorpay is not configured on this shop");
    if (!order.razorpay_payment_id) throw new GatewayError("The order has no recorded payment");
    answer =
      refund.status === "pending" && refund.reference
        ? await gateway.fetchRefund(refund.reference)
        : await gateway.refund(order.razorpay_payment_id, refund.amount_paise, {
            idempotencyKey: refund.id,
            receipt: refund.id,
            notes: { order_id: order.id, reason: refund.reason.slice(0, 200) },
          });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    answer = err;
  }
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const locked = await findOrderForUpdate(trx, order.id);
    const current = await trx.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow();
    if (current.status === "processed" || !locked) return;
    if (answer instanceof Error) {
      await trx
        .updateTable("refunds")
        .set({ status: "failed", last_error: answer.message.slice(0, 500), updated_at: stamp })
        .where("id", "=", refund.id)
        .execute();
      await refundFailedAlert(trx, locked, current, answer.message, now);
      return;
    }
    const status = answer.status === "failed" ? "failed" : answer.status;
    await trx
      .updateTable("refunds")
      .set({
        status,
        reference: answer.id,
        last_error: status === "failed" ? "The gateway reported the refund failed" : null,
        updated_at: stamp,
        processed_at: status === "processed" ? stamp : null,
      })
      .where("id", "=", refund.id)
      .execute();
    if (status === "processed") {
      await trx
        .updateTable("orders")
        .set({ refunded_paise: sql<number>`refunded_paise + ${refund.amount_paise}`, updated_at: stamp })
        .where("id", "=", order.id)
        .execute();
      const note = current.credit_note_id
        ? ((await trx.selectFrom("credit_notes").selectAll().where("id", "=", current.credit_note_id).executeTakeFirst()) ?? null)
        : null;
      await enqueueEmail(trx, refundEmail(locked, { ...current, status, reference: answer.id }, note, services.config.publicUrl), now);
      if (services.whatsapp) await whatsappRefund(trx, locked, { ...current, status, reference: answer.id }, now);
    }
    if (status === "failed") await refundFailedAlert(trx, locked, current, "the gateway reported the refund failed", now);
  });
  services.outbox.kick();
  return db.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow();
}

/** A gateway refund still "pending" this long after it was last read is asked about again. */
export const PENDING_REFUND_RECHECK_MS = 5 * 60_000;

/**
 * Reads again every gateway refund still pending (Razorpay moves most within minutes, some within days): the
 * background pass calls this every few minutes, one instance at a time, so a refund reaches "processed" on the
 * customer's order page, with its email, without the owner pressing Retry. Returns how many it asked about.
 */
export async function settlePendingRefunds(services: Services, now = new Date(), limit = 50): Promise<number> {
  const before = new Date(now.getTime() - PENDING_REFUND_RECHECK_MS).toISOString();
  const due = await services.database.db
    .selectFrom("refunds")
    .select("id")
    .where("method", "=", "gateway")
    .where("status", "=", "pending")
    .where("updated_at", "<=", before)
    .orderBy("updated_at")
    .limit(limit)
    .execute();
  for (const { id } of due) await settleRefund(services, id, now);
  return due.length;
}

/** Tells the shop that an automatic refund did not go through (one email per refund and failure). */
async function refundFailedAlert(trx: Kysely<DB>, order: OrderRow, refund: RefundRow, why: string, now: Date): Promise<void> {
  const settings = await readShopSettings(trx);
  const text = `The refund of ${formatAmount(refund.amount_paise)} for order ${order.id} (payment ${order.razorpay_payment_id ?? "none"}) did not go through: ${why}.\nOpen the order in the back office and press "Retry refund", or refund it from the Razorpay dashboard.`;
  await enqueueEmail(
    trx,
    {
      dedupeKey: `refund-failed:${refund.id}:${refund.updated_at}`,
      to: settings.emails.support,
      subject: `Refund failed for order ${order.id}`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`,
    },
    now,
  );
}

/**
 * A refund on its own (not a cancellation): the seller refunding part or all
 * of an online payment through the gateway, or recording a cash on delivery
 * refund paid by UPI or bank. One transaction under the order's lock, then
 * the gateway after commit. Returns the refund as it stands.
 */
export async function refundOrder(services: Services, orderId: string, req: RefundRequest): Promise<{ refund: RefundRow; repeated: boolean }> {
  const { db } = services.database;
  const reserved = await db.transaction().execute(async (trx) => {
    const order = await findOrderForUpdate(trx, orderId);
    if (!order) throw new HttpError(404, "Order not found");
    if (order.status === "pending_payment" || order.status === "payment_failed")
      throw new HttpError(409, "This order was never placed, so there is nothing to refund");
    return reserveRefund(trx, order, req, services.config.publicUrl);
  });
  services.outbox.kick();
  if (reserved.refund.status === "processed" || (reserved.repeated && reserved.refund.status !== "failed")) return reserved;
  return { refund: await settleRefund(services, reserved.refund.id), repeated: reserved.repeated };
}

export function toApiRefund(row: RefundRow, creditNoteNumber: string | null): ApiRefund {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amount_paise),
    method: row.method,
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    creditNoteNumber,
    createdAt: row.created_at,
  };
}
