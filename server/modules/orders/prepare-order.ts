import type { Kysely } from "kysely";
import type { Checkout } from "../../../lib/checkout";
import type { Lang } from "../../../lib/i18n";
import { newId } from "../../../lib/ids";
import { stateByName } from "../../../lib/india";
import { istDate } from "../../../lib/india-time";
import type { PaymentType } from "../../../lib/order-status";
import type { ApiOrderAddress, SellerSnapshot } from "../../../lib/orders";
import type { OrderPricing } from "../../../lib/pricing";
import { codRefusal, codRefusalText, priceCheckout } from "../../../lib/shipping-rules";
import { lookupPin } from "../addresses/pin-directory";
import { zoneOf, type CheckoutPromise } from "../delivery/delivery";
import type { ShopSettings } from "../../../lib/shop-settings";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { rowsOf, together, type Statement } from "../../db/group-commit";
import type { UserRow } from "../accounts/accounts.repo";
import { ownAddressQuery } from "../addresses/addresses.repo";
import { readShopSettings, settingsVersionQuery } from "../settings/settings.repo";
import type { OrderItemRow, OrderRow } from "./orders.repo";
import type { StockLine } from "./stock";
import { lineQueries, linesOf, type ResolvedLine } from "./resolve-lines";
import type { CouponLine } from "../../../lib/coupons";
import { couponQuery, judgeCoupon } from "../coupons/coupons";
import { orderLineTranslations } from "../../../lib/catalog-i18n";

/** Complete rows, as they will be stored (so the order can be shown without reading it back). */
export type OrderDraft = {
  order: OrderRow;
  items: OrderItemRow[];
  stockLines: StockLine[];
  pricing: OrderPricing;
  /** The coupon the order uses (its row locked); insertOrder records the use. */
  couponId: string | null;
};

/** A resolved line as the coupon rules see it. */
export function couponLineOf(l: ResolvedLine): CouponLine {
  return { productId: l.product.id, category: l.product.category, unitPricePaise: l.variant.offer_price_paise, quantity: l.quantity };
}

export function sellerSnapshot(s: ShopSettings): SellerSnapshot {
  return {
    shopName: s.shopName,
    legalName: s.legalName,
    gstin: s.gstin,
    address: { ...s.address },
    phone: s.phones[0] ?? "",
    email: s.emails.support,
  };
}

/**
 * Everything an order is made of, read and priced from the database inside
 * the order's transaction: the customer's own address, live products that are
 * variants on sale with enough stock, and the shop's pricing rules. Nothing the client
 * sent but ids and quantities is used. Refusals name the product. `lang` is the page's (its emails and PDF follow it).
 */
export async function prepareOrder(
  trx: Kysely<DB>,
  user: UserRow,
  input: Checkout,
  paymentType: PaymentType,
  now: Date,
  lang: Lang,
  /** The date promised for its PIN and whether a courier takes cash there, asked before the transaction (promiseForCheckout). */
  promise: CheckoutPromise = { deliveryBy: null, cod: true, codReason: null },
  /** Statements to run first, sent with the reads (a COD checkout's emptying of the saved cart, its customer lock). */
  first: Statement[] = [],
): Promise<OrderDraft> {
  // The reads are independent: sent together, one round trip on PostgreSQL (decision 045) in the order listed, so the
  // locks keep their order (customer, then the coupon's row, before the stock and the order counter).
  const addressQuery = ownAddressQuery(trx, user.id, input.address);
  const lineReads = lineQueries(trx, input.items);
  const versionQuery = settingsVersionQuery(trx);
  const couponRead = input.coupon === undefined ? null : couponQuery(trx, input.coupon, true);
  const [addressResult, productsResult, variantsResult, versionResult, couponResult] = (
    await together(trx, [...first, addressQuery, lineReads.products, lineReads.variants, versionQuery, ...(couponRead ? [couponRead] : [])])
  ).slice(first.length);
  const address = rowsOf(addressQuery, addressResult)[0];
  if (!address) throw new HttpError(404, "Delivery address not found. Please choose another address.");
  const deliveryState = stateByName(address.state);
  if (!deliveryState) throw new HttpError(400, "The delivery address has no valid state. Please edit the address.");

  const lines = linesOf(input.items, rowsOf(lineReads.products, productsResult), rowsOf(lineReads.variants, variantsResult));
  const verdict = couponRead === null ? null : await judgeCoupon(trx, rowsOf(couponRead, couponResult)[0], lines.map(couponLineOf), user.id, now);
  // `field: "coupon"`: the cart shows the reason at its coupon field and prices the cart without it.
  if (verdict && !verdict.ok) throw new HttpError(400, verdict.reason, {}, { field: "coupon" });
  const settings = await readShopSettings(trx, rowsOf(versionQuery, versionResult)[0]);
  // The shipping and COD rules the cart shows (lib/shipping-rules.ts), by the address's delivery zone.
  const place = lookupPin(address.zip_code);
  const pricing = priceCheckout({
    lines: lines.map(({ product: p, variant: v, name, quantity }) => ({
      productId: p.id,
      name,
      unitPricePaise: v.offer_price_paise,
      quantity,
      gstRateBp: p.gst_rate_bp,
      hsnCode: p.hsn_code,
      weightGrams: v.weight_grams,
    })),
    pricing: settings.pricing,
    rules: settings.shippingRules,
    shopStateCode: settings.address.stateCode,
    delivery: { stateCode: deliveryState.code, zone: place ? zoneOf(settings, place) : null },
    payment: paymentType === "COD" ? "COD" : "Online",
    coupon: verdict?.ok ? verdict.outcome : null,
  });
  if (paymentType === "COD") {
    const refusal = codRefusal(
      settings.shippingRules,
      { pin: address.zip_code, stateCode: deliveryState.code, stateName: deliveryState.name },
      pricing.totalPaise,
    );
    const refused = refusal ? codRefusalText(refusal) : promise.cod ? null : promise.codReason;
    if (refused) throw new HttpError(400, refused);
  }

  const id = newId("ord", now.getTime());
  const stamp = now.toISOString();
  const snapshotAddress: ApiOrderAddress = {
    firstName: address.first_name,
    lastName: address.last_name,
    email: address.email,
    street: address.street,
    ...(address.house ? { house: address.house } : {}),
    ...(address.area ? { area: address.area } : {}),
    ...(address.landmark ? { landmark: address.landmark } : {}),
    city: address.city,
    state: deliveryState.name,
    stateCode: deliveryState.code,
    pincode: address.zip_code,
    zipCode: Number(address.zip_code),
    country: address.country,
    phone: address.phone,
  };
  const order: OrderDraft["order"] = {
    id,
    user_id: user.id,
    idempotency_key: null,
    idempotency_fingerprint: null,
    lang,
    sandbox: 0,
    status: paymentType === "COD" ? "placed" : "pending_payment",
    status_note: null,
    payment_type: paymentType,
    is_paid: 0,
    is_shipped: 0,
    stock_held: 1,
    // An account made by an OTP login may have no name or email yet: the delivery address has both.
    customer_name: user.name || `${address.first_name} ${address.last_name}`.trim(),
    customer_email: user.email ?? address.email,
    customer_phone: address.phone,
    gst_number: input.gstNumber,
    address_id: address.id,
    address: JSON.stringify(snapshotAddress),
    delivery_state_code: deliveryState.code,
    seller: JSON.stringify(sellerSnapshot(settings)),
    prices_include_tax: pricing.pricesIncludeTax ? 1 : 0,
    inter_state: pricing.interState ? 1 : 0,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal_paise: pricing.subtotalPaise,
    taxable_paise: pricing.taxablePaise,
    cgst_paise: pricing.cgstPaise,
    sgst_paise: pricing.sgstPaise,
    igst_paise: pricing.igstPaise,
    shipping_paise: pricing.shippingPaise,
    cod_fee_paise: pricing.codFeePaise,
    shipping_tax_paise: pricing.shippingTaxPaise,
    shipping_gst_rate_bp: pricing.shipping.gstRateBp,
    total_paise: pricing.totalPaise,
    invoice_number: null,
    credited_paise: 0,
    refunded_paise: 0,
    invoice_date: null,
    razorpay_order_id: null,
    razorpay_payment_id: null,
    paid_at: null,
    payment_expires_at: null,
    awb: null,
    tracking_id: null,
    tracking_url: null,
    carrier: null,
    created_at: stamp,
    updated_at: stamp,
    created_day: istDate(now),
    packed_at: null,
    shipped_at: null,
    shipped_day: null,
    delivered_at: null,
    cancelled_at: null,
    delivery_by: promise.deliveryBy,
    shipping_label_url: null,
    shipping_claimed_at: null,
    courier_order_id: null,
    courier_shipment_id: null,
    upi_link: null,
    upi_reference: null,
    upi_reference_at: null,
    payment_checked_by: null,
    // The caller keeps it only when the shop sends WhatsApp messages (services.whatsapp).
    whatsapp_updates: input.whatsapp === true ? 1 : 0,
    order_number: 0, // given by insertOrder, in the transaction that writes the order
    discount_paise: pricing.discountPaise,
    coupon_code: verdict?.ok ? verdict.coupon.code : null,
  };
  const items = pricing.lines.map((pl, position): OrderItemRow => {
    const { product: p, variant: v } = lines[position]!;
    const images = [...(JSON.parse(v.images) as string[]), ...(JSON.parse(p.images) as string[])];
    return {
      id: newId("oli", now.getTime()),
      order_id: id,
      position,
      product_id: p.id,
      name: p.name,
      sku: v.sku,
      code: v.code,
      hsn_code: p.hsn_code,
      image: images[0] ?? null,
      images: JSON.stringify(images),
      category: p.category,
      mrp_paise: v.mrp_paise,
      unit_price_paise: pl.unitPricePaise,
      quantity: pl.quantity,
      gst_rate_bp: pl.gstRateBp,
      line_total_paise: pl.lineTotalPaise,
      taxable_paise: pl.taxablePaise,
      cgst_paise: pl.cgstPaise,
      sgst_paise: pl.sgstPaise,
      igst_paise: pl.igstPaise,
      variant_id: v.id,
      variant_options: v.options,
      translations: orderLineTranslations(p.translations),
      discount_paise: pl.discountPaise,
    };
  });
  return {
    order,
    items,
    pricing,
    couponId: verdict?.ok ? verdict.coupon.id : null,
    stockLines: lines.map((l) => ({ productId: l.product.id, variantId: l.variant.id, name: l.name, quantity: l.quantity, counted: l.variant.stock !== null })),
  };
}
