import type { Context } from "hono";
import type { ApiOrder } from "../../../lib/orders";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { Semaphore } from "../../http/semaphore";
import type { Services } from "../../services";
import { invoicePdf } from "./invoice-pdf";

/**
 * Invoice and label PDFs cost real CPU (fonts, layout, barcodes). Each person
 * may ask for a bounded number in a window, this process draws at most two at
 * once (a few more wait briefly, the rest get a 503), and an issued invoice is
 * drawn once and kept: it never changes.
 */
export const PRINTOUT_DRAWING = new Semaphore(2, 16, 5_000);
const WINDOW_MS = 10 * 60_000;
/** Per person and window: a customer fetching their invoices; a seller printing a day's labels and invoices. */
export const PRINTOUT_LIMITS = { customer: 30, seller: 300 } as const;

export const PRINTOUTS_BUSY = "The shop is busy preparing other documents. Please try again in a few seconds.";

/** Draws one PDF within the process-wide cap. */
export function drawPrintout<T>(draw: () => Promise<T>): Promise<T> {
  return PRINTOUT_DRAWING.run(draw, () => new HttpError(503, PRINTOUTS_BUSY));
}

/** Counts one printout for this customer or seller (429 past the limit). */
export function limitPrintouts(c: Context<AppEnv>, who: { kind: "customer" | "seller"; id: string }): Promise<void> {
  return enforceRateLimits(c.var.services.database.db, [{ key: `printout:${who.kind}:${who.id}`, limit: PRINTOUT_LIMITS[who.kind], windowMs: WINDOW_MS }]);
}

/**
 * The PDF of an issued invoice, drawn the first time it is asked for and
 * served from the database afterwards (every instance sees it). Two first
 * requests at once on two instances may both draw it; one is kept and both
 * get that one.
 */
export function issuedInvoicePdf(services: Services, order: ApiOrder & { invoiceNumber: string }): Promise<Uint8Array<ArrayBuffer>> {
  // Requests for the same invoice in this process share one look-up and one drawing.
  const key = `${order._id}/${order.invoiceNumber}/${order.status === "cancelled" ? "cancelled" : "issued"}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = storedOrDrawn(services, order).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

async function storedOrDrawn(services: Services, order: ApiOrder & { invoiceNumber: string }): Promise<Uint8Array<ArrayBuffer>> {
  const { db } = services.database;
  // A cancelled order's invoice is drawn again once, marked CANCELLED, and kept under its own key.
  const key = order.status === "cancelled" ? `${order.invoiceNumber} CANCELLED` : order.invoiceNumber;
  const stored = () => db.selectFrom("invoice_pdfs").select("pdf").where("order_id", "=", order._id).where("invoice_number", "=", key).executeTakeFirst();
  const hit = await stored();
  if (hit) return new Uint8Array(hit.pdf);
  const pdf = await drawPrintout(() => invoicePdf(order));
  await db
    .insertInto("invoice_pdfs")
    .values({ order_id: order._id, invoice_number: key, pdf, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["order_id", "invoice_number"]).doNothing())
    .execute();
  return new Uint8Array((await stored())!.pdf);
}
