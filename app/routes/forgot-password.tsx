import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { postJson } from "../api";
import { privatePageMeta } from "../seo";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("forgot.pageTitle"), matches);

/** "Forgot password?" from the login modal: the address gets a 1-hour link (the answer is the same for any address). */
export default function ForgotPassword() {
  const t = useT();
  const lp = useLocalePath();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // The login modal passes what was typed there (read in the browser: the server renders this page without its query).
  useEffect(() => {
    const typed = new URLSearchParams(window.location.search).get("email");
    if (typed) setEmail(typed.slice(0, 254));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await postJson("/api/user/forgot-password", { email });
    setBusy(false);
    setResult({ ok: res.success, text: res.message ?? t("account.failed") });
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-bark">{t("forgot.heading")}</h1>
      <p className="mt-3 text-muted">{t("forgot.intro")}</p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <label className="block text-sm font-medium">
          {t("forgot.email")}
          <input className="input mt-1" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t("forgot.sending") : t("forgot.send")}
        </button>
      </form>
      <p role="status" data-testid="forgot-password-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result?.text}
      </p>
      <Link to={lp("/")} className="mt-4 inline-block underline">
        {t("forgot.back")}
      </Link>
    </section>
  );
}
