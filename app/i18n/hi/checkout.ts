import type { Namespace } from "../messages";
import type { checkout as en } from "../en/checkout";

/** Interface texts: checkout (Hindi). */
export const checkout: Namespace<typeof en> = {
};
