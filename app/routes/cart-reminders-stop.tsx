import { StopEmails } from "../components/stop-emails";
import { metaT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/cart-reminders-stop";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("pages.cartReminders.title"), matches);

/** The cart reminder's "Stop cart reminders" link (issue 19, item 6). */
export default function CartRemindersStop() {
  return <StopEmails kind="cartReminders" />;
}
