import { formatIstDateTime } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";

/** Rupees from the API as "₹1,23,456.50" (en-IN grouping). */
export const rupees = (amount: number) => formatAmount(rupeesToPaise(amount));
export const dateTime = (iso: string) => formatIstDateTime(iso);
