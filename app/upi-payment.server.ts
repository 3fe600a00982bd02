import type { RouterContextProvider } from "react-router";
import type { ApiOrder } from "../lib/orders";
import { findOwnOrder, loadApiOrder } from "../server/modules/orders/orders.repo";
import { qrSvg, QR_SIZE } from "./components/qr-code.server";
import { notFoundResponse } from "./data.server";
import { servicesContext, userContext } from "./request-context";

const ORDER_ID = /^ord_[0-9a-z]{22}$/;

/** What the order's UPI payment page shows; `order: null` asks a visitor to log in. */
export type UpiPage = { order: Pick<ApiOrder, "_id" | "orderNumber" | "amount" | "status" | "isPaid" | "upiReference" | "upi"> | null; svg: string | null };

/**
 * /QRModal?order=…: the customer's own UPI direct order and the QR of its `upi://pay` link for the exact amount
 * (decision 030). Another customer's order, an order that is not UPI direct, or an unknown id is a 404.
 */
export async function upiPaymentPage(context: Readonly<RouterContextProvider>, id: string): Promise<UpiPage> {
  const user = context.get(userContext);
  if (!user) return { order: null, svg: null };
  const { db } = context.get(servicesContext).database;
  const row = ORDER_ID.test(id) ? await findOwnOrder(db, user._id, id) : undefined;
  if (!row || row.payment_type !== "UPI" || !row.upi_link) throw notFoundResponse();
  const o = await loadApiOrder(db, row);
  return {
    order: {
      _id: o._id,
      orderNumber: o.orderNumber,
      amount: o.amount,
      status: o.status,
      isPaid: o.isPaid,
      upiReference: o.upiReference,
      ...(o.upi ? { upi: o.upi } : {}),
    },
    svg: o.status === "pending_payment" ? await qrSvg(row.upi_link, QR_SIZE) : null,
  };
}
