import { z } from "zod";
import { INVALID_EMAIL } from "./email";

/** Seller login (the back office); the same generic message for any failure. */
export const sellerLoginSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});

export const SELLER_LOGIN_FAILED = "Invalid email or password";
export const MIN_SELLER_PASSWORD = 10;
