import { z } from "zod";

/**
 * Everything shop-specific that pages show: identity, contact details and the
 * content of the home, about, contact and brand pages. Stored as one settings
 * row, seeded with demo values, read by every page. Components never hard-code
 * any of it.
 */
const text = z.string().trim().min(1).max(2000);
const short = z.string().trim().min(1).max(200);

export const shopSettingsSchema = z.object({
  shopName: short,
  legalName: short,
  tagline: short,
  gstin: z.string().regex(/^[0-9]{2}[A-Z0-9]{13}$/),
  address: z.object({
    line1: short,
    line2: z.string().trim().max(200).default(""),
    city: short,
    state: short,
    stateCode: z.string().regex(/^[0-9]{2}$/),
    pincode: z.string().regex(/^[1-9][0-9]{5}$/),
    country: short,
  }),
  phones: z.array(z.string().regex(/^\+?[0-9 -]{8,16}$/)).min(1).max(4),
  emails: z.object({ sales: z.email(), support: z.email() }),
  whatsappNumber: z.string().regex(/^[0-9]{10,15}$/),
  hours: short,
  since: z.number().int().min(1900).max(2100),
  founder: z.object({
    name: short,
    title: short,
    experienceYears: z.number().int().min(0).max(80),
    intro: z.array(text).min(1).max(6),
    photo: short,
  }),
  banners: z.array(z.object({ headline: short, subline: short })).length(4),
  about: z.object({ heading: short, paragraphs: z.array(text).min(1).max(4), image: short }),
  hero: z.object({
    products: z.object({ heading: short, text: text }),
    about: z.object({ heading: short, text: text }),
    contact: z.object({ heading: short, text: text }),
  }),
  whyChooseUs: z.array(z.object({ title: short, text: text })).min(3).max(8),
  testimonials: z.array(z.object({ name: short, place: short, text: text })).min(2).max(10),
  processSteps: z.array(z.object({ title: short, text: text })).length(6),
  mission: text,
  vision: text,
  coreValues: z.array(z.object({ title: short, text: text })).length(5),
  gallery: z
    .array(
      z.object({
        kind: z.enum(["image", "video"]),
        src: short,
        poster: z.string().trim().max(200).optional(),
        alt: short,
      }),
    )
    .length(6),
  brand: z.object({
    heading: short,
    paragraphs: z.array(text).min(1).max(4),
    points: z.array(z.object({ title: short, text: text })).min(2).max(6),
    image: short,
  }),
  /** https: only (a javascript: or http: link in the footer of every page is a gift to whoever edits settings). */
  social: z.array(z.object({ network: z.enum(["instagram", "facebook", "youtube", "x", "linkedin"]), url: z.url({ protocol: /^https$/, error: "Social links must start with https://" }) })).max(6),
  pricing: z.object({
    /** false: prices exclude GST (shown "+ GST"); true: "inclusive of all taxes". */
    pricesIncludeTax: z.boolean(),
    shippingFeePaise: z.number().int().min(0),
    shippingTaxed: z.boolean(),
    defaultGstRateBp: z.number().int().min(0).max(2800),
  }),
  paymentQr: z.object({ value: short, label: short }),
  /** Label QR and customer tracking links: `{id}` becomes the AWB (or the order id before there is one). */
  shipping: z
    .object({ trackingUrlTemplate: z.url({ protocol: /^https$/ }).refine((u) => u.includes("{id}"), "must contain {id}") })
    .default({ trackingUrlTemplate: "https://t.17track.net/en#nums={id}" }),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** Settings that are the content of one page (home, about, contact, brand, the listing's hero): that page's loader sends them. */
export const PAGE_CONTENT_KEYS = ["founder", "banners", "about", "hero", "whyChooseUs", "testimonials", "processSteps", "mission", "vision", "coreValues", "gallery", "brand"] as const;

/** What every page needs (header, footer, prices, invoices, labels): sent once by the root route. */
export type ShopIdentity = Omit<ShopSettings, (typeof PAGE_CONTENT_KEYS)[number]>;

export function shopIdentity(settings: ShopSettings): ShopIdentity {
  const identity: Partial<ShopSettings> = { ...settings };
  for (const key of PAGE_CONTENT_KEYS) delete identity[key];
  return identity as ShopIdentity;
}
