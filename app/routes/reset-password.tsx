import { useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { ACCOUNT_TEXT } from "../../lib/account-self-service";
import { MIN_PASSWORD, type ApiUser } from "../../lib/accounts";
import { postJson } from "../api";
import { useTokenFromUrl } from "../components/account/token-from-url";
import { privatePageMeta } from "../seo";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { bindCart } from "../state/cart";
import { toast } from "../toast";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("reset.pageTitle"), matches);

/** The link in the reset email opens this page: a new password (twice), then the customer is logged in. */
export default function ResetPassword() {
  const token = useTokenFromUrl();
  const navigate = useNavigate();
  const t = useT();
  const lp = useLocalePath();
  const revalidator = useRevalidator();
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== again) {
      setError(t("reset.mismatch"));
      return;
    }
    setBusy(true);
    setError(null);
    const res = await postJson<{ user: ApiUser }>("/api/user/reset-password", { token, password });
    setBusy(false);
    if (!res.success || !res.user) {
      setError(res.message ?? t("account.failed"));
      return;
    }
    bindCart(res.user, true);
    toast.success(res.message ?? t("reset.done"));
    await navigate(lp("/account"));
    await revalidator.revalidate();
  };

  const missing = token === "";
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-bark">{t("reset.heading")}</h1>
      {missing ? (
        <p className="mt-4 font-medium text-red-700">{t("reset.linkBad")}</p>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-4">
          <label className="block text-sm font-medium">
            {t("reset.newPassword")}
            <input
              className="input mt-1"
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label className="block text-sm font-medium">
            {t("reset.again")}
            <input
              className="input mt-1"
              type="password"
              name="password-again"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD}
              value={again}
              onChange={(e) => setAgain(e.target.value)}
            />
          </label>
          <p className="text-sm text-muted">{t("reset.rule", { min: MIN_PASSWORD })}</p>
          <button type="submit" className="btn-primary w-full" disabled={busy || token === undefined}>
            {busy ? t("reset.saving") : t("reset.save")}
          </button>
        </form>
      )}
      <p role="alert" className="mt-4 min-h-6 font-medium text-red-700">
        {error}
      </p>
      {(missing || error === ACCOUNT_TEXT.resetLinkBad || error === t("reset.linkBad")) && (
        <Link to={lp("/forgot-password")} className="btn-outline">
          {t("reset.askNew")}
        </Link>
      )}
    </section>
  );
}
