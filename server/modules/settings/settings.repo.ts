import type { Kysely } from "kysely";
import { shopSettingsSchema, type ShopSettings } from "../../../lib/shop-settings";
import type { DB } from "../../db/schema";

const SHOP_KEY = "shop";

export async function readShopSettings(db: Kysely<DB>): Promise<ShopSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SHOP_KEY).executeTakeFirst();
  if (!row) throw new Error("Shop settings are missing: the database has not been seeded");
  return shopSettingsSchema.parse(JSON.parse(row.value));
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
