import type { Namespace } from "../messages";
import type { shop as en } from "../en/shop";

/** Interface texts: shop (Hindi). */
export const shop: Namespace<typeof en> = {
};
