import { z } from "zod";
import { INVALID_EMAIL } from "./email";
import { HONEYPOT_FIELD } from "./honeypot";
import { personName } from "./names";

export const NEWSLETTER_LINK_BAD = "This confirmation link is invalid or has expired. Please subscribe again.";

export { HONEYPOT_FIELD };
/** The honeypot field (lib/honeypot.ts): optional, any short text. */
const honeypot = z.string().max(500).optional();

/** API contract of the contact form and the newsletter box (shared by server and client). */
export const contactMessageSchema = z.strictObject({
  name: personName("Name", 2),
  email: z.string().trim().toLowerCase().max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)),
  phone: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === "" || /^\+?[0-9][0-9 -]{7,15}$/.test(v), "Please enter a valid phone number")
    .optional()
    .transform((v) => (v ? v : null)),
  message: z.string().trim().min(10, "Please write at least 10 characters").max(4000, "Message is too long (4000 characters at most)"),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const newsletterSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)),
  [HONEYPOT_FIELD]: honeypot,
});

/** The single-use token from the confirm link of the newsletter email. */
export const newsletterConfirmSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, NEWSLETTER_LINK_BAD),
});

export const CONTACT_THANKS = "Thank you! Your message has been sent. We will get back to you within one working day.";
/**
 * Double opt-in: the same answer whether the address is new, waiting for its
 * confirmation or already confirmed, so the box tells nobody who subscribes.
 */
export const NEWSLETTER_THANKS = "Thank you for subscribing! Please check your inbox and confirm with the link we sent.";
export const NEWSLETTER_CONFIRMED = "Your subscription is confirmed. Thank you!";
