import { describe, expect, it } from "vitest";
import { demoSettings } from "../server/db/seed/demo-settings";
import { DEFAULT_POLICIES } from "./default-policies";
import { DEFAULT_POLICIES_HI } from "./default-policies-hi";
import { localiseSettings } from "./localise-settings";
import { fillPolicy } from "./policy-text";
import { POLICY_SLUGS } from "./shop-policies";
import { shopSettingsSchema, type HindiContent, type ShopSettings } from "./shop-settings";

const DEVANAGARI = /[\u0900-\u097F]/;
const withHindi = (hi: HindiContent): ShopSettings => shopSettingsSchema.parse({ ...demoSettings, translations: { hi } });

describe("localiseSettings", () => {
  it("English pages get the settings untouched", () => {
    expect(localiseSettings(demoSettings, "en")).toBe(demoSettings);
  });

  it("a Hindi page shows each translated text, and the English one where there is none, field by field", () => {
    const s = localiseSettings(withHindi({ tagline: "हाथ से बुना सामान", hero: { about: { heading: "हमारी कहानी" } } }), "hi");
    expect(s.tagline).toBe("हाथ से बुना सामान");
    expect(s.hero.about).toEqual({ heading: "हमारी कहानी", text: demoSettings.hero.about.text });
    expect(s.hero.products).toEqual(demoSettings.hero.products);
    expect(s.mission).toBe(demoSettings.mission);
    // Not translatable: names, pictures, numbers, contacts.
    expect(s.shopName).toBe(demoSettings.shopName);
    expect(s.about.image).toBe(demoSettings.about.image);
    expect(s.pricing).toEqual(demoSettings.pricing);
  });

  it("falls back per list item: a shorter Hindi list, a gap and a blank text each keep the English item", () => {
    const s = localiseSettings(
      withHindi({
        banners: [{ headline: "पहला बैनर" }, { headline: "   ", subline: "दूसरे की पंक्ति" }],
        testimonials: [{ text: "बहुत बढ़िया हॉल्टर।" }],
        about: { paragraphs: ["", "दूसरा पैराग्राफ़"] },
        gallery: [null as unknown as { alt?: string }, { alt: "करघे पर बुनाई" }],
      }),
      "hi",
    );
    expect(s.banners).toHaveLength(4);
    expect(s.banners[0]).toEqual({ headline: "पहला बैनर", subline: demoSettings.banners[0]!.subline });
    expect(s.banners[1]).toEqual({ headline: demoSettings.banners[1]!.headline, subline: "दूसरे की पंक्ति" });
    expect(s.banners.slice(2)).toEqual(demoSettings.banners.slice(2));
    // The customer's name and place stay as written in English when only the text is translated.
    expect(s.testimonials[0]).toEqual({ ...demoSettings.testimonials[0], text: "बहुत बढ़िया हॉल्टर।" });
    expect(s.testimonials).toHaveLength(demoSettings.testimonials.length);
    expect(s.about.paragraphs).toEqual([demoSettings.about.paragraphs[0], "दूसरा पैराग्राफ़"]);
    expect(s.gallery[0]).toEqual(demoSettings.gallery[0]);
    expect(s.gallery[1]).toEqual({ ...demoSettings.gallery[1], alt: "करघे पर बुनाई" });
  });

  it("the demo shop's pages are in Hindi: every banner, testimonial, step and value", () => {
    const s = localiseSettings(demoSettings, "hi");
    for (const text of [s.tagline, s.hours, s.mission, s.vision, s.about.heading, s.brand.heading, s.hero.contact.text, s.paymentQr.label, ...s.founder.intro])
      expect(text).toMatch(DEVANAGARI);
    for (const b of s.banners) expect(`${b.headline} ${b.subline}`).toMatch(DEVANAGARI);
    for (const list of [s.whyChooseUs, s.processSteps, s.coreValues, s.brand.points])
      for (const item of list) expect(item.title + item.text).toMatch(DEVANAGARI);
    for (const t of s.testimonials) expect(t.text).toMatch(DEVANAGARI);
    for (const g of s.gallery) expect(g.alt).toMatch(DEVANAGARI);
    for (const slug of POLICY_SLUGS) expect(s.policies[slug]).toEqual(DEFAULT_POLICIES_HI[slug]);
  });

  it("policies: the seller's Hindi first, the default's Hindi while the English is the default, else English", () => {
    const rewritten = { title: "Returns & Exchanges", paragraphs: ["Unused items come back within 10 days.", "Refunds in 5 working days."] };
    const s = localiseSettings(withHindi({ policies: { privacy: { title: "हमारी गोपनीयता नीति" } } }), "hi");
    expect(s.policies.privacy.title).toBe("हमारी गोपनीयता नीति");
    expect(s.policies.privacy.paragraphs).toEqual(DEFAULT_POLICIES_HI.privacy.paragraphs);

    const edited = localiseSettings(shopSettingsSchema.parse({ ...demoSettings, policies: { ...demoSettings.policies, returns: rewritten } }), "hi");
    expect(edited.policies.returns).toEqual(rewritten);
    expect(edited.policies.shipping).toEqual(DEFAULT_POLICIES_HI.shipping);

    const translated = localiseSettings(
      shopSettingsSchema.parse({
        ...demoSettings,
        policies: { ...demoSettings.policies, returns: rewritten },
        translations: { hi: { policies: { returns: { paragraphs: ["बिना इस्तेमाल का सामान 10 दिन में वापस।"] } } } },
      }),
      "hi",
    );
    expect(translated.policies.returns).toEqual({ title: rewritten.title, paragraphs: ["बिना इस्तेमाल का सामान 10 दिन में वापस।", rewritten.paragraphs[1]] });
  });

  it("the Hindi policy page is filled with Hindi words from the settings", () => {
    const s = localiseSettings(demoSettings, "hi");
    const returns = fillPolicy(s.policies.returns, s, "hi").paragraphs.join(" ");
    expect(returns).toContain("डिलीवरी के 7 दिनों के अंदर");
    expect(returns).toContain("(हर ऑर्डर पर ₹39.00)");
    const free = { ...s, pricing: { ...s.pricing, shippingFeePaise: 0 } };
    expect(fillPolicy(s.policies.shipping, free, "hi").paragraphs[2]).toContain("कुछ नहीं, डिलीवरी मुफ़्त है");
    expect(fillPolicy(s.policies.grievance, s, "hi").paragraphs[1]).toContain(`(${demoSettings.translations.hi.hours})`);
  });
});

describe("the default policies in Hindi", () => {
  it("translate the English paragraph for paragraph, with the same placeholders and numbers", () => {
    for (const slug of POLICY_SLUGS) {
      const en = DEFAULT_POLICIES[slug];
      const hi = DEFAULT_POLICIES_HI[slug];
      expect(hi.paragraphs, slug).toHaveLength(en.paragraphs.length);
      expect(hi.title).toMatch(DEVANAGARI);
      en.paragraphs.forEach((p, i) => {
        const words = (t: string) => [...t.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();
        const numbers = (t: string) => [...t.matchAll(/\d+/g)].map((m) => m[0]).sort();
        expect(words(hi.paragraphs[i]!), `${slug} ${i}`).toEqual(words(p));
        // Numbers written as words in English ("two working days") are digits in neither; the ones in digits match.
        expect(numbers(hi.paragraphs[i]!), `${slug} ${i}`).toEqual(expect.arrayContaining(numbers(p)));
        expect(hi.paragraphs[i]).toMatch(DEVANAGARI);
      });
    }
  });
});
