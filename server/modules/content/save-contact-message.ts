import type { Kysely } from "kysely";
import type { z } from "zod";
import type { contactMessageSchema } from "../../../lib/contact";
import { newId } from "../../../lib/ids";
import type { DB } from "../../db/schema";

export async function saveContactMessage(db: Kysely<DB>, input: z.output<typeof contactMessageSchema>): Promise<string> {
  const id = newId("msg");
  await db
    .insertInto("contact_messages")
    .values({ id, ...input, created_at: new Date().toISOString() })
    .execute();
  return id;
}
