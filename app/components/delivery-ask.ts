import { promiseText as textOf, type ApiDeliveryPromise, type DeliveryAnswer } from "../../lib/delivery";
import { useEffect, useState } from "react";
import { formatPrice } from "../../lib/money";
import type { CodRefusal } from "../../lib/shipping-rules";
import { getJson } from "../api";
import type { MessageKey } from "../i18n/messages";
import { useT, type T } from "../i18n/use-t";

/**
 * Asking for the delivery promise (issue 18, item 2): GET /api/delivery/{pin}, worded "Delivery to 208001 by Thu,
 * 27 Nov · Cash on Delivery available". The product page loads this only when a PIN is checked (or one is
 * remembered from earlier in the session), so it is not part of every product page's first script; the cart
 * imports it directly.
 */
export const PIN_KEY = "delivery-pin";

export async function askDelivery(pin: string, t: T): Promise<DeliveryAnswer> {
  const r = await getJson<ApiDeliveryPromise>(`/api/delivery/${pin}`);
  return r.success ? (r as ApiDeliveryPromise) : { success: false, message: r.message ?? t("toast.failed") };
}

export const promiseText = (t: T, locale: string, a: DeliveryAnswer) =>
  textOf(a, locale, { by: (pin, date) => t("delivery.by", { pin, date }), cod: t("delivery.cod") });

/** The product page's check of a typed PIN: the line to show, and whether it is good news. A good PIN is remembered. */
export async function checkPin(raw: string, t: T, locale: string): Promise<{ text: string; good: boolean }> {
  const pin = raw.replace(/\s/g, "");
  if (!/^\d{6}$/.test(pin)) return { text: t("delivery.sixDigits"), good: false };
  const a = await askDelivery(pin, t);
  if (a.success) sessionStorage.setItem(PIN_KEY, pin);
  return { text: promiseText(t, locale, a), good: a.success && a.deliveryBy !== null };
}

/** The cart's words for the shop's refusal of cash on delivery (the server's are in lib/shipping-rules.ts). */
export function codRefusalWords(t: T, r: CodRefusal): string {
  if (r.kind === "pin") return t("cod.pin", { pin: r.pin });
  if (r.kind === "state") return t("cod.state", { state: t(`state.${r.stateCode}` as MessageKey) });
  return t("cod.max", { amount: formatPrice(r.maxPaise) });
}

/** The promise for a PIN (null until it is answered, or without a PIN): the cart's date, zone and COD. */
export function useDeliveryAnswer(pin: string | null): DeliveryAnswer | null {
  const t = useT();
  const [answer, setAnswer] = useState<{ pin: string; answer: DeliveryAnswer } | null>(null);
  useEffect(() => {
    if (!pin) return;
    let live = true;
    void askDelivery(pin, t).then((a) => live && setAnswer({ pin, answer: a }));
    return () => {
      live = false;
    };
  }, [pin, t]);
  return pin && answer?.pin === pin ? answer.answer : null;
}
