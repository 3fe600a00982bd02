import { whatsappLink } from "../../lib/whatsapp";
import { useShop } from "../state/shop";
import { WhatsAppIcon } from "./icons";

/** Floating green chat link, bottom right, on every page (spec). */
export function WhatsAppButton() {
  const { settings } = useShop();
  return (
    <aside aria-label="Chat on WhatsApp">
      <a
        href={whatsappLink(settings)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with ${settings.shopName} on WhatsApp (opens in a new tab)`}
        data-testid="whatsapp-link"
        className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4a] text-white shadow-lg transition hover:scale-105 hover:bg-[#187a3e]"
      >
        <WhatsAppIcon />
      </a>
    </aside>
  );
}
