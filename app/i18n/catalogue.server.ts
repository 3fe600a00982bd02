import { createHash } from "node:crypto";
import type { Lang } from "../../lib/i18n";
import { account as enAccount } from "./en/account";
import { checkout as enCheckout } from "./en/checkout";
import { common as enCommon } from "./en/common";
import { orders as enOrders } from "./en/orders";
import { pages as enPages } from "./en/pages";
import { shop as enShop } from "./en/shop";
import { account as hiAccount } from "./hi/account";
import { checkout as hiCheckout } from "./hi/checkout";
import { common as hiCommon } from "./hi/common";
import { orders as hiOrders } from "./hi/orders";
import { pages as hiPages } from "./hi/pages";
import { shop as hiShop } from "./hi/shop";
import { CATALOGUES } from "./catalogues";
import type { Messages } from "./messages";

/** Every language's whole catalogue, built once. */
export const CATALOGUE: Record<Lang, Messages> = {
  en: { ...enCommon, ...enShop, ...enCheckout, ...enAccount, ...enOrders, ...enPages },
  hi: { ...hiCommon, ...hiShop, ...hiCheckout, ...hiAccount, ...hiOrders, ...hiPages },
};
// The server renders every page in its language from these (app/i18n/catalogues.ts).
CATALOGUES.en = CATALOGUE.en;
CATALOGUES.hi = CATALOGUE.hi;

/**
 * Each language's catalogue as an immutable JSON asset, whose path names a hash of its content: the page's head
 * names its language's (app/catalogue-meta.ts) and the browser loads it before hydrating (entry.client.tsx), kept in its cache across
 * pages and visits, instead of every page and every root revalidation carrying the whole catalogue in its loader
 * data (~30 KB in English, 60 KB in Hindi: 8 and 13.5 KB gzip). Served by server/http/catalogue-assets.ts.
 */
export type CatalogueAsset = { path: string; body: string };
export const CATALOGUE_ASSET: Record<Lang, CatalogueAsset> = {
  en: catalogueAsset("en"),
  hi: catalogueAsset("hi"),
};

function catalogueAsset(lang: Lang): CatalogueAsset {
  const body = JSON.stringify(CATALOGUE[lang]);
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return { path: `/assets/i18n/${lang}.${hash}.json`, body };
}
