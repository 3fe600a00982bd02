/** Interface texts: account (English; keys shared with ../hi/account.ts). */
export const account = {
} as const;
