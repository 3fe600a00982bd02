import { useEffect, useState } from "react";
import type { ApiProduct } from "../../../lib/catalog";
import { getJson } from "../../api";

/** The products of the cart, by id (null while loading). */
export function useCartProducts(ids: string[]) {
  const key = [...ids].sort().join(",");
  const [products, setProducts] = useState<Record<string, ApiProduct> | null>(null);
  useEffect(() => {
    if (!key) {
      setProducts({});
      return;
    }
    let live = true;
    void getJson<{ products: ApiProduct[] }>(`/api/product/list?ids=${encodeURIComponent(key)}`).then((res) => {
      if (live) setProducts(Object.fromEntries((res.products ?? []).map((p) => [p._id, p])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return products;
}
