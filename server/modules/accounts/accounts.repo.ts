import type { Kysely, Selectable } from "kysely";
import type { ApiUser } from "../../../lib/accounts";
import type { Lang } from "../../../lib/i18n";
import { DEFAULT_CUSTOMER_NAME } from "../../../lib/otp-login";
import { sanitizeCart, type CartItems } from "../../../lib/cart";
import { writeOnce } from "../../db/group-commit";
import { everyColumn } from "../../db/columns";
import type { DB, UsersTable } from "../../db/schema";

export type UserRow = Selectable<UsersTable>;

/** A customer row's columns, named (read on every signed-in request, so PostgreSQL may keep it prepared; decision 045). */
export const USER_COLUMNS = everyColumn<UsersTable>()([
  "id",
  "name",
  "email",
  "password_hash",
  "cart",
  "created_at",
  "updated_at",
  "mobile",
  "email_verified_at",
  "phone",
  "deleted_at",
  "lang",
  "cart_updated_at",
  "cart_reminded_for",
  "cart_reminders",
  "cart_reminder_token",
]);

/**
 * An account made by an OTP login may have no name yet and no email: the spec's
 * fields keep their types (a default name, an empty email) and `mobile` says how it logs in.
 */
export function toApiUser(u: UserRow): ApiUser {
  return {
    _id: u.id,
    name: u.name || DEFAULT_CUSTOMER_NAME,
    email: u.email ?? "",
    mobile: u.mobile ?? null,
    cart: readCart(u.cart),
    emailVerified: u.email_verified_at !== null,
    phone: u.phone,
  };
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
  return db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** A new account's cart-reminder columns (issue 19): its cart counts from now when it brought one along. */
export function newCartFacts(cart: CartItems, stamp: string) {
  return { cart_updated_at: Object.keys(cart).length > 0 ? stamp : null, cart_reminded_for: null, cart_reminders: 1, cart_reminder_token: null };
}

/** The customer's saved cart, emptied inside the transaction of an order that took what was in it. */
export async function emptySavedCart(trx: Kysely<DB>, userId: string, stamp: string): Promise<void> {
  await emptySavedCartQuery(trx, userId, stamp).execute();
}

/** emptySavedCart's statement, for a caller that sends it with others (a COD checkout's first round trip). */
export function emptySavedCartQuery(trx: Kysely<DB>, userId: string, stamp: string) {
  return trx.updateTable("users").set({ cart: "{}", cart_updated_at: null, updated_at: stamp }).where("id", "=", userId);
}

export async function saveCart(db: Kysely<DB>, userId: string, cart: CartItems): Promise<void> {
  const stamp = new Date().toISOString();
  // The cart reminder counts from the last change (issue 19): an empty cart has nothing to remind of.
  // On SQLite it shares the group-commit writer's disk flush with the checkouts and other saves around it.
  await writeOnce(db, (w) =>
    w
      .updateTable("users")
      .set({ cart: JSON.stringify(cart), updated_at: stamp, cart_updated_at: Object.keys(cart).length > 0 ? stamp : null })
      .where("id", "=", userId)
      .execute(),
  );
}
