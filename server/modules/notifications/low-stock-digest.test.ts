import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOW_STOCK } from "../../../lib/variants";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { DIGEST_REMIND_DAYS, runLowStockDigest } from "./low-stock-digest";

/** 2031-03-<day> at hh:mm India time. */
const ist = (day: number, hh = 9, mm = 30) => new Date(Date.UTC(2031, 2, day, hh, mm) - (5 * 60 + 30) * 60_000);

describe("daily low-stock digest email", () => {
  let shop: TestShop;
  type V = { id: string; sku: string; name: string; options: string };
  let variants: V[];
  const digests = () => shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "like", "low-stock-digest:%").orderBy("dedupe_key").execute();

  beforeAll(async () => {
    shop = await createTestShop({ env: { PUBLIC_URL: "https://shop.example.in" } });
    // Plenty of everything, then a few run low in the tests.
    await shop.db.updateTable("product_variants").set({ stock: 100, in_stock: 1, low_stock_at: null }).execute();
    variants = await shop.db
      .selectFrom("product_variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["v.id", "v.sku", "p.name", "v.options"])
      .where("v.deleted_at", "is", null)
      .where("p.deleted_at", "is", null)
      .where("v.options", "!=", "{}")
      .orderBy("v.id")
      .limit(4)
      .execute();
    expect(variants).toHaveLength(4);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("sends nothing before 09:00 IST, and nothing when no stock is low", async () => {
    expect(await runLowStockDigest(shop.db, null, ist(1, 8, 59))).toBe("not-yet");
    expect(await runLowStockDigest(shop.db, null, ist(1))).toBe("nothing-low");
    expect(await runLowStockDigest(shop.db, null, ist(1, 15))).toBe("done-today");
    expect(await digests()).toHaveLength(0);
  });

  it("lists product, options, SKU, stock and alert level of each low variant to the sales address, once a day", async () => {
    const [a, b, c, d] = variants as [V, V, V, V];
    await shop.db.updateTable("product_variants").set({ stock: 2 }).where("id", "=", a.id).execute(); // default level
    await shop.db.updateTable("product_variants").set({ stock: 8, low_stock_at: 10 }).where("id", "=", b.id).execute(); // its own level
    await shop.db.updateTable("product_variants").set({ stock: 1, in_stock: 0 }).where("id", "=", c.id).execute(); // switched off: left out
    await shop.db.updateTable("product_variants").set({ stock: 7, low_stock_at: 3 }).where("id", "=", d.id).execute(); // above its own level

    expect(await runLowStockDigest(shop.db, "https://shop.example.in", ist(2))).toBe("queued");
    expect(await runLowStockDigest(shop.db, "https://shop.example.in", ist(2, 9, 35))).toBe("done-today");
    await Promise.all([runLowStockDigest(shop.db, null, ist(2, 10)), runLowStockDigest(shop.db, null, ist(2, 10))]);
    const sent = await digests();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    const { settings } = await shop.services.catalog.get();
    expect(mail.recipient).toBe(settings.emails.sales);
    expect(mail.dedupe_key).toBe("low-stock-digest:2031-03-02");
    expect(mail.subject).toBe(`Low stock: 2 variants – ${settings.shopName}`);
    const optionText = (v: V) => Object.values(JSON.parse(v.options) as Record<string, string>).join(" / ");
    expect(mail.text_body).toContain(`Low stock at ${settings.shopName} on 2031-03-02: 2 variants are at or below the low-stock level.`);
    expect(mail.text_body).toContain(`- ${a.name} (${optionText(a)}), SKU ${a.sku}: 2 left, alert at ${LOW_STOCK}`);
    expect(mail.text_body).toContain(`- ${b.name} (${optionText(b)}), SKU ${b.sku}: 8 left, alert at 10`);
    expect(mail.text_body.indexOf(a.sku)).toBeLessThan(mail.text_body.indexOf(b.sku)); // lowest first
    expect(mail.text_body).not.toContain(c.sku);
    expect(mail.text_body).not.toContain(d.sku);
    expect(mail.text_body).toContain("https://shop.example.in/seller/product-list");
    expect(mail.html_body).toContain(`<td style="padding:4px 12px 4px 0;border-bottom:1px solid #eee">${a.sku}</td>`);

    // Delivered through the outbox like every email.
    expect(await shop.services.outbox.drain(ist(2, 10))).toMatchObject({ sent: 1 });
  });

  it("stays quiet while nothing changes, speaks again on a change or after a week", async () => {
    const [a] = variants as [V];
    expect(await runLowStockDigest(shop.db, null, ist(3))).toBe("unchanged");
    await shop.db.updateTable("product_variants").set({ stock: 0 }).where("id", "=", a.id).execute();
    expect(await runLowStockDigest(shop.db, null, ist(4))).toBe("queued");
    const latest = (await digests()).at(-1)!;
    expect(latest.dedupe_key).toBe("low-stock-digest:2031-03-04");
    expect(latest.text_body).toContain(`SKU ${a.sku}: 0 (sold out) left`);
    for (let day = 5; day < 4 + DIGEST_REMIND_DAYS; day++) expect(await runLowStockDigest(shop.db, null, ist(day))).toBe("unchanged");
    expect(await runLowStockDigest(shop.db, null, ist(4 + DIGEST_REMIND_DAYS))).toBe("queued");
    // Restocked: nothing to say, and the next time it runs low is news.
    await shop.db.updateTable("product_variants").set({ stock: 100, low_stock_at: null }).execute();
    expect(await runLowStockDigest(shop.db, null, ist(20))).toBe("nothing-low");
    await shop.db.updateTable("product_variants").set({ stock: 0 }).where("id", "=", a.id).execute();
    expect(await runLowStockDigest(shop.db, null, ist(21))).toBe("queued");
    expect(await digests()).toHaveLength(4);
  });
});

describe("low-stock alert level in the seller's variants API", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("is saved per variant (null = the default), shown back, refused when not a whole number, and used by the product list's low-stock flag", async () => {
    const { newSeller } = await import("../../testing/sellers");
    const seller = await newSeller(shop);
    const product = await shop.db
      .selectFrom("products")
      .select("id")
      .where("options", "=", "[]")
      .where("deleted_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await shop.db.updateTable("product_variants").set({ stock: 8, in_stock: 1 }).where("product_id", "=", product.id).execute();
    type Loaded = {
      product: {
        options: unknown[];
        variants: { _id: string; sku: string; price: number; offerPrice: number; inStockSetting: boolean; updatedAt: string; lowStockAt: number | null }[];
      };
    };
    const load = async () => ((await (await seller.call("GET", `/api/seller/products/${product.id}/variants`)).json()) as Loaded).product;
    const before = await load();
    expect(before.variants[0]!.lowStockAt).toBeNull();
    const row = (lowStockAt: unknown) => {
      const v = before.variants[0]!;
      return {
        options: [],
        variants: [{ _id: v._id, updatedAt: v.updatedAt, sku: v.sku, price: v.price, offerPrice: v.offerPrice, inStock: v.inStockSetting, lowStockAt }],
      };
    };
    const bad = await seller.call("PUT", `/api/seller/products/${product.id}/variants`, row(2.5));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("variants.0.lowStockAt: Low-stock alert must be a whole number");
    const ok = await seller.call("PUT", `/api/seller/products/${product.id}/variants`, row(10));
    expect(ok.status).toBe(200);
    expect((await load()).variants[0]!.lowStockAt).toBe(10);
    const listed = (await (await seller.call("GET", "/api/seller/products")).json()) as { products: { _id: string; lowStock: { stock: number }[] }[] };
    expect(listed.products.find((p) => p._id === product.id)!.lowStock).toEqual([expect.objectContaining({ stock: 8 })]);
    expect(await runLowStockDigest(shop.db, null, ist(2))).toBe("queued");
    const mail = await shop.db.selectFrom("outbox").select("text_body").where("dedupe_key", "=", "low-stock-digest:2031-03-02").executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`SKU ${before.variants[0]!.sku}: 8 left, alert at 10`);
  });
});
