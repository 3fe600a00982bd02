/** Cart rules shared by the browser store and (later) the server. */
export type CartItems = Record<string, number>;

/** Most of one product a single order line may hold. */
export const MAX_QTY_PER_LINE = 50;

export function cartCount(items: CartItems): number {
  let n = 0;
  for (const q of Object.values(items)) n += q;
  return n;
}

/** Keeps only well-formed lines: known-looking ids and positive integer quantities, capped. */
export function sanitizeCart(value: unknown): CartItems {
  const out: CartItems = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  for (const [id, q] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[a-z]{2,5}_[0-9a-z]{10,40}$/.test(id)) continue;
    if (typeof q !== "number" || !Number.isInteger(q) || q < 1) continue;
    out[id] = Math.min(q, MAX_QTY_PER_LINE);
  }
  return out;
}

export function addOne(items: CartItems, id: string): CartItems {
  return { ...items, [id]: Math.min((items[id] ?? 0) + 1, MAX_QTY_PER_LINE) };
}

export function setQuantity(items: CartItems, id: string, qty: number): CartItems {
  if (!Number.isInteger(qty) || qty < 1) return removeLine(items, id);
  return { ...items, [id]: Math.min(qty, MAX_QTY_PER_LINE) };
}

/** Spec: remove decreases by 1 and deletes the entry at 0 or less. */
export function removeOne(items: CartItems, id: string): CartItems {
  const next = (items[id] ?? 0) - 1;
  if (next <= 0) return removeLine(items, id);
  return { ...items, [id]: next };
}

export function removeLine(items: CartItems, id: string): CartItems {
  const { [id]: _removed, ...rest } = items;
  return rest;
}

/** Login merge: the visitor's lines are added to the saved ones, each line capped. */
export function mergeCarts(saved: CartItems, visitor: CartItems): CartItems {
  const out: CartItems = { ...saved };
  for (const [id, q] of Object.entries(visitor)) out[id] = Math.min((out[id] ?? 0) + q, MAX_QTY_PER_LINE);
  return out;
}

/** Most distinct products one cart may hold. */
export const MAX_CART_LINES = 100;
