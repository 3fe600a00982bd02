import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { COUPON_ADMIN_MESSAGES, couponDays, couponInputSchema, couponWindow, type ApiCoupon, type CouponFields } from "../../../lib/coupon-admin";
import { cartCouponOf, COUPON_MESSAGES, type CouponLine } from "../../../lib/coupons";
import { MAX_CART_LINES, MAX_QTY_PER_LINE } from "../../../lib/cart";
import { newId } from "../../../lib/ids";
import { OWNER_ONLY } from "../../../lib/seller";
import { paiseToRupees, rupeesToPaise } from "../../../lib/money";
import { currentCustomer, sellerOnly, ownerOnly } from "../../http/auth";
import { clientAddressKey } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { isUniqueViolation } from "../../db/errors";
import type { CatalogSnapshot } from "../catalog/catalog.cache";
import { couponRule, findCoupon, judgeCoupon, type CouponRow } from "./coupons";

const checkSchema = z.strictObject(
  {
    code: z.string({ error: COUPON_MESSAGES.code }).trim().min(1, COUPON_MESSAGES.code).max(40, COUPON_MESSAGES.doesNotApply),
    items: z
      .array(
        z.strictObject({ product: z.string().min(1).max(60), variant: z.string().min(1).max(60).optional(), quantity: z.number().int().min(1).max(MAX_QTY_PER_LINE) }),
        { error: "Send the cart's items" },
      )
      .max(MAX_CART_LINES),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? `Unknown field: ${iss.keys.join(", ")}` : undefined) },
);

/** The cart's lines at the catalogue's prices (a line the catalogue no longer sells is left out: the cart says so). */
function cartLines(snap: CatalogSnapshot, items: z.output<typeof checkSchema>["items"]): (CouponLine & { variant: string })[] {
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

function apiCoupon(row: CouponRow, given: number): ApiCoupon {
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
    discountGiven: paiseToRupees(given),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

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

/**
 * Coupons (issue 19, item 2; decision 033): the cart's "Apply coupon" check, and the owner's coupons in the back
 * office (staff may see them; only the owner creates or changes one: a coupon is a price).
 */
export function couponsRoutes() {
  const r = new Hono<AppEnv>();

  /** Whether a code applies to these items, and what it takes off; 400 with the reason when it does not. */
  r.post("/coupon/check", async (c) => {
    const { services } = c.var;
    const user = await currentCustomer(c);
    const { db } = services.database;
    // Codes cannot be found by trying them: 20 tries per 10 minutes from one address (and one customer).
    await enforceRateLimits(db, [
      { key: `coupon:ip:${clientAddressKey(c, services.config.trustProxy)}`, limit: 20, windowMs: 10 * 60_000 },
      ...(user ? [{ key: `coupon:user:${user.id}`, limit: 20, windowMs: 10 * 60_000 }] : []),
    ]);
    const { code, items } = await readJson(c, checkSchema);
    const lines = cartLines(await services.catalog.get(), items);
    const verdict = await judgeCoupon(db, await findCoupon(db, code), lines, user?.id ?? null, new Date());
    if (!verdict.ok) return c.json({ success: false, message: verdict.reason }, 400);
    const { outcome } = verdict;
    return c.json({
      success: true,
      message: "Coupon applied",
      coupon: cartCouponOf(couponRule(verdict.coupon)),
      discount: paiseToRupees(outcome.discountPaise),
      freeShipping: outcome.freeShipping,
      lines: lines.map((l, i) => ({ product: l.productId, variant: l.variant || null, discount: paiseToRupees(outcome.lineDiscounts[i]!) })),
    });
  });

  r.get("/seller/coupons", sellerOnly, async (c) => {
    const { db } = c.var.services.database;
    const rows = await db.selectFrom("coupons").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
    const given = await db
      .selectFrom("coupon_redemptions")
      .select(["coupon_id", (eb) => eb.fn.sum<number>("discount_paise").as("paise")])
      .where("released_at", "is", null)
      .groupBy("coupon_id")
      .execute();
    const by = new Map(given.map((g) => [g.coupon_id, Number(g.paise)]));
    return c.json({ success: true, coupons: rows.map((row) => apiCoupon(row, by.get(row.id) ?? 0)) });
  });

  const checkProducts = async (snap: CatalogSnapshot, v: CouponFields) => {
    for (const id of v.products) if (!snap.byId.has(id)) throw new HttpError(400, COUPON_ADMIN_MESSAGES.product);
  };

  r.post("/seller/coupons", ownerOnly(OWNER_ONLY.coupons), async (c) => {
    const { db } = c.var.services.database;
    const v = await readJson(c, couponInputSchema);
    await checkProducts(await c.var.services.catalog.get(), v);
    const now = new Date().toISOString();
    const id = newId("cpn");
    try {
      await db.insertInto("coupons").values({ id, code: v.code, created_at: now, ...columns(v, now) }).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, COUPON_ADMIN_MESSAGES.taken);
      throw err;
    }
    const row = await db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return c.json({ success: true, message: COUPON_ADMIN_MESSAGES.created, coupon: apiCoupon(row, 0) }, 201);
  });

  r.post("/seller/coupons/:id{cpn_[0-9a-z]{22}}", ownerOnly(OWNER_ONLY.coupons), async (c) => {
    const { db } = c.var.services.database;
    const id = c.req.param("id");
    const v = await readJson(c, couponInputSchema);
    const existing = await db.selectFrom("coupons").select(["id", "code"]).where("id", "=", id).executeTakeFirst();
    if (!existing) throw new HttpError(404, COUPON_ADMIN_MESSAGES.notFound);
    if (existing.code !== v.code) throw new HttpError(400, "A coupon's code cannot change once made: create a new coupon instead");
    await checkProducts(await c.var.services.catalog.get(), v);
    await db.updateTable("coupons").set(columns(v, new Date().toISOString())).where("id", "=", id).execute();
    const row = await db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const given = await db.selectFrom("coupon_redemptions").select(sql<number>`coalesce(sum(discount_paise), 0)`.as("paise")).where("coupon_id", "=", id).where("released_at", "is", null).executeTakeFirstOrThrow();
    return c.json({ success: true, message: COUPON_ADMIN_MESSAGES.saved, coupon: apiCoupon(row, Number(given.paise)) });
  });

  return r;
}
