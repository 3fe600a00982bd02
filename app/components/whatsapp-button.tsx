import { useEffect, useRef, useState } from "react";
import { whatsappLink } from "../../lib/whatsapp";
import { useShop } from "../state/shop";
import { useT } from "../i18n/use-t";
// A file, not inline SVG paths (see ./brand-icons); not imported from there, so the footer's icons stay in its chunk.
import whatsappMark from "../assets/icons/whatsapp.svg?no-inline";

/**
 * Floating green chat link, bottom right, on every page (spec). It steps aside
 * (fades out, not clickable) while a form field has focus or a field or a
 * button of the page would be under it,
 * and a strip in the footer's colour lets the footer's last line scroll above it.
 */
export function WhatsAppButton() {
  const { settings } = useShop();
  const t = useT();
  const link = useRef<HTMLAnchorElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    // The stepping aside is loaded after the first paint (its own small chunk): the product page's JS budget.
    let stop: (() => void) | undefined;
    let gone = false;
    void import("./whatsapp-step-aside").then((m) => {
      if (!gone && link.current) stop = m.watchStepAside(link.current, setHidden);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  return (
    <aside aria-label={t("whatsapp.aside")} className="h-20 bg-bark" data-testid="whatsapp-spacer">
      <a
        ref={link}
        href={whatsappLink(settings)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("whatsapp.link", { shop: settings.shopName })}
        data-testid="whatsapp-link"
        data-hidden={hidden ? "true" : undefined}
        className={`fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4a] text-white shadow-lg transition hover:scale-105 hover:bg-[#187a3e] ${hidden ? "pointer-events-none invisible opacity-0" : ""}`}
      >
        {/* WhatsApp's mark, white on the green (decorative: the link has its own label). */}
        <img src={whatsappMark} alt="" width={28} height={28} className="h-7 w-7" />
      </a>
    </aside>
  );
}
