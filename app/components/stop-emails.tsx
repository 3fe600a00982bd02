import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { postJson } from "../api";
import { useLocalePath, useT } from "../i18n/use-t";

type Kind = "cartReminders" | "stockAlerts";
const API: Record<Kind, string> = { cartReminders: "/api/cart-reminders/stop", stockAlerts: "/api/stock-alerts/stop" };

/**
 * The page behind an email's "stop these emails" link (cart reminders, back-in-stock alerts; issue 19): stopped by
 * the button (a POST with the link's token), not by opening the page, so mail scanners that fetch links stop nothing.
 */
export function StopEmails({ kind }: { kind: Kind }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();
  const lp = useLocalePath();

  const stop = async () => {
    setBusy(true);
    const res = await postJson(API[kind], { token });
    setBusy(false);
    setResult({ ok: res.success, text: res.success ? t(`pages.${kind}.done`) : (res.message ?? t(`pages.${kind}.failed`)) });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bark">{t(`pages.${kind}.title`)}</h1>
      {result?.ok ? null : (
        <>
          <p className="mt-4 text-muted">{t(`pages.${kind}.text`)}</p>
          <button type="button" onClick={() => void stop()} disabled={busy || token === ""} className="btn-primary mt-6">
            {t(busy ? `pages.${kind}.stopping` : `pages.${kind}.stop`)}
          </button>
        </>
      )}
      <p role="status" data-testid="stop-emails-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result?.text}
      </p>
      <Link to={lp("/")} className="mt-6 inline-block underline">
        {t("pages.news.back")}
      </Link>
    </section>
  );
}
