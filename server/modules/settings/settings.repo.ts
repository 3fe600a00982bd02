import type { Kysely } from "kysely";
import { shopSettingsSchema, type ShopSettings } from "../../../lib/shop-settings";
import type { DB } from "../../db/schema";

const SHOP_KEY = "shop";

export async function readShopSettings(db: Kysely<DB>): Promise<ShopSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SHOP_KEY).executeTakeFirst();
  if (!row) throw new Error("Shop settings are missing: the database has not been seeded");
  return shopSettingsSchema.parse(withoutLegacySocialLinks(JSON.parse(row.value)));
}

/** Settings saved before social links had to be https: such links are left out instead of failing every page. */
function withoutLegacySocialLinks(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { social?: unknown }).social)) return value;
  const social = ((value as { social: unknown[] }).social).filter((s) => typeof (s as { url?: unknown })?.url === "string" && (s as { url: string }).url.startsWith("https://"));
  return { ...value, social };
}

export async function writeShopSettings(db: Kysely<DB>, settings: ShopSettings): Promise<void> {
  const value = JSON.stringify(shopSettingsSchema.parse(settings));
  const updated_at = new Date().toISOString();
  await db
    .insertInto("settings")
    .values({ key: SHOP_KEY, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}
