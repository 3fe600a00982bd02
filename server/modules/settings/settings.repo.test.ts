import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { readShopSettings, readShopSettingsRow, writeShopSettings } from "./settings.repo";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe("reading the shop settings (the parsed copy is kept by the stored text)", () => {
  it("a caller changing what it read never changes what the next reader gets", async () => {
    const first = await readShopSettings(shop.db);
    const name = first.shopName;
    first.shopName = "Changed in memory";
    first.shippingRules.itemGrams = 1;
    const again = await readShopSettings(shop.db);
    expect(again.shopName).toBe(name);
    expect(again.shippingRules.itemGrams).not.toBe(1);
  });

  it("a save is read at once, and a save made behind the process's back (another instance) too", async () => {
    const { settings, updatedAt } = await readShopSettingsRow(shop.db);
    expect(await writeShopSettings(shop.db, { ...settings, shopName: "Bandhan Saddlery" }, updatedAt)).not.toBeNull();
    expect((await readShopSettings(shop.db)).shopName).toBe("Bandhan Saddlery");
    // Another instance's save: only the row changes.
    const row = await shop.db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow();
    const value = JSON.parse(row.value) as { shopName: string };
    await shop.db
      .updateTable("settings")
      .set({ value: JSON.stringify({ ...value, shopName: "Bandhan Tack House" }) })
      .where("key", "=", "shop")
      .execute();
    expect((await readShopSettings(shop.db)).shopName).toBe("Bandhan Tack House");
  });
});
