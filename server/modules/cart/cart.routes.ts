import { Hono } from "hono";
import { z } from "zod";
import { requireCustomer } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { stopCartReminders } from "./cart-reminders";
import { saveCart } from "../accounts/accounts.repo";
import { stockRefusal } from "./stock-limit";
import { validateCart } from "./validate-cart";

/** One line's wanted quantity (the cart's + and Add, for visitors and customers alike). */
const cartCheckSchema = z.strictObject({ id: z.string().min(1).max(60), quantity: z.number().int().min(1).max(10_000) });

const stopRemindersSchema = z.strictObject({
  token: z.string({ error: "token is required" }).max(100, "This link is not valid. Use the link in your latest cart reminder."),
});

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
  /** Whether one line may hold that many: 200, or 409 "Only 6 left" / "Out of stock" (issue 15: refused in the cart, not at Place Order). */
  r.post("/cart/check", async (c) => {
    const { id, quantity } = await readJson(c, cartCheckSchema);
    const refused = await stockRefusal(c.var.services.database.db, await c.var.services.catalog.get(), id, quantity);
    // `most`: what the line may hold, so the cart takes it back without reading the message.
    if (refused) return c.json({ success: false, message: refused.message, most: refused.most }, 409);
    return c.json({ success: true });
  });
  /** The cart reminder email's "Stop cart reminders" (issue 19, item 6): public, the token is the proof. */
  r.post("/cart-reminders/stop", async (c) => {
    const { token } = await readJson(c, stopRemindersSchema);
    if (!(await stopCartReminders(c.var.services, token))) throw new HttpError(404, "This link is not valid. Use the link in your latest cart reminder.");
    return c.json({ success: true, message: "Cart reminders stopped" });
  });
  return r;
}
