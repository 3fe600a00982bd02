import { sql, type Kysely } from "kysely";
import { financialYear, formatInvoiceNumber, formatSandboxInvoiceNumber } from "../../../lib/invoice-number";
import type { DB } from "../../db/schema";

/**
 * The next tax invoice number of the financial year `at` falls in. Must run
 * inside the order's transaction: the counter row stays locked (PostgreSQL) or
 * the database stays reserved (SQLite) until commit, and a rollback gives the
 * number back, so numbers are consecutive with no gap and no duplicate.
 * Sandbox orders count in a series of their own (SBX/…).
 */
export async function allocateInvoiceNumber(trx: Kysely<DB>, at: Date, series: "tax" | "sandbox" = "tax"): Promise<string> {
  const { query, format } = invoiceNumberQuery(trx, at, series);
  const row = await query.executeTakeFirstOrThrow();
  return format(row.last_number);
}

/**
 * The statement allocateInvoiceNumber runs and how its row's `last_number` reads as an invoice number, for a caller
 * that sends it with other statements.
 */
export function invoiceNumberQuery(trx: Kysely<DB>, at: Date, series: "tax" | "sandbox" = "tax") {
  const fy = financialYear(at);
  const counter = series === "sandbox" ? `sandbox:${fy}` : fy;
  return {
    query: seriesQuery(trx, counter),
    format: (n: number) => (series === "sandbox" ? formatSandboxInvoiceNumber(fy, n) : formatInvoiceNumber(fy, n)),
  };
}

/**
 * The next number of a document series (a row of invoice_counters, made at 1 on first use), taken with one
 * atomic upsert: two transactions asking at once get consecutive numbers, and a rolled-back one gives its back.
 */
export async function nextInSeries(trx: Kysely<DB>, series: string): Promise<number> {
  const row = await seriesQuery(trx, series).executeTakeFirstOrThrow();
  return row.last_number;
}

function seriesQuery(trx: Kysely<DB>, series: string) {
  return trx
    .insertInto("invoice_counters")
    .values({ financial_year: series, last_number: 1 })
    .onConflict((oc) => oc.column("financial_year").doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning("last_number");
}
