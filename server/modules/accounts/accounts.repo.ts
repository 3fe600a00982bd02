import type { Kysely, Selectable } from "kysely";
import type { ApiUser } from "../../../lib/accounts";
import type { Lang } from "../../../lib/i18n";
import { DEFAULT_CUSTOMER_NAME } from "../../../lib/otp-login";
import { sanitizeCart, type CartItems } from "../../../lib/cart";
import type { DB, UsersTable } from "../../db/schema";

export type UserRow = Selectable<UsersTable>;

/**
 * An account made by an OTP login may have no name yet and no email: the spec's
 * fields keep their types (a default name, an empty email) and `mobile` says how it logs in.
 */
export function toApiUser(u: UserRow): ApiUser {
  return { _id: u.id, name: u.name || DEFAULT_CUSTOMER_NAME, email: u.email ?? "", mobile: u.mobile ?? null, cart: readCart(u.cart), emailVerified: u.email_verified_at !== null, phone: u.phone };
}

export function findUserByMobile(db: Kysely<DB>, mobile: string) {
  return db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
}

export function readCart(json: string): CartItems {
  try {
    return sanitizeCart(JSON.parse(json));
  } catch {
    return {};
  }
}

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The language the customer now uses the shop in (register, login, profile from a page in it; decision 025). */
export async function rememberLang(db: Kysely<DB>, userId: string, lang: Lang): Promise<void> {
  await db.updateTable("users").set({ lang }).where("id", "=", userId).where("lang", "!=", lang).execute();
}

export function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function saveCart(db: Kysely<DB>, userId: string, cart: CartItems): Promise<void> {
  await db.updateTable("users").set({ cart: JSON.stringify(cart), updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
}
