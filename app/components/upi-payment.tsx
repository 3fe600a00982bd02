import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatIstDateTime } from "../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../lib/money";
import { orderNumberText } from "../../lib/orders";
import { normaliseUtr, UTR_PATTERN } from "../../lib/upi";
import { postJson } from "../api";
import { useLocale, useLocalePath, useT } from "../i18n/use-t";
import { openLogin } from "../state/auth";
import { toast } from "../toast";
import type { UpiPage } from "../upi-payment.server";
import { QrImage } from "./qr-image";

/**
 * The customer's UPI payment for one order (decision 030): the QR of the shop's UPI link for the exact amount, a
 * "Pay with UPI app" button for a phone, and the form for the payment's 12-digit reference (UTR). Once sent, the
 * page says the shop will confirm; once confirmed, that it is paid.
 */
export function UpiPayment({ page }: { page: UpiPage }) {
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [utr, setUtr] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { order, svg } = page;

  if (!order) {
    return (
      <Card title={t("upi.title")}>
        <p className="mt-4 text-muted">{t("upi.login")}</p>
        <button type="button" className="btn-primary mt-6 w-full" onClick={() => openLogin()}>
          {t("orders.login")}
        </button>
      </Card>
    );
  }
  const amount = formatAmount(rupeesToPaise(order.amount));
  const orderLink = lp(`/my-orders/${order._id}`);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = normaliseUtr(utr);
    if (!UTR_PATTERN.test(value)) return void setError(t("upi.utrInvalid"));
    setError(null);
    setBusy(true);
    const res = await postJson(`/api/order/${order._id}/upi-reference`, { utr: value });
    setBusy(false);
    if (!res.success) return void setError(res.message || t("upi.utrFailed"));
    toast.success(res.message || t("upi.sent"));
    await revalidator.revalidate();
  };

  if (order.isPaid || order.status !== "pending_payment") {
    const paid = order.isPaid;
    return (
      <Card title={t(paid ? "upi.paidTitle" : "upi.closedTitle")}>
        <p className="mt-4" data-testid="upi-outcome">
          {paid ? t("upi.paid", { amount, order: orderNumberText(order.orderNumber) }) : t("upi.closed", { order: orderNumberText(order.orderNumber) })}
        </p>
        <Link to={orderLink} className="btn-primary mt-6 block w-full">
          {t("upi.seeOrder")}
        </Link>
      </Card>
    );
  }

  const link = order.upi?.link ?? "";
  return (
    <Card title={t("upi.title")}>
      <p className="mt-2 text-sm text-muted">{t("upi.orderLine", { order: orderNumberText(order.orderNumber) })}</p>
      <p className="mt-1 font-display text-3xl font-bold text-bark" data-testid="upi-amount">
        {amount}
      </p>
      {order.upiReference ? (
        <div className="mt-5 rounded-xl border border-green-200 bg-green-50 p-4 text-left text-sm text-green-900" role="status" data-testid="upi-waiting">
          <p className="font-semibold">{t("upi.sentTitle")}</p>
          <p className="mt-1">{t("upi.sentBody", { utr: order.upiReference })}</p>
        </div>
      ) : (
        <>
          {svg && <QrImage svg={svg} label={t("upi.qrLabel", { amount })} />}
          <p className="mt-3 text-sm text-muted">{t("upi.scan", { amount })}</p>
          <a href={link} className="btn-primary mt-4 block w-full" data-testid="upi-app-link">
            {t("upi.payWithApp")}
          </a>
        </>
      )}
      <form className="mt-6 text-left" onSubmit={(e) => void send(e)} noValidate>
        <label htmlFor="upi-utr" className="block text-sm font-semibold">
          {t(order.upiReference ? "upi.utrChange" : "upi.utrLabel")}
        </label>
        <p id="upi-utr-help" className="text-xs text-muted">
          {t("upi.utrHelp")}
        </p>
        <input
          id="upi-utr"
          className="input mt-2 font-mono tracking-wider"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={utr}
          onChange={(e) => setUtr(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "upi-utr-help upi-utr-error" : "upi-utr-help"}
        />
        {error && (
          <p id="upi-utr-error" className="mt-1 text-sm text-red-800" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn-outline mt-3 w-full" disabled={busy}>
          {t(busy ? "upi.sending" : "upi.send")}
        </button>
      </form>
      {order.upi?.payBy && <p className="mt-4 text-xs text-muted">{t("upi.payBy", { date: formatIstDateTime(order.upi.payBy, locale) })}</p>}
      <Link to={orderLink} className="mt-3 inline-block py-2 text-sm font-medium text-saddle hover:underline">
        {t("upi.seeOrder")}
      </Link>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-bark/70 px-4 py-12">
      <section aria-labelledby="upi-title" data-testid="upi-payment" className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8">
        <h1 id="upi-title" className="font-display text-2xl font-bold text-bark">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
