import { localiseProduct } from "../../../lib/catalog-i18n";
import type { ApiProduct } from "../../../lib/catalog";
import type { Lang } from "../../../lib/i18n";
import type { CatalogSnapshot } from "./catalog.cache";

/**
 * The products of a cart's keys, as `GET /api/product/list?ids=` sends them and the cart page draws them: at most
 * 100 keys, unknown ones left out; a variant id (a cart key since issue 14) brings its product, which lists its
 * variants; each product once.
 */
export function cartProducts(snap: CatalogSnapshot, keys: readonly string[], lang: Lang): ApiProduct[] {
  const found = keys.slice(0, 100).map((id) => snap.byId.get(id) ?? snap.variantById.get(id)?.product);
  return [...new Set(found.filter((p) => p !== undefined))].map((p) => localiseProduct(p, lang));
}
