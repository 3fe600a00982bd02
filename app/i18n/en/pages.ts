/** Interface texts: pages (English; keys shared with ../hi/pages.ts). */
export const pages = {
} as const;
