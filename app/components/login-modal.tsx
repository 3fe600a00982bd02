import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link, useRevalidator, useRouteLoaderData } from "react-router";
import { submitAuth } from "../auth-actions";
import { closeLogin, switchMode, useLoginModal } from "../state/auth";
import { toast } from "../toast";
import type { RootData } from "../state/shop";
import { Dialog } from "./dialog";
import { useLocalePath, useT } from "../i18n/use-t";

const OtpLogin = lazy(() => import("./otp-login"));

/** The spec's login/register modal; errors arrive as toasts (server message, else "Something went wrong"). */
export default function LoginModal() {
  const { open, mode } = useLoginModal();
  const t = useT();
  const lp = useLocalePath();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState(false);
  const otpLogin = (useRouteLoaderData("root") as RootData | undefined)?.otpLogin ?? false;

  if (!open) return null;
  const register = mode === "register";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const user = await submitAuth(mode, { name, email, password });
    setBusy(false);
    if (user) {
      setPassword("");
      // The server's success message (spec: success toasts show server messages); it also clears an earlier error toast.
      toast.success(register ? t("login.accountCreated") : t("login.loggedIn"));
      await revalidator.revalidate();
    }
  };

  return (
    <Dialog
      key={mode}
      onClose={closeLogin}
      title={
        <>
          <span className="text-saddle">{t("login.user")}</span> {register ? t("login.signUp") : otp ? t("login.withOtp") : t("login.login")}
        </>
      }
    >
      {otp && !register ? (
        <Suspense fallback={<p className="mt-4 text-sm text-muted">{t("login.loading")}</p>}>
          <OtpLogin onBack={() => setOtp(false)} />
        </Suspense>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          {register && (
            <label className="block text-sm font-medium">
              {t("login.name")}
              <input className="input mt-1" type="text" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
            </label>
          )}
          <label className="block text-sm font-medium">
            {t("login.email")}
            <input className="input mt-1" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label className="block text-sm font-medium">
            {t("login.password")}
            <input
              className="input mt-1"
              type="password"
              name="password"
              autoComplete={register ? "new-password" : "current-password"}
              required
              minLength={register ? 8 : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {!register && (
            <Link
              to={lp(email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password")}
              onClick={closeLogin}
              className="block text-sm font-semibold text-saddle underline"
            >
              {t("login.forgot")}
            </Link>
          )}
          <p className="text-sm text-muted">
            {register ? t("login.haveAccount") : t("login.createAccount")}
            <button type="button" className="font-semibold text-saddle underline" onClick={() => switchMode(register ? "login" : "register")}>
              {t("login.clickHere")}
            </button>
          </p>
          {!register && otpLogin && (
            <p className="text-sm text-muted">
              {t("login.noPassword")}
              <button type="button" className="font-semibold text-saddle underline" onClick={() => setOtp(true)}>
                {t("login.withOtp")}
              </button>
              {t("login.otpHint")}
            </p>
          )}
          <div className="flex gap-3">
            <button type="button" className="btn-outline flex-1" onClick={closeLogin}>
              {t("login.cancel")}
            </button>
            <button type="submit" className="btn-primary flex-1" disabled={busy}>
              {register ? t("login.createButton") : t("login.login")}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
