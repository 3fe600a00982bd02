import { z } from "zod";
import { INVALID_EMAIL } from "./email";
import { personName } from "./names";

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
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const newsletterSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)),
});

export const CONTACT_THANKS = "Thank you! Your message has been sent. We will get back to you within one working day.";
export const NEWSLETTER_THANKS = "Thank you for subscribing!";
export const NEWSLETTER_ALREADY = "You are already subscribed.";
