import { formatIstDateTime } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";

/** Rupees from the API as "₹1,23,456.50" (en-IN grouping). */
export const rupees = (amount: number) => formatAmount(rupeesToPaise(amount));
export const dateTime = (iso: string) => formatIstDateTime(iso);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar day in India ("2026-10-25", as the dashboard sends it) as "25 Oct".
 * Read from the string itself, so no time zone can shift it by a day.
 */
export function dayMonth(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month}` : isoDay;
}
