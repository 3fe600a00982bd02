import { Hono } from "hono";
import { CONTACT_THANKS, contactMessageSchema, NEWSLETTER_ALREADY, NEWSLETTER_THANKS, newsletterSchema } from "../../../lib/contact";
import { readJson } from "../../http/errors";
import type { AppEnv } from "../../http/context";
import { saveContactMessage } from "./save-contact-message";
import { subscribeNewsletter } from "./subscribe-newsletter";

export function contentRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/contact", async (c) => {
    const input = await readJson(c, contactMessageSchema);
    await saveContactMessage(c.var.services.database.db, input);
    return c.json({ success: true, message: CONTACT_THANKS }, 201);
  });

  r.post("/newsletter/subscribe", async (c) => {
    const { email } = await readJson(c, newsletterSchema);
    const created = await subscribeNewsletter(c.var.services.database.db, email);
    return c.json({ success: true, message: created ? NEWSLETTER_THANKS : NEWSLETTER_ALREADY }, created ? 201 : 200);
  });

  return r;
}
