import type { Kysely } from "kysely";
import { sql } from "kysely";
import { COUPON_ADMIN_MESSAGES, couponDays, couponWindow, type ApiCoupon, type CouponFields } from "../../../lib/coupon-admin";
import { newId } from "../../../lib/ids";
import { paiseToRupees } from "../../../lib/money";
import { isUniqueViolation } from "../../db/errors";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { CatalogSnapshot } from "../catalog/catalog.cache";
import { couponRule, type CouponRow } from "./coupons";

/** The seller's coupons (issue 19, item 2; decision 033): listed with their uses, created, changed (never the code). */

function apiCoupon(row: CouponRow, givenPaise: number): ApiCoupon {
  const rule = couponRule(row);
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === "flat" ? paiseToRupees(row.value) : row.value,
    minOrder: paiseToRupees(row.min_order_paise),
    ...couponDays(row.starts_at, row.ends_at),
    totalLimit: row.total_limit,
    perCustomerLimit: row.per_customer_limit,
    firstOrderOnly: row.first_order_only === 1,
    categories: rule.categories,
    products: rule.productIds,
    active: row.active === 1,
    note: row.note,
    used: row.used_count,
    discountGiven: paiseToRupees(givenPaise),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The form's fields as the coupon's columns (days become India-time instants). */
function columns(v: CouponFields, now: string) {
  const w = couponWindow(v.startsOn, v.endsOn);
  return {
    kind: v.kind,
    value: v.value,
    min_order_paise: v.minOrder,
    starts_at: w.startsAt,
    ends_at: w.endsAt,
    total_limit: v.totalLimit,
    per_customer_limit: v.perCustomerLimit,
    first_order_only: v.firstOrderOnly ? 1 : 0,
    categories: JSON.stringify(v.categories),
    product_ids: JSON.stringify(v.products),
    active: v.active ? 1 : 0,
    note: v.note,
    updated_at: now,
  };
}

function checkProducts(snap: CatalogSnapshot, v: CouponFields): void {
  for (const id of v.products) if (!snap.byId.has(id)) throw new HttpError(400, COUPON_ADMIN_MESSAGES.product);
}

/** Every coupon, newest first, each with the paise taken off the orders that still use it. */
export async function listCoupons(db: Kysely<DB>): Promise<ApiCoupon[]> {
  const rows = await db.selectFrom("coupons").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  const given = await db
    .selectFrom("coupon_redemptions")
    .select(["coupon_id", (eb) => eb.fn.sum<number>("discount_paise").as("paise")])
    .where("released_at", "is", null)
    .groupBy("coupon_id")
    .execute();
  const by = new Map(given.map((g) => [g.coupon_id, Number(g.paise)]));
  return rows.map((row) => apiCoupon(row, by.get(row.id) ?? 0));
}

/** A new coupon; 409 when its code is taken (the unique index decides, so two at once cannot both have it). */
export async function createCoupon(db: Kysely<DB>, snap: CatalogSnapshot, v: CouponFields): Promise<ApiCoupon> {
  checkProducts(snap, v);
  const now = new Date().toISOString();
  const id = newId("cpn");
  try {
    await db
      .insertInto("coupons")
      .values({ id, code: v.code, created_at: now, ...columns(v, now) })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, COUPON_ADMIN_MESSAGES.taken);
    throw err;
  }
  return apiCoupon(await db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirstOrThrow(), 0);
}

/** The coupon changed to `v` (its code stays what it was made with). */
export async function updateCoupon(db: Kysely<DB>, snap: CatalogSnapshot, id: string, v: CouponFields): Promise<ApiCoupon> {
  const existing = await db.selectFrom("coupons").select(["id", "code"]).where("id", "=", id).executeTakeFirst();
  if (!existing) throw new HttpError(404, COUPON_ADMIN_MESSAGES.notFound);
  if (existing.code !== v.code) throw new HttpError(400, "A coupon's code cannot change once made: create a new coupon instead");
  checkProducts(snap, v);
  await db.updateTable("coupons").set(columns(v, new Date().toISOString())).where("id", "=", id).execute();
  const row = await db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const given = await db
    .selectFrom("coupon_redemptions")
    .select(sql<number>`coalesce(sum(discount_paise), 0)`.as("paise"))
    .where("coupon_id", "=", id)
    .where("released_at", "is", null)
    .executeTakeFirstOrThrow();
  return apiCoupon(row, Number(given.paise));
}
