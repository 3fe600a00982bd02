import { Hono } from "hono";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../../../lib/push";
import { requireSeller, sellerOnly } from "../../../http/auth";
import type { AppEnv } from "../../../http/context";
import { HttpError, readJson } from "../../../http/errors";
import { endpointProblem } from "./endpoint";
import { removeSubscription, saveSubscription } from "./subscriptions";

/** New-order notifications: the back office subscribes the seller's browser (Web Push, VAPID). */
export function pushRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/seller/push/public-key", sellerOnly, (c) => c.json({ success: true, publicKey: c.var.services.pushPublicKey }));

  r.post("/seller/push/subscribe", sellerOnly, async (c) => {
    const seller = await requireSeller(c);
    const sub = await readJson(c, pushSubscriptionSchema);
    const problem = endpointProblem(sub.endpoint, c.var.services.config.pushAllowLoopback);
    if (problem) throw new HttpError(400, problem);
    const userAgent = (c.req.header("user-agent") ?? "").slice(0, 300);
    await saveSubscription(c.var.services.database.db, seller.id, sub, userAgent);
    return c.json({ success: true, message: "Order notifications are on" }, 201);
  });

  r.post("/seller/push/unsubscribe", sellerOnly, async (c) => {
    const seller = await requireSeller(c);
    const { endpoint } = await readJson(c, pushUnsubscribeSchema);
    await removeSubscription(c.var.services.database.db, seller.id, endpoint);
    return c.json({ success: true, message: "Order notifications are off" });
  });

  return r;
}
