import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { ApiUser } from "../../lib/accounts";
import { formatIndianMobile, normalizeIndianMobile, OTP_LENGTH } from "../../lib/otp-login";
import { postJson } from "../api";
import { closeLogin } from "../state/auth";
import { bindCart, clearLocalCart, localCartForMerge } from "../state/cart";
import { toast } from "../toast";
import { OtpCodeInput } from "./otp-code-input";
import { withNodes } from "./cart/with-nodes";
import { useT } from "../i18n/use-t";

type Step = { at: "phone" } | { at: "code"; phone: string; resendAt: number } | { at: "name" };

/** Seconds until `at` (ms), ticking once a second while above zero. */
function useCountdown(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * "Login with OTP" inside the login modal (loaded only when chosen): mobile
 * number → 6-digit code from the SMS → logged in; a new account is asked for
 * its name (or skips). Decision record 018.
 */
export default function OtpLogin({ onBack }: { onBack: () => void }) {
  const revalidator = useRevalidator();
  const t = useT();
  const [step, setStep] = useState<Step>({ at: "phone" });
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const wait = useCountdown(step.at === "code" ? step.resendAt : 0);

  useEffect(() => {
    field.current?.focus();
  }, [step.at]);

  const send = async (number: string) => {
    setBusy(true);
    setError("");
    const res = await postJson<{ phone: string; resendAfterS: number }>("/api/user/otp/request", { phone: number });
    setBusy(false);
    if (!res.success || !res.phone) {
      setError(res.message || t("otp.failed"));
      return;
    }
    toast.success(res.message ?? t("otp.codeSent"));
    setCode("");
    setStep({ at: "code", phone: res.phone, resendAt: Date.now() + (res.resendAfterS ?? 30) * 1000 });
  };

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    if (!normalizeIndianMobile(phone)) return setError(t("otp.badPhone"));
    void send(phone);
  };

  const finish = async (message: string) => {
    toast.success(message);
    closeLogin();
    await revalidator.revalidate();
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (step.at !== "code") return;
    setBusy(true);
    setError("");
    const res = await postJson<{ user: ApiUser; newAccount: boolean }>("/api/user/otp/verify", { phone: step.phone, code, cartItems: localCartForMerge() });
    setBusy(false);
    if (!res.success || !res.user) {
      setError(res.message || t("otp.failed"));
      return;
    }
    clearLocalCart();
    bindCart(res.user, true);
    if (res.newAccount) setStep({ at: "name" });
    else await finish(t("login.loggedIn"));
  };

  const submitName = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError("");
    const res = await postJson("/api/user/otp/name", { name });
    setBusy(false);
    if (!res.success) return setError(res.message || t("otp.failed"));
    await finish(t("otp.welcome"));
  };

  const errorLine = error ? (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (step.at === "name") {
    return (
      <form onSubmit={submitName} className="mt-4 space-y-4">
        <p className="text-sm">{t("otp.askName")}</p>
        <label className="block text-sm font-medium">
          {t("otp.yourName")}
          <input
            ref={field}
            className="input mt-1"
            type="text"
            name="name"
            autoComplete="name"
            required
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        {errorLine}
        <div className="flex gap-3">
          <button type="button" className="btn-outline flex-1" onClick={() => void finish(t("login.accountCreated"))}>
            {t("otp.skip")}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            {t("otp.save")}
          </button>
        </div>
      </form>
    );
  }

  if (step.at === "code") {
    return (
      <form onSubmit={submitCode} className="mt-4 space-y-4">
        <p className="text-sm">
          {withNodes(t("otp.enterCode", { length: OTP_LENGTH }), {
            phone: <span className="font-semibold whitespace-nowrap">{formatIndianMobile(step.phone)}</span>,
          })}
        </p>
        <OtpCodeInput value={code} onChange={setCode} inputRef={field} />
        {errorLine}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            className="font-semibold text-saddle underline disabled:text-muted disabled:no-underline"
            disabled={busy || wait > 0}
            onClick={() => void send(step.phone)}
          >
            {wait > 0 ? t("otp.resendIn", { seconds: wait }) : t("otp.resend")}
          </button>
          <button type="button" className="font-semibold text-saddle underline" onClick={() => setStep({ at: "phone" })}>
            {t("otp.changeNumber")}
          </button>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy || code.length !== OTP_LENGTH}>
          {t("otp.verify")}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submitPhone} className="mt-4 space-y-4">
      <label className="block text-sm font-medium">
        {t("otp.mobile")}
        <input
          ref={field}
          className="input mt-1"
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
          maxLength={20}
          value={phone}
          aria-describedby="otp-phone-hint"
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      <p id="otp-phone-hint" className="text-sm text-muted">
        {t("otp.phoneHint", { length: OTP_LENGTH })}
      </p>
      {errorLine}
      <div className="flex gap-3">
        <button type="button" className="btn-outline flex-1" onClick={onBack}>
          {t("otp.back")}
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={busy}>
          {t("otp.send")}
        </button>
      </div>
    </form>
  );
}
