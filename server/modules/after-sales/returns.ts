import type { Kysely, Selectable } from "kysely";
import { creditQuantities, remainingLines, type CreditNoteLine } from "../../../lib/credit-note";
import { istDate } from "../../../lib/india-time";
import { buildInvoice } from "../../../lib/invoice";
import { paiseToRupees } from "../../../lib/money";
import { itemLabel, type ApiOrder } from "../../../lib/orders";
import {
  EXCHANGE_REQUESTED,
  RETURN_REQUESTED,
  RETURN_STATUS_LABELS,
  returnWindowEnd,
  type ApiReturnRequest,
  type ReturnRequestInput,
  type ReturnStatus,
  type ReturnType,
} from "../../../lib/returns";
import { optionsText, type VariantChoice } from "../../../lib/variants";
import type { DB, ReturnRequestsTable } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { defaultVariantId } from "../catalog/variants.repo";
import { enqueueEmail } from "../notifications/outbox";
import { findOrder, findOrderForUpdate, loadApiOrder, type OrderRow } from "../orders/orders.repo";
import { restockUnits, takeStock, type StockLine } from "../orders/stock";
import { issueCreditNote, type CreditNoteRow } from "./credit-notes";
import { replacementShippedEmail, returnApprovedEmail, returnReceivedEmail, returnRejectedEmail } from "./return-emails";
import { paidPaise, reserveRefund, settleRefund } from "./refunds";
import { readShopSettings } from "../settings/settings.repo";

export type ReturnRow = Selectable<ReturnRequestsTable>;
/** One stored item of a request: the order line (index in order.items), units, and the variant wanted instead (exchange). */
export type StoredReturnItem = { line: number; quantity: number; exchangeFor: string | null };
/** Who reads a request: photo URLs differ (the customer's own order page or the back office). */
export type ReturnViewer = "customer" | "seller";

export const RETURN_ID = /^ret_[0-9a-z]{22}$/;

const itemsOfRow = (row: ReturnRow) => JSON.parse(row.items) as StoredReturnItem[];
const photosOfRow = (row: ReturnRow) => JSON.parse(row.photos) as string[];

/** The storage key of a request's n-th photo (1-based). Names starting "ret_" are never served by the public /images route. */
export const returnPhotoKey = (id: string, n: number) => `${id}-${n}.webp`;

export function returnPhotoUrl(viewer: ReturnViewer, orderId: string, id: string, n: number): string {
  return viewer === "seller" ? `/api/seller/orders/${orderId}/returns/${id}/photos/${n}` : `/api/order/${orderId}/returns/${id}/photos/${n}`;
}

/** "3 December 2026". */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export function toApiReturn(
  row: ReturnRow,
  order: ApiOrder,
  variantTexts: Map<string, string>,
  creditNoteNumber: string | null,
  viewer: ReturnViewer,
): ApiReturnRequest {
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    statusLabel: RETURN_STATUS_LABELS[row.status],
    items: itemsOfRow(row).map((it) => {
      const line = order.items[it.line];
      return {
        line: it.line,
        name: line ? itemLabel(line.product) : `Line ${it.line + 1}`,
        quantity: it.quantity,
        exchangeFor: it.exchangeFor ? { variantId: it.exchangeFor, optionsText: variantTexts.get(it.exchangeFor) ?? "" } : null,
      };
    }),
    reason: row.reason,
    photos: photosOfRow(row).map((_, i) => returnPhotoUrl(viewer, row.order_id, row.id, i + 1)),
    sellerNote: row.seller_note,
    amount: paiseToRupees(row.amount_paise),
    refundId: row.refund_id,
    creditNoteNumber,
    replacement: row.type === "exchange" && row.shipped_at ? { carrier: row.replacement_carrier, awb: row.replacement_awb } : null,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    receivedAt: row.received_at,
  };
}

/** The options text ("Full / Black") of each variant named as an exchange in these requests. */
export async function exchangeVariantTexts(db: Kysely<DB>, rows: ReturnRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => itemsOfRow(r).flatMap((it) => (it.exchangeFor ? [it.exchangeFor] : []))))];
  if (ids.length === 0) return new Map();
  const variants = await db.selectFrom("product_variants").select(["id", "options"]).where("id", "in", ids).execute();
  return new Map(variants.map((v) => [v.id, optionsText([], JSON.parse(v.options) as VariantChoice)]));
}

/** Requests of these orders, oldest first. */
export function returnsOfOrders(db: Kysely<DB>, orderIds: string[]) {
  return db.selectFrom("return_requests").selectAll().where("order_id", "in", orderIds).orderBy("created_at").orderBy("id").execute();
}

/** Units of each order line already asked for by this order's other requests that are not rejected. */
function askedPerLine(rows: ReturnRow[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const row of rows) if (row.status !== "rejected") for (const it of itemsOfRow(row)) out.set(it.line, (out.get(it.line) ?? 0) + it.quantity);
  return out;
}

function mergeByLine(items: { line: number; quantity: number }[]): { line: number; quantity: number }[] {
  const m = new Map<number, number>();
  for (const it of items) m.set(it.line, (m.get(it.line) ?? 0) + it.quantity);
  return [...m].sort(([a], [b]) => a - b).map(([line, quantity]) => ({ line, quantity }));
}

/**
 * What these units are worth, tax included: their share of what is left on the invoice lines (as a credit note
 * would take it), or of the order lines when there is no invoice.
 */
async function valueOfUnits(trx: Kysely<DB>, order: OrderRow, api: ApiOrder, items: { line: number; quantity: number }[]): Promise<number> {
  const merged = mergeByLine(items);
  if (order.invoice_number) {
    const earlier = await trx.selectFrom("credit_notes").select("lines").where("order_id", "=", order.id).execute();
    const remaining = remainingLines(
      buildInvoice(api),
      earlier.map((e) => JSON.parse(e.lines) as CreditNoteLine[]),
    );
    try {
      return creditQuantities(remaining, merged).reduce((s, l) => s + l.totalPaise, 0);
    } catch {
      // Fewer units left on the invoice than asked (credited otherwise): value them from the order lines below.
    }
  }
  const rows = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
  let total = 0;
  for (const { line, quantity } of merged) {
    const it = rows[line];
    if (!it || it.quantity === 0) continue;
    total += Math.floor(((it.taxable_paise + it.cgst_paise + it.sgst_paise + it.igst_paise) * quantity) / it.quantity);
  }
  return total;
}

export type NewReturn = { id: string; input: ReturnRequestInput; photoKeys: string[]; now?: Date };

/** The customer's request, under the order's row lock: every refusal of lib/returns.ts. Returns the stored row. */
export async function createReturnRequest(services: Services, orderId: string, userId: string, req: NewReturn): Promise<ReturnRow> {
  const now = req.now ?? new Date();
  const { db } = services.database;
  if (req.input.type !== "exchange" && req.input.items.some((it) => it.exchangeFor)) throw new HttpError(400, "exchangeFor is only for an exchange");
  return db.transaction().execute(async (trx) => {
    const order = await findOrderForUpdate(trx, orderId);
    if (!order || order.user_id !== userId) throw new HttpError(404, "Order not found");
    if (order.status !== "delivered" || !order.delivered_at) throw new HttpError(409, "You can ask for a return once the order is delivered");
    const settings = await readShopSettings(trx);
    const end = returnWindowEnd(istDate(new Date(order.delivered_at)), settings.returnWindowDays);
    if (istDate(now) > end)
      throw new HttpError(409, `The return window for this order closed on ${longDate(end)} (${settings.returnWindowDays} days after delivery)`);
    const api = await loadApiOrder(trx, order);
    const lines = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
    const { input } = req;
    for (const it of input.items) if (!lines[it.line]) throw new HttpError(400, `This order has no line ${it.line + 1}`);
    const asked = askedPerLine(await trx.selectFrom("return_requests").selectAll().where("order_id", "=", order.id).execute());
    for (const { line, quantity } of mergeByLine(input.items)) {
      const left = lines[line]!.quantity - (asked.get(line) ?? 0);
      if (quantity > left) {
        const label = itemLabel(api.items[line]!.product);
        throw new HttpError(
          409,
          left <= 0 ? `You can return none of ${label}: earlier requests already cover every unit` : `You can return at most ${left} of ${label}`,
        );
      }
    }
    const stored: StoredReturnItem[] = [];
    for (const it of input.items) {
      if (it.exchangeFor) {
        const line = lines[it.line]!;
        const variant = await trx
          .selectFrom("product_variants")
          .select(["id", "product_id", "offer_price_paise"])
          .where("id", "=", it.exchangeFor)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
        if (!variant || variant.product_id !== line.product_id || variant.offer_price_paise !== line.unit_price_paise)
          throw new HttpError(409, "An exchange is for another size or colour at the same price; return this item instead");
      }
      stored.push({ line: it.line, quantity: it.quantity, exchangeFor: it.exchangeFor ?? null });
    }
    const stamp = now.toISOString();
    const row: ReturnRow = {
      id: req.id,
      order_id: order.id,
      user_id: userId,
      type: input.type,
      status: "requested",
      items: JSON.stringify(stored),
      reason: input.reason,
      photos: JSON.stringify(req.photoKeys),
      seller_note: null,
      amount_paise: await valueOfUnits(trx, order, api, stored),
      refund_id: null,
      credit_note_id: null,
      replacement_carrier: null,
      replacement_awb: null,
      created_at: stamp,
      updated_at: stamp,
      decided_at: null,
      received_at: null,
      shipped_at: null,
    };
    await trx.insertInto("return_requests").values(row).execute();
    return row;
  });
}

export const requestedMessage = (type: ReturnType) => (type === "exchange" ? EXCHANGE_REQUESTED : RETURN_REQUESTED);

const STATE_NOW: Record<ReturnStatus, string> = {
  requested: "This request is still waiting for a decision",
  approved: "This request is already approved",
  rejected: "This request is already rejected",
  received: "This request is already received",
  replacement_shipped: "The replacement is already shipped",
};

type Locked = { order: OrderRow; row: ReturnRow };

/** The order (locked) and the request; 404 when either is unknown, 409 (saying the state) when not in one of `from`. */
async function lockRequest(trx: Kysely<DB>, orderId: string, retId: string, from: ReturnStatus[]): Promise<Locked> {
  const order = await findOrderForUpdate(trx, orderId);
  if (!order) throw new HttpError(404, "Order not found");
  const row = await trx.selectFrom("return_requests").selectAll().where("id", "=", retId).where("order_id", "=", orderId).executeTakeFirst();
  if (!row) throw new HttpError(404, "Return request not found");
  if (!from.includes(row.status)) throw new HttpError(409, STATE_NOW[row.status]);
  return { order, row };
}

async function moveStatus(trx: Kysely<DB>, row: ReturnRow, to: ReturnStatus, set: Partial<ReturnRow>, now: Date): Promise<ReturnRow> {
  const stamp = now.toISOString();
  const updated = await trx
    .updateTable("return_requests")
    .set({ ...set, status: to, updated_at: stamp })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, "This request changed meanwhile. Reload and try again.");
  return { ...row, ...set, status: to, updated_at: stamp };
}

/** The variant each line of an exchange sends out: the one asked for, or the line's own again. */
async function replacementLines(trx: Kysely<DB>, order: OrderRow, row: ReturnRow): Promise<(StockLine & { label: string })[]> {
  const lines = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
  const out: (StockLine & { label: string })[] = [];
  for (const it of itemsOfRow(row)) {
    const line = lines[it.line];
    if (!line) continue;
    const variantId = it.exchangeFor ?? line.variant_id ?? (await defaultVariantId(trx, line.product_id));
    const variant = variantId ? await trx.selectFrom("product_variants").select("options").where("id", "=", variantId).executeTakeFirst() : undefined;
    const text = variant ? optionsText([], JSON.parse(variant.options) as VariantChoice) : "";
    out.push({
      productId: line.product_id,
      variantId,
      name: line.name,
      quantity: it.quantity,
      orderId: order.id,
      label: text ? `${line.name} (${text})` : line.name,
    });
  }
  return out;
}

export async function approveReturn(services: Services, orderId: string, retId: string, opts: { note?: string; actor: string; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  const { db } = services.database;
  const soldOutNow = await db.transaction().execute(async (trx) => {
    const { order, row } = await lockRequest(trx, orderId, retId, ["requested"]);
    const next = await moveStatus(trx, row, "approved", { seller_note: opts.note || null, decided_at: now.toISOString() }, now);
    let soldOut = false;
    if (row.type === "exchange") {
      for (const line of await replacementLines(trx, order, row)) {
        try {
          soldOut = (await takeStock(trx, [line], { kind: "sold", orderId: order.id, actor: opts.actor, now })).soldOut || soldOut;
        } catch (err) {
          if (err instanceof HttpError && err.status === 409) throw new HttpError(409, `Not enough stock of ${line.label} for the exchange`);
          throw err;
        }
      }
    }
    await enqueueEmail(trx, returnApprovedEmail(order, next, await readShopSettings(trx), services.config.publicUrl), now);
    return soldOut;
  });
  if (soldOutNow) services.catalog.invalidate();
  services.outbox.kick();
}

export async function rejectReturn(services: Services, orderId: string, retId: string, opts: { note: string; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await services.database.db.transaction().execute(async (trx) => {
    const { order, row } = await lockRequest(trx, orderId, retId, ["requested"]);
    const next = await moveStatus(trx, row, "rejected", { seller_note: opts.note, decided_at: now.toISOString() }, now);
    await enqueueEmail(trx, returnRejectedEmail(order, next, services.config.publicUrl), now);
  });
  services.outbox.kick();
}

export type ReceiveOptions = { restock?: boolean; method?: "upi" | "bank"; reference?: string; actor: string; now?: Date };

/**
 * The parcel is back (the owner): units back on sale (unless `restock` is false); for a return, a credit note for the
 * units (an invoiced order) and a refund of their value, capped by what was paid and not yet refunded — online through
 * the gateway after commit, cash on delivery recorded with its method and reference. One transaction under the order's
 * lock with a conditional status move: two clicks never refund twice.
 */
export async function receiveReturn(services: Services, orderId: string, retId: string, opts: ReceiveOptions): Promise<void> {
  const now = opts.now ?? new Date();
  const { db } = services.database;
  const done = await db.transaction().execute(async (trx) => {
    const { order, row } = await lockRequest(trx, orderId, retId, ["approved"]);
    let next = await moveStatus(trx, row, "received", { received_at: now.toISOString() }, now);
    const items = itemsOfRow(row);
    let restocked = false;
    if (opts.restock !== false) {
      const lines = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
      const back: StockLine[] = items.flatMap((it) => {
        const line = lines[it.line];
        return line ? [{ productId: line.product_id, variantId: line.variant_id, name: line.name, quantity: it.quantity, orderId: order.id }] : [];
      });
      restocked = (await restockUnits(trx, back, { actor: opts.actor, now, note: row.type === "exchange" ? "Exchange received" : "Return received" }))
        .restocked;
    }
    let note: CreditNoteRow | null = null;
    let refundPaise = 0;
    let pendingRefund: string | null = null;
    if (row.type === "return") {
      try {
        note = await issueCreditNote(trx, {
          order,
          kind: "return",
          reason: `Goods returned: ${row.reason}`.slice(0, 300),
          actor: opts.actor,
          now,
          lines: mergeByLine(items),
        });
      } catch (err) {
        // Those units were already credited in full (an earlier refund or note): nothing is left to credit or refund.
        if (!(err instanceof RangeError)) throw err;
      }
      const sum = await trx
        .selectFrom("refunds")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_paise"), eb.lit(0)).as("total"))
        .where("order_id", "=", order.id)
        .executeTakeFirstOrThrow();
      // An invoiced order refunds what its credit note took off the invoice (invoice − notes stays what the shop keeps).
      const worth = order.invoice_number ? (note?.total_paise ?? 0) : row.amount_paise;
      refundPaise = Math.max(0, Math.min(worth, paidPaise(order) - Number(sum.total)));
      let refundId: string | null = null;
      if (refundPaise > 0) {
        const { refund } = await reserveRefund(
          trx,
          order,
          {
            amountPaise: refundPaise,
            reason: `Returned items: ${row.reason}`,
            actor: opts.actor,
            key: `return:${row.id}`,
            method: opts.method,
            reference: opts.reference,
            creditNote: false,
            now,
          },
          services.config.publicUrl,
        );
        if (note) await trx.updateTable("refunds").set({ credit_note_id: note.id }).where("id", "=", refund.id).execute();
        refundId = refund.id;
        if (refund.status !== "processed") pendingRefund = refund.id;
      }
      await trx
        .updateTable("return_requests")
        .set({ refund_id: refundId, credit_note_id: note?.id ?? null })
        .where("id", "=", row.id)
        .execute();
      next = { ...next, refund_id: refundId, credit_note_id: note?.id ?? null };
    }
    await enqueueEmail(trx, returnReceivedEmail(order, next, refundPaise, note, services.config.publicUrl), now);
    return { restocked, pendingRefund };
  });
  if (done.restocked) services.catalog.invalidate();
  services.outbox.kick();
  // The gateway is asked after commit; a failure leaves the refund failed for the owner to retry, the return stays received.
  if (done.pendingRefund) await settleRefund(services, done.pendingRefund, now);
}

export async function shipReplacement(services: Services, orderId: string, retId: string, opts: { carrier?: string; awb?: string; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await services.database.db.transaction().execute(async (trx) => {
    const { order, row } = await lockRequest(trx, orderId, retId, ["approved", "received"]);
    if (row.type !== "exchange") throw new HttpError(409, "Only an exchange has a replacement to ship");
    const next = await moveStatus(
      trx,
      row,
      "replacement_shipped",
      { replacement_carrier: opts.carrier || null, replacement_awb: opts.awb || null, shipped_at: now.toISOString() },
      now,
    );
    await enqueueEmail(trx, replacementShippedEmail(order, next, services.config.publicUrl), now);
  });
  services.outbox.kick();
}

/** A request's photo, for its order; null when there is no such photo. */
export async function returnPhoto(services: Services, orderId: string, retId: string, n: number): Promise<Uint8Array | null> {
  const row = await services.database.db
    .selectFrom("return_requests")
    .select("photos")
    .where("id", "=", retId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  const key = (JSON.parse(row.photos) as string[])[n - 1];
  if (!key) return null;
  const file = await services.storage.get(key);
  return file?.body ?? null;
}

export async function orderRowOrThrow(db: Kysely<DB>, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw new HttpError(404, "Order not found");
  return order;
}
