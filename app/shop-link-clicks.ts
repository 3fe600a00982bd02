import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Makes a click on a ShopLink (app/components/shop-link.tsx) a client-side navigation, with `<Link>`'s rules: the
 * main button without a modifier key, to this origin (a ShopLink has no target and no download); the same URL again
 * replaces the history entry. A `<Link>`'s own handler runs first (React listens on the document from hydration on)
 * and marks the event handled, so it is left alone here; so is any click a component's own handler already handled.
 *
 * Used by the footer (app/components/footer.tsx), the part of the storefront's chrome whose script loads after the
 * page's own: until it has, a click on a ShopLink is a page load, as before hydration. So this is not in the
 * product page's first JS, whose budget had 40 bytes left (issue 20 item 3).
 */
export function useShopLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const a = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-discover]");
      if (!a || event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || a.target) return;
      if (a.origin !== location.origin) return;
      event.preventDefault();
      void navigate(a.pathname + a.search + a.hash, { replace: a.href === location.href, preventScrollReset: a.hasAttribute("data-keep-scroll") });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
