/** Interface texts: orders (English; keys shared with ../hi/orders.ts). */
export const orders = {
} as const;
