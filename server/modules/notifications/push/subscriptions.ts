import type { Kysely } from "kysely";
import { newId } from "../../../../lib/ids";
import type { PushSubscriptionJson } from "../../../../lib/push";
import type { DB } from "../../../db/schema";

/** Browsers one seller may have subscribed at once; the oldest go first beyond that. */
export const MAX_SUBSCRIPTIONS_PER_SELLER = 10;

/**
 * Stores (or refreshes) a browser's subscription for this seller. An endpoint
 * is one browser: subscribing it again, even from another seller login on the
 * same phone, moves it to the newer seller with the newer keys.
 */
export async function saveSubscription(db: Kysely<DB>, sellerId: string, sub: PushSubscriptionJson, userAgent: string, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("push_subscriptions")
      .values({
        id: newId("psh", now.getTime()),
        seller_id: sellerId,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        user_agent: userAgent,
        created_at: stamp,
        last_success_at: null,
        failures: 0,
      })
      .onConflict((oc) =>
        oc.column("endpoint").doUpdateSet({ seller_id: sellerId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent, failures: 0 }),
      )
      .execute();
    const extra = await trx
      .selectFrom("push_subscriptions")
      .select("id")
      .where("seller_id", "=", sellerId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(MAX_SUBSCRIPTIONS_PER_SELLER)
      .limit(100)
      .execute();
    if (extra.length)
      await trx
        .deleteFrom("push_subscriptions")
        .where(
          "id",
          "in",
          extra.map((e) => e.id),
        )
        .execute();
  });
}

/** Removes this seller's subscription of that endpoint; true when there was one. */
export async function removeSubscription(db: Kysely<DB>, sellerId: string, endpoint: string): Promise<boolean> {
  const res = await db.deleteFrom("push_subscriptions").where("seller_id", "=", sellerId).where("endpoint", "=", endpoint).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
