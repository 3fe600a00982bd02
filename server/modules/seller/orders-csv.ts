import type { Kysely } from "kysely";
import { csvRow } from "../../../lib/csv";
import { formatIstDate, formatIstDateTime } from "../../../lib/india-time";
import { STATUS_LABELS } from "../../../lib/order-status";
import type { ApiOrderAddress } from "../../../lib/orders";
import type { DB } from "../../db/schema";
import { isRealOrder } from "./seller-orders.repo";

const HEADER = ["Invoice number", "Invoice date", "Order ID", "Order date", "Status", "Payment", "Paid", "Customer", "Email", "Phone", "Buyer GSTIN", "Place of supply", "State code", "Items", "Taxable value", "CGST", "SGST", "IGST", "Untaxed shipping", "Total"];
const BATCH = 1000;
const rupees = (paise: number) => (paise / 100).toFixed(2);

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
      let chunk = "";
      for (const o of rows) {
        const a = JSON.parse(o.address) as ApiOrderAddress;
        chunk += csvRow([
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
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
      const last = rows[rows.length - 1]!;
      cursor = { createdAt: last.created_at, id: last.id };
    },
  });
}
