import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "../../../lib/shop-settings";
import { newCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { singleVariant } from "../../testing/catalog";

let shop: TestShop;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

describe("storefront messages and sign-ups", () => {
  it("shows the seller what visitors sent, newest first", async () => {
    await shop.post(
      "/api/contact",
      { name: "Priya", email: "priya@example.com", phone: "", message: "Do you make halters in pony size?" },
      { "X-Forwarded-For": "10.3.0.1" },
    );
    await shop.post("/api/newsletter/subscribe", { email: "Rider@Example.com" }, { "X-Forwarded-For": "10.3.0.2" });
    await shop.post("/api/newsletter/subscribe", { email: "pending@example.com" }, { "X-Forwarded-For": "10.3.0.2" });
    // Double opt-in: rider opens the link mailed to them; pending never does, and is not counted.
    const mail = await shop.db.selectFrom("outbox").select("text_body").where("recipient", "=", "rider@example.com").executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    expect((await shop.post("/api/newsletter/confirm", { token }, { "X-Forwarded-For": "10.3.0.3" })).status).toBe(200);
    const messages = (await (await seller.call("GET", "/api/seller/messages")).json()) as { messages: { name: string; message: string }[] };
    expect(messages.messages[0]).toMatchObject({ name: "Priya", message: "Do you make halters in pony size?" });
    const subs = (await (await seller.call("GET", "/api/seller/subscribers")).json()) as { total: number; subscribers: { email: string }[] };
    expect(subs.total).toBe(1);
    expect(subs.subscribers[0]!.email).toBe("rider@example.com");
  });
});

describe("shop settings", () => {
  it("are edited by the seller, validated, and every page shows the change", async () => {
    const { settings } = (await (await seller.call("GET", "/api/seller/settings")).json()) as { settings: ShopSettings };
    const next = { ...settings, tagline: "Made by hand in Kanpur since 2024", pricing: { ...settings.pricing, shippingFeePaise: 4900 } };
    const res = await seller.call("PUT", "/api/seller/settings", { settings: next });
    expect(res.status).toBe(200);
    expect((await shop.services.catalog.get()).settings).toMatchObject({ tagline: "Made by hand in Kanpur since 2024", pricing: { shippingFeePaise: 4900 } });
    // The new shipping fee is what the next order is charged.
    const buyer = await newCustomer(shop);
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    const placed = (await (
      await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId })
    ).json()) as { orderId: string };
    const { order } = (await (await buyer.call("GET", `/api/order/${placed.orderId}`)).json()) as { order: { shippingFee: number } };
    expect(order.shippingFee).toBe(49);

    const bad = await seller.call("PUT", "/api/seller/settings", { settings: { ...settings, gstin: "not-a-gstin" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("gstin");
  });

  it("are the seller's alone", async () => {
    const buyer = await newCustomer(shop);
    for (const [m, p] of [
      ["GET", "/api/seller/settings"],
      ["PUT", "/api/seller/settings"],
      ["GET", "/api/seller/messages"],
      ["GET", "/api/seller/subscribers"],
    ] as const) {
      expect((await buyer.call(m, p, m === "PUT" ? { settings: {} } : undefined)).status).toBe(401);
    }
  });
});

describe("social links", () => {
  it("are https: only; a link stored before the rule is left out instead of failing every page", async () => {
    const { settings } = (await (await seller.call("GET", "/api/seller/settings")).json()) as { settings: ShopSettings };
    for (const url of ["http://instagram.com/shop", "javascript:alert(1)", "data:text/html,hi", "ftp://x.example/y"]) {
      const res = await seller.call("PUT", "/api/seller/settings", { settings: { ...settings, social: [{ network: "instagram", url }] } });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain("https://");
    }
    const ok = await seller.call("PUT", "/api/seller/settings", {
      settings: { ...settings, social: [{ network: "instagram", url: "https://instagram.com/shop" }] },
    });
    expect(ok.status).toBe(200);

    const row = await shop.db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow();
    const legacy = {
      ...JSON.parse(row.value),
      social: [
        { network: "facebook", url: "http://facebook.com/old" },
        { network: "instagram", url: "https://instagram.com/shop" },
      ],
    };
    await shop.db
      .updateTable("settings")
      .set({ value: JSON.stringify(legacy) })
      .where("key", "=", "shop")
      .execute();
    const { readShopSettings } = await import("../settings/settings.repo");
    expect((await readShopSettings(shop.db)).social).toEqual([{ network: "instagram", url: "https://instagram.com/shop" }]);
  });
});
