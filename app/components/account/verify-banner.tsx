import { useState } from "react";
import { postJson } from "../../api";
import { useT } from "../../i18n/use-t";
import { toast } from "../../toast";
import { withNodes } from "../cart/with-nodes";

/** Shown to a logged-in customer whose address is not verified yet (lazy-loaded by the root layout only for them). */
export default function VerifyBanner({ email }: { email: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    const res = await postJson("/api/user/resend-verification", {});
    setBusy(false);
    if (res.success) toast.success(res.message ?? t("banner.sent"));
    else toast.error(res.message || t("account.failed"));
  };
  return (
    <div role="region" aria-label={t("banner.region")} data-testid="verify-banner" className="border-b border-amber-300 bg-amber-50">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5 text-sm text-bark">
        <p className="min-w-0">{withNodes(t("banner.text"), { email: <strong className="break-all">{email}</strong> })}</p>
        <button
          type="button"
          onClick={resend}
          disabled={busy}
          className="shrink-0 rounded-lg border border-saddle px-3 py-1 font-semibold text-saddle hover:bg-saddle hover:text-white disabled:opacity-60"
        >
          {t("banner.resend")}
        </button>
      </div>
    </div>
  );
}
