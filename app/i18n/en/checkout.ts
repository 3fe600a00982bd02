/** Interface texts: checkout (English; keys shared with ../hi/checkout.ts). */
export const checkout = {
} as const;
