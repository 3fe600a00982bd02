import type { Kysely } from "kysely";
import type { Lang } from "../../../lib/i18n";
import type { PaymentsConfig } from "../../config";
import type { DB } from "../../db/schema";
import type { OrderItemRow, OrderRow } from "../orders/orders.repo";

/**
 * Whether a payment that arrives after its order failed (abandoned, expired)
 * may still revive it. It may only within the grace period after the payment
 * window, and only if every line is still on sale at the price the customer
 * saw (a repriced or deleted variant is not sold at an old price); stock is
 * then taken by the caller. Returns why not (lateRefusalText puts it in words),
 * or null when the payment can be taken.
 */
export async function latePaymentRefusal(
  trx: Kysely<DB>,
  order: OrderRow,
  lines: OrderItemRow[],
  config: Pick<PaymentsConfig, "windowMinutes" | "lateGraceMinutes">,
  now: Date,
): Promise<LateRefusal | null> {
  const windowEnd = order.payment_expires_at ? Date.parse(order.payment_expires_at) : Date.parse(order.created_at) + config.windowMinutes * 60_000;
  if (now.getTime() > windowEnd + config.lateGraceMinutes * 60_000) return { why: "window-closed" };
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const products =
    ids.length === 0
      ? []
      : await trx.selectFrom("products").select(["id", "offer_price_paise", "gst_rate_bp", "in_stock", "deleted_at"]).where("id", "in", ids).execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const variantIds = lines.map((l) => l.variant_id).filter((v): v is string => v !== null);
  const variants =
    variantIds.length === 0
      ? []
      : await trx.selectFrom("product_variants").select(["id", "offer_price_paise", "in_stock", "deleted_at"]).where("id", "in", variantIds).execute();
  const variantById = new Map(variants.map((v) => [v.id, v]));
  for (const line of lines) {
    const p = byId.get(line.product_id);
    if (!p || p.deleted_at !== null) return { why: "not-on-sale", item: line.name };
    // The variant ordered is what must still be on sale at the price paid (the product's own columns for lines made before variants).
    const v = line.variant_id === null ? { offer_price_paise: p.offer_price_paise, in_stock: p.in_stock, deleted_at: null } : variantById.get(line.variant_id);
    if (!v || v.deleted_at !== null || v.in_stock !== 1) return { why: "not-on-sale", item: line.name };
    if (v.offer_price_paise !== line.unit_price_paise || p.gst_rate_bp !== line.gst_rate_bp) return { why: "repriced", item: line.name };
  }
  return null;
}

/** Why a late payment could not be taken: the window, a line no longer on sale or repriced, or stock gone. */
export type LateRefusal = { why: "window-closed" | "out-of-stock" } | { why: "not-on-sale" | "repriced"; item: string };

/** The reason in the customer's words, in the order's language (the shop's own notes and alerts use English). */
export function lateRefusalText(r: LateRefusal, lang: Lang): string {
  const hi = lang === "hi";
  switch (r.why) {
    case "window-closed":
      return hi ? "भुगतान का समय निकल चुका था" : "the payment window had closed";
    case "out-of-stock":
      return hi ? "एक सामान अब स्टॉक में नहीं है" : "an item is no longer in stock";
    case "not-on-sale":
      return hi ? `"${r.item}" अब बिक्री पर नहीं है` : `"${r.item}" is no longer on sale`;
    case "repriced":
      return hi ? `"${r.item}" की कीमत बदल गई है` : `the price of "${r.item}" has changed`;
  }
}
