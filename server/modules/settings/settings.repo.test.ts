import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { ShopSettings } from "../../../lib/shop-settings";
import { readShopSettings, readShopSettingsRow, writeShopSettings } from "./settings.repo";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe("reading the shop settings (the parsed copy is kept by the stored text)", () => {
  it("the settings in force cannot be changed by a reader; a form's copy can, and never changes what the next reader gets", async () => {
    const first = await readShopSettings(shop.db);
    const name = first.shopName;
    expect(() => {
      first.shopName = "Changed in memory";
    }).toThrow(TypeError);
    expect(() => {
      first.shippingRules.itemGrams = 1;
    }).toThrow(TypeError);
    const { settings: draft } = await readShopSettingsRow(shop.db);
    draft.shopName = "Changed in memory";
    draft.shippingRules.itemGrams = 1;
    const again = await readShopSettings(shop.db);
    expect(again.shopName).toBe(name);
    expect(again.shippingRules.itemGrams).not.toBe(1);
    expect((await readShopSettingsRow(shop.db)).settings.shopName).toBe(name);
  });

  it("a save is read at once, and a save made behind the process's back (another instance) too", async () => {
    const { settings, updatedAt } = await readShopSettingsRow(shop.db);
    expect(await writeShopSettings(shop.db, { ...settings, shopName: "Bandhan Saddlery" }, updatedAt)).not.toBeNull();
    expect((await readShopSettings(shop.db)).shopName).toBe("Bandhan Saddlery");
    // Another instance's save (a name of the same length: only the version tells).
    const other = JSON.parse((await shop.db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow()).value) as ShopSettings;
    expect(await writeShopSettings(shop.db, { ...other, shopName: "Bandhan Saddlerx" })).not.toBeNull();
    expect((await readShopSettings(shop.db)).shopName).toBe("Bandhan Saddlerx");
    // A change made by hand in the database, version untouched.
    await shop.db
      .updateTable("settings")
      .set({ value: JSON.stringify({ ...other, shopName: "Bandhan Tack House" }) })
      .where("key", "=", "shop")
      .execute();
    expect((await readShopSettings(shop.db)).shopName).toBe("Bandhan Tack House");
    // By hand again, the same number of characters but not of bytes (a Hindi name for a Latin one of equal length).
    const latin = "Bandhan Tackroom";
    const hindi = "बंधन टैक हाउस घर";
    expect([...hindi].length).toBe(latin.length);
    for (const name of [latin, hindi]) {
      await shop.db
        .updateTable("settings")
        .set({ value: JSON.stringify({ ...other, shopName: name }) })
        .where("key", "=", "shop")
        .execute();
      expect((await readShopSettings(shop.db)).shopName).toBe(name);
    }
  });
});
