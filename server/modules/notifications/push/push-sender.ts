import type { Kysely } from "kysely";
import webpush from "web-push";
import type { DB } from "../../../db/schema";
import { assertPublicDestination } from "./endpoint";
import type { VapidKeys } from "./vapid";

/** "sent"; or "gone": the subscription no longer exists (removed by its seller, or the push service answered 404/410 and it was deleted). */
export type PushOutcome = "sent" | "gone";

export interface PushSender {
  /** Delivers one queued push to one subscription; throws on a failure worth retrying. */
  send(subscriptionId: string, payload: string, now?: Date): Promise<PushOutcome>;
}

/** A day: an order alert older than that is not worth waking a phone for. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push over fetch: web-push encrypts the payload (aes128gcm) and signs the
 * VAPID JWT; the request itself is ours, so redirects are not followed, the
 * destination is checked against private addresses right before sending, and
 * a slow push service times out.
 */
export function webPushSender(opts: { db: Kysely<DB>; keys: VapidKeys; subject: () => Promise<string>; allowLoopback: boolean }): PushSender {
  const { db, keys } = opts;
  return {
    async send(subscriptionId, payload, now = new Date()) {
      const sub = await db.selectFrom("push_subscriptions").selectAll().where("id", "=", subscriptionId).executeTakeFirst();
      if (!sub) return "gone";
      await assertPublicDestination(sub.endpoint, opts.allowLoopback);
      const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
        TTL: PUSH_TTL_SECONDS,
        urgency: "high",
        contentEncoding: "aes128gcm",
        vapidDetails: { subject: await opts.subject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
      });
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(request.headers)) headers[k] = String(v);
      let res: Response;
      try {
        res = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "manual",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.arrayBuffer().catch(() => undefined);
      } catch (err) {
        await db
          .updateTable("push_subscriptions")
          .set((eb) => ({ failures: eb("failures", "+", 1) }))
          .where("id", "=", sub.id)
          .execute();
        throw err;
      }
      if (res.status === 404 || res.status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await db.deleteFrom("push_subscriptions").where("id", "=", sub.id).execute();
        return "gone";
      }
      if (res.status < 200 || res.status > 299) {
        await db
          .updateTable("push_subscriptions")
          .set((eb) => ({ failures: eb("failures", "+", 1) }))
          .where("id", "=", sub.id)
          .execute();
        throw new Error(`push service answered ${res.status}`);
      }
      await db.updateTable("push_subscriptions").set({ last_success_at: now.toISOString(), failures: 0 }).where("id", "=", sub.id).execute();
      return "sent";
    },
  };
}
