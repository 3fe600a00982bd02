import type { Ref } from "react";
import { OTP_LENGTH } from "../../lib/otp-login";
import { useT } from "../i18n/use-t";

/** The field for the code from the SMS: digits only, the phone's one-time-code autofill, labelled "6-digit code". */
export function OtpCodeInput({
  value,
  onChange,
  inputRef,
  className = "",
}: {
  value: string;
  onChange: (code: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const t = useT();
  return (
    <label className="block text-sm font-medium">
      {t("otp.codeLabel", { length: OTP_LENGTH })}
      <input
        ref={inputRef}
        className={`input mt-1 tracking-[0.3em] ${className}`}
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        required
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
      />
    </label>
  );
}
