import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { postJson } from "../api";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("pages.news.confirmTitle"), matches);

/**
 * Double opt-in, step 2: the link in the confirm email opens this page; the
 * subscription is confirmed by the button (a POST), not by opening the page,
 * so mail scanners that fetch links confirm nothing.
 */
export default function NewsletterConfirm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();
  const lp = useLocalePath();

  const confirm = async () => {
    setBusy(true);
    const res = await postJson("/api/newsletter/confirm", { token });
    setBusy(false);
    setResult({ ok: res.success, text: res.message ?? t("pages.news.failed") });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bark">{t("pages.news.confirmTitle")}</h1>
      {result?.ok ? null : (
        <>
          <p className="mt-4 text-muted">{t("pages.news.confirmText")}</p>
          <button type="button" onClick={confirm} disabled={busy || token === ""} className="btn-primary mt-6">
            {t(busy ? "pages.news.confirming" : "pages.news.confirm")}
          </button>
        </>
      )}
      <p role="status" data-testid="newsletter-confirm-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result?.text}
      </p>
      <Link to={lp("/")} className="mt-6 inline-block underline">
        {t("pages.news.back")}
      </Link>
    </section>
  );
}
