import type { RouterContextProvider } from "react-router";
import type { ApiOrder } from "../lib/orders";
import { listCustomerOrders } from "../server/modules/orders/orders.repo";
import { servicesContext, userContext } from "./request-context";

/** My Orders loader data: the customer's orders (null for visitors), or `failed` when they could not be read. */
export async function customerOrders(context: Readonly<RouterContextProvider>): Promise<{ orders: ApiOrder[] | null; failed: boolean }> {
  const user = context.get(userContext);
  if (!user) return { orders: null, failed: false };
  const services = context.get(servicesContext);
  try {
    return { orders: await listCustomerOrders(services.database.db, user._id, null), failed: false };
  } catch (err) {
    services.log.error({ err }, "could not load a customer's orders");
    return { orders: [], failed: true };
  }
}
