import { z } from "zod";
import { DEFAULT_POLICIES } from "./default-policies";
import { INDIAN_STATES } from "./india";
import { DEFAULT_DELIVERY_DAYS, MAX_DELIVERY_DAYS } from "./delivery";
import { DEFAULT_SHIPPING_RULES } from "./shipping-rules";
import { DEFAULT_UPI, VPA_PATTERN } from "./upi";

/**
 * Everything shop-specific that pages show: identity, contact details and the
 * content of the home, about, contact, brand and policy pages. Stored as one
 * settings row, seeded with demo values, read by every page. Components never
 * hard-code any of it. The messages are written for the seller: the settings
 * form shows each next to its field (the path names the field).
 */
export const SHORT_MAX = 200;
export const TEXT_MAX = 2000;
const text = z.string().trim().min(1, "Required").max(TEXT_MAX, `At most ${TEXT_MAX} characters`);
const short = z.string().trim().min(1, "Required").max(SHORT_MAX, `At most ${SHORT_MAX} characters`);
/** An amount the form takes in rupees and stores in paise (at most ₹10 lakh). */
const rupees = (what: string) =>
  z
    .number({ error: `Enter ${what} in rupees` })
    .int(`Enter ${what} in rupees and paise`)
    .min(0, "Cannot be negative")
    .max(100_000_000, "At most ₹10,00,000");
const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} as a number` })
    .int(`Enter ${what} as a whole number`)
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`);

/**
 * How many items each list holds: [at least, at most]. The storefront's layouts are drawn for the exact
 * counts (four banners, six process steps in two rows of three, five core values, six gallery items).
 */
export const LIST_LIMITS = {
  phones: [1, 4],
  founderIntro: [1, 6],
  banners: [4, 4],
  aboutParagraphs: [1, 4],
  whyChooseUs: [3, 8],
  testimonials: [2, 10],
  processSteps: [6, 6],
  coreValues: [5, 5],
  gallery: [6, 6],
  brandParagraphs: [1, 4],
  brandPoints: [2, 6],
  social: [0, 6],
  policyParagraphs: [1, 12],
} as const satisfies Record<string, readonly [number, number]>;
export type ListName = keyof typeof LIST_LIMITS;

/** "Exactly 4 banners", "3 to 8 items", "up to 6 links": the limit as the form shows it. */
export function describeLimit(list: ListName, noun: string): string {
  const [min, max] = LIST_LIMITS[list];
  if (min === max) return `Exactly ${min} ${noun}`;
  if (min === 0) return `Up to ${max} ${noun}`;
  return `${min} to ${max} ${noun}`;
}

function list<T extends z.ZodType>(item: T, name: ListName, noun: string) {
  const [min, max] = LIST_LIMITS[name];
  const limit = describeLimit(name, noun);
  return z.array(item).min(min, `${limit}, please`).max(max, `${limit}, please`);
}

const titled = z.object({ title: short, text: text });
const zonePrices = z.object({ city: rupees("the price"), state: rupees("the price"), rest: rupees("the price"), far: rupees("the price") });
export const SOCIAL_NETWORKS = ["instagram", "facebook", "youtube", "x", "linkedin"] as const;
const policy = z.object({ title: short, paragraphs: list(text, "policyParagraphs", "paragraphs") });

/*
 * Issue 17: the storefront's texts in Hindi. Every field is optional and mirrors the English one at the same path
 * (`translations.hi.banners.2.headline` is the Hindi of `banners.2.headline`), with the English field's length
 * limit; a blank or missing one falls back to the English (lib/localise-settings.ts), per field and per list item.
 * A Hindi list may be shorter than the English one (the items past its end stay English); a gap left by the form
 * (null) reads as an untranslated item. Pictures, names and numbers are not translated.
 */
const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();
const hiShort = optional(SHORT_MAX);
const hiText = optional(TEXT_MAX);
/** A list item the form may have left as a gap (null, or a hole in the array): an untranslated item. */
const hiItem = <T extends z.ZodType>(item: T, empty: () => unknown) => z.preprocess((v) => v ?? empty(), item);
const hiTextItem = hiItem(z.string().trim().max(TEXT_MAX, `At most ${TEXT_MAX} characters`), () => "");
const hiObject = <S extends z.ZodRawShape>(shape: S) => hiItem(z.object(shape), () => ({}));
function hiList<T extends z.ZodType>(item: T, name: ListName, noun: string) {
  const [, max] = LIST_LIMITS[name];
  return z.array(item).max(max, `At most ${max} ${noun}, please`).optional();
}
const hiTitled = hiObject({ title: hiShort, text: hiText });
const hiHero = z.object({ heading: hiShort, text: hiText }).optional();
const hiPolicy = z.object({ title: hiShort, paragraphs: hiList(hiTextItem, "policyParagraphs", "paragraphs") }).optional();

export const hindiContentSchema = z.object({
  tagline: hiShort,
  hours: hiShort,
  founder: z.object({ title: hiShort, intro: hiList(hiTextItem, "founderIntro", "paragraphs") }).optional(),
  banners: hiList(hiObject({ headline: hiShort, subline: hiShort }), "banners", "banners"),
  about: z.object({ heading: hiShort, paragraphs: hiList(hiTextItem, "aboutParagraphs", "paragraphs") }).optional(),
  hero: z.object({ products: hiHero, about: hiHero, contact: hiHero }).optional(),
  whyChooseUs: hiList(hiTitled, "whyChooseUs", "reasons"),
  testimonials: hiList(hiObject({ name: hiShort, place: hiShort, text: hiText }), "testimonials", "testimonials"),
  processSteps: hiList(hiTitled, "processSteps", "steps"),
  mission: hiText,
  vision: hiText,
  coreValues: hiList(hiTitled, "coreValues", "values"),
  gallery: hiList(hiObject({ alt: hiShort }), "gallery", "pictures or videos"),
  brand: z
    .object({ heading: hiShort, paragraphs: hiList(hiTextItem, "brandParagraphs", "paragraphs"), points: hiList(hiTitled, "brandPoints", "points") })
    .optional(),
  policies: z.object({ returns: hiPolicy, cancellation: hiPolicy, shipping: hiPolicy, privacy: hiPolicy, terms: hiPolicy, grievance: hiPolicy }).optional(),
  paymentQr: z.object({ label: hiShort }).optional(),
});
export type HindiContent = z.infer<typeof hindiContentSchema>;

export const shopSettingsSchema = z.object({
  shopName: short,
  legalName: short,
  tagline: short,
  gstin: z.string().regex(/^[0-9]{2}[A-Z0-9]{13}$/, "A GSTIN is 15 characters: 2 digits, then 13 capital letters or digits"),
  address: z.object({
    line1: short,
    line2: z.string().trim().max(SHORT_MAX, `At most ${SHORT_MAX} characters`).default(""),
    city: short,
    state: short,
    stateCode: z.string().regex(/^[0-9]{2}$/, "Choose a state"),
    pincode: z.string().regex(/^[1-9][0-9]{5}$/, "A PIN code is 6 digits and does not start with 0"),
    country: short,
  }),
  phones: list(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{8,16}$/, "8 to 16 digits, spaces or dashes, optionally after +"),
    "phones",
    "phone numbers",
  ),
  emails: z.object({ sales: z.email("Enter an email address"), support: z.email("Enter an email address") }),
  whatsappNumber: z.string().regex(/^[0-9]{10,15}$/, "10 to 15 digits with the country code, no + or spaces (91…)"),
  hours: short,
  since: whole("the year", 1900, 2100),
  founder: z.object({
    name: short,
    title: short,
    experienceYears: whole("the years", 0, 80),
    intro: list(text, "founderIntro", "paragraphs"),
    photo: short,
  }),
  banners: list(z.object({ headline: short, subline: short }), "banners", "banners"),
  about: z.object({ heading: short, paragraphs: list(text, "aboutParagraphs", "paragraphs"), image: short }),
  hero: z.object({
    products: z.object({ heading: short, text: text }),
    about: z.object({ heading: short, text: text }),
    contact: z.object({ heading: short, text: text }),
  }),
  whyChooseUs: list(titled, "whyChooseUs", "reasons"),
  testimonials: list(z.object({ name: short, place: short, text: text }), "testimonials", "testimonials"),
  processSteps: list(titled, "processSteps", "steps"),
  mission: text,
  vision: text,
  coreValues: list(titled, "coreValues", "values"),
  gallery: list(
    z.object({
      kind: z.enum(["image", "video"]),
      src: short,
      poster: z.string().trim().max(SHORT_MAX).optional(),
      alt: short,
    }),
    "gallery",
    "pictures or videos",
  ),
  brand: z.object({
    heading: short,
    paragraphs: list(text, "brandParagraphs", "paragraphs"),
    points: list(titled, "brandPoints", "points"),
    image: short,
  }),
  /** https: only (a javascript: or http: link in the footer of every page is a gift to whoever edits settings). */
  social: list(
    z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url({ protocol: /^https$/, error: "Social links must start with https://" }) }),
    "social",
    "links",
  ),
  pricing: z.object({
    /** false: prices exclude GST (shown "+ GST"); true: "inclusive of all taxes". */
    pricesIncludeTax: z.boolean(),
    shippingFeePaise: z.number({ error: "Enter the fee in rupees" }).int("Enter the fee in rupees").min(0, "The fee cannot be negative"),
    shippingTaxed: z.boolean(),
    defaultGstRateBp: z.number().int().min(0).max(2800),
  }),
  paymentQr: z.object({ value: short, label: short }),
  /** Label QR and customer tracking links: `{id}` becomes the AWB (or the order id before there is one). */
  shipping: z
    .object({
      trackingUrlTemplate: z.url({ protocol: /^https$/, error: "A link starting with https://" }).refine((u) => u.includes("{id}"), "must contain {id}"),
    })
    .default({ trackingUrlTemplate: "https://t.17track.net/en#nums={id}" }),
  /**
   * Days after delivery in which a customer may ask for a return or an exchange (issue 16): the returns feature
   * enforces it, the policy pages and the product page say it.
   */
  returnWindowDays: whole("the days", 1, 60).default(7),
  /** Working days in which a refund is paid once a return arrives or an order is cancelled: the policy pages say it. */
  refundDays: whole("the days", 1, 30).default(7),
  /**
   * Days from an order to the doorstep in each delivery zone, counted from the shop's PIN (issue 18, lib/delivery.ts):
   * the product page's PIN check, the cart and the order's promised date. Settings saved before read the defaults.
   */
  delivery: z
    .object({
      days: z.object({
        city: whole("the days", 1, MAX_DELIVERY_DAYS),
        state: whole("the days", 1, MAX_DELIVERY_DAYS),
        rest: whole("the days", 1, MAX_DELIVERY_DAYS),
        far: whole("the days", 1, MAX_DELIVERY_DAYS),
      }),
      /** Days to pack and hand a parcel to the courier: added to a courier's own estimate (Shiprocket), which starts at pickup. */
      dispatchDays: whole("the days", 0, 7).default(1),
    })
    .default(() => ({ days: { ...DEFAULT_DELIVERY_DAYS }, dispatchDays: 1 })),
  /**
   * Shipping and cash-on-delivery rules (issue 18, item 3; lib/shipping-rules.ts): free shipping above an order
   * value, weight slabs per delivery zone, a COD fee, COD limits. Settings saved before read the spec's flat fee.
   */
  shippingRules: z
    .object({
      freeAbovePaise: rupees("the order value").nullable(),
      slabs: z.object({ on: z.boolean(), slabGrams: whole("the grams", 50, 5000), first: zonePrices, extra: zonePrices }),
      itemGrams: whole("the grams", 1, 50_000),
      cod: z.object({
        feePaise: rupees("the fee"),
        maxPaise: rupees("the order value").nullable(),
        blockedPins: z.array(z.string().regex(/^[1-9][0-9]{5}$/, "Each PIN code is 6 digits and does not start with 0")).max(1000, "At most 1,000 PIN codes"),
        blockedStates: z.array(z.enum(INDIAN_STATES.map((s) => s.code) as [string, ...string[]], { error: "Choose states from the list" })).max(40),
      }),
    })
    .default(() => structuredClone(DEFAULT_SHIPPING_RULES)),
  /**
   * UPI direct (issue 18, item 4; decision 030): payments to the shop's own UPI ID, without a gateway's fee. Offered
   * at checkout only when a UPI ID and a payee name are set; an order not confirmed within `windowHours` (counted
   * again from the customer's reference) is released. Settings saved before read UPI off.
   */
  upi: z
    .object({
      vpa: z
        .string()
        .trim()
        .max(256, "At most 256 characters")
        .refine((v) => v === "" || VPA_PATTERN.test(v), "Enter a UPI ID such as yourshop@okaxis, or leave it blank to not offer UPI"),
      payeeName: z.string().trim().max(SHORT_MAX, `At most ${SHORT_MAX} characters`),
      windowHours: whole("the hours", 1, 72),
    })
    .refine((u) => u.vpa === "" || u.payeeName !== "", { path: ["payeeName"], message: "Enter the name your UPI app shows for this UPI ID" })
    .default(() => ({ ...DEFAULT_UPI })),
  /**
   * The Grievance Officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4); DPDP Act, 2023): shown on
   * /policies/grievance. Settings saved before it existed read the founder, the support email and the first phone
   * (server/modules/settings/settings.repo.ts).
   */
  grievanceOfficer: z.object({
    name: short,
    email: z.email("Enter an email address"),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{8,16}$/, "8 to 16 digits, spaces or dashes, optionally after +"),
  }),
  /**
   * Returns & refunds, cancellation, shipping & delivery, privacy, terms of use and grievance officer (issues 15
   * and 16); settings saved before a page existed read its default text.
   */
  policies: z
    .object({
      returns: policy.default(() => structuredClone(DEFAULT_POLICIES.returns)),
      cancellation: policy.default(() => structuredClone(DEFAULT_POLICIES.cancellation)),
      shipping: policy.default(() => structuredClone(DEFAULT_POLICIES.shipping)),
      privacy: policy.default(() => structuredClone(DEFAULT_POLICIES.privacy)),
      terms: policy.default(() => structuredClone(DEFAULT_POLICIES.terms)),
      grievance: policy.default(() => structuredClone(DEFAULT_POLICIES.grievance)),
    })
    .default(() => structuredClone(DEFAULT_POLICIES)),
  /** The seller's texts in other languages (issue 17): Hindi, each field optional. Settings saved before it read none. */
  translations: z.object({ hi: hindiContentSchema.default({}) }).default(() => ({ hi: {} })),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * Settings that are the content of one page (home, about, contact, brand, the listing's hero): that page's loader
 * sends them. `translations` never goes to a page as such: loaders send the settings localised for the page's language.
 */
export const PAGE_CONTENT_KEYS = [
  "founder",
  "banners",
  "about",
  "hero",
  "whyChooseUs",
  "testimonials",
  "processSteps",
  "mission",
  "vision",
  "coreValues",
  "gallery",
  "brand",
  "policies",
  "grievanceOfficer",
  "translations",
] as const;

/** What every page needs (header, footer, prices, invoices, labels): sent once by the root route. */
export type ShopIdentity = Omit<ShopSettings, (typeof PAGE_CONTENT_KEYS)[number]>;

export function shopIdentity(settings: ShopSettings): ShopIdentity {
  const identity: Partial<ShopSettings> = { ...settings };
  for (const key of PAGE_CONTENT_KEYS) delete identity[key];
  return identity as ShopIdentity;
}
