import { z } from "zod";
import { INVALID_EMAIL } from "./email";

/** Seller login (the back office); the same generic message for any failure. */
export const sellerLoginSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});

export const SELLER_LOGIN_FAILED = "Invalid email or password";
export const MIN_SELLER_PASSWORD = 10;

/** A back-office account's role (decision record 016): staff run orders, shipping, products and messages. */
export type SellerRole = "owner" | "staff";
export const OWNER_ONLY = {
  settings: "Only the shop owner can change settings",
  settingsRead: "Only the shop owner can open settings",
  staff: "Only the shop owner can manage staff",
  export: "Only the shop owner can export orders",
  refunds: "Only the shop owner can refund money",
  payments: "Only the shop owner can confirm or reject UPI payments",
  returns: "Only the shop owner can mark a return received (it refunds money)",
  coupons: "Only the shop owner can create or change coupons",
} as const;

const newSellerPassword = (label: string) =>
  z.string().min(MIN_SELLER_PASSWORD, `${label} must be at least ${MIN_SELLER_PASSWORD} characters`).max(200, `${label} is too long`);

/** PUT /api/seller/password: the current password, the new one twice. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, "Current password is required").max(200, "Current password is too long"),
    newPassword: newSellerPassword("New password"),
    confirmPassword: z.string().max(200, "Confirm password is too long"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "The new passwords do not match", path: [] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: "The new password must differ from the current one", path: [] });

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";
export const PASSWORD_CHANGED = "Password changed. Every other device was signed out.";

/** POST /api/seller/staff: a staff login made by the owner (the initial password is told to the person, who changes it). */
export const addStaffSchema = z.strictObject({
  name: z.string().max(200, "Name is too long"),
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long").pipe(z.email(INVALID_EMAIL)),
  password: newSellerPassword("Password"),
});

export const STAFF_EMAIL_TAKEN = "A back-office login with this email already exists";

/** GET /api/seller/staff rows. */
export type ApiStaffMember = { _id: string; name: string; email: string; role: SellerRole; createdAt: string };

/** GET /api/seller/sessions rows: the seller's own live sessions. */
export type ApiSession = { _id: string; device: string; place: string; signedInAt: string; lastActiveAt: string; current: boolean };
