import { Hono, type Context } from "hono";
import { checkoutSchema, IDEMPOTENCY_KEY_PATTERN } from "../../../lib/checkout";
import { requestLang } from "../../http/api-language";
import { requireCustomer } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import type { UserRow } from "../accounts/accounts.repo";
import { invoicePdfName } from "../invoices/invoice-pdf";
import { issuedInvoicePdf, limitPrintouts } from "../invoices/printouts";
import { findOwnOrder, listCustomerOrders, loadApiOrder } from "./orders.repo";
import { bindIdempotency } from "./idempotency";
import { placeCodOrder } from "./place-cod-order";

/** The browser's per-attempt key (header Idempotency-Key); absent is allowed, malformed is refused. */
export function idempotencyKey(c: Context<AppEnv>): string | null {
  const key = c.req.header("idempotency-key");
  if (key === undefined || key === "") return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, "Idempotency-Key must be 8 to 64 letters, digits, - or _");
  return key;
}

/** Orders a customer may start: plenty for a real shopper, a wall for a script. */
export function checkoutRateLimit(c: Context<AppEnv>, user: UserRow) {
  return enforceRateLimits(c.var.services.database.db, [{ key: `order:user:${user.id}`, limit: 30, windowMs: 10 * 60_000 }]);
}

const ORDER_ID = /^ord_[0-9a-z]{22}$/;

async function ownOrder(c: Context<AppEnv>) {
  const user = await requireCustomer(c);
  const id = c.req.param("id") ?? "";
  const order = ORDER_ID.test(id) ? await findOwnOrder(c.var.services.database.db, user.id, id) : undefined;
  if (!order) throw new HttpError(404, "Order not found");
  return order;
}

export function ordersRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/order/cod", async (c) => {
    const user = await requireCustomer(c);
    const key = idempotencyKey(c);
    const input = await readJson(c, checkoutSchema);
    await checkoutRateLimit(c, user);
    const { order, repeated } = await placeCodOrder(c.var.services, user, input, bindIdempotency(key, "POST /api/order/cod", input), requestLang(c));
    return c.json({ success: true, message: "Order Placed Successfully", orderId: order._id, invoiceNumber: order.invoiceNumber }, repeated ? 200 : 201);
  });

  r.get("/order/user", async (c) => {
    const user = await requireCustomer(c);
    const before = c.req.query("before") ?? null;
    if (before !== null && Number.isNaN(Date.parse(before))) throw new HttpError(400, "before must be a date");
    const orders = await listCustomerOrders(c.var.services.database.db, user.id, before);
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, orders });
  });

  r.get("/order/:id{ord_[0-9a-z]{22}}/invoice.pdf", async (c) => {
    const row = await ownOrder(c);
    await limitPrintouts(c, { kind: "customer", id: row.user_id });
    const order = await loadApiOrder(c.var.services.database.db, row);
    if (!order.invoiceNumber) throw new HttpError(404, "This order has no tax invoice yet");
    const pdf = await issuedInvoicePdf(c.var.services, { ...order, invoiceNumber: order.invoiceNumber });
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfName(order)}"`,
      "Cache-Control": "private, no-store",
    });
  });

  r.get("/order/:id{ord_[0-9a-z]{22}}", async (c) => {
    const order = await loadApiOrder(c.var.services.database.db, await ownOrder(c));
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, order });
  });

  return r;
}
