/**
 * Email shape check without zod, for code that ships to every page (the footer).
 * The server still validates with the zod schemas of lib/contact.ts.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const INVALID_EMAIL = "Please enter a valid email address";

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  const v = normaliseEmail(value);
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}
