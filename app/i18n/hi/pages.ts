import type { Namespace } from "../messages";
import type { pages as en } from "../en/pages";

/** Interface texts: pages (Hindi). */
export const pages: Namespace<typeof en> = {
};
