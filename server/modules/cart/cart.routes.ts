import { Hono } from "hono";
import { z } from "zod";
import { requireCustomer } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { readJson } from "../../http/errors";
import { saveCart } from "../accounts/accounts.repo";
import { validateCart } from "./validate-cart";

const cartUpdateSchema = z.strictObject({ cartItems: z.record(z.string().max(60), z.number()) });

export function cartRoutes() {
  const r = new Hono<AppEnv>();
  r.post("/cart/update", async (c) => {
    const user = await requireCustomer(c);
    const { cartItems } = await readJson(c, cartUpdateSchema);
    const cart = validateCart(cartItems, await c.var.services.catalog.get());
    await saveCart(c.var.services.database.db, user.id, cart);
    return c.json({ success: true, message: "Cart updated" });
  });
  return r;
}
