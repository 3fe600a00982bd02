import type { Kysely } from "kysely";
import webpush from "web-push";
import { z } from "zod";
import type { DB } from "../../../db/schema";

/** The settings row holding the shop's VAPID key pair. Only the public key ever leaves the server (GET /api/seller/push/public-key). */
export const VAPID_KEY = "vapid";

export type VapidKeys = { publicKey: string; privateKey: string };

const stored = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

async function read(db: Kysely<DB>): Promise<VapidKeys | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", VAPID_KEY).executeTakeFirst();
  return row ? stored.parse(JSON.parse(row.value)) : null;
}

/**
 * The shop's VAPID keys, made at first start. Browsers bind a subscription to
 * the public key, so the pair is kept for good: a new pair would silence every
 * subscribed phone. Instances starting together agree on the first one written.
 */
export async function ensureVapidKeys(db: Kysely<DB>, now = new Date()): Promise<VapidKeys> {
  const existing = await read(db);
  if (existing) return existing;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await db
    .insertInto("settings")
    .values({ key: VAPID_KEY, value: JSON.stringify({ publicKey, privateKey }), updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const kept = await read(db);
  if (!kept) throw new Error("VAPID keys could not be stored");
  return kept;
}
