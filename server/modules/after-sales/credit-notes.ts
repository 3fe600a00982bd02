import { sql, type Kysely, type Selectable } from "kysely";
import {
  creditAmount,
  creditableTotal,
  creditQuantities,
  creditTotals,
  formatCreditNoteNumber,
  remainingLines,
  type ApiCreditNote,
  type CreditNoteKind,
  type CreditNoteLine,
} from "../../../lib/credit-note";
import { istDate } from "../../../lib/india-time";
import { buildInvoice } from "../../../lib/invoice";
import { financialYear } from "../../../lib/invoice-number";
import { newId } from "../../../lib/ids";
import { paiseToRupees } from "../../../lib/money";
import type { CreditNotesTable, DB } from "../../db/schema";
import { loadApiOrder, type OrderRow } from "../orders/orders.repo";
import { nextInSeries } from "../invoices/allocate-invoice-number";

export type CreditNoteRow = Selectable<CreditNotesTable>;

/**
 * The next credit note number of the financial year `at` falls in: its own
 * series (CN/…, SCN/… for sandbox orders), counted in invoice_counters under
 * "cn:26-27" so it takes the same row lock as the invoice series — consecutive,
 * no gap (a rollback gives the number back), no duplicate. Call it inside the
 * transaction that stores the note.
 */
export async function allocateCreditNoteNumber(trx: Kysely<DB>, at: Date, series: "tax" | "sandbox"): Promise<string> {
  const fy = financialYear(at);
  const counter = `${series === "sandbox" ? "cn-sandbox" : "cn"}:${fy}`;
  return formatCreditNoteNumber(fy, await nextInSeries(trx, counter), series);
}

export type IssueCreditNote = {
  /** The order row, locked by the caller's transaction (findOrderForUpdate or a conditional update). */
  order: OrderRow;
  kind: CreditNoteKind;
  reason: string;
  actor: string;
  now: Date;
} & ({ amountPaise: number | "rest" } | { lines: { line: number; quantity: number }[] });

/**
 * Issues a GST credit note against the order's tax invoice (rule 53), inside
 * the caller's transaction: what it credits (an amount, everything left, or
 * units of lines), split per line exactly as the invoice split its tax, never
 * more than is left. Null when there is no invoice or nothing left to credit.
 * Returns and exchanges (a later slice) call this with `lines`.
 */
export async function issueCreditNote(trx: Kysely<DB>, input: IssueCreditNote): Promise<CreditNoteRow | null> {
  const { order, now } = input;
  if (!order.invoice_number || !order.invoice_date) return null;
  const invoice = buildInvoice(await loadApiOrder(trx, order));
  const earlier = await trx.selectFrom("credit_notes").select("lines").where("order_id", "=", order.id).execute();
  const remaining = remainingLines(
    invoice,
    earlier.map((e) => JSON.parse(e.lines) as CreditNoteLine[]),
  );
  const left = creditableTotal(remaining);
  let lines: CreditNoteLine[];
  if ("lines" in input) lines = creditQuantities(remaining, input.lines);
  else {
    const amount = input.amountPaise === "rest" ? left : Math.min(input.amountPaise, left);
    if (amount <= 0) return null;
    lines = creditAmount(remaining, amount);
  }
  const totals = creditTotals(lines);
  if (totals.totalPaise <= 0) return null;
  const row: CreditNoteRow = {
    id: newId("cn"),
    order_id: order.id,
    number: await allocateCreditNoteNumber(trx, now, order.sandbox === 1 ? "sandbox" : "tax"),
    kind: input.kind,
    reason: input.reason,
    invoice_number: order.invoice_number,
    invoice_date: order.invoice_date,
    lines: JSON.stringify(lines),
    taxable_paise: totals.taxablePaise,
    cgst_paise: totals.cgstPaise,
    sgst_paise: totals.sgstPaise,
    igst_paise: totals.igstPaise,
    total_paise: totals.totalPaise,
    actor: input.actor,
    created_at: now.toISOString(),
    created_day: istDate(now),
  };
  await trx.insertInto("credit_notes").values(row).execute();
  await trx
    .updateTable("orders")
    .set({ credited_paise: sql<number>`credited_paise + ${totals.totalPaise}`, updated_at: now.toISOString() })
    .where("id", "=", order.id)
    .execute();
  return row;
}

export function toApiCreditNote(row: CreditNoteRow): ApiCreditNote {
  const r = paiseToRupees;
  return {
    _id: row.id,
    number: row.number,
    kind: row.kind,
    reason: row.reason,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    taxable: r(row.taxable_paise),
    cgst: r(row.cgst_paise),
    sgst: r(row.sgst_paise),
    igst: r(row.igst_paise),
    amount: r(row.total_paise),
    createdAt: row.created_at,
  };
}

export function findCreditNote(db: Kysely<DB>, orderId: string, id: string) {
  return db.selectFrom("credit_notes").selectAll().where("order_id", "=", orderId).where("id", "=", id).executeTakeFirst();
}
