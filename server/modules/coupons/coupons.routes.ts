import { Hono } from "hono";
import { z } from "zod";
import { COUPON_ADMIN_MESSAGES, couponInputSchema } from "../../../lib/coupon-admin";
import { cartCouponOf, COUPON_MESSAGES } from "../../../lib/coupons";
import { MAX_CART_LINES, MAX_QTY_PER_LINE } from "../../../lib/cart";
import { OWNER_ONLY } from "../../../lib/seller";
import { paiseToRupees } from "../../../lib/money";
import { currentCustomer, sellerOnly, ownerOnly } from "../../http/auth";
import { clientAddressKey } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { readJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { createCoupon, listCoupons, updateCoupon } from "./coupon-admin";
import { couponLinesOf, couponRule, findCoupon, judgeCoupon } from "./coupons";

const checkSchema = z.strictObject(
  {
    code: z.string({ error: COUPON_MESSAGES.code }).trim().min(1, COUPON_MESSAGES.code).max(40, COUPON_MESSAGES.doesNotApply),
    items: z
      .array(
        z.strictObject({
          product: z.string().min(1).max(60),
          variant: z.string().min(1).max(60).optional(),
          quantity: z.number().int().min(1).max(MAX_QTY_PER_LINE),
        }),
        { error: "Send the cart's items" },
      )
      .max(MAX_CART_LINES),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? `Unknown field: ${iss.keys.join(", ")}` : undefined) },
);

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
    const lines = couponLinesOf(await services.catalog.get(), items);
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

  r.get("/seller/coupons", sellerOnly, async (c) => c.json({ success: true, coupons: await listCoupons(c.var.services.database.db) }));

  r.post("/seller/coupons", ownerOnly(OWNER_ONLY.coupons), async (c) => {
    const v = await readJson(c, couponInputSchema);
    const coupon = await createCoupon(c.var.services.database.db, await c.var.services.catalog.get(), v);
    return c.json({ success: true, message: COUPON_ADMIN_MESSAGES.created, coupon }, 201);
  });

  r.post("/seller/coupons/:id{cpn_[0-9a-z]{22}}", ownerOnly(OWNER_ONLY.coupons), async (c) => {
    const v = await readJson(c, couponInputSchema);
    const coupon = await updateCoupon(c.var.services.database.db, await c.var.services.catalog.get(), c.req.param("id"), v);
    return c.json({ success: true, message: COUPON_ADMIN_MESSAGES.saved, coupon });
  });

  return r;
}
