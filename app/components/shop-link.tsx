import { useEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A whole path of this shop, with its query if any ("/hi/products/dog%20collar?size=M"): nothing is resolved. */
  to: string;
  /** Stay where the page is scrolled (a filter or a sort of the same listing), as `<Link preventScrollReset>`. */
  keepScroll?: boolean;
};

/**
 * A link within the shop: the `<a>` React Router's `<Link>` renders (with its `data-discover`, so the route behind it
 * is discovered as before), without the hooks a `<Link>` runs to resolve a relative path and to handle its own click.
 * A listing page shows ~160 links (cards, filters, footer): as `<Link>`s they were a quarter of what rendering the
 * page allocated (~800 KB of 3.2 MB at 10,000 products, issue 20 item 5) and as many components for a phone to
 * hydrate. A click on one is a client-side navigation, as a `<Link>`'s is, through one listener for the whole
 * document (useShopLinks, in the root layout); before hydration it is a normal page load, as a `<Link>`'s is.
 */
export function ShopLink({ to, keepScroll, ...rest }: ShopLinkProps) {
  return <a {...rest} href={to} data-discover="true" data-keep-scroll={keepScroll ? "" : undefined} />;
}

/**
 * Makes a click on a ShopLink a client-side navigation, with `<Link>`'s rules: the main button without a modifier
 * key, no other target, no download, this origin; the same URL again replaces the history entry. A `<Link>`'s own
 * handler runs first (React listens on the document from hydration on) and marks the event handled, so it is left
 * alone here; so is any click a component's own handler already handled.
 */
export function useShopLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const a = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(a instanceof HTMLAnchorElement) || (a.target !== "" && a.target !== "_self") || a.hasAttribute("download")) return;
      if (a.origin !== location.origin) return;
      event.preventDefault();
      const to = a.pathname + a.search + a.hash;
      void navigate(to, { replace: to === location.pathname + location.search + location.hash, preventScrollReset: a.hasAttribute("data-keep-scroll") });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
