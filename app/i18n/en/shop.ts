/** Interface texts: shop (English; keys shared with ../hi/shop.ts). */
export const shop = {
} as const;
