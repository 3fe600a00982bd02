import type { Kysely, Selectable } from "kysely";
import type { Address, ApiAddress } from "../../../lib/address";
import { everyColumn } from "../../db/columns";
import type { AddressesTable, DB } from "../../db/schema";

export type AddressRow = Selectable<AddressesTable>;

/** An address row's columns, named (a checkout's read of it may be prepared; decision 045). */
export const ADDRESS_COLUMNS = everyColumn<AddressesTable>()([
  "id",
  "user_id",
  "first_name",
  "last_name",
  "email",
  "street",
  "house",
  "area",
  "landmark",
  "city",
  "state",
  "zip_code",
  "country",
  "phone",
  "created_at",
  "updated_at",
  "deleted_at",
]);

export function toApiAddress(r: AddressRow): ApiAddress {
  return {
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    house: r.house,
    street: r.street,
    area: r.area,
    landmark: r.landmark,
    city: r.city,
    state: r.state as Address["state"],
    zipCode: Number(r.zip_code),
    country: r.country as Address["country"],
    phone: Number(r.phone),
  };
}

export function toColumns(a: Address) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    house: a.house,
    street: a.street,
    area: a.area,
    landmark: a.landmark,
    city: a.city,
    state: a.state,
    zip_code: a.zipCode,
    country: a.country,
    phone: a.phone,
  };
}

export function listAddresses(db: Kysely<DB>, userId: string) {
  return db.selectFrom("addresses").selectAll().where("user_id", "=", userId).where("deleted_at", "is", null).orderBy("created_at", "asc").execute();
}

/** One of this customer's live addresses; another customer's id is simply not found. */
export function findOwnAddress(db: Kysely<DB>, userId: string, id: string) {
  return ownAddressQuery(db, userId, id).executeTakeFirst();
}

/** findOwnAddress's query, for a caller that sends it with others (a checkout's first reads). */
export function ownAddressQuery(db: Kysely<DB>, userId: string, id: string) {
  return db.selectFrom("addresses").select(ADDRESS_COLUMNS).where("id", "=", id).where("user_id", "=", userId).where("deleted_at", "is", null);
}
