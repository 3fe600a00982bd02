import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { readSessionCookie, resolveSession } from "./sessions";
import { findUserById, type UserRow } from "../modules/accounts/accounts.repo";
import { findSellerById, type SellerRow } from "../modules/seller/sellers.repo";

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

/** The logged-in seller of this request, or null. Only a seller session (its own cookie and kind) counts. */
export async function currentSeller(c: Context<AppEnv>): Promise<SellerRow | null> {
  if (c.var.seller !== undefined) return c.var.seller;
  const db = c.var.services.database.db;
  const sellerId = await resolveSession(db, "seller", readSessionCookie(c, "seller"));
  const seller = sellerId ? ((await findSellerById(db, sellerId)) ?? null) : null;
  c.set("seller", seller);
  return seller;
}

export async function requireSeller(c: Context<AppEnv>): Promise<SellerRow> {
  const seller = await currentSeller(c);
  if (!seller) throw new HttpError(401, "Seller login required");
  return seller;
}

/** Route middleware for every back-office endpoint: no seller session, no entry (401). */
export const sellerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireSeller(c);
  c.header("Cache-Control", "private, no-store");
  await next();
};

/** The seller of this request when they own the shop; a staff login gets 403 with `message` (decision record 016). */
export async function requireOwner(c: Context<AppEnv>, message: string): Promise<SellerRow> {
  const seller = await requireSeller(c);
  if (seller.role !== "owner") throw new HttpError(403, message);
  return seller;
}

/** Route middleware for what only the owner may do: no seller session 401, a staff login 403 with `message`. */
export const ownerOnly =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireOwner(c, message);
    c.header("Cache-Control", "private, no-store");
    await next();
  };
