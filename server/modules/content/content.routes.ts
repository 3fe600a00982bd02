import { Hono, type Context } from "hono";
import {
  CONTACT_THANKS,
  contactMessageSchema,
  HONEYPOT_FIELD,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_BAD,
  NEWSLETTER_THANKS,
  newsletterConfirmSchema,
  newsletterSchema,
} from "../../../lib/contact";
import { HttpError, readJson } from "../../http/errors";
import type { AppEnv } from "../../http/context";
import { enforcePublicFormLimits } from "../../http/rate-limit";
import { siteOrigin } from "../catalog/seo.routes";
import { saveContactMessage } from "./save-contact-message";
import { confirmNewsletter, subscribeNewsletter } from "./subscribe-newsletter";

/** Per address (IPv6 by /64) and for the whole shop, an hour: a flood from many addresses still stops at the global cap. */
export const CONTENT_LIMITS = {
  contact: { perAddress: 5, global: 300 },
  newsletter: { perAddress: 10, global: 500 },
} as const;

const limits = (c: Context<AppEnv>, form: keyof typeof CONTENT_LIMITS) => enforcePublicFormLimits(c, form, CONTENT_LIMITS[form]);

export function contentRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/contact", async (c) => {
    const { [HONEYPOT_FIELD]: trap, ...input } = await readJson(c, contactMessageSchema);
    await limits(c, "contact");
    // The honeypot was filled: a bot. Same answer as a success, nothing stored.
    if (!trap) await saveContactMessage(c.var.services.database.db, input);
    return c.json({ success: true, message: CONTACT_THANKS }, 201);
  });

  r.post("/newsletter/subscribe", async (c) => {
    const { email, [HONEYPOT_FIELD]: trap } = await readJson(c, newsletterSchema);
    await limits(c, "newsletter");
    const { config, database } = c.var.services;
    if (!trap) await subscribeNewsletter(database.db, email, siteOrigin(config.publicUrl, c.req.url));
    // One answer for a new, a pending and a confirmed address (and a bot): it tells nobody who subscribes.
    return c.json({ success: true, message: NEWSLETTER_THANKS });
  });

  r.post("/newsletter/confirm", async (c) => {
    const { token } = await readJson(c, newsletterConfirmSchema);
    await limits(c, "newsletter");
    if (!(await confirmNewsletter(c.var.services.database.db, token))) throw new HttpError(400, NEWSLETTER_LINK_BAD);
    return c.json({ success: true, message: NEWSLETTER_CONFIRMED });
  });

  return r;
}
