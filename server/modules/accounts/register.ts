import { hash } from "@node-rs/argon2";
import type { z } from "zod";
import { EMAIL_TAKEN, type ApiUser, type registerSchema } from "../../../lib/accounts";
import type { Lang } from "../../../lib/i18n";
import { newId } from "../../../lib/ids";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { keepKnownLines } from "../cart/validate-cart";
import { findUserByEmail, newCartFacts, toApiUser } from "./accounts.repo";

export async function registerCustomer(services: Services, input: z.output<typeof registerSchema>, lang: Lang): Promise<ApiUser> {
  const { db } = services.database;
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN);
  const snap = await services.catalog.get();
  const now = new Date().toISOString();
  const cart = keepKnownLines(input.cartItems, snap);
  const row = {
    id: newId("usr"),
    name: input.name,
    email: input.email,
    password_hash: await hash(input.password),
    cart: JSON.stringify(cart),
    created_at: now,
    updated_at: now,
    email_verified_at: null,
    phone: null,
    deleted_at: null,
    lang,
    ...newCartFacts(cart, now),
  };
  const inserted = await db
    .insertInto("users")
    .values(row)
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  // Two registrations racing for one email: the loser gets the same 409.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(409, EMAIL_TAKEN);
  return toApiUser({ ...row, mobile: null });
}
