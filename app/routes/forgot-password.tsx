import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { postJson } from "../api";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta("Forgot password", matches);

/** "Forgot password?" from the login modal: the address gets a 1-hour link (the answer is the same for any address). */
export default function ForgotPassword() {
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
    setResult({ ok: res.success, text: res.message ?? "Something went wrong" });
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-bark">Forgot your password?</h1>
      <p className="mt-3 text-muted">Type the email address of your account. We will send you a link to choose a new password; it works for 1 hour.</p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <label className="block text-sm font-medium">
          Email
          <input className="input mt-1" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Sending..." : "Send me a reset link"}
        </button>
      </form>
      <p role="status" data-testid="forgot-password-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result?.text}
      </p>
      <Link to="/" className="mt-4 inline-block underline">
        Back to the shop
      </Link>
    </section>
  );
}
