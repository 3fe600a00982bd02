import type { Context } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { readSessionCookie, resolveSession } from "./sessions";
import { findUserById, type UserRow } from "../modules/accounts/accounts.repo";

/** The logged-in customer of this request, or null (looked up once per request). */
export async function currentCustomer(c: Context<AppEnv>): Promise<UserRow | null> {
  if (c.var.customer !== undefined) return c.var.customer;
  const db = c.var.services.database.db;
  const userId = await resolveSession(db, "customer", readSessionCookie(c, "customer"));
  const user = userId ? ((await findUserById(db, userId)) ?? null) : null;
  c.set("customer", user);
  return user;
}

export async function requireCustomer(c: Context<AppEnv>): Promise<UserRow> {
  const user = await currentCustomer(c);
  if (!user) throw new HttpError(401, "Please log in to continue");
  return user;
}
