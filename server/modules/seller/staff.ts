import { hash } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { newId } from "../../../lib/ids";
import { nameProblem, normaliseName } from "../../../lib/names";
import { STAFF_EMAIL_TAKEN, type ApiStaffMember } from "../../../lib/seller";
import type { DB } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/errors";
import type { SellerRow } from "./sellers.repo";

const toApi = (r: Pick<SellerRow, "id" | "name" | "email" | "role" | "created_at">): ApiStaffMember => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  createdAt: r.created_at,
});

/** Every back-office login that may log in: owners first, then staff, oldest first. */
export async function listBackOfficeAccounts(db: Kysely<DB>): Promise<ApiStaffMember[]> {
  const rows = await db
    .selectFrom("sellers")
    .select(["id", "name", "email", "role", "created_at"])
    .where("removed_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(500)
    .execute();
  return rows.map(toApi).sort((a, b) => Number(a.role === "staff") - Number(b.role === "staff"));
}

/**
 * A staff login. An email already used by a live login is refused (409); a
 * removed staff login with that email is brought back with the new name and
 * password (its row stays, so the stock ledger keeps naming the same person).
 */
export async function addStaff(db: Kysely<DB>, input: { name: string; email: string; password: string }): Promise<ApiStaffMember> {
  const name = normaliseName(input.name);
  if (!name) throw new HttpError(400, "Name is required");
  const problem = nameProblem(name);
  if (problem) throw new HttpError(400, `Name ${problem}`);
  const now = new Date().toISOString();
  const passwordHash = await hash(input.password);
  const existing = await db.selectFrom("sellers").select(["id", "removed_at", "role"]).where("email", "=", input.email).executeTakeFirst();
  if (existing && (existing.removed_at === null || existing.role !== "staff")) throw new HttpError(409, STAFF_EMAIL_TAKEN);
  if (existing) {
    await db.updateTable("sellers").set({ name, password_hash: passwordHash, removed_at: null, updated_at: now }).where("id", "=", existing.id).execute();
    return toApi({ id: existing.id, name, email: input.email, role: "staff", created_at: now });
  }
  const row = {
    id: newId("slr"),
    email: input.email,
    name,
    password_hash: passwordHash,
    role: "staff" as const,
    removed_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto("sellers").values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, STAFF_EMAIL_TAKEN); // added twice at once
    throw err;
  }
  return toApi(row);
}

/** Removes a staff login and ends every session of it at once. Owners are not removed here (404 like any unknown id). */
export async function removeStaff(db: Kysely<DB>, id: string): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("sellers")
      .set({ removed_at: now, updated_at: now })
      .where("id", "=", id)
      .where("role", "=", "staff")
      .where("removed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, "No such staff login");
    await trx
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("kind", "=", "seller")
      .where("subject_id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
  });
}
