// Brand marks as files (served from /assets with the long cache), not as inline SVG paths: their path data would
// otherwise ride in every storefront page's JS (the product page's 120 KB budget). `?no-inline` keeps Vite from
// turning them back into data URLs inside the JS. The footer's (lazy) only: WhatsApp's mark is in ./whatsapp-button.
import facebook from "../assets/icons/facebook.svg?no-inline";
import instagram from "../assets/icons/instagram.svg?no-inline";
import linkedin from "../assets/icons/linkedin.svg?no-inline";
import x from "../assets/icons/x.svg?no-inline";
import youtube from "../assets/icons/youtube.svg?no-inline";

const SOCIAL: Record<string, string> = { facebook, instagram, linkedin, x, youtube };

/** A social network's mark, light on the footer's dark ground (decorative: the link names the network). */
export function SocialIcon({ network }: { network: string }) {
  return <img src={SOCIAL[network] ?? instagram} alt="" width={20} height={20} className="h-5 w-5" />;
}
