import { hash, verify } from "@node-rs/argon2";
import type { z } from "zod";
import { LOGIN_FAILED, type ApiUser, type loginSchema } from "../../../lib/accounts";
import { mergeCarts } from "../../../lib/cart";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { keepKnownLines } from "../cart/validate-cart";
import { findUserByEmail, readCart, saveCart, toApiUser } from "./accounts.repo";

// Verified against when the email is unknown, so both failures take the same time.
const dummyHash = hash("not-a-real-password-timing-guard");

/** Checks the password and merges the visitor's cart into the saved one (quantities added, capped). */
export async function loginCustomer(services: Services, input: z.output<typeof loginSchema>): Promise<ApiUser> {
  const { db } = services.database;
  const user = await findUserByEmail(db, input.email);
  const ok = await verify(user?.password_hash ?? (await dummyHash), input.password).catch(() => false);
  if (!user || !ok) throw new HttpError(401, LOGIN_FAILED);
  const visitor = keepKnownLines(input.cartItems, await services.catalog.get());
  if (Object.keys(visitor).length === 0) return toApiUser(user);
  const merged = mergeCarts(readCart(user.cart), visitor);
  await saveCart(db, user.id, merged);
  return { ...toApiUser(user), cart: merged };
}
