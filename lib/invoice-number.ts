/**
 * Tax invoice numbers (CGST Rules, rule 46(b)): consecutive within a financial
 * year, at most 16 characters of letters, digits, "-" and "/".
 *
 * Format: INV/26-27/000123 — the financial year that began on 1 April 2026
 * (in India's time), then the year's running number, six digits. From the
 * millionth invoice of a year the prefix shortens to keep 16 characters:
 * IN/26-27/1000000. Numbers are allocated by the server inside the order's
 * transaction (server/modules/invoices), so there are no gaps or duplicates.
 */
import { istDateParts } from "./india-time";

export const MAX_INVOICE_NUMBER_LENGTH = 16;

/** "26-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59.999 IST. */
export function financialYear(at: Date): string {
  const { year, month } = istDateParts(at);
  const start = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

export function formatInvoiceNumber(fy: string, n: number): string {
  if (!/^\d{2}-\d{2}$/.test(fy)) throw new RangeError(`Not a financial year: ${fy}`);
  if (!Number.isSafeInteger(n) || n < 1 || n > 9_999_999) throw new RangeError(`Invoice number out of range: ${n}`);
  return n <= 999_999 ? `INV/${fy}/${String(n).padStart(6, "0")}` : `IN/${fy}/${n}`;
}

/**
 * Orders paid in the embedded sandbox are numbered in their own series,
 * SBX/26-27/000001, so test orders never take a number of the real tax
 * invoice series (which must stay consecutive with no gaps).
 */
export function formatSandboxInvoiceNumber(fy: string, n: number): string {
  return formatInvoiceNumber(fy, n).replace(/^INV?\//, "SBX/");
}

export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
