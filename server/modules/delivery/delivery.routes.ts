import { Hono } from "hono";
import type { ApiDeliveryPromise } from "../../../lib/delivery";
import { hindiMessage } from "../../../lib/messages-hi";
import { requestLang } from "../../http/api-language";
import type { AppEnv } from "../../http/context";
import { clientAddressKey } from "../../http/client-ip";
import { HttpError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { UNKNOWN_PIN } from "../addresses/pin-directory";
import { estimateDelivery } from "./delivery";

/** PIN checks one address may have answered by the courier in an hour (the cache answers repeats without asking). */
export const COURIER_QUESTIONS_PER_HOUR = 60;

export function deliveryRoutes() {
  const r = new Hono<AppEnv>();

  /**
   * By when an order placed now reaches a PIN, and whether it may be paid in cash there (issue 18): the product
   * page's PIN check and the cart ask it. Public: it says nothing about anyone.
   */
  r.get("/delivery/:pin", async (c) => {
    const pin = c.req.param("pin");
    if (!/^\d{6}$/.test(pin)) throw new HttpError(400, "PIN code must be 6 digits");
    const { services } = c.var;
    const { settings } = await services.catalog.get();
    // Each PIN a visitor checks may be a question to the courier: past COURIER_QUESTIONS_PER_HOUR from one address,
    // the shop's zones answer (nobody is refused; the courier's quota is not spent by someone walking every PIN).
    const askCourier = services.shipping.serviceability
      ? (await hitRateLimit(services.database.db, `delivery:${clientAddressKey(c, services.config.trustProxy)}`, COURIER_QUESTIONS_PER_HOUR, 3_600_000)).allowed
      : false;
    const estimate = await estimateDelivery(services, settings, pin, { askCourier });
    if (!estimate) throw new HttpError(404, UNKNOWN_PIN);
    const reason = estimate.codReason && (requestLang(c) === "hi" ? hindiMessage(estimate.codReason) : estimate.codReason);
    const body: ApiDeliveryPromise = {
      success: true,
      ...estimate.place,
      zone: estimate.zone,
      serviceable: estimate.serviceable,
      days: estimate.days,
      deliveryBy: estimate.deliveryBy,
      source: estimate.source,
      cod: estimate.cod,
      ...(reason ? { codReason: reason } : {}),
    };
    // The date moves at midnight and with the settings: a short private cache.
    c.header("Cache-Control", "private, max-age=300");
    return c.json(body);
  });

  return r;
}
