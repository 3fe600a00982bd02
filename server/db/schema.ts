import type { Generated } from "kysely";
import type { OrderStatus, PaymentType } from "../../lib/order-status";
import type { Lang } from "../../lib/i18n";
import type { StockMovementKind } from "../../lib/stock-ledger";
import type { ReviewStatus } from "../../lib/reviews";
import type { CouponKind } from "../../lib/coupons";

/**
 * Table types for Kysely. Conventions shared by SQLite and PostgreSQL:
 * ids are application-generated prefixed strings; timestamps are ISO-8601 UTC
 * strings written by the application; booleans are 0/1 integers; JSON is text;
 * money is integer paise (`*_paise`); rates are basis points (`*_bp`, 1200 = 12 %).
 */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: string;
  position: number;
  text: string;
  path: string;
  image: string;
  bg_color: string;
  /** JSON CategoryTranslations (lib/catalog.ts), "{}" untranslated. */
  translations: Generated<string>;
}

export interface ProductsTable {
  id: string;
  name: string;
  category: string;
  /** JSON array of strings. */
  description: string;
  price_paise: number;
  offer_price_paise: number;
  /** JSON array of image file names, first is the main one. */
  images: string;
  in_stock: number;
  /** null = stock not counted. */
  stock: number | null;
  rating: number;
  sku: string;
  code: string;
  hsn_code: string;
  gst_rate_bp: number;
  position: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /**
   * JSON ProductOption[] (lib/variants.ts), "[]" without options. The price,
   * offer, stock, in-stock, SKU and code columns above summarise the product's
   * variants (server/modules/catalog/variants.repo.ts syncProductFromVariants).
   */
  options: Generated<string>;
  /** JSON ProductTranslations (lib/catalog.ts): the seller's Hindi name and description, "{}" untranslated. */
  translations: Generated<string>;
  /** Published reviews: how many and their stars added up (migration 0028); `rating` above is the spec's old fixed 4, unused. */
  review_count: Generated<number>;
  review_stars: Generated<number>;
}

/** One sellable combination of a product's options: stock, SKU and prices live here. */
export interface ProductVariantsTable {
  id: string;
  product_id: string;
  /** JSON VariantChoice ({ Size: "Cob" }), "{}" for a product without options. */
  options: string;
  sku: string;
  code: string;
  mrp_paise: number;
  offer_price_paise: number;
  /** null = stock not counted. */
  stock: number | null;
  in_stock: number;
  weight_grams: number | null;
  /** JSON array of the product's image file names shown for this variant. */
  images: string;
  position: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Low-stock threshold for the daily digest; null = lib/variants.ts LOW_STOCK. */
  low_stock_at: number | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  created_at: string;
  /** Set when the owner of the address opened the confirm link; only confirmed addresses count. */
  confirmed_at: string | null;
  /** sha256 of the pending single-use confirm token; null once used. */
  token_hash: string | null;
  token_expires_at: string | null;
}

/** One row per catalogue write: instances compare the version to drop caches. */
export interface CatalogVersionTable {
  id: number;
  version: Generated<number>;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  /** "" for an account made by an OTP login until its owner gives a name. */
  name: string;
  /** null: an account made by an OTP login without an email (migration 0014). */
  email: string | null;
  /** null: no password (an account made by an OTP login). */
  password_hash: string | null;
  cart: string;
  created_at: string;
  updated_at: string;
  /** The verified mobile number the account logs in with by OTP (+91XXXXXXXXXX), or null. */
  mobile: Generated<string | null>;
  /** When the customer proved they own the address (verification link or password reset); null = not verified. */
  email_verified_at: string | null;
  /** The customer's mobile number (10 digits) from the account page; null = none. */
  phone: string | null;
  /** Set when the account was deleted (personal data removed; the row stays for the orders that point at it). */
  deleted_at: string | null;
  /** The language the customer last used the shop in: account emails and the OTP SMS (migration 0019). */
  lang: Lang;
  /** When the saved cart last changed; null when it is empty (cart reminders, migration 0026). */
  cart_updated_at: Generated<string | null>;
  /** The cart_updated_at of the cart whose reminder went out (one reminder per cart as it stood). */
  cart_reminded_for: Generated<string | null>;
  /** 1 = cart reminders by email (the default); 0 after the customer stopped them. */
  cart_reminders: Generated<number>;
  /** The token in the reminder's "stop these emails" link (it can do nothing else). */
  cart_reminder_token: Generated<string | null>;
}

/** The one live login code per mobile number (decision record 018). */
export interface OtpCodesTable {
  phone: string;
  salt: string;
  /** sha256 of salt + code; the code itself is only in the SMS. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  created_at: string;
}

export interface AccountTokensTable {
  id: string;
  /** sha256 (hex) of the token in the emailed link; the token itself is never stored. */
  token_hash: string;
  purpose: "verify-email" | "reset-password";
  user_id: string;
  /** The address the link was mailed to. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  kind: "customer" | "seller";
  subject_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Last use (ISO), written at most once a minute; null = not since created. Seller sessions end after 12 h idle. */
  last_seen_at: string | null;
  /** The browser's User-Agent at sign-in (≤ 300 characters); null for sessions from before 0011. */
  user_agent: string | null;
  /** The address it signed in from, masked (lib/sessions.ts maskIp); null for sessions from before 0011. */
  ip: string | null;
}

export interface AddressesTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  /** House or flat, area and landmark: "" when the customer gave none (migration 0021). */
  house: Generated<string>;
  area: Generated<string>;
  landmark: Generated<string>;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  phone: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  idempotency_key: string | null;
  /** SHA-256 of the endpoint and body the idempotency key was first used with. */
  idempotency_fingerprint: string | null;
  status: OrderStatus;
  status_note: string | null;
  payment_type: PaymentType;
  is_paid: number;
  is_shipped: number;
  stock_held: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  gst_number: string | null;
  address_id: string;
  /** JSON ApiOrderAddress. */
  address: string;
  delivery_state_code: string;
  /** JSON SellerSnapshot. */
  seller: string;
  prices_include_tax: number;
  inter_state: number;
  item_count: number;
  subtotal_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  shipping_paise: number;
  shipping_tax_paise: number;
  shipping_gst_rate_bp: number;
  total_paise: number;
  invoice_number: string | null;
  invoice_date: string | null;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  paid_at: string | null;
  payment_expires_at: string | null;
  awb: string | null;
  tracking_id: string | null;
  tracking_url: string | null;
  carrier: string | null;
  created_at: string;
  updated_at: string;
  /** India's calendar day of created_at ("2026-11-22"). */
  created_day: string | null;
  packed_at: string | null;
  shipped_at: string | null;
  /** India's calendar day of shipped_at. */
  shipped_day: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  /** The promised delivery date in India ("2026-11-27"); null on orders placed before issue 18 (order date + 7 days). */
  delivery_by: string | null;
  /** Of shipping_paise: the cash-on-delivery fee (0 for online payments and shops without one). */
  cod_fee_paise: number;
  /** UPI direct (decision 030): the `upi://pay` link the customer was given, with the exact amount. */
  upi_link: string | null;
  /** The 12-digit UPI reference (UTR) the customer typed after paying; unique across orders. */
  upi_reference: string | null;
  upi_reference_at: string | null;
  /** Who in the shop confirmed or rejected the UPI payment (a seller id). */
  payment_checked_by: string | null;
  /** 1 = the customer asked for order updates on WhatsApp at checkout (decision 031). */
  whatsapp_updates: number;
  /** The courier's printable label (Shiprocket). */
  shipping_label_url: string | null;
  /** 1 = paid in the embedded sandbox: no money moved, never counted as revenue. */
  sandbox: number;
  /** A courier booking in flight since then (cleared when it ends; a stale claim may be taken over). */
  shipping_claimed_at: string | null;
  /** The number people say ("#1001"): per shop, unique, increasing (server/modules/orders/order-number.ts). */
  order_number: number;
  /** The courier's own ids for this order's booking (Shiprocket), kept so a retry resumes it. */
  courier_order_id: string | null;
  courier_shipment_id: string | null;
  /** What this order's credit notes took off its invoice (migration 0016). */
  credited_paise: number;
  /** What was refunded (processed refunds) (migration 0016). */
  refunded_paise: number;
  /** The language the order was placed in: its emails and its PDFs' headings (migration 0019). */
  lang: Lang;
  /** The coupon's discount, taken before GST (Σ the lines' discount_paise), and its code (migration 0029). */
  discount_paise: number;
  coupon_code: string | null;
}

export interface SellersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** 'owner' or 'staff' (decision record 016); sellers from before 0011 are owners. */
  role: Generated<SellerRole>;
  /** Set when an owner removed this staff login: it no longer logs in and is not listed. */
  removed_at: string | null;
}

export type SellerRole = "owner" | "staff";

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  sku: string;
  code: string;
  hsn_code: string;
  image: string | null;
  /** JSON array of the product's image file names when ordered (spec order JSON: product.image). */
  images: string;
  /** The product's category when ordered. */
  category: string;
  mrp_paise: number;
  unit_price_paise: number;
  quantity: number;
  gst_rate_bp: number;
  line_total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** The variant ordered (null for lines made before variants). */
  variant_id: string | null;
  /** JSON VariantChoice of that variant when ordered (null before variants). */
  variant_options: string | null;
  /** JSON `{"hi":{"name":"…"}}`: the product's Hindi name when ordered, `{}` without one (migration 0020). */
  translations: Generated<string>;
  /** This line's share of the order's coupon discount (migration 0029); taxable_paise is after it. */
  discount_paise: number;
}

/** Each issued invoice's PDF, drawn once (an invoice never changes). */
export interface InvoicePdfsTable {
  order_id: string;
  invoice_number: string;
  pdf: Uint8Array;
  created_at: string;
}

/** Counters other than invoices: "order" = the last order number given. */
export interface OrderCountersTable {
  name: string;
  last_number: number;
}

/**
 * The dashboard's figures per India calendar day (migration 0030, decision 038), kept by triggers on `orders` in
 * the transaction of every change. Never written by the app. Sums come back as text from PostgreSQL (bigint).
 */
export interface OrderDayFiguresTable {
  day: string;
  /** Orders the shop serves created that day (not pending or failed online payments). */
  orders: number | string;
  /** Revenue kept from those: paid, not sandbox, not cancelled, net of credit notes. */
  revenue_paise: number | string;
  discounts_paise: number | string;
  /** Items of those orders that are shipped (all-time total: the sum over days). */
  shipped_items: number | string;
  /** Items shipped on this day (by shipped_day). */
  shipped_items_on_day: number | string;
}

export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

export interface PaymentEventsTable {
  id: string;
  event: string;
  order_id: string | null;
  received_at: string;
}

export interface OutboxTable {
  id: string;
  dedupe_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  lease_owner: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** "email", or "push": recipient is a push_subscriptions id and text_body the JSON payload. */
  channel: Generated<"email" | "push" | "whatsapp">;
}

/** A seller's browser subscribed to new-order notifications (Web Push). */
export interface PushSubscriptionsTable {
  id: string;
  seller_id: string;
  /** The push service's URL for this browser (unique). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  user_agent: string;
  created_at: string;
  last_success_at: string | null;
  /** Failed deliveries since the last success. */
  failures: number;
}

export type StockMovement = StockMovementKind;

/** One row per movement of a product's counted stock, written with the change. */
export interface StockLedgerTable {
  id: string;
  product_id: string;
  kind: StockMovement;
  /** Signed: what the movement added to (or took from) the stock. */
  quantity: number;
  /** The stock it left; null when counting was switched off. */
  stock_after: number | null;
  order_id: string | null;
  /** Who: a seller id (sel_…), a customer id (usr_…) or "system". */
  actor: string;
  note: string | null;
  created_at: string;
  /** The variant whose stock moved (filled for rows made before variants by migration 0010). */
  variant_id: string | null;
}

/** A GST credit note (rule 53); `lines` is JSON CreditNoteLine[] (lib/credit-note.ts). */
export interface CreditNotesTable {
  id: string;
  order_id: string;
  number: string;
  kind: "cancellation" | "refund" | "return";
  reason: string;
  invoice_number: string;
  invoice_date: string;
  lines: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  actor: string;
  created_at: string;
  /** India's calendar day of created_at. */
  created_day: string;
}

export type RefundMethod = "gateway" | "sandbox" | "upi" | "bank";
export type RefundStatus = "pending" | "processed" | "failed";

/** Money given back on an order (lib/refunds.ts). */
export interface RefundsTable {
  id: string;
  order_id: string;
  /** One refund per key: a retried request finds the refund it already made. */
  idempotency_key: string;
  amount_paise: number;
  method: RefundMethod;
  /** The gateway's refund id, or the UPI/bank reference the owner typed. */
  reference: string | null;
  status: RefundStatus;
  reason: string;
  actor: string;
  credit_note_id: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  processed_at: string | null;
}

/** A customer's return or exchange request (lib/returns.ts); `items` is JSON StoredReturnItem[], `photos` JSON storage keys. */
export interface ReturnRequestsTable {
  id: string;
  order_id: string;
  user_id: string;
  type: "return" | "exchange";
  status: "requested" | "approved" | "rejected" | "received" | "replacement_shipped";
  items: string;
  reason: string;
  photos: string;
  seller_note: string | null;
  /** What the returned units are worth (their share of the invoice lines, tax included). */
  amount_paise: number;
  refund_id: string | null;
  credit_note_id: string | null;
  replacement_carrier: string | null;
  replacement_awb: string | null;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
  received_at: string | null;
  shipped_at: string | null;
}

/** "Notify me when back in stock" (issue 19, item 4; migration 0027). */
export interface StockAlertsTable {
  id: string;
  /** email + " " + the variant's id (or the product's for a product without one): one alert each, re-armed when asked again. */
  target_key: string;
  product_id: string;
  variant_id: string | null;
  email: string;
  user_id: string | null;
  lang: Lang;
  /** In the alert's "stop" link: cancels this address's alerts, nothing else. */
  token: string;
  created_at: string;
  notified_at: string | null;
  cancelled_at: string | null;
}

/** A customer's review of a product (issue 19, item 1; migration 0028). */
export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  /** The delivered order that makes the author a verified buyer. */
  order_id: string;
  stars: number;
  title: string;
  body: string;
  /** JSON array of storage keys (WebP), at most three. */
  photos: Generated<string>;
  /** The name shown with the review: the customer's first name and initial, fixed when written. */
  author: string;
  lang: Generated<Lang>;
  status: Generated<ReviewStatus>;
  reply: string | null;
  replied_at: string | null;
  moderated_by: string | null;
  moderated_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A coupon code the seller made (issue 19, item 2; migration 0029). */
export interface CouponsTable {
  id: string;
  code: string;
  kind: CouponKind;
  value: number;
  min_order_paise: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  total_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: Generated<number>;
  /** JSON array of category names; empty: all. */
  categories: Generated<string>;
  /** JSON array of product ids; empty: all. */
  product_ids: Generated<string>;
  active: Generated<number>;
  /** Redemptions not released. */
  used_count: Generated<number>;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface CouponRedemptionsTable {
  id: string;
  coupon_id: string;
  order_id: string;
  user_id: string;
  discount_paise: number;
  created_at: string;
  released_at: string | null;
}

export interface DB {
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  reviews: ReviewsTable;
  settings: SettingsTable;
  stock_alerts: StockAlertsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  catalog_version: CatalogVersionTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  addresses: AddressesTable;
  rate_limits: RateLimitsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  invoice_counters: InvoiceCountersTable;
  order_counters: OrderCountersTable;
  order_day_figures: OrderDayFiguresTable;
  invoice_pdfs: InvoicePdfsTable;
  payment_events: PaymentEventsTable;
  outbox: OutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  sellers: SellersTable;
  stock_ledger: StockLedgerTable;
  otp_codes: OtpCodesTable;
  credit_notes: CreditNotesTable;
  refunds: RefundsTable;
  return_requests: ReturnRequestsTable;
}
