import { Hono } from "hono";
import { orderStatusSchema, SELLER_ORDERS_PAGE, shipOrderSchema } from "../../../lib/seller-orders";
import { ownerOnly, requireSeller, sellerOnly } from "../../http/auth";
import { OWNER_ONLY } from "../../../lib/seller";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson, readOptionalJson } from "../../http/errors";
import { wholeNumberQuery } from "../../http/query";
import { invoicePdfName } from "../invoices/invoice-pdf";
import { drawPrintout, issuedInvoicePdf, limitPrintouts } from "../invoices/printouts";
import { changeOrderStatus } from "../orders/change-status";
import { findOrder, loadApiOrder } from "../orders/orders.repo";
import { shipOrder } from "../orders/ship-order";
import { buildShippingLabel } from "../../../lib/label";
import { canPrintLabel, STATUS_LABELS } from "../../../lib/order-status";
import { labelsPdf, labelsPdfName } from "../shipping/label-pdf";
import { itemsOf, toApiOrder } from "../orders/orders.repo";
import { dashboardFigures, withoutRevenue } from "./dashboard";
import { ordersCsv } from "./orders-csv";
import { CURSOR_PATTERN, listSellerOrders } from "./seller-orders.repo";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ORDER_ID = /^ord_[0-9a-z]{22}$/;

function orderId(raw: string | undefined): string {
  if (!raw || !ORDER_ID.test(raw)) throw new HttpError(404, "Order not found");
  return raw;
}

/** The back office's order endpoints (spec section 7 and the additions); every one is seller-only. */
export function sellerOrdersRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/order/seller", sellerOnly, async (c) => {
    const q = (c.req.query("q") ?? "").trim().slice(0, 40) || null;
    const after = c.req.query("after") || null;
    if (after && !CURSOR_PATTERN.test(after)) throw new HttpError(400, "after is not a page cursor");
    const limit = wholeNumberQuery(c, "limit", { min: 1, max: 200, fallback: SELLER_ORDERS_PAGE });
    const page = await listSellerOrders(c.var.services.database.db, { q, after, limit });
    return c.json({ success: true, ...page });
  });

  r.put("/order/:id{ord_[0-9a-z]{22}}/ship", sellerOnly, async (c) => {
    const input = await readOptionalJson(c, shipOrderSchema);
    const order = await shipOrder(c.var.services, orderId(c.req.param("id")), input, c.var.seller!.id);
    return c.json({ success: true, message: "Order marked as shipped!", order });
  });

  r.put("/order/:id{ord_[0-9a-z]{22}}/status", sellerOnly, async (c) => {
    const { status } = await readJson(c, orderStatusSchema);
    const order = await changeOrderStatus(c.var.services, orderId(c.req.param("id")), status, null, new Date(), c.var.seller!.id);
    const message = { packed: "Order marked as packed", delivered: "Order marked as delivered", cancelled: "Order cancelled; its stock is back on sale" }[
      status
    ];
    return c.json({ success: true, message, order });
  });

  r.get("/seller/dashboard", sellerOnly, async (c) => {
    const figures = await dashboardFigures(c.var.services.database.db);
    // Staff see counts, not money taken: the revenue figures are left out of the response itself (decision record 016).
    const seller = await requireSeller(c);
    return c.json({ success: true, ...(seller.role === "owner" ? figures : withoutRevenue(figures)) });
  });

  // The accountant's export sums the shop's takings: the owner's alone (decision record 016).
  r.get("/seller/orders.csv", ownerOnly(OWNER_ONLY.export), async (c) => {
    const from = c.req.query("from") ?? "";
    const to = c.req.query("to") ?? "";
    if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
      throw new HttpError(400, "from and to must be dates (YYYY-MM-DD)");
    if (from > to) throw new HttpError(400, "from must not be after to");
    return c.body(ordersCsv(c.var.services.database.db, from, to), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${from}-to-${to}.csv"`,
    });
  });

  r.get("/seller/orders/:id{ord_[0-9a-z]{22}}/invoice.pdf", sellerOnly, async (c) => {
    const row = await findOrder(c.var.services.database.db, orderId(c.req.param("id")));
    if (!row) throw new HttpError(404, "Order not found");
    const order = await loadApiOrder(c.var.services.database.db, row);
    if (!order.invoiceNumber) throw new HttpError(404, "This order has no tax invoice yet");
    await limitPrintouts(c, { kind: "seller", id: (await requireSeller(c)).id });
    return c.body(await issuedInvoicePdf(c.var.services, { ...order, invoiceNumber: order.invoiceNumber }), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfName(order)}"`,
    });
  });

  /** 4×6 in label PDFs: one order, or several selected orders (ids=a,b,c), one label a page. */
  r.get("/seller/labels.pdf", sellerOnly, async (c) => {
    const ids = (c.req.query("ids") ?? "").split(",").filter(Boolean);
    if (ids.length === 0 || ids.length > 100 || !ids.every((id) => ORDER_ID.test(id)))
      throw new HttpError(400, "ids must be 1 to 100 order ids, separated by commas");
    await limitPrintouts(c, { kind: "seller", id: (await requireSeller(c)).id });
    const { db } = c.var.services.database;
    const rows = await db.selectFrom("orders").selectAll().where("id", "in", ids).execute();
    if (rows.length !== new Set(ids).size) throw new HttpError(404, "Order not found");
    const unshippable = rows.find((o) => !canPrintLabel(o.status));
    if (unshippable)
      throw new HttpError(
        409,
        `Labels print only for orders that can ship (placed, packed or shipped): order ${unshippable.id} is ${STATUS_LABELS[unshippable.status]}`,
      );
    const items = await itemsOf(db, ids);
    const { settings } = await c.var.services.catalog.get();
    const opts = {
      weight: c.req.query("weight")?.slice(0, 40),
      dimensions: c.req.query("dimensions")?.slice(0, 40),
      trackingUrlTemplate: settings.shipping.trackingUrlTemplate,
    };
    const byId = new Map(rows.map((o) => [o.id, o]));
    const labels = [...new Set(ids)].map((id) => buildShippingLabel(toApiOrder(byId.get(id)!, items.get(id) ?? []), opts));
    return c.body(new Uint8Array(await drawPrintout(() => labelsPdf(labels))), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${labelsPdfName(labels)}"`,
    });
  });

  return r;
}
