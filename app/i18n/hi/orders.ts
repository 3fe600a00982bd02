import type { Namespace } from "../messages";
import type { orders as en } from "../en/orders";

/** Interface texts: orders (Hindi). */
export const orders: Namespace<typeof en> = {
};
