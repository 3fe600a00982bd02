import type { AnchorHTMLAttributes } from "react";

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A whole path of this shop, with its query if any ("/hi/products/dog%20collar?size=M"): nothing is resolved. */
  to: string;
  /** Present: the page stays where it is scrolled (a filter or a sort of the same listing), as `<Link preventScrollReset>`. */
  "data-keep-scroll"?: "";
};

/**
 * A link within the shop: the `<a>` React Router's `<Link>` renders (with its `data-discover`, so the route behind it
 * is discovered as before), without the hooks a `<Link>` runs to resolve a relative path and to handle its own click.
 * A listing page shows ~160 links (cards, filters, footer): as `<Link>`s they were a quarter of what rendering the
 * page allocated (~800 KB of 3.2 MB at 10,000 products, issue 20 item 5) and as many components for a phone to
 * hydrate. A click on one is a client-side navigation, as a `<Link>`'s is, through one listener for the whole
 * document (app/shop-link-clicks.ts, installed by the footer, whose script loads after the page's own); until then
 * it is a page load, as a `<Link>`'s is before hydration.
 */
export function ShopLink({ to, ...rest }: ShopLinkProps) {
  return <a {...rest} href={to} data-discover="true" />;
}
