import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { postJson } from "../api";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/cart-reminders-stop";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("pages.cartReminders.title"), matches);

/**
 * The cart reminder's "Stop cart reminders" link (issue 19, item 6): stopped by the button (a POST), not by opening
 * the page, so mail scanners that fetch links stop nothing.
 */
export default function CartRemindersStop() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();
  const lp = useLocalePath();

  const stop = async () => {
    setBusy(true);
    const res = await postJson("/api/cart-reminders/stop", { token });
    setBusy(false);
    setResult({ ok: res.success, text: res.success ? t("pages.cartReminders.done") : (res.message ?? t("pages.cartReminders.failed")) });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bark">{t("pages.cartReminders.title")}</h1>
      {result?.ok ? null : (
        <>
          <p className="mt-4 text-muted">{t("pages.cartReminders.text")}</p>
          <button type="button" onClick={() => void stop()} disabled={busy || token === ""} className="btn-primary mt-6">
            {t(busy ? "pages.cartReminders.stopping" : "pages.cartReminders.stop")}
          </button>
        </>
      )}
      <p role="status" data-testid="cart-reminders-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result?.text}
      </p>
      <Link to={lp("/")} className="mt-6 inline-block underline">
        {t("pages.news.back")}
      </Link>
    </section>
  );
}
