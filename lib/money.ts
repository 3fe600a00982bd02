/**
 * Money is an integer number of paise everywhere in code and in the database.
 * Rupees exist only at the edges (JSON fields `price`, `offerPrice`, `amount`)
 * and on screen. These are the only conversions.
 */

export type Paise = number;

/** Paise → rupees as a number with at most 2 decimals (for JSON). */
export function paiseToRupees(paise: Paise): number {
  assertPaise(paise);
  return paise / 100;
}

/**
 * Rupees (number or numeric string with at most 2 decimals) → paise.
 * Throws RangeError on anything that is not an exact rupee amount.
 */
export function rupeesToPaise(rupees: number | string): Paise {
  const text = typeof rupees === "number" ? rupeesNumberToText(rupees) : rupees.trim();
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new RangeError(`Not a rupee amount: ${String(rupees)}`);
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? "").padEnd(2, "0"));
  const paise = whole * 100 + frac;
  return m[1] ? -paise : paise;
}

function rupeesNumberToText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a rupee amount: ${n}`);
  // toFixed(2) then compare, so 12.345 is refused rather than silently rounded.
  const fixed = n.toFixed(2);
  if (Math.abs(Number(fixed) - n) > 1e-9) throw new RangeError(`More than 2 decimals: ${n}`);
  return fixed;
}

export function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be an integer, got ${paise}`);
}

/** Indian digit grouping: 1234567 → "12,34,567". */
export function groupIndian(whole: number): string {
  const s = String(Math.trunc(Math.abs(whole)));
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

/** "₹1,23,456.50" — always two decimals (totals, invoices). */
export function formatAmount(paise: Paise): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}₹${groupIndian(whole)}.${frac}`;
}

/** "₹1,299" for whole rupees, "₹1,299.50" otherwise (price tags). */
export function formatPrice(paise: Paise): string {
  assertPaise(paise);
  if (paise % 100 === 0) {
    const sign = paise < 0 ? "-" : "";
    return `${sign}₹${groupIndian(Math.abs(paise) / 100)}`;
  }
  return formatAmount(paise);
}

/** Whole percentage off MRP, e.g. 1000 → 799 gives 20. */
export function discountPercent(mrpPaise: Paise, offerPaise: Paise): number {
  if (mrpPaise <= 0 || offerPaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - offerPaise) / mrpPaise) * 100);
}
