import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { ApiUser } from "../../lib/accounts";
import { formatIndianMobile, normalizeIndianMobile, OTP_LENGTH, OTP_MESSAGES } from "../../lib/otp-login";
import { postJson } from "../api";
import { closeLogin } from "../state/auth";
import { bindCart, clearLocalCart, localCartForMerge } from "../state/cart";
import { toast } from "../toast";
import { OtpCodeInput } from "./otp-code-input";

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
      setError(res.message || "Something went wrong");
      return;
    }
    toast.success(res.message ?? "Code sent");
    setCode("");
    setStep({ at: "code", phone: res.phone, resendAt: Date.now() + (res.resendAfterS ?? 30) * 1000 });
  };

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    if (!normalizeIndianMobile(phone)) return setError(OTP_MESSAGES.badPhone);
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
      setError(res.message || "Something went wrong");
      return;
    }
    clearLocalCart();
    bindCart(res.user, true);
    if (res.newAccount) setStep({ at: "name" });
    else await finish("Logged in");
  };

  const submitName = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError("");
    const res = await postJson("/api/user/otp/name", { name });
    setBusy(false);
    if (!res.success) return setError(res.message || "Something went wrong");
    await finish("Welcome!");
  };

  const errorLine = error ? (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (step.at === "name") {
    return (
      <form onSubmit={submitName} className="mt-4 space-y-4">
        <p className="text-sm">You are logged in. What should we call you?</p>
        <label className="block text-sm font-medium">
          Your name
          <input ref={field} className="input mt-1" type="text" name="name" autoComplete="name" required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        {errorLine}
        <div className="flex gap-3">
          <button type="button" className="btn-outline flex-1" onClick={() => void finish("Account created")}>
            Skip
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    );
  }

  if (step.at === "code") {
    return (
      <form onSubmit={submitCode} className="mt-4 space-y-4">
        <p className="text-sm">
          Enter the {OTP_LENGTH}-digit code we sent by SMS to <span className="font-semibold whitespace-nowrap">{formatIndianMobile(step.phone)}</span>.
        </p>
        <OtpCodeInput value={code} onChange={setCode} inputRef={field} />
        {errorLine}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button type="button" className="font-semibold text-saddle underline disabled:text-muted disabled:no-underline" disabled={busy || wait > 0} onClick={() => void send(step.phone)}>
            {wait > 0 ? `Resend code in ${wait} s` : "Resend code"}
          </button>
          <button type="button" className="font-semibold text-saddle underline" onClick={() => setStep({ at: "phone" })}>
            Change number
          </button>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy || code.length !== OTP_LENGTH}>
          Verify and login
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submitPhone} className="mt-4 space-y-4">
      <label className="block text-sm font-medium">
        Mobile number
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
        We will send a {OTP_LENGTH}-digit code by SMS. New here? Your account is made when you log in.
      </p>
      {errorLine}
      <div className="flex gap-3">
        <button type="button" className="btn-outline flex-1" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={busy}>
          Send code
        </button>
      </div>
    </form>
  );
}
