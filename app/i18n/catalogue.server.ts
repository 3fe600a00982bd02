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
import type { Messages } from "./messages";

/** Every language's whole catalogue, built once. */
export const CATALOGUE: Record<Lang, Messages> = {
  en: { ...enCommon, ...enShop, ...enCheckout, ...enAccount, ...enOrders, ...enPages },
  hi: { ...hiCommon, ...hiShop, ...hiCheckout, ...hiAccount, ...hiOrders, ...hiPages },
};
