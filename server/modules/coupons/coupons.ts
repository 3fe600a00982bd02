import type { Kysely, Selectable } from "kysely";
import { sql } from "kysely";
import { writeLater } from "../../db/group-commit";
import { COUPON_MESSAGES, couponDiscount, normaliseCouponCode, type CouponLine, type CouponOutcome, type CouponRule } from "../../../lib/coupons";
import { newId } from "../../../lib/ids";
import { isPostgres } from "../../db/index";
import { everyColumn } from "../../db/columns";
import type { CouponsTable, DB } from "../../db/schema";
import { rupeesToPaise } from "../../../lib/money";
import type { CatalogSnapshot } from "../catalog/catalog.cache";

export type CouponRow = Selectable<CouponsTable>;

/** A coupon row's columns, named (a checkout's read of it may be prepared; decision 045). */
export const COUPON_COLUMNS = everyColumn<CouponsTable>()([
  "id",
  "code",
  "kind",
  "value",
  "min_order_paise",
  "starts_at",
  "ends_at",
  "total_limit",
  "per_customer_limit",
  "first_order_only",
  "categories",
  "product_ids",
  "active",
  "used_count",
  "note",
  "created_at",
  "updated_at",
]);

/**
 * A cart's items (as POST /api/coupon/check sends them) at the catalogue's prices, `variant` the chosen one ("" for
 * a product sold without variants). A line the catalogue no longer sells is left out: the cart says so itself.
 */
export function couponLinesOf(
  snap: CatalogSnapshot,
  items: readonly { product: string; variant?: string; quantity: number }[],
): (CouponLine & { variant: string })[] {
  const out: (CouponLine & { variant: string })[] = [];
  for (const it of items) {
    const product = snap.byId.get(it.product);
    if (!product) continue;
    const variant = it.variant ? product.variants?.find((v) => v._id === it.variant) : product.variants?.length === 1 ? product.variants[0] : undefined;
    const offer = variant?.offerPrice ?? (product.variants?.length ? undefined : product.offerPrice);
    if (offer === undefined) continue;
    out.push({ productId: product._id, variant: variant?._id ?? "", category: product.category, unitPricePaise: rupeesToPaise(offer), quantity: it.quantity });
  }
  return out;
}

/** Order statuses that make an order count as one the customer has placed (for "first order only"). */
const COUNTED_STATUSES = ["placed", "packed", "shipped", "delivered"] as const;

export function couponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.min_order_paise,
    categories: JSON.parse(row.categories) as string[],
    productIds: JSON.parse(row.product_ids) as string[],
  };
}

/** The coupon by its code (any case, spaces ignored); `lock` takes its row until the transaction ends (PostgreSQL). */
export async function findCoupon(db: Kysely<DB>, code: string, lock = false): Promise<CouponRow | undefined> {
  return couponQuery(db, code, lock).executeTakeFirst();
}

/** findCoupon's query (`lock`: its row locked to the transaction's end on PostgreSQL), for sending with others. */
export function couponQuery(db: Kysely<DB>, code: string, lock = false) {
  const q = db.selectFrom("coupons").select(COUPON_COLUMNS).where("code", "=", normaliseCouponCode(code));
  return lock && isPostgres(db) ? q.forUpdate() : q;
}

export type CouponVerdict = { ok: true; coupon: CouponRow; outcome: Extract<CouponOutcome, { ok: true }> } | { ok: false; reason: string };

/**
 * Whether a coupon applies to these lines for this customer now, and what it takes off. Refusals in the order a
 * shopper can act on them; an unknown code, a switched-off one and one that has not started yet all answer "does
 * not apply", the same words as a cart without the coupon's products (no one finds codes by trying them).
 * `userId` null (a visitor's cart): the per-customer rules are checked at checkout.
 */
export async function judgeCoupon(
  db: Kysely<DB>,
  row: CouponRow | undefined,
  lines: readonly CouponLine[],
  userId: string | null,
  now: Date,
): Promise<CouponVerdict> {
  const stamp = now.toISOString();
  if (!row || row.active !== 1 || (row.starts_at !== null && row.starts_at > stamp)) return { ok: false, reason: COUPON_MESSAGES.doesNotApply };
  if (row.ends_at !== null && row.ends_at <= stamp) return { ok: false, reason: COUPON_MESSAGES.expired };
  if (row.total_limit !== null && row.used_count >= row.total_limit) return { ok: false, reason: COUPON_MESSAGES.usedUp };
  const outcome = couponDiscount(couponRule(row), lines);
  if (!outcome.ok) return outcome;
  if (userId !== null) {
    if (row.per_customer_limit !== null) {
      const mine = await db
        .selectFrom("coupon_redemptions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("coupon_id", "=", row.id)
        .where("user_id", "=", userId)
        .where("released_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(mine.n) >= row.per_customer_limit) return { ok: false, reason: COUPON_MESSAGES.usedByYou };
    }
    if (row.first_order_only === 1) {
      const earlier = await db
        .selectFrom("orders")
        .select("id")
        .where("user_id", "=", userId)
        .where("status", "in", COUNTED_STATUSES)
        .limit(1)
        .executeTakeFirst();
      if (earlier) return { ok: false, reason: COUPON_MESSAGES.firstOrder };
    }
  }
  return { ok: true, coupon: row, outcome };
}

/**
 * Records the order's use of its coupon, in the order's transaction, after `findCoupon(…, lock = true)` and
 * `judgeCoupon` under that lock: the use is counted once, and a coupon with one use left goes to one order.
 */
export async function redeemCoupon(
  trx: Kysely<DB>,
  couponId: string,
  order: { id: string; user_id: string; discount_paise: number; created_at: string },
): Promise<void> {
  // Sent with a checkout's COMMIT on PostgreSQL (writeLater), after the order row the redemption names.
  await writeLater(
    trx,
    trx.insertInto("coupon_redemptions").values({
      id: newId("cpr"),
      coupon_id: couponId,
      order_id: order.id,
      user_id: order.user_id,
      discount_paise: order.discount_paise,
      created_at: order.created_at,
      released_at: null,
    }),
  );
  await writeLater(
    trx,
    trx
      .updateTable("coupons")
      .set({ used_count: sql<number>`used_count + 1` })
      .where("id", "=", couponId),
  );
}

/**
 * Gives an order's coupon use back (the order was cancelled, or its payment failed or ran out of time), in the
 * transaction that does so. Once: the redemption is marked released with a conditional update.
 */
export async function releaseCoupon(trx: Kysely<DB>, orderId: string, now: Date): Promise<void> {
  const row = await trx
    .updateTable("coupon_redemptions")
    .set({ released_at: now.toISOString() })
    .where("order_id", "=", orderId)
    .where("released_at", "is", null)
    .returning("coupon_id")
    .executeTakeFirst();
  if (row)
    await trx
      .updateTable("coupons")
      .set({ used_count: sql<number>`used_count - 1` })
      .where("id", "=", row.coupon_id)
      .execute();
}

/** Locks the coupon an order used (PostgreSQL), before its stock is touched: every path takes coupon → products. */
export async function lockOrderCoupon(trx: Kysely<DB>, orderId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom("coupons")
    .select("id")
    .where("id", "in", (eb) => eb.selectFrom("coupon_redemptions").select("coupon_id").where("order_id", "=", orderId))
    .forUpdate()
    .execute();
}

/**
 * A late payment revived an order whose payment had failed: its coupon use counts again. The customer paid the
 * discounted price, so it is taken back even past the coupon's limit (refusing money already paid would be worse).
 */
export async function retakeCoupon(trx: Kysely<DB>, orderId: string): Promise<void> {
  const row = await trx
    .updateTable("coupon_redemptions")
    .set({ released_at: null })
    .where("order_id", "=", orderId)
    .where("released_at", "is not", null)
    .returning("coupon_id")
    .executeTakeFirst();
  if (row)
    await trx
      .updateTable("coupons")
      .set({ used_count: sql<number>`used_count + 1` })
      .where("id", "=", row.coupon_id)
      .execute();
}
