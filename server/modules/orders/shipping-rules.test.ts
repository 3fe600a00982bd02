import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { cartLineView, lineOrderable } from "../../../lib/cart-line";
import type { ApiDeliveryPromise } from "../../../lib/delivery";
import { stateByName } from "../../../lib/india";
import { buildInvoice } from "../../../lib/invoice";
import { istDate } from "../../../lib/india-time";
import { rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { codRefusal, codRefusalText, DEFAULT_SHIPPING_RULES, priceCheckout, type ShippingRules } from "../../../lib/shipping-rules";
import type { ShopSettings } from "../../../lib/shop-settings";
import { parseCsv } from "../../testing/csv";
import { newCustomer, PUNE, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { bumpCatalogVersion } from "../catalog/catalog.repo";
import { saveShopSettings } from "../settings/save-settings";
import { readShopSettings } from "../settings/settings.repo";

/**
 * Issue 18, item 3 (decision 029): the shop's shipping and cash-on-delivery rules, applied by the server's pricing
 * exactly as the cart shows them. The demo shop is in Kanpur (208022); its demo prices exclude GST (12 % on most
 * products) and shipping is a flat, untaxed ₹39.
 */
let shop: TestShop;
let seller: TestSeller;
let original: ShopSettings;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  original = await readShopSettings(shop.db);
});
afterAll(async () => {
  await shop.close();
});

async function withSettings(change: (s: ShopSettings) => void) {
  const s = structuredClone(original);
  change(s);
  await saveShopSettings(shop.services, s, undefined);
}
type RulesPatch = Partial<Omit<ShippingRules, "cod" | "slabs">> & { cod?: Partial<ShippingRules["cod"]>; slabs?: Partial<ShippingRules["slabs"]> };
const rules = (patch: RulesPatch) => (s: ShopSettings) => {
  s.shippingRules = {
    ...DEFAULT_SHIPPING_RULES,
    ...patch,
    cod: { ...DEFAULT_SHIPPING_RULES.cod, ...patch.cod },
    slabs: { ...DEFAULT_SHIPPING_RULES.slabs, ...patch.slabs },
  };
};
const productId = async (sku: string) => (await shop.db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;
const orderOf = async (who: TestCustomer, id: string) => ((await (await who.call("GET", `/api/order/${id}`)).json()) as { order: ApiOrder }).order;
const countOrders = async () =>
  Number(
    (
      await shop.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("shipping charges", () => {
  it("free at or above the order value the seller sets (the items' value with GST), the flat fee below it", async () => {
    const halter = await productId("BB-HH-003");
    const unit = (await shop.db.selectFrom("product_variants").select(["offer_price_paise"]).where("product_id", "=", halter).executeTakeFirstOrThrow())
      .offer_price_paise;
    const gross = (q: number) => q * unit + 2 * Math.round((q * unit * 600) / 10_000); // 12 % GST, CGST + SGST
    await withSettings(rules({ freeAbovePaise: gross(2) }));
    const asha = await newCustomer(shop);
    const one = (await (await asha.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: asha.addressId })).json()) as {
      orderId: string;
    };
    const two = (await (await asha.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 2 }], address: asha.addressId })).json()) as {
      orderId: string;
    };
    expect((await orderOf(asha, one.orderId)).shippingFee).toBe(39);
    const free = await orderOf(asha, two.orderId);
    expect(free).toMatchObject({ shippingFee: 0, codFee: 0, amount: gross(2) / 100 });
    expect(buildInvoice(free).lines.map((l) => l.description)).not.toContain("Shipping charges");
    await withSettings(() => undefined);
  });

  it("by weight per zone: the first slab, then each further slab or part of one; variants' own weights, the default for the rest", async () => {
    await withSettings(
      rules({
        slabs: {
          on: true,
          slabGrams: 500,
          first: { city: 3000, state: 4500, rest: 6000, far: 9000 },
          extra: { city: 1000, state: 1500, rest: 2000, far: 3000 },
        },
        itemGrams: 400,
      }),
    );
    const halter = await productId("BB-HH-003");
    const collar = await productId("BB-DC-004");
    const seeded = await shop.db.selectFrom("product_variants").select(["id", "weight_grams"]).where("product_id", "in", [halter, collar]).execute();
    await shop.db.updateTable("product_variants").set({ weight_grams: 650 }).where("product_id", "=", halter).execute();
    await shop.db.updateTable("product_variants").set({ weight_grams: null }).where("product_id", "=", collar).execute();
    await bumpCatalogVersion(shop.db);
    shop.services.catalog.invalidate();
    // 2 × 650 g + 1 × 400 g (no weight set) = 1,700 g: the first 500 g and three further slabs.
    const items = [
      { product: halter, quantity: 2 },
      { product: collar, quantity: 1 },
    ];
    const kanpur = await newCustomer(shop);
    const pune = await newCustomer(shop, { address: PUNE });
    const near = (await (await kanpur.call("POST", "/api/order/cod", { items, address: kanpur.addressId })).json()) as { orderId: string };
    const far = (await (await pune.call("POST", "/api/order/cod", { items, address: pune.addressId })).json()) as { orderId: string };
    expect((await orderOf(kanpur, near.orderId)).shippingFee).toBe(30 + 3 * 10);
    expect((await orderOf(pune, far.orderId)).shippingFee).toBe(60 + 3 * 20);
    for (const v of seeded) await shop.db.updateTable("product_variants").set({ weight_grams: v.weight_grams }).where("id", "=", v.id).execute();
    await bumpCatalogVersion(shop.db);
    await withSettings(() => undefined);
  });
});

describe("cash on delivery", () => {
  it("a COD fee is part of the shipping charge of a COD order only, and the order page, invoice, email and CSV say how much", async () => {
    await withSettings(rules({ cod: { feePaise: 3000 } }));
    const asha = await newCustomer(shop);
    const product = await productId("BB-HH-003");
    const cod = (await (await asha.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: asha.addressId })).json()) as {
      orderId: string;
    };
    const order = await orderOf(asha, cod.orderId);
    expect(order).toMatchObject({ shippingFee: 69, codFee: 30 });
    expect(buildInvoice(order).lines.at(-1)).toMatchObject({ description: "Shipping charges (incl. COD fee ₹30.00)", taxablePaise: 6900 });
    const mail = await shop.db.selectFrom("outbox").select("text_body").where("dedupe_key", "=", `order-confirmation:${cod.orderId}`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("₹69.00 (incl. ₹30.00 Cash on Delivery fee)");
    const today = istDate(new Date());
    const csv = parseCsv(await (await seller.call("GET", `/api/seller/orders.csv?from=${today}&to=${today}`)).text());
    const header = csv[0]!;
    const row = csv.find((r) => r.includes(cod.orderId))!;
    expect([row[header.indexOf("Shipping charge")], row[header.indexOf("COD fee")]]).toEqual(["69.00", "30.00"]);

    const started = await asha.call("POST", "/api/order/razorpay", { items: [{ product, quantity: 1 }], address: asha.addressId });
    expect(started.status).toBe(200);
    const online = (await started.json()) as { receipt: string };
    expect(await orderOf(asha, online.receipt)).toMatchObject({ shippingFee: 39, codFee: 0 });
    await withSettings(() => undefined);
  });

  it.each([
    ["a listed PIN", { blockedPins: ["411005"] }, "Cash on Delivery is not available for PIN 411005", "PIN 411005 पर कैश ऑन डिलीवरी उपलब्ध नहीं है"],
    ["a listed state", { blockedStates: ["27"] }, "Cash on Delivery is not available in Maharashtra", "महाराष्ट्र में कैश ऑन डिलीवरी उपलब्ध नहीं है"],
    [
      "a total above the limit",
      { maxPaise: 50_000 },
      "Cash on Delivery is available for orders up to ₹500. Please pay online.",
      "कैश ऑन डिलीवरी ₹500 तक के ऑर्डर पर ही है। कृपया ऑनलाइन भुगतान करें।",
    ],
  ])("is refused for %s with the reason (400, in Hindi from a Hindi page), nothing written; online payment still goes", async (_, cod, message, hindi) => {
    await withSettings(rules({ cod }));
    const rohan = await newCustomer(shop, { address: PUNE });
    const product = await productId("BB-HH-003");
    const before = await countOrders();
    const stock = await shop.db.selectFrom("product_variants").select("stock").where("product_id", "=", product).executeTakeFirstOrThrow();
    const refused = await rohan.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: rohan.addressId });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message });
    const inHindi = await rohan.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: rohan.addressId }, { "X-Shop-Lang": "hi" });
    expect(((await inHindi.json()) as { message: string }).message).toBe(hindi);
    expect(await countOrders()).toBe(before);
    expect(await shop.db.selectFrom("product_variants").select("stock").where("product_id", "=", product).executeTakeFirstOrThrow()).toEqual(stock);
    expect((await rohan.call("POST", "/api/order/razorpay", { items: [{ product, quantity: 1 }], address: rohan.addressId })).status).toBe(200);
    await withSettings(() => undefined);
  });

  it("the seller's rules are checked field by field in Settings", async () => {
    const res = await seller.call("PUT", "/api/seller/settings", {
      settings: {
        ...original,
        shippingRules: {
          ...DEFAULT_SHIPPING_RULES,
          freeAbovePaise: -1,
          cod: { ...DEFAULT_SHIPPING_RULES.cod, blockedPins: ["411005", "12345"], blockedStates: ["99"] },
        },
      },
    });
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "shippingRules.freeAbovePaise", message: "Cannot be negative" },
        { path: "shippingRules.cod.blockedPins.1", message: "Each PIN code is 6 digits and does not start with 0" },
        { path: "shippingRules.cod.blockedStates.0", message: "Choose states from the list" },
      ]),
    );
  });
});

describe("the cart's totals are the order's (property)", () => {
  const PLACES = [
    { zipCode: "208001", city: "Kanpur", state: "Uttar Pradesh" },
    { zipCode: "226001", city: "Lucknow", state: "Uttar Pradesh" },
    { zipCode: "411005", city: "Pune", state: "Maharashtra" },
    { zipCode: "600001", city: "Chennai", state: "Tamil Nadu" },
    { zipCode: "781001", city: "Guwahati", state: "Assam" },
  ];
  const paise = (max: number) => fc.integer({ min: 0, max });
  const zonePrices = fc.record({ city: paise(20_000), state: paise(20_000), rest: paise(20_000), far: paise(20_000) });
  const settingsArb = fc.record({
    pricesIncludeTax: fc.boolean(),
    shippingTaxed: fc.boolean(),
    shippingFeePaise: paise(20_000),
    rules: fc.record({
      freeAbovePaise: fc.option(paise(600_000), { nil: null }),
      slabs: fc.record({ on: fc.boolean(), slabGrams: fc.constantFrom(250, 500, 1000), first: zonePrices, extra: zonePrices }),
      itemGrams: fc.integer({ min: 50, max: 3000 }),
      cod: fc.record({
        feePaise: paise(10_000),
        maxPaise: fc.option(fc.integer({ min: 50_000, max: 1_000_000 }), { nil: null }),
        blockedPins: fc.subarray(
          PLACES.map((p) => p.zipCode),
          { maxLength: 1 },
        ),
        blockedStates: fc.subarray(["27", "18"], { maxLength: 1 }),
      }),
    }),
  });

  it("for random settings, carts, weights, addresses and ways to pay, the order's total and refusal are what the cart showed", async () => {
    const list = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
    const pool = list.filter((p) => p.inStock && (p.variants ?? []).some((v) => v.inStock && v.left === undefined)).slice(0, 8);
    const seeded = await shop.db
      .selectFrom("product_variants")
      .select(["id", "weight_grams", "stock"])
      .where(
        "product_id",
        "in",
        pool.map((p) => p._id),
      )
      .execute();
    // Plenty of stock for 30 orders (put back after).
    await shop.db
      .updateTable("product_variants")
      .set({ stock: 10_000 })
      .where(
        "product_id",
        "in",
        pool.map((p) => p._id),
      )
      .where("stock", "is not", null)
      .execute();
    await fc.assert(
      fc.asyncProperty(
        settingsArb,
        fc.uniqueArray(
          fc.record({
            at: fc.nat(pool.length - 1),
            quantity: fc.integer({ min: 1, max: 3 }),
            weight: fc.option(fc.integer({ min: 50, max: 2500 }), { nil: null }),
          }),
          { minLength: 1, maxLength: 3, selector: (l) => l.at },
        ),
        fc.constantFrom(...PLACES),
        fc.constantFrom("COD" as const, "Online" as const),
        async (set, picks, place, payment) => {
          await withSettings((s) => {
            s.pricing = { ...s.pricing, pricesIncludeTax: set.pricesIncludeTax, shippingTaxed: set.shippingTaxed, shippingFeePaise: set.shippingFeePaise };
            s.shippingRules = set.rules;
          });
          // Each chosen product's first variant on sale (not low on stock), with the weight the run gives it.
          const chosen = picks.map((p) => ({
            product: pool[p.at]!,
            variant: pool[p.at]!.variants!.find((v) => v.inStock && v.left === undefined)!,
            quantity: p.quantity,
            weight: p.weight,
          }));
          for (const c of chosen) await shop.db.updateTable("product_variants").set({ weight_grams: c.weight }).where("id", "=", c.variant._id).execute();
          await bumpCatalogVersion(shop.db);
          shop.services.catalog.invalidate();

          // The cart, as app/routes/cart.tsx prices it: the public products and settings, the zone from the delivery API.
          const products = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
          const settings = (await shop.services.catalog.get()).settings;
          const promise = (await (await shop.app.request(`/api/delivery/${place.zipCode}`)).json()) as ApiDeliveryPromise;
          const lines = chosen.map((c) => {
            const product = products.find((p) => p._id === c.product._id)!;
            return cartLineView(c.variant._id, c.quantity, { product, variant: product.variants!.find((v) => v._id === c.variant._id)! });
          });
          expect(lines.every(lineOrderable)).toBe(true);
          const state = stateByName(place.state)!;
          const input = (pay: "COD" | "Online") => ({
            lines: lines.map((l) => ({
              productId: l.id,
              name: l.product!.name,
              unitPricePaise: rupeesToPaise(l.product!.offerPrice),
              quantity: l.qty,
              gstRateBp: Math.round(l.product!.gstRate * 100),
              hsnCode: l.product!.hsnCode,
              weightGrams: l.weightGrams,
            })),
            pricing: settings.pricing,
            rules: settings.shippingRules,
            shopStateCode: settings.address.stateCode,
            delivery: { stateCode: state.code, zone: promise.zone },
            payment: pay,
          });
          const cart = priceCheckout(input(payment));
          const refusal =
            payment === "COD"
              ? codRefusal(settings.shippingRules, { pin: place.zipCode, stateCode: state.code, stateName: state.name }, cart.totalPaise)
              : null;

          const buyer = await newCustomer(shop, { address: { ...PUNE, ...place } });
          const items = chosen.map((c) => ({ product: c.product._id, variant: c.variant._id, quantity: c.quantity }));
          const res = await buyer.call("POST", payment === "COD" ? "/api/order/cod" : "/api/order/razorpay", { items, address: buyer.addressId });
          if (refusal) {
            expect(res.status).toBe(400);
            expect(((await res.json()) as { message: string }).message).toBe(codRefusalText(refusal));
            return;
          }
          expect(res.status).toBe(payment === "COD" ? 201 : 200);
          const body = (await res.json()) as { orderId: string; receipt?: string };
          const order = await orderOf(buyer, body.receipt ?? body.orderId);
          expect(rupeesToPaise(order.amount)).toBe(cart.totalPaise);
          expect([rupeesToPaise(order.shippingFee), rupeesToPaise(order.codFee)]).toEqual([cart.shippingPaise, cart.codFeePaise]);
        },
      ),
      { numRuns: 30 },
    );
    for (const v of seeded)
      await shop.db.updateTable("product_variants").set({ weight_grams: v.weight_grams, stock: v.stock }).where("id", "=", v.id).execute();
    await bumpCatalogVersion(shop.db);
    await withSettings(() => undefined);
  }, 120_000);
});
