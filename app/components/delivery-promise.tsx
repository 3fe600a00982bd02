import { useEffect, useRef, useState } from "react";
import { useLocale, useT } from "../i18n/use-t";

/**
 * The product page's PIN check (issue 18, item 2): "Delivery to 208001 by Thu, 27 Nov · Cash on Delivery
 * available". The PIN a shopper checks is remembered for the browser session (sessionStorage), so every product
 * page answers for it on arrival. The asking and wording (./delivery-ask) load when first needed: the product
 * page's own script stays within its 120 KB budget.
 */
export function DeliveryCheck() {
  const t = useT();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<{ text: string; good: boolean } | null>(null);
  const check = (pin: string) => void import("./delivery-ask").then((m) => m.checkPin(pin, t, locale)).then(setShown);
  useEffect(() => {
    const saved = sessionStorage.getItem("delivery-pin"); // ./delivery-ask's PIN_KEY
    if (saved && input.current) {
      input.current.value = saved;
      check(saved);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: the PIN remembered from another page
  }, []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        check(input.current?.value ?? "");
      }}
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-4"
      noValidate
    >
      <label htmlFor="delivery-pin" className="block font-semibold">
        {t("delivery.heading")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          ref={input}
          id="delivery-pin"
          className="input w-36"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t("delivery.placeholder")}
          aria-describedby="delivery-promise"
        />
        <button type="submit" className="btn-outline px-5">
          {t("delivery.check")}
        </button>
      </div>
      <p
        id="delivery-promise"
        role="status"
        className={`mt-2 min-h-5 text-sm ${shown?.good ? "font-medium text-moss" : "text-red-800"}`}
        data-testid="delivery-promise"
      >
        {shown?.text}
      </p>
    </form>
  );
}
