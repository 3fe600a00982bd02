import type { Namespace } from "../messages";
import type { account as en } from "../en/account";

/** Interface texts: account (Hindi). */
export const account: Namespace<typeof en> = {
};
