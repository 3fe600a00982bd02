import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { ApiUser } from "../../../lib/accounts";
import { formatIndianMobile, normalizeIndianMobile, OTP_LENGTH, OTP_MESSAGES } from "../../../lib/otp-login";
import { postJson } from "../../api";
import { toast } from "../../toast";
import { OtpCodeInput } from "../otp-code-input";

/**
 * An email account's mobile number for "Login with OTP": the code sent to it proves it is the customer's, and a
 * later OTP login with it opens this account instead of making a second one (POST /api/user/mobile).
 */
export function MobileLogin({ user }: { user: ApiUser }) {
  const revalidator = useRevalidator();
  const [phone, setPhone] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  if (user.mobile) {
    return (
      <p className="text-sm" data-testid="login-mobile">
        You can also log in with a one-time code sent by SMS to <span className="font-semibold whitespace-nowrap">{formatIndianMobile(user.mobile)}</span>.
      </p>
    );
  }

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!normalizeIndianMobile(phone)) return setError(OTP_MESSAGES.badPhone);
    setBusy(true);
    setError("");
    const res = await postJson<{ phone: string }>("/api/user/otp/request", { phone });
    setBusy(false);
    if (!res.success || !res.phone) return setError(res.message || "Something went wrong");
    toast.success(res.message ?? "Code sent");
    setCode("");
    setSentTo(res.phone);
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo) return;
    setBusy(true);
    setError("");
    const res = await postJson("/api/user/mobile", { phone: sentTo, code });
    setBusy(false);
    if (!res.success) return setError(res.message || "Something went wrong");
    toast.success(res.message ?? "Mobile number verified");
    await revalidator.revalidate();
  };

  const errorLine = error ? (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (sentTo) {
    return (
      <form onSubmit={verify} className="space-y-3">
        <p className="text-sm">
          Enter the {OTP_LENGTH}-digit code we sent by SMS to <span className="font-semibold whitespace-nowrap">{formatIndianMobile(sentTo)}</span>.
        </p>
        <OtpCodeInput value={code} onChange={setCode} className="max-w-xs" />
        {errorLine}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-outline" onClick={() => setSentTo(null)}>
            Change number
          </button>
          <button type="submit" className="btn-primary" disabled={busy || code.length !== OTP_LENGTH}>
            Verify number
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={send} className="space-y-3">
      <p className="text-sm text-muted" id="mobile-login-hint">
        Add your mobile number to log in with a one-time code by SMS, without your password.
      </p>
      <label className="block text-sm font-medium">
        Mobile number
        <input
          className="input mt-1 max-w-xs"
          type="tel"
          name="mobile"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
          maxLength={20}
          value={phone}
          aria-describedby="mobile-login-hint"
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      {errorLine}
      <button type="submit" className="btn-primary" disabled={busy}>
        Send code
      </button>
    </form>
  );
}
