import { estimatedDelivery, istDate } from "../../../lib/india-time";
import type { Kysely, Selectable } from "kysely";
import { paiseToRupees } from "../../../lib/money";
import { STATUS_LABELS } from "../../../lib/order-status";
import type { ApiOrder, ApiOrderAddress, SellerSnapshot } from "../../../lib/orders";
import { stateByCode } from "../../../lib/india";
import { optionsText, type ApiOrderVariant, type VariantChoice } from "../../../lib/variants";
import { parseProductTranslations } from "../../../lib/catalog-i18n";
import { isPostgres } from "../../db/index";
import { withAfterSales } from "../after-sales/after-sales.repo";
import type { DB, OrderItemsTable, OrdersTable } from "../../db/schema";

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

const r = paiseToRupees;

/** The line's variant as ordered (its choice frozen on the line); null for lines made before variants. */
function orderVariant(it: OrderItemRow): ApiOrderVariant | null {
  if (it.variant_id === null) return null;
  const options = it.variant_options ? (JSON.parse(it.variant_options) as VariantChoice) : {};
  return { _id: it.variant_id, options, optionsText: optionsText([], options), sku: it.sku };
}

/** A line's picture list (spec: a list of file names); lines from before it was kept have their one picture. */
function orderedImages(it: OrderItemRow): string[] {
  const list = JSON.parse(it.images || "[]") as string[];
  return list.length > 0 ? list : it.image ? [it.image] : [];
}

/** The line's Hindi name when ordered, as an optional addition to the spec's product object. */
function lineTranslations(it: OrderItemRow): { translations?: { hi: { name: string } } } {
  const name = parseProductTranslations(it.translations)?.hi?.name;
  return name ? { translations: { hi: { name } } } : {};
}

/** The spec's Order shape from an order row and its lines (all figures from the snapshot). */
export function toApiOrder(o: OrderRow, items: OrderItemRow[]): ApiOrder {
  const address = JSON.parse(o.address) as ApiOrderAddress;
  const seller = JSON.parse(o.seller) as SellerSnapshot;
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return {
    _id: o.id,
    orderNumber: o.order_number,
    items: sorted.map((it) => ({
      product: {
        _id: it.product_id,
        name: it.name,
        category: it.category,
        offerPrice: r(it.unit_price_paise),
        price: r(it.mrp_paise),
        sku: it.sku,
        code: it.code,
        hsnCode: it.hsn_code,
        image: orderedImages(it),
        variant: orderVariant(it),
        ...lineTranslations(it),
      },
      quantity: it.quantity,
      gstRate: it.gst_rate_bp / 100,
      amount: r(it.line_total_paise),
      discount: r(it.discount_paise),
      taxable: r(it.taxable_paise),
      cgst: r(it.cgst_paise),
      sgst: r(it.sgst_paise),
      igst: r(it.igst_paise),
    })),
    address,
    userId: { _id: o.user_id, name: o.customer_name, email: o.customer_email, phone: o.customer_phone, gstNumber: o.gst_number },
    gstNumber: o.gst_number,
    paymentType: o.sandbox === 1 ? "Sandbox" : o.payment_type,
    sandbox: o.sandbox === 1,
    status: o.status,
    statusLabel: STATUS_LABELS[o.status],
    isPaid: o.is_paid === 1 && o.sandbox !== 1,
    isShipped: o.is_shipped === 1,
    amount: r(o.total_paise),
    subtotal: r(o.subtotal_paise),
    discount: r(o.discount_paise),
    coupon: o.coupon_code,
    taxable: r(o.taxable_paise),
    cgst: r(o.cgst_paise),
    sgst: r(o.sgst_paise),
    igst: r(o.igst_paise),
    gst: r(o.cgst_paise + o.sgst_paise + o.igst_paise),
    shippingFee: r(o.shipping_paise),
    codFee: r(o.cod_fee_paise),
    shippingTax: r(o.shipping_tax_paise),
    shippingGstRate: o.shipping_gst_rate_bp / 100,
    pricesIncludeTax: o.prices_include_tax === 1,
    interState: o.inter_state === 1,
    placeOfSupply: { state: stateByCode(o.delivery_state_code)?.name ?? address.state, code: o.delivery_state_code },
    invoiceNumber: o.invoice_number,
    invoiceDate: o.invoice_date,
    seller,
    awb: o.awb,
    trackingId: o.tracking_id,
    trackingUrl: o.tracking_url,
    carrier: o.carrier,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    packedAt: o.packed_at,
    shippedAt: o.shipped_at,
    deliveredAt: o.delivered_at,
    cancelledAt: o.cancelled_at,
    deliveryBy: o.delivery_by ?? istDate(estimatedDelivery(o.created_at)),
    lang: o.lang,
    upiReference: o.upi_reference,
    whatsappUpdates: o.whatsapp_updates === 1,
    ...(o.payment_type === "UPI" && o.upi_link ? { upi: { link: o.upi_link, payBy: o.status === "pending_payment" ? o.payment_expires_at : null } } : {}),
  };
}

export function findOrder(db: Kysely<DB>, id: string) {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The order row, locked until the transaction ends (SELECT … FOR UPDATE on PostgreSQL; SQLite runs one
 * write transaction at a time), for decisions that must be made from what is stored: a payment, a late
 * payment, a cancellation.
 */
export function findOrderForUpdate(trx: Kysely<DB>, id: string) {
  const q = trx.selectFrom("orders").selectAll().where("id", "=", id);
  return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
}

/** One of this customer's orders; another customer's id is simply not found. */
export function findOwnOrder(db: Kysely<DB>, userId: string, id: string) {
  return db.selectFrom("orders").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export function findOrderByIdempotencyKey(db: Kysely<DB>, userId: string, key: string) {
  return db.selectFrom("orders").selectAll().where("user_id", "=", userId).where("idempotency_key", "=", key).executeTakeFirst();
}

export function findOrderByRazorpayId(db: Kysely<DB>, razorpayOrderId: string) {
  return db.selectFrom("orders").selectAll().where("razorpay_order_id", "=", razorpayOrderId).executeTakeFirst();
}

export async function itemsOf(db: Kysely<DB>, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const out = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return out;
  const rows = await db.selectFrom("order_items").selectAll().where("order_id", "in", orderIds).orderBy("order_id").orderBy("position").execute();
  for (const row of rows) {
    const list = out.get(row.order_id) ?? [];
    list.push(row);
    out.set(row.order_id, list);
  }
  return out;
}

/** The order as the API shows it; `viewer` "seller" for the back office (its return photos' URLs). */
export async function loadApiOrder(db: Kysely<DB>, order: OrderRow, viewer: "customer" | "seller" = "customer"): Promise<ApiOrder> {
  const items = await itemsOf(db, [order.id]);
  return (await withAfterSales(db, [toApiOrder(order, items.get(order.id) ?? [])], viewer))[0]!;
}

export const CUSTOMER_ORDERS_PAGE = 50;

/**
 * A customer's orders, newest first: cash on delivery orders, online orders
 * whose payment arrived (an unfinished or failed online payment is not an order
 * yet), and UPI direct orders in every state (the customer pays one, and sends
 * its reference, from its page; decision 030). `before` pages on from an earlier
 * page's last createdAt.
 */
export async function listCustomerOrders(db: Kysely<DB>, userId: string, before: string | null, limit = CUSTOMER_ORDERS_PAGE): Promise<ApiOrder[]> {
  let q = db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("payment_type", "in", ["COD", "UPI"]), eb("paid_at", "is not", null)]));
  if (before) q = q.where("created_at", "<", before);
  const rows = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  const items = await itemsOf(
    db,
    rows.map((o) => o.id),
  );
  return withAfterSales(
    db,
    rows.map((o) => toApiOrder(o, items.get(o.id) ?? [])),
  );
}
