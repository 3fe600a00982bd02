import { useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { ACCOUNT_TEXT } from "../../lib/account-self-service";
import { MIN_PASSWORD, type ApiUser } from "../../lib/accounts";
import { postJson } from "../api";
import { useTokenFromUrl } from "../components/account/token-from-url";
import { privatePageMeta } from "../seo";
import { bindCart } from "../state/cart";
import { toast } from "../toast";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta("Choose a new password", matches);

/** The link in the reset email opens this page: a new password (twice), then the customer is logged in. */
export default function ResetPassword() {
  const token = useTokenFromUrl();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== again) {
      setError("The two passwords are not the same");
      return;
    }
    setBusy(true);
    setError(null);
    const res = await postJson<{ user: ApiUser }>("/api/user/reset-password", { token, password });
    setBusy(false);
    if (!res.success || !res.user) {
      setError(res.message ?? "Something went wrong");
      return;
    }
    bindCart(res.user, true);
    toast.success(res.message ?? ACCOUNT_TEXT.resetDone);
    await navigate("/account");
    await revalidator.revalidate();
  };

  const missing = token === "";
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-bark">Choose a new password</h1>
      {missing ? (
        <p className="mt-4 font-medium text-red-700">{ACCOUNT_TEXT.resetLinkBad}</p>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-4">
          <label className="block text-sm font-medium">
            New password
            <input className="input mt-1" type="password" name="password" autoComplete="new-password" required minLength={MIN_PASSWORD} value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className="block text-sm font-medium">
            New password again
            <input className="input mt-1" type="password" name="password-again" autoComplete="new-password" required minLength={MIN_PASSWORD} value={again} onChange={(e) => setAgain(e.target.value)} />
          </label>
          <p className="text-sm text-muted">At least {MIN_PASSWORD} characters. You will be logged out on every other device.</p>
          <button type="submit" className="btn-primary w-full" disabled={busy || token === undefined}>
            {busy ? "Saving..." : "Save and log in"}
          </button>
        </form>
      )}
      <p role="alert" className="mt-4 min-h-6 font-medium text-red-700">
        {error}
      </p>
      {(missing || error === ACCOUNT_TEXT.resetLinkBad) && (
        <Link to="/forgot-password" className="btn-outline">
          Ask for a new link
        </Link>
      )}
    </section>
  );
}
