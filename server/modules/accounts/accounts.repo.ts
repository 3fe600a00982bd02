import type { Kysely, Selectable } from "kysely";
import type { ApiUser } from "../../../lib/accounts";
import { sanitizeCart, type CartItems } from "../../../lib/cart";
import type { DB, UsersTable } from "../../db/schema";

export type UserRow = Selectable<UsersTable>;

export function toApiUser(u: UserRow): ApiUser {
  return { _id: u.id, name: u.name, email: u.email, cart: readCart(u.cart) };
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

export function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function saveCart(db: Kysely<DB>, userId: string, cart: CartItems): Promise<void> {
  await db.updateTable("users").set({ cart: JSON.stringify(cart), updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
}
