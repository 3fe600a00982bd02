import { useT } from "../i18n/use-t";
import { TokenButtonPage } from "./token-button-page";

type Kind = "cartReminders" | "stockAlerts";
const API: Record<Kind, string> = { cartReminders: "/api/cart-reminders/stop", stockAlerts: "/api/stock-alerts/stop" };

/** The page behind an email's "stop these emails" link (cart reminders, back-in-stock alerts; issue 19). */
export function StopEmails({ kind }: { kind: Kind }) {
  const t = useT();
  const words = {
    title: t(`pages.${kind}.title`),
    text: t(`pages.${kind}.text`),
    button: t(`pages.${kind}.stop`),
    busy: t(`pages.${kind}.stopping`),
    done: t(`pages.${kind}.done`),
    failed: t(`pages.${kind}.failed`),
  };
  return <TokenButtonPage api={API[kind]} words={words} statusTestId="stop-emails-status" />;
}
