import { Hono } from "hono";
import { OWNER_ONLY } from "../../../lib/seller";
import { ownerOnly, sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { encodeUpload, KEEP_SHAPE, storeImages, UPLOAD_FAILED } from "../catalog/product-images";
import { readForm } from "../catalog/seller-products.routes";
import { checkSettings, saveSettingsBody, saveShopSettings } from "../settings/save-settings";
import { readShopSettingsRow } from "../settings/settings.repo";

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
    return c.json({
      success: true,
      messages: rows.map((m) => ({ _id: m.id, name: m.name, email: m.email, phone: m.phone, message: m.message, createdAt: m.created_at })),
    });
  });

  r.get("/seller/subscribers", sellerOnly, async (c) => {
    const { db } = c.var.services.database;
    const [rows, total] = await Promise.all([
      // Double opt-in: only addresses whose owner confirmed count.
      db
        .selectFrom("newsletter_subscribers")
        .select(["email", "created_at"])
        .where("confirmed_at", "is not", null)
        .orderBy("created_at", "desc")
        .limit(500)
        .execute(),
      db
        .selectFrom("newsletter_subscribers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("confirmed_at", "is not", null)
        .executeTakeFirstOrThrow(),
    ]);
    return c.json({ success: true, total: Number(total.n), subscribers: rows.map((s) => ({ email: s.email, createdAt: s.created_at })) });
  });

  // Owner only, reading too: settings will hold keys (web push), and no staff task needs them (decision record 016).
  r.get("/seller/settings", ownerOnly(OWNER_ONLY.settingsRead), async (c) => {
    // From the database, not the catalogue cache: the form needs the version it edits (`updatedAt`).
    const { settings, updatedAt } = await readShopSettingsRow(c.var.services.database.db);
    return c.json({ success: true, settings, updatedAt });
  });

  /** The one place settings are saved. */
  r.put("/seller/settings", ownerOnly(OWNER_ONLY.settings), async (c) => {
    const body = await readJson(c, saveSettingsBody);
    const checked = checkSettings(body.settings);
    if ("issues" in checked) return c.json({ success: false, message: checked.message, issues: checked.issues }, 400);
    const { settings, updatedAt } = await saveShopSettings(c.var.services, checked.settings, body.updatedAt);
    return c.json({ success: true, message: "Settings saved", settings, updatedAt });
  });

  /** A picture for the settings (founder photo, about, brand, gallery): checked, re-encoded, kept in its own shape. */
  r.post("/seller/settings/picture", ownerOnly(OWNER_ONLY.settings), async (c) => {
    const { fields, files } = await readForm(c);
    if (files.length !== 1) throw new HttpError(400, `${UPLOAD_FAILED}: send exactly one image`);
    if (Object.keys(fields).length > 0) throw new HttpError(400, `Unknown field: ${Object.keys(fields).join(", ")}`);
    const [fileName] = await storeImages(c.var.services.storage, [await encodeUpload(files[0]!, KEEP_SHAPE)]);
    return c.json({ success: true, fileName }, 201);
  });

  return r;
}
