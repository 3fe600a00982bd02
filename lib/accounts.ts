import { z } from "zod";
import { INVALID_EMAIL } from "./email";
import { personName } from "./names";

/** API contract of register and login (server-side validation; the modal checks only that fields are filled). */
export const MIN_PASSWORD = 8;
const email = z.string().trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long").pipe(z.email(INVALID_EMAIL));
const cartItems = z.record(z.string().max(40), z.number()).optional();

export const registerSchema = z.strictObject({
  name: personName("Name"),
  email,
  password: z.string().min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`).max(200, "Password is too long"),
  cartItems,
});

export const loginSchema = z.strictObject({
  /** Ignored: clients that send their register form's fields to login (spec clients) must still log in. */
  name: z.string().max(200).nullish(),
  email,
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
  cartItems,
});

export const LOGIN_FAILED = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists. Please log in.";

/** What the API returns as `user` (spec: the auth check's user includes the cart). */
export type ApiUser = {
  _id: string;
  name: string;
  /** "" when the account has no email (made by an OTP login). */
  email: string;
  /** The verified mobile number the account logs in with by OTP (+91XXXXXXXXXX), or null. */
  mobile?: string | null;
  cart: Record<string, number>;
  /** True once the customer opened a verification link or reset their password (issue 16). */
  emailVerified: boolean;
  /** The customer's own contact number (10 digits) from the account page, or null. */
  phone: string | null;
};
