import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_POLICIES_HI } from "../../../lib/default-policies-hi";
import { localiseSettings } from "../../../lib/localise-settings";
import { fillPolicy } from "../../../lib/policy-text";
import { SHORT_MAX, TEXT_MAX, type ShopSettings } from "../../../lib/shop-settings";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { readShopSettings } from "./settings.repo";

let shop: TestShop;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

type Loaded = { settings: ShopSettings; updatedAt: string };
type Refusal = { success: false; message: string; issues?: { path: string; message: string }[] };
const load = async () => (await (await seller.call("GET", "/api/seller/settings")).json()) as Loaded;
const save = (settings: unknown, updatedAt: string) => seller.call("PUT", "/api/seller/settings", { settings, updatedAt });
const hiPage = async () => localiseSettings((await shop.services.catalog.get()).settings, "hi");

describe("the seller's texts in Hindi (Settings → Hindi)", () => {
  it("the demo shop comes with Hindi texts, and the API's settings carry them", async () => {
    const { settings } = await load();
    expect(settings.translations.hi.banners?.[0]?.headline).toBe("हर घोड़े के लिए हाथ से बुने हॉल्टर");
    expect((await hiPage()).testimonials[0]!.text).toMatch(/^गद्देदार हॉल्टर/);
  });

  it("saves a Hindi banner and testimonial with the rest of the settings; the Hindi pages show them, the English ones do not change", async () => {
    const { settings, updatedAt } = await load();
    const hi = structuredClone(settings.translations.hi);
    hi.banners![1] = { headline: "नए पट्टे आ गए", subline: "" };
    // Mixed scripts in one text are fine (brand and product names stay in Latin letters).
    hi.testimonials![0] = { text: "Halterface हेड कॉलर लाजवाब है।" };
    const res = await save({ ...settings, translations: { hi } }, updatedAt);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Loaded;
    expect(body.settings.translations.hi.banners![1]!.headline).toBe("नए पट्टे आ गए");

    const page = await hiPage();
    expect(page.banners[1]).toEqual({ headline: "नए पट्टे आ गए", subline: settings.banners[1]!.subline });
    expect(page.testimonials[0]).toEqual({ ...settings.testimonials[0], text: "Halterface हेड कॉलर लाजवाब है।" });
    const english = (await shop.services.catalog.get()).settings;
    expect(english.banners).toEqual(settings.banners);
    expect(english.testimonials).toEqual(settings.testimonials);
  });

  it("refuses a Hindi text longer than its English field may be, with the English limit's message on that field, and writes nothing", async () => {
    const { settings, updatedAt } = await load();
    const hi = structuredClone(settings.translations.hi);
    hi.banners![0] = { headline: "घ".repeat(SHORT_MAX + 1) };
    hi.mission = "क".repeat(TEXT_MAX + 1);
    hi.policies = { returns: { paragraphs: ["", "र".repeat(TEXT_MAX + 1)] } };
    const res = await save({ ...settings, translations: { hi } }, updatedAt);
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as Refusal;
    const byPath = Object.fromEntries(refusal.issues!.map((i) => [i.path, i.message]));
    expect(byPath).toEqual({
      "translations.hi.banners.0.headline": `At most ${SHORT_MAX} characters`,
      "translations.hi.mission": `At most ${TEXT_MAX} characters`,
      "translations.hi.policies.returns.paragraphs.1": `At most ${TEXT_MAX} characters`,
    });
    // The same words as an English field that is too long.
    const tooLongEnglish = (await (await save({ ...settings, mission: "m".repeat(TEXT_MAX + 1) }, updatedAt)).json()) as Refusal;
    expect(tooLongEnglish.issues).toEqual([{ path: "mission", message: `At most ${TEXT_MAX} characters` }]);
    expect(await load()).toMatchObject({ settings, updatedAt });
  });

  it("refuses a Hindi list longer than the English list may be", async () => {
    const { settings, updatedAt } = await load();
    const res = await save({ ...settings, translations: { hi: { banners: Array.from({ length: 5 }, () => ({ headline: "बैनर" })) } } }, updatedAt);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).issues).toEqual([{ path: "translations.hi.banners", message: "At most 4 banners, please" }]);
  });

  it("takes a whole translation, policies included, over the 64 KB other JSON bodies may have", async () => {
    const { settings, updatedAt } = await load();
    const policies = Object.fromEntries(
      Object.entries(DEFAULT_POLICIES_HI).map(([slug, p]) => [slug, { title: `${p.title} (हमारी)`, paragraphs: p.paragraphs.map((x) => `${x} ${x}`) }]),
    );
    const body = JSON.stringify({ settings: { ...settings, translations: { hi: { ...settings.translations.hi, policies } } }, updatedAt });
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
    const res = await save(JSON.parse(body).settings, updatedAt);
    expect(res.status).toBe(200);
    const page = await hiPage();
    expect(page.policies.privacy.title).toBe("गोपनीयता नीति (हमारी)");
  });

  it("a gap the form leaves in a Hindi list (null) is an untranslated item", async () => {
    const { settings, updatedAt } = await load();
    const res = await save({ ...settings, translations: { hi: { whyChooseUs: [null, { title: "ठोस पीतल" }] } } }, updatedAt);
    expect(res.status).toBe(200);
    const page = await hiPage();
    expect(page.whyChooseUs[0]).toEqual(settings.whyChooseUs[0]);
    expect(page.whyChooseUs[1]).toEqual({ title: "ठोस पीतल", text: settings.whyChooseUs[1]!.text });
    // Nothing translated any more: the Hindi policy pages are the default's Hindi again (the English is the default).
    expect(fillPolicy(page.policies.returns, page, "hi").title).toBe("वापसी और रिफ़ंड");
  });

  it("settings saved before translations existed still read, with no Hindi (every Hindi page shows the English)", async () => {
    const row = await shop.db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow();
    const { translations: _dropped, ...old } = JSON.parse(row.value) as ShopSettings;
    await shop.db
      .updateTable("settings")
      .set({ value: JSON.stringify(old) })
      .where("key", "=", "shop")
      .execute();
    const settings = await readShopSettings(shop.db);
    expect(settings.translations).toEqual({ hi: {} });
    const hindi = localiseSettings(settings, "hi");
    expect(hindi.banners).toEqual(settings.banners);
    expect(hindi.tagline).toBe(settings.tagline);
    expect((await load()).settings.translations).toEqual({ hi: {} });
  });
});
