import { Hono, type Context } from "hono";
import { cancelOrderSchema, CUSTOMER_CANCEL_REASON, ORDER_CANCELLED, refundSchema } from "../../../lib/after-sales";
import { buildCreditNoteDocument, type CreditNoteLine } from "../../../lib/credit-note";
import { OWNER_ONLY } from "../../../lib/seller";
import { newId } from "../../../lib/ids";
import { ownerOnly, requireSeller, sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson, readOptionalJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { drawPrintout, limitPrintouts } from "../invoices/printouts";
import { changeOrderStatus } from "../orders/change-status";
import { findOrder, loadApiOrder, type OrderRow } from "../orders/orders.repo";
import { anyOrder, ownOrder } from "./order-access";
import { idempotencyKey } from "../orders/orders.routes";
import { creditNotePdf, creditNotePdfName } from "./credit-note-pdf";
import { findCreditNote, toApiCreditNote } from "./credit-notes";
import { refundOrder, settleRefund, toApiRefund } from "./refunds";

const NOTE_ID = /^cn_[0-9a-z]{22}$/;

/** The credit note's printable view model (JSON) or its PDF, for an order the caller may see. */
async function creditNote(c: Context<AppEnv>, order: OrderRow, as: "json" | "pdf") {
  const raw = (c.req.param("note") ?? "").replace(/\.pdf$/, "");
  const { db } = c.var.services.database;
  const row = NOTE_ID.test(raw) ? await findCreditNote(db, order.id, raw) : undefined;
  if (!row) throw new HttpError(404, "Credit note not found");
  const doc = buildCreditNoteDocument(await loadApiOrder(db, order), toApiCreditNote(row), JSON.parse(row.lines) as CreditNoteLine[]);
  c.header("Cache-Control", "private, no-store");
  if (as === "json") return c.json({ success: true, creditNote: doc });
  const pdf = await drawPrintout(() => creditNotePdf(doc, order.lang));
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${creditNotePdfName(row.number)}"`,
  });
}

/**
 * Issue 16's after-sales endpoints: a customer cancelling their own placed
 * order; credit notes for the customer (own orders) and the seller; refunds,
 * which move money, for the owner alone (decision record 019).
 */
export function afterSalesRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/order/:id{ord_[0-9a-z]{22}}/cancel", async (c) => {
    const order = await ownOrder(c);
    const input = await readOptionalJson(c, cancelOrderSchema);
    await enforceRateLimits(c.var.services.database.db, [{ key: `cancel:user:${order.user_id}`, limit: 20, windowMs: 10 * 60_000 }]);
    const reason = input.reason ? `${CUSTOMER_CANCEL_REASON}: ${input.reason}` : CUSTOMER_CANCEL_REASON;
    const fresh = await changeOrderStatus(c.var.services, order.id, "cancelled", null, new Date(), order.user_id, { byCustomer: true, reason });
    return c.json({ success: true, message: ORDER_CANCELLED, order: fresh });
  });

  r.get("/order/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}\\.pdf}", async (c) => {
    const order = await ownOrder(c);
    await limitPrintouts(c, { kind: "customer", id: order.user_id });
    return creditNote(c, order, "pdf");
  });
  r.get("/order/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}}", async (c) => creditNote(c, await ownOrder(c), "json"));

  r.get("/seller/orders/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}\\.pdf}", sellerOnly, async (c) => {
    const order = await anyOrder(c);
    await limitPrintouts(c, { kind: "seller", id: (await requireSeller(c)).id });
    return creditNote(c, order, "pdf");
  });
  r.get("/seller/orders/:id{ord_[0-9a-z]{22}}/credit-notes/:note{cn_[0-9a-z]{22}}", sellerOnly, async (c) => creditNote(c, await anyOrder(c), "json"));

  // Money going out: the owner's alone. Idempotency-Key (header) makes a retried request find its refund.
  r.post("/seller/orders/:id{ord_[0-9a-z]{22}}/refunds", ownerOnly(OWNER_ONLY.refunds), async (c) => {
    const order = await anyOrder(c);
    const input = await readJson(c, refundSchema);
    const seller = await requireSeller(c);
    const key = idempotencyKey(c);
    const { refund, repeated } = await refundOrder(c.var.services, order.id, {
      amountPaise: input.amount,
      reason: input.reason,
      method: input.method,
      reference: input.reference,
      actor: seller.id,
      key: key ? `seller:${order.id}:${key}` : newId("key"),
    });
    const fresh = await loadApiOrder(c.var.services.database.db, (await findOrder(c.var.services.database.db, order.id))!, "seller");
    const message =
      refund.status === "processed"
        ? "Refund recorded"
        : refund.status === "pending"
          ? "Refund started: the gateway is processing it"
          : "The refund did not go through; you can retry it from the order";
    return c.json(
      { success: refund.status !== "failed", message, refund: toApiRefund(refund, null), order: fresh },
      repeated ? 200 : refund.status === "failed" ? 502 : 201,
    );
  });

  r.post("/seller/orders/:id{ord_[0-9a-z]{22}}/refunds/:refund{rfd_[0-9a-z]{22}}/retry", ownerOnly(OWNER_ONLY.refunds), async (c) => {
    const order = await anyOrder(c);
    const { db } = c.var.services.database;
    const row = await db.selectFrom("refunds").selectAll().where("order_id", "=", order.id).where("id", "=", c.req.param("refund")).executeTakeFirst();
    if (!row) throw new HttpError(404, "Refund not found");
    if (row.status === "processed") throw new HttpError(409, "This refund is already done");
    const refund = await settleRefund(c.var.services, row.id);
    const fresh = await loadApiOrder(db, (await findOrder(db, order.id))!, "seller");
    return c.json(
      {
        success: refund.status !== "failed",
        message: refund.status === "failed" ? "The refund did not go through again" : "Refund sent",
        refund: toApiRefund(refund, null),
        order: fresh,
      },
      refund.status === "failed" ? 502 : 200,
    );
  });

  return r;
}
