import type { Kysely } from "kysely";
import { isPostgres } from "../../db/index";
import type { DB } from "../../db/schema";

/**
 * Locks the customer's row until the transaction ends, so a per-customer cap
 * (unfinished payments, units held, addresses) is counted and written as one
 * step: parallel requests of one customer take turns on PostgreSQL (SQLite
 * runs one write transaction at a time anyway).
 */
export async function lockCustomer(trx: Kysely<DB>, userId: string): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}
