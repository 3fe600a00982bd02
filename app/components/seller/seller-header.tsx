import type { ReactNode } from "react";
import { Link } from "react-router";

/** The back office's top bar: the shop's name (to the storefront) and, on the right, the page's own controls. */
export function SellerHeader({ shopName, children }: { shopName: string; children: ReactNode }) {
  return (
    <header className="flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3 md:px-8">
      <Link to="/" title={shopName} className="block min-w-0 shrink truncate font-display text-xl font-bold text-saddle">
        {shopName}
      </Link>
      {children}
    </header>
  );
}
