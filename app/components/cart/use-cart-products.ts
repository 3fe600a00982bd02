import { useEffect, useRef, useState } from "react";
import type { ApiProduct } from "../../../lib/catalog";
import type { ApiVariant } from "../../../lib/variants";
import { getJson } from "../../api";
import { useLang } from "../../i18n/use-t";

/** A cart key's product, and its variant when the key is a variant id (var_…); a product id names the product alone. */
export type CartEntry = { product: ApiProduct; variant: ApiVariant | null };

function entriesOf(products: readonly ApiProduct[]): Record<string, CartEntry> {
  const out: Record<string, CartEntry> = {};
  for (const product of products) {
    out[product._id] = { product, variant: null };
    for (const variant of product.variants ?? []) out[variant._id] = { product, variant };
  }
  return out;
}

/**
 * The cart's products, by cart key (null while loading); keys the shop no longer knows are left out. `drawn`: the
 * products the server drew the page with (a customer's saved cart, app/cart.server.ts), fetched again only when the
 * cart's lines or the language change.
 */
export function useCartProducts(ids: string[], drawn?: readonly ApiProduct[] | null) {
  const key = [...ids].sort().join(",");
  // The cart under /hi names its products as the seller wrote them in Hindi (English where untranslated).
  const lang = useLang();
  const [entries, setEntries] = useState<Record<string, CartEntry> | null>(() => (drawn ? entriesOf(drawn) : null));
  // the server's products are this cart's, in this language: the first run has nothing to fetch
  const drawnFirst = useRef(Boolean(drawn));
  useEffect(() => {
    if (drawnFirst.current) {
      drawnFirst.current = false;
      return;
    }
    if (!key) {
      setEntries({});
      return;
    }
    let live = true;
    void getJson<{ products: ApiProduct[] }>(`/api/product/list?ids=${encodeURIComponent(key)}${lang === "en" ? "" : `&lang=${lang}`}`).then((res) => {
      if (live) setEntries(entriesOf(res.products ?? []));
    });
    return () => {
      live = false;
    };
  }, [key, lang]);
  return entries;
}
