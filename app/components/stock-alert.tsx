import { useState } from "react";
import { postJson } from "../api";
import { useT } from "../i18n/use-t";

/**
 * "Notify me when back in stock" on a sold-out product or variant (issue 19, item 4). A logged-in customer is
 * emailed at their own address; a visitor gives one. Loaded only on a sold-out page (the product page's own script
 * stays within its budget).
 */
export default function StockAlert({ productId, variantId, email }: { productId: string; variantId: string | null; email: string | null }) {
  const t = useT();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await postJson(`/api/product/${productId}/stock-alert`, {
      ...(email ? {} : { email: typed.trim() }),
      ...(variantId ? { variant: variantId } : {}),
    });
    setBusy(false);
    setResult({ ok: res.success, text: res.message ?? t(res.success ? "stockAlert.saved" : "stockAlert.failed") });
  };
  return (
    <form onSubmit={(e) => void send(e)} className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="stock-alert" noValidate>
      <p className="font-semibold text-bark">{t("stockAlert.heading")}</p>
      {result?.ok ? null : (
        <div className="mt-2 flex flex-wrap gap-2">
          {email ? (
            <p className="w-full text-sm text-muted">{t("stockAlert.toYou", { email })}</p>
          ) : (
            <>
              <label htmlFor="stock-alert-email" className="sr-only">
                {t("stockAlert.email")}
              </label>
              <input
                id="stock-alert-email"
                type="email"
                autoComplete="email"
                className="input min-w-0 flex-1"
                placeholder={t("stockAlert.email")}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </>
          )}
          <button type="submit" className="btn-primary px-5" disabled={busy}>
            {t("stockAlert.notify")}
          </button>
        </div>
      )}
      <p role="status" className={`mt-2 min-h-5 text-sm ${result?.ok ? "font-medium text-moss" : "text-red-800"}`} data-testid="stock-alert-status">
        {result?.text}
      </p>
    </form>
  );
}
