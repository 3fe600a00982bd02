import { Hono } from "hono";
import { z } from "zod";
import { shopSettingsSchema } from "../../../lib/shop-settings";
import { sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { describeZodError, HttpError, readJson } from "../../http/errors";
import { bumpCatalogVersion } from "../catalog/catalog.repo";
import { writeShopSettings } from "../settings/settings.repo";

const PAGE = 50;
const BEFORE = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** What a shop owner expects beside orders and products: the storefront's messages and sign-ups, and the shop's settings. */
export function backOfficeRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/seller/messages", sellerOnly, async (c) => {
    const before = c.req.query("before");
    if (before && !BEFORE.test(before)) throw new HttpError(400, "before must be a timestamp");
    let q = c.var.services.database.db.selectFrom("contact_messages").selectAll();
    if (before) q = q.where("created_at", "<", before);
    const rows = await q.orderBy("created_at", "desc").limit(PAGE).execute();
    return c.json({ success: true, messages: rows.map((m) => ({ _id: m.id, name: m.name, email: m.email, phone: m.phone, message: m.message, createdAt: m.created_at })) });
  });

  r.get("/seller/subscribers", sellerOnly, async (c) => {
    const { db } = c.var.services.database;
    const [rows, total] = await Promise.all([
      // Double opt-in: only addresses whose owner confirmed count.
      db.selectFrom("newsletter_subscribers").select(["email", "created_at"]).where("confirmed_at", "is not", null).orderBy("created_at", "desc").limit(500).execute(),
      db.selectFrom("newsletter_subscribers").select((eb) => eb.fn.countAll<number>().as("n")).where("confirmed_at", "is not", null).executeTakeFirstOrThrow(),
    ]);
    return c.json({ success: true, total: Number(total.n), subscribers: rows.map((s) => ({ email: s.email, createdAt: s.created_at })) });
  });

  r.get("/seller/settings", sellerOnly, async (c) => {
    return c.json({ success: true, settings: (await c.var.services.catalog.get()).settings });
  });

  r.put("/seller/settings", sellerOnly, async (c) => {
    const { settings } = await readJson(c, z.strictObject({ settings: z.unknown() }));
    const parsed = shopSettingsSchema.safeParse(settings);
    if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
    const { services } = c.var;
    await services.database.db.transaction().execute(async (trx) => {
      await writeShopSettings(trx, parsed.data);
      await bumpCatalogVersion(trx); // every page shows the settings: drop cached pages everywhere
    });
    services.catalog.invalidate();
    return c.json({ success: true, message: "Settings saved", settings: parsed.data });
  });

  return r;
}
