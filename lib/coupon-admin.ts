/**
 * The seller's coupons (issue 19, item 2; decision 033): what the back office sends to create or change one, and
 * what it gets back. Amounts are rupees and dates India's calendar days at the edges; the server keeps paise and
 * instants (a coupon runs from the start of its first day to the end of its last day, India time).
 */
import { z } from "zod";
import { COUPON_CODE_PATTERN, COUPON_KINDS, normaliseCouponCode, type CouponKind } from "./coupons";
import { istDate, istStartOfDay } from "./india-time";
import { rupeesToPaise, type Paise } from "./money";
import { unknownFields } from "./product-admin";

export const COUPON_ADMIN_MESSAGES = {
  code: "Coupon code must be 3–30 letters or digits (- and _ allowed), starting with a letter or digit",
  kind: "Choose percentage, flat amount or free shipping",
  percent: "Percentage must be a whole number from 1 to 100",
  flat: "Amount off must be an amount in rupees from ₹1 to ₹1,00,000",
  minOrder: "Minimum order must be an amount in rupees, like 999 or 0",
  date: "Dates must be like 2026-11-01",
  dates: "The end date must be on or after the start date",
  limit: "Usage limits must be whole numbers from 1, or left empty",
  taken: "A coupon with this code already exists",
  notFound: "Coupon not found",
  product: "A chosen product does not exist",
  created: "Coupon created",
  saved: "Coupon saved",
} as const;

const day = z
  .string({ error: COUPON_ADMIN_MESSAGES.date })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(istStartOfDay(v).getTime()) || istDate(istStartOfDay(v)) !== v) {
      ctx.issues.push({ code: "custom", message: COUPON_ADMIN_MESSAGES.date, input: v });
      return z.NEVER;
    }
    return v;
  });

/** A number or its text (forms send text): blank is `blank`, else `parse` gives the value, or undefined for `message`. */
function numberField<T>(message: string, blank: T, parse: (v: number | string) => T | undefined) {
  return z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return blank;
      const out = parse(typeof v === "string" ? v.trim() : v);
      if (out === undefined) {
        ctx.issues.push({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return out;
    });
}

/** A usage limit: a whole number from 1; blank is no limit. */
const limit = numberField<number | null>(COUPON_ADMIN_MESSAGES.limit, null, (v) => {
  const n = typeof v === "number" ? v : /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 100_000_000 ? n : undefined;
});

/** Rupees ≥ 0 (number or text) → paise; blank is 0. */
const minOrder = numberField(COUPON_ADMIN_MESSAGES.minOrder, 0, (v) => {
  try {
    const paise = rupeesToPaise(v);
    return paise >= 0 && paise <= 100_000_000 ? paise : undefined;
  } catch {
    return undefined;
  }
});

const names = (max: number) => z.array(z.string().trim().min(1).max(120), { error: "Send a list" }).max(max, `At most ${max}`).default([]);

/** POST /api/seller/coupons and POST /api/seller/coupons/{id}: the whole coupon (the code cannot change once made). */
export const couponInputSchema = z
  .strictObject(
    {
      code: z
        .string({ error: COUPON_ADMIN_MESSAGES.code })
        .transform(normaliseCouponCode)
        .refine((c) => COUPON_CODE_PATTERN.test(c), COUPON_ADMIN_MESSAGES.code),
      kind: z.enum(COUPON_KINDS, { error: COUPON_ADMIN_MESSAGES.kind }),
      /** percent: 1–100; flat: rupees; free_shipping: ignored. */
      value: z.union([z.number(), z.string()]).nullish(),
      minOrder,
      startsOn: day,
      endsOn: day,
      totalLimit: limit,
      perCustomerLimit: limit,
      firstOrderOnly: z.boolean({ error: "firstOrderOnly must be true or false" }).default(false),
      categories: names(50),
      products: names(200),
      active: z.boolean({ error: "active must be true or false" }).default(true),
      note: z
        .string()
        .trim()
        .max(200, "Note must be at most 200 characters")
        .nullish()
        .transform((v) => v || null),
    },
    unknownFields,
  )
  .transform((v, ctx) => {
    let value = 0;
    const raw = typeof v.value === "string" ? v.value.trim() : v.value;
    if (v.kind === "percent") {
      const n = typeof raw === "number" ? raw : raw && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > 100)
        ctx.issues.push({ code: "custom", message: COUPON_ADMIN_MESSAGES.percent, input: v.value, path: ["value"] });
      else value = n;
    } else if (v.kind === "flat") {
      let paise = Number.NaN;
      try {
        paise = raw === null || raw === undefined || raw === "" ? Number.NaN : rupeesToPaise(raw);
      } catch {
        /* reported below */
      }
      if (!Number.isSafeInteger(paise) || paise < 100 || paise > 10_000_000)
        ctx.issues.push({ code: "custom", message: COUPON_ADMIN_MESSAGES.flat, input: v.value, path: ["value"] });
      else value = paise;
    }
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
      ctx.issues.push({ code: "custom", message: COUPON_ADMIN_MESSAGES.dates, input: v.endsOn, path: ["endsOn"] });
    return { ...v, value, categories: [...new Set(v.categories)], products: [...new Set(v.products)] };
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

/** A coupon as the back office sees it. */
export type ApiCoupon = {
  _id: string;
  code: string;
  kind: CouponKind;
  /** percent: whole percent; flat: rupees; free_shipping: 0. */
  value: number;
  minOrder: number;
  startsOn: string | null;
  endsOn: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  categories: string[];
  products: string[];
  active: boolean;
  note: string | null;
  /** Orders using it now (cancelled ones and failed payments give their use back). */
  used: number;
  /** Rupees taken off those orders. */
  discountGiven: number;
  createdAt: string;
  updatedAt: string;
};

/** The first instant of `startsOn` and the instant after `endsOn` (India time); null stays open. */
export function couponWindow(startsOn: string | null, endsOn: string | null): { startsAt: string | null; endsAt: string | null } {
  const next = endsOn ? new Date(istStartOfDay(endsOn).getTime() + 24 * 3600_000) : null;
  return { startsAt: startsOn ? istStartOfDay(startsOn).toISOString() : null, endsAt: next ? next.toISOString() : null };
}

/** Back to days: the day an instant starts, and the last day before an end instant. */
export function couponDays(startsAt: string | null, endsAt: string | null): { startsOn: string | null; endsOn: string | null } {
  return { startsOn: startsAt ? istDate(new Date(startsAt)) : null, endsOn: endsAt ? istDate(new Date(new Date(endsAt).getTime() - 1)) : null };
}

/** "10% off", "₹200 off", "Free shipping". */
export function couponSummary(c: { kind: CouponKind; value: number }, formatRupees: (paise: Paise) => string): string {
  if (c.kind === "percent") return `${c.value}% off`;
  if (c.kind === "flat") return `${formatRupees(Math.round(c.value * 100))} off`;
  return "Free shipping";
}
