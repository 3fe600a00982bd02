/**
 * Proportional shares to the paisa by the largest-remainder method, shared by credit notes (what a note takes off each
 * invoice line) and coupons (a discount spread over the cart's lines). Pure and small: the cart loads it.
 */

/** Splits `amount` over `weights` in proportion (largest remainder), never giving a weight more than itself when amount ≤ Σweights. */
export function apportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount < 0 || !Number.isSafeInteger(amount)) throw new RangeError(`Cannot apportion ${amount}`);
  if (amount > total) throw new RangeError(`Cannot apportion ${amount} over ${total}`);
  if (total === 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const t = BigInt(total);
  const shares = weights.map((w) => Number((a * BigInt(w)) / t));
  const rest = weights.map((w, i) => ({ i, r: (a * BigInt(w)) % t }));
  let left = amount - shares.reduce((s, x) => s + x, 0);
  rest.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  for (const { i } of rest) {
    if (left === 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}
