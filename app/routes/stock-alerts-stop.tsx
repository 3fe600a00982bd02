import { StopEmails } from "../components/stop-emails";
import { metaT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/stock-alerts-stop";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("pages.stockAlerts.title"), matches);

/** The back-in-stock email's "Stop back-in-stock emails" link (issue 19, item 4). */
export default function StockAlertsStop() {
  return <StopEmails kind="stockAlerts" />;
}
