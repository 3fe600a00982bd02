import type { Kysely, Selectable } from "kysely";
import { csvRow } from "../../../lib/csv";
import { formatIstDate, formatIstDateTime } from "../../../lib/india-time";
import { STATUS_LABELS } from "../../../lib/order-status";
import type { ApiOrderAddress } from "../../../lib/orders";
import { optionsText, type VariantChoice } from "../../../lib/variants";
import type { DB, OrderItemsTable, OrdersTable } from "../../db/schema";
import { isRealOrder } from "./seller-orders.repo";

export const HEADER = [
  "Invoice number",
  "Invoice date",
  "Order ID",
  "Order date",
  "Status",
  "Payment",
  "Paid",
  "Customer",
  "Email",
  "Phone",
  "Buyer GSTIN",
  "Place of supply",
  "State code",
  "Items",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Untaxed shipping",
  "Total",
  "Item options",
  "Item SKUs",
  "Credit notes",
  "Credited",
  "Net total",
  "Order number",
  "Shipping charge",
  "COD fee",
  "Discount",
  "Coupon",
];
const BATCH = 1000;
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** Between the entries of one order's lines in the "Item options" and "Item SKUs" cells. */
export const LINE_SEPARATOR = "; ";

export type CsvLine = Pick<Selectable<OrderItemsTable>, "position" | "variant_id" | "variant_options" | "sku">;

/**
 * The order's lines in the last two columns, one entry per line in the order's
 * line order, so the n-th entry of both cells is the n-th line: the options
 * ordered ("Cob / Burgundy", empty for a product without options) and the
 * variant's SKU. A line made before variants names no variant: both entries
 * empty (an order made before variants has two empty cells).
 */
export function lineCells(lines: CsvLine[]): [string, string] {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  const options = sorted.map((l) => (l.variant_id === null ? "" : optionsText([], l.variant_options ? (JSON.parse(l.variant_options) as VariantChoice) : {})));
  const skus = sorted.map((l) => (l.variant_id === null ? "" : l.sku));
  const cell = (entries: string[]) => (entries.every((e) => e === "") ? "" : entries.join(LINE_SEPARATOR));
  return [cell(options), cell(skus)];
}

/** What a CSV row reads of an order row. */
export type CsvOrder = Pick<
  Selectable<OrdersTable>,
  | "invoice_number"
  | "invoice_date"
  | "id"
  | "created_at"
  | "status"
  | "payment_type"
  | "is_paid"
  | "customer_name"
  | "customer_email"
  | "customer_phone"
  | "gst_number"
  | "address"
  | "delivery_state_code"
  | "item_count"
  | "taxable_paise"
  | "cgst_paise"
  | "sgst_paise"
  | "igst_paise"
  | "shipping_gst_rate_bp"
  | "shipping_paise"
  | "cod_fee_paise"
  | "total_paise"
  | "credited_paise"
  | "order_number"
  | "discount_paise"
  | "coupon_code"
>;

/** One order's CSV row (the HEADER's columns). */
export function orderCsvRow(o: CsvOrder, lines: CsvLine[], creditNotes: string[] = []): string {
  const a = JSON.parse(o.address) as ApiOrderAddress;
  return csvRow([
    o.invoice_number,
    o.invoice_date ? formatIstDate(o.invoice_date) : null,
    o.id,
    formatIstDateTime(o.created_at),
    STATUS_LABELS[o.status],
    o.payment_type,
    o.is_paid === 1 ? "Yes" : "No",
    o.customer_name,
    o.customer_email,
    o.customer_phone,
    o.gst_number,
    a.state,
    o.delivery_state_code,
    o.item_count,
    rupees(o.taxable_paise),
    rupees(o.cgst_paise),
    rupees(o.sgst_paise),
    rupees(o.igst_paise),
    // Taxable value + CGST + SGST + IGST + untaxed shipping = Total (a taxed fee is in the taxable value).
    rupees(o.shipping_gst_rate_bp > 0 ? 0 : o.shipping_paise),
    rupees(o.total_paise),
    ...lineCells(lines),
    // Decision 019: the order's credit notes (numbers), what they took off, and what the invoice nets to.
    creditNotes.join(LINE_SEPARATOR),
    rupees(o.credited_paise),
    rupees(o.total_paise - o.credited_paise),
    // Added after the columns an accountant's sheet may already read by position: last.
    o.order_number,
    // Issue 18: the shipping charge before GST, and the cash-on-delivery fee that is part of it.
    rupees(o.shipping_paise),
    rupees(o.cod_fee_paise),
    // Issue 19: the coupon's discount, already taken off the taxable value above (it is not subtracted again), and its code.
    rupees(o.discount_paise),
    o.coupon_code,
  ]);
}

/**
 * The orders of a range of India's calendar days (by order date) as CSV for the
 * accountant, one line per order with its GST split, read in batches so a year
 * of orders never sits in memory at once.
 */
export function ordersCsv(db: Kysely<DB>, from: string, to: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: { createdAt: string; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`)); // BOM: Excel reads it as UTF-8 (₹, names)
        return;
      }
      // Sandbox orders moved no money and carry no tax invoice of the real series: they are not the accountant's.
      let q = db.selectFrom("orders").selectAll().where(isRealOrder).where("sandbox", "=", 0).where("created_day", ">=", from).where("created_day", "<=", to);
      if (cursor) {
        const c: { createdAt: string; id: string } = cursor;
        q = q.where((eb) => eb.or([eb("created_at", ">", c.createdAt), eb.and([eb("created_at", "=", c.createdAt), eb("id", ">", c.id)])]));
      }
      const rows = await q.orderBy("created_at").orderBy("id").limit(BATCH).execute();
      if (rows.length === 0) return controller.close();
      const lines = await db
        .selectFrom("order_items")
        .select(["order_id", "position", "variant_id", "variant_options", "sku"])
        .where(
          "order_id",
          "in",
          rows.map((o) => o.id),
        )
        .execute();
      const byOrder = new Map<string, CsvLine[]>();
      for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
      const credited = rows.filter((o) => o.credited_paise > 0).map((o) => o.id);
      const notes =
        credited.length === 0
          ? []
          : await db
              .selectFrom("credit_notes")
              .select(["order_id", "number"])
              .where("order_id", "in", credited)
              .orderBy("created_at")
              .orderBy("number")
              .execute();
      const notesOf = new Map<string, string[]>();
      for (const n of notes) notesOf.set(n.order_id, [...(notesOf.get(n.order_id) ?? []), n.number]);
      let chunk = "";
      for (const o of rows) chunk += orderCsvRow(o, byOrder.get(o.id) ?? [], notesOf.get(o.id) ?? []);
      controller.enqueue(encoder.encode(chunk));
      const last = rows[rows.length - 1]!;
      cursor = { createdAt: last.created_at, id: last.id };
    },
  });
}
