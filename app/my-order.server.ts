import type { RouterContextProvider } from "react-router";
import type { ApiOrder } from "../lib/orders";
import { findOwnOrder, loadApiOrder } from "../server/modules/orders/orders.repo";
import { notFoundResponse } from "./data.server";
import { servicesContext, userContext } from "./request-context";

const ORDER_ID = /^ord_[0-9a-z]{22}$/;

/**
 * The order page's data: the logged-in customer's own order, or a 404 (another customer's order or an unknown id
 * reads exactly like a missing one). Visitors get `order: null` and are asked to log in.
 */
export async function customerOrder(context: Readonly<RouterContextProvider>, id: string): Promise<{ order: ApiOrder | null }> {
  const user = context.get(userContext);
  if (!user) return { order: null };
  const { db } = context.get(servicesContext).database;
  const row = ORDER_ID.test(id) ? await findOwnOrder(db, user._id, id) : undefined;
  if (!row) throw notFoundResponse();
  return { order: await loadApiOrder(db, row) };
}
