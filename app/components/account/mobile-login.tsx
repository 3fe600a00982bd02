import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { ApiUser } from "../../../lib/accounts";
import { formatIndianMobile, normalizeIndianMobile, OTP_LENGTH } from "../../../lib/otp-login";
import { postJson } from "../../api";
import { toast } from "../../toast";
import { OtpCodeInput } from "../otp-code-input";
import { withNodes } from "../cart/with-nodes";
import { useT } from "../../i18n/use-t";

/**
 * An email account's mobile number for "Login with OTP": the code sent to it proves it is the customer's, and a
 * later OTP login with it opens this account instead of making a second one (POST /api/user/mobile).
 */
export function MobileLogin({ user }: { user: ApiUser }) {
  const revalidator = useRevalidator();
  const t = useT();
  const [phone, setPhone] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  if (user.mobile) {
    return (
      <p className="text-sm" data-testid="login-mobile">
        {withNodes(t("account.mobileLinked"), { phone: <span className="font-semibold whitespace-nowrap">{formatIndianMobile(user.mobile)}</span> })}
      </p>
    );
  }

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!normalizeIndianMobile(phone)) return setError(t("otp.badPhone"));
    setBusy(true);
    setError("");
    const res = await postJson<{ phone: string }>("/api/user/otp/request", { phone });
    setBusy(false);
    if (!res.success || !res.phone) return setError(res.message || t("otp.failed"));
    toast.success(res.message ?? t("otp.codeSent"));
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
    if (!res.success) return setError(res.message || t("otp.failed"));
    toast.success(res.message ?? t("account.mobileVerified"));
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
          {withNodes(t("otp.enterCode", { length: OTP_LENGTH }), {
            phone: <span className="font-semibold whitespace-nowrap">{formatIndianMobile(sentTo)}</span>,
          })}
        </p>
        <OtpCodeInput value={code} onChange={setCode} className="max-w-xs" />
        {errorLine}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-outline" onClick={() => setSentTo(null)}>
            {t("otp.changeNumber")}
          </button>
          <button type="submit" className="btn-primary" disabled={busy || code.length !== OTP_LENGTH}>
            {t("account.verifyNumber")}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={send} className="space-y-3">
      <p className="text-sm text-muted" id="mobile-login-hint">
        {t("account.addMobileHint")}
      </p>
      <label className="block text-sm font-medium">
        {t("otp.mobile")}
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
        {t("otp.send")}
      </button>
    </form>
  );
}
