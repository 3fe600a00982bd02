import type { Kysely } from "kysely";
import { newId } from "../../../lib/ids";
import type { DB } from "../../db/schema";

/** Stores a (normalised) email once. Returns false when it was already there. */
export async function subscribeNewsletter(db: Kysely<DB>, email: string): Promise<boolean> {
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({ id: newId("nws"), email, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
