import { z } from "zod";
import { INVALID_EMAIL } from "./email";
import { MIN_PASSWORD } from "./accounts";
import { personName } from "./names";

/**
 * API contract and texts of the customer's self-service: email verification,
 * password reset, the account page (profile, password, sessions, deletion).
 */

/** How long the links in the emails work. */
export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

const token = z.string({ error: "Token is required" }).trim().min(1, "Token is required").max(200, "Token is too long");
const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email(INVALID_EMAIL));
/** The same rules as register. */
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(MIN_PASSWORD, `${label} must be at least ${MIN_PASSWORD} characters`)
    .max(200, `${label} is too long`);
const currentPassword = z.string({ error: "Current password is required" }).min(1, "Current password is required").max(200, "Current password is too long");

/** An Indian mobile number: 10 digits starting 6–9, optionally after +91, 91 or 0, spaces and dashes ignored; "" clears it. */
export const MOBILE_MESSAGE = "Enter a 10-digit mobile number";
const mobile = z
  .string({ error: MOBILE_MESSAGE })
  .max(20, MOBILE_MESSAGE)
  .transform((raw, ctx) => {
    const s = raw.replace(/[\s-]+/g, "");
    if (s === "") return null;
    const m = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(s);
    if (!m) {
      ctx.issues.push({ code: "custom", message: MOBILE_MESSAGE, input: raw });
      return z.NEVER;
    }
    return m[1]!;
  });

export const verifyEmailSchema = z.strictObject({ token });
export const forgotPasswordSchema = z.strictObject({ email });
export const resetPasswordSchema = z.strictObject({ token, password: newPassword("Password") });
export const changePasswordSchema = z.strictObject({ currentPassword, newPassword: newPassword("New password") });
export const updateProfileSchema = z.strictObject({ name: personName("Name"), phone: mobile.nullish().transform((v) => v ?? null) });
/** The password is required of an account that has one (an account made by an OTP login has none). */
export const deleteAccountSchema = z.strictObject({ password: z.string({ error: "Password is required" }).max(200, "Password is too long").optional() });

export const ACCOUNT_TEXT = {
  verified: "Thank you! Your email address is verified.",
  verifyLinkBad: "This verification link is invalid, has expired or was already used. Log in and press Resend to get a new one.",
  alreadyVerified: "Your email address is already verified.",
  verificationSent: "We have sent a new verification link. Please check your inbox.",
  resetRequested: "If an account exists for this email, we have sent a link to reset the password. Please check your inbox (and the spam folder).",
  resetLinkBad: "This password reset link is invalid, has expired or was already used. Please ask for a new one.",
  resetDone: "Your password has been changed and you are now logged in.",
  wrongPassword: "Current password is incorrect",
  passwordChanged: "Password changed. You were logged out on your other devices.",
  profileSaved: "Your details are saved.",
  loggedOutEverywhere: "You have been logged out on every device.",
  accountDeleted: "Your account has been deleted.",
  samePassword: "The new password must be different from the current one",
  noPassword: "This account logs in with a one-time code sent to its mobile number, so it has no password to change.",
  noEmail: "This account has no email address to verify: it logs in with a one-time code sent to its mobile number.",
} as const;

/** What the account page says before deletion (GST law: CGST Act section 36 keeps invoices 72 months). */
export const DELETE_ACCOUNT_NOTE =
  "Deleting your account removes your name, email address, mobile number, saved addresses and cart, and logs you out everywhere. " +
  "Your past orders and their tax invoices are kept, because Indian GST law requires a shop to keep every invoice for 6 years (72 months). " +
  "You can register again with the same email address later.";
