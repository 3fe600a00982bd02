import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Kysely, Selectable } from "kysely";
import { newId } from "../../../lib/ids";
import { nameProblem, normaliseName } from "../../../lib/names";
import type { DB, SellerRole, SellersTable } from "../../db/schema";

export type SellerRow = Selectable<SellersTable>;

/** A back-office account that may log in (a removed staff login is not found). */
export function findSellerByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom("sellers").selectAll().where("email", "=", email.trim().toLowerCase()).where("removed_at", "is", null).executeTakeFirst();
}

/** A back-office account that may act (a removed staff login is not found, so its sessions resolve to nobody). */
export function findSellerById(db: Kysely<DB>, id: string) {
  return db.selectFrom("sellers").selectAll().where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
}

export async function countSellers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("sellers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new back-office account: an owner unless `role` says staff (the CLI and the first start make owners). */
export async function createSeller(db: Kysely<DB>, input: { email: string; password: string; name?: string; role?: SellerRole }): Promise<SellerRow> {
  const name = normaliseName(input.name ?? "") || "Shop owner";
  const problem = nameProblem(name);
  if (problem) throw new Error(`the seller's name ${problem}`);
  const now = new Date().toISOString();
  const row: SellerRow = {
    id: newId("slr"),
    email: input.email.trim().toLowerCase(),
    name,
    password_hash: await hash(input.password),
    created_at: now,
    updated_at: now,
    role: input.role ?? "owner",
    removed_at: null,
  };
  await db.insertInto("sellers").values(row).execute();
  return row;
}

/** Sets a new password and ends every session of that seller. Returns false when there is no such seller. */
export async function setSellerPassword(db: Kysely<DB>, email: string, password: string): Promise<boolean> {
  const seller = await findSellerByEmail(db, email);
  if (!seller) return false;
  const now = new Date().toISOString();
  await db
    .updateTable("sellers")
    .set({ password_hash: await hash(password), updated_at: now })
    .where("id", "=", seller.id)
    .execute();
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("kind", "=", "seller")
    .where("subject_id", "=", seller.id)
    .where("revoked_at", "is", null)
    .execute();
  return true;
}

/** A strong random password a person can still type: 20 letters and digits. */
export function randomPassword(): string {
  return randomBytes(15).toString("base64url").replace(/[-_]/g, "x");
}
