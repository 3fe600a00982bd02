import type { Context } from "hono";
import { requireCustomer } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { findOrder, findOwnOrder, type OrderRow } from "../orders/orders.repo";

const ORDER_ID = /^ord_[0-9a-z]{22}$/;

/** The `:id` order of the logged-in customer; another customer's order, like an unknown one, is a 404. */
export async function ownOrder(c: Context<AppEnv>): Promise<OrderRow> {
  const user = await requireCustomer(c);
  const id = c.req.param("id") ?? "";
  const order = ORDER_ID.test(id) ? await findOwnOrder(c.var.services.database.db, user.id, id) : undefined;
  if (!order) throw new HttpError(404, "Order not found");
  return order;
}

/** The `:id` order, for the seller's routes (the caller checks the seller). */
export async function anyOrder(c: Context<AppEnv>): Promise<OrderRow> {
  const id = c.req.param("id") ?? "";
  const order = ORDER_ID.test(id) ? await findOrder(c.var.services.database.db, id) : undefined;
  if (!order) throw new HttpError(404, "Order not found");
  return order;
}
