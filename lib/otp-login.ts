import { z } from "zod";
import { personName } from "./names";

/**
 * Login with a one-time code by SMS (issue 16, item 2): the API contract and
 * its rules, shared by the server and the login modal. Decision record 018.
 */

/** A code lives 5 minutes, allows 5 tries, and a number may ask again after 30 s, at most 5 times an hour. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_AFTER_S = 30;
export const OTP_PER_NUMBER_PER_HOUR = 5;
/** One address (a shop's Wi-Fi, a mobile carrier's NAT) may ask for codes for this many numbers an hour. */
export const OTP_PER_ADDRESS_PER_HOUR = 20;
/** Verify attempts one address may make in 15 minutes, across every number (stops spraying guesses). */
export const OTP_VERIFY_PER_ADDRESS = 50;

export const OTP_MESSAGES = {
  badPhone: "Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)",
  badCode: `Enter the ${OTP_LENGTH}-digit code from the SMS`,
  noCode: "This code is no longer valid. Please ask for a new code.",
  expired: "This code has expired. Please ask for a new code.",
  tooManyTries: "Too many wrong codes. Please ask for a new code.",
  sendFailed: "We could not send the SMS just now. Please try again in a minute.",
  unavailable: "Login with OTP is not available right now. Please log in with your email and password.",
} as const;

export const wrongCode = (triesLeft: number) =>
  triesLeft > 0 ? `Wrong code. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.` : "Wrong code. No tries left: please ask for a new code.";

/**
 * An Indian mobile number as the shop stores it (`+91XXXXXXXXXX`), or null.
 * Accepts what people type: spaces, dashes, dots and brackets, and a leading
 * `+91`, `91`, `0091` or `0`. Ten digits starting 6–9 remain.
 */
export function normalizeIndianMobile(raw: string): string | null {
  let digits = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(digits)) return null;
  digits = digits.replace(/[\s().-]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.startsWith("+")) return null;
  else if (digits.length === 14 && digits.startsWith("0091")) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** `+919876543210` → `+91 98765 43210`, as people read it out. */
export function formatIndianMobile(stored: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return m ? `+91 ${m[1]} ${m[2]}` : stored;
}

const phone = z
  .string({ error: OTP_MESSAGES.badPhone })
  .max(40, OTP_MESSAGES.badPhone)
  .transform((v, ctx) => {
    const n = normalizeIndianMobile(v);
    if (!n) {
      ctx.addIssue({ code: "custom", message: OTP_MESSAGES.badPhone });
      return z.NEVER;
    }
    return n;
  });

export const otpRequestSchema = z.strictObject({ phone });

export const otpVerifySchema = z.strictObject({
  phone,
  code: z
    .string({ error: OTP_MESSAGES.badCode })
    .max(20, OTP_MESSAGES.badCode)
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_MESSAGES.badCode)),
  /** The visitor's cart, merged into the account's like a password login does. */
  cartItems: z.record(z.string().max(40), z.number()).optional(),
});

/** POST /api/user/mobile: a logged-in customer adds the number they log in with, proven by its code. */
export const otpMobileSchema = otpVerifySchema.pick({ phone: true, code: true });

/** A new account's name, asked right after its first OTP login. */
export const otpNameSchema = z.strictObject({ name: personName("Name") });

/** The name an account shows until its owner gives one (accounts made by OTP start without a name). */
export const DEFAULT_CUSTOMER_NAME = "Customer";
