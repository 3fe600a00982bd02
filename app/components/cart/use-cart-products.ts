import { useEffect, useState } from "react";
import type { ApiProduct } from "../../../lib/catalog";
import type { ApiVariant } from "../../../lib/variants";
import { getJson } from "../../api";
import { useLang } from "../../i18n/use-t";

/** A cart key's product, and its variant when the key is a variant id (var_…); a product id names the product alone. */
export type CartEntry = { product: ApiProduct; variant: ApiVariant | null };

/** The cart's products, by cart key (null while loading); keys the shop no longer knows are left out. */
export function useCartProducts(ids: string[]) {
  const key = [...ids].sort().join(",");
  // The cart under /hi names its products as the seller wrote them in Hindi (English where untranslated).
  const lang = useLang();
  const [entries, setEntries] = useState<Record<string, CartEntry> | null>(null);
  useEffect(() => {
    if (!key) {
      setEntries({});
      return;
    }
    let live = true;
    void getJson<{ products: ApiProduct[] }>(`/api/product/list?ids=${encodeURIComponent(key)}${lang === "en" ? "" : `&lang=${lang}`}`).then((res) => {
      if (!live) return;
      const out: Record<string, CartEntry> = {};
      for (const product of res.products ?? []) {
        out[product._id] = { product, variant: null };
        for (const variant of product.variants ?? []) out[variant._id] = { product, variant };
      }
      setEntries(out);
    });
    return () => {
      live = false;
    };
  }, [key, lang]);
  return entries;
}
