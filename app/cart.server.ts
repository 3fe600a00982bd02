import type { RouterContextProvider } from "react-router";
import type { ApiAddress } from "../lib/address";
import type { ApiProduct } from "../lib/catalog";
import { listAddresses, toApiAddress } from "../server/modules/addresses/addresses.repo";
import { cartProducts } from "../server/modules/catalog/cart-products";
import { catalogSnapshot, requestLang } from "./data.server";
import { servicesContext, userContext } from "./request-context";

/** What the server draws a customer's cart page with. */
export interface CustomerCart {
  products: ApiProduct[];
  addresses: ApiAddress[];
}

/**
 * A customer's cart page drawn whole by the server (issue 20, docs/decisions/035): the saved cart's products and
 * the customer's addresses, so Place Order is enabled in the HTML and a tap before hydration is kept and replayed.
 * A visitor's cart lives in the browser: null (the page fetches what it needs, as on a client-side visit).
 */
export async function customerCart(context: Readonly<RouterContextProvider>, request: Request): Promise<CustomerCart | null> {
  const user = context.get(userContext);
  if (!user) return null;
  const snap = await catalogSnapshot(context);
  const rows = await listAddresses(context.get(servicesContext).database.db, user._id);
  return { products: cartProducts(snap, Object.keys(user.cart), requestLang(request)), addresses: rows.map(toApiAddress) };
}
