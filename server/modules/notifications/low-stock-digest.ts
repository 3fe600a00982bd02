import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { escapeHtml } from "../../../lib/html";
import { IST_OFFSET_MS, istDate } from "../../../lib/india-time";
import { LOW_STOCK, optionsText, type ProductOption, type VariantChoice } from "../../../lib/variants";
import type { DB } from "../../db/schema";
import { readShopSettings } from "../settings/settings.repo";
import { enqueueEmail, type QueuedEmail } from "./outbox";

/** The digest goes out once a day from this hour, India time. */
export const DIGEST_HOUR_IST = 9;
/** Unchanged low stock is reminded of again after this many days. */
export const DIGEST_REMIND_DAYS = 7;
const STATE_KEY = "low-stock-digest";

export type LowStockLine = { variantId: string; product: string; options: string; sku: string; stock: number; threshold: number };

/**
 * Variants on sale (switch on) with counted stock at or below their threshold
 * (their own low_stock_at, else LOW_STOCK): sold-out ones included, switched-off
 * and uncounted ones not. Lowest stock first.
 */
export async function lowStockLines(db: Kysely<DB>): Promise<LowStockLine[]> {
  const rows = await db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.options", "v.sku", "v.stock", "v.low_stock_at", "p.name", "p.options as product_options"])
    .where("v.deleted_at", "is", null)
    .where("p.deleted_at", "is", null)
    .where("v.in_stock", "=", 1)
    .where("v.stock", "is not", null)
    .where((eb) => eb("v.stock", "<=", eb.fn.coalesce("v.low_stock_at", eb.val(LOW_STOCK))))
    .execute();
  return rows
    .map((r) => ({
      variantId: r.id,
      product: r.name,
      options: optionsText(JSON.parse(r.product_options) as ProductOption[], JSON.parse(r.options) as VariantChoice),
      sku: r.sku,
      stock: r.stock!,
      threshold: r.low_stock_at ?? LOW_STOCK,
    }))
    .sort((a, b) => a.stock - b.stock || a.product.localeCompare(b.product) || a.options.localeCompare(b.options));
}

export function lowStockDigestEmail(lines: LowStockLine[], opts: { shopName: string; to: string; date: string; publicUrl: string | null }): QueuedEmail {
  const n = lines.length;
  const what = `${n} ${n === 1 ? "variant is" : "variants are"} at or below the low-stock level`;
  const link = opts.publicUrl ? `${opts.publicUrl}/seller/product-list` : null;
  const heads = ["Product", "Options", "SKU", "Stock", "Alert at"];
  const cells = (l: LowStockLine) => [l.product, l.options || "–", l.sku, l.stock === 0 ? "0 (sold out)" : String(l.stock), String(l.threshold)];
  const text = [
    `Low stock at ${opts.shopName} on ${opts.date}: ${what}.`,
    "",
    ...lines.map((l) => {
      const [product, options, sku, stock, at] = cells(l);
      return `- ${product}${l.options ? ` (${options})` : ""}, SKU ${sku}: ${stock} left, alert at ${at}`;
    }),
    "",
    link ? `Restock or change the alert levels: ${link}` : "Restock or change the alert levels under Products in the back office.",
  ].join("\n");
  const td = (v: string) => `<td style="padding:4px 12px 4px 0;border-bottom:1px solid #eee">${escapeHtml(v)}</td>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:700px">
<h1 style="font-size:20px">Low stock at ${escapeHtml(opts.shopName)}</h1>
<p>${escapeHtml(opts.date)}: ${escapeHtml(what)}.</p>
<table style="border-collapse:collapse"><tr>${heads.map((h) => `<th style="text-align:left;padding:4px 12px 4px 0">${h}</th>`).join("")}</tr>
${lines.map((l) => `<tr>${cells(l).map(td).join("")}</tr>`).join("\n")}</table>
<p>${link ? `<a href="${escapeHtml(link)}">Restock or change the alert levels</a>` : "Restock or change the alert levels under Products in the back office."}</p>
</body></html>`;
  return {
    dedupeKey: `low-stock-digest:${opts.date}`,
    to: opts.to,
    subject: `Low stock: ${n} ${n === 1 ? "variant" : "variants"} – ${opts.shopName}`,
    text,
    html,
  };
}

type DigestState = { checkedDate: string; fingerprint: string | null; sentAt: string | null };
export type DigestOutcome = "not-yet" | "done-today" | "nothing-low" | "unchanged" | "queued";

const fingerprintOf = (lines: LowStockLine[]) =>
  createHash("sha256")
    .update(JSON.stringify(lines.map((l) => [l.variantId, l.stock, l.threshold]).sort()))
    .digest("hex");

/**
 * The daily low-stock digest to the shop's sales address: looked at once a
 * day from 09:00 IST (a shop started later that day catches up). It is sent
 * when something is at or below its level and the list differs from the last
 * digest's (a new variant ran low, a stock or level changed) or that digest is
 * a week old; nothing low, or nothing new, sends nothing. Queued through the
 * outbox under one key per day, so several instances send it once.
 */
export async function runLowStockDigest(db: Kysely<DB>, publicUrl: string | null, now = new Date()): Promise<DigestOutcome> {
  if (new Date(now.getTime() + IST_OFFSET_MS).getUTCHours() < DIGEST_HOUR_IST) return "not-yet";
  const today = istDate(now);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("settings").select("value").where("key", "=", STATE_KEY).executeTakeFirst();
    const state: DigestState | null = row ? (JSON.parse(row.value) as DigestState) : null;
    if (state?.checkedDate === today) return "done-today";
    const lines = await lowStockLines(trx);
    const fingerprint = lines.length ? fingerprintOf(lines) : null;
    const fresh = state?.sentAt ? now.getTime() - Date.parse(state.sentAt) < DIGEST_REMIND_DAYS * 86_400_000 - 3_600_000 : false;
    let outcome: DigestOutcome;
    let next: DigestState;
    if (!fingerprint) {
      outcome = "nothing-low";
      next = { checkedDate: today, fingerprint: null, sentAt: state?.sentAt ?? null };
    } else if (fingerprint === state?.fingerprint && fresh) {
      outcome = "unchanged";
      next = { ...state, checkedDate: today };
    } else {
      const settings = await readShopSettings(trx);
      await enqueueEmail(trx, lowStockDigestEmail(lines, { shopName: settings.shopName, to: settings.emails.sales, date: today, publicUrl }), now);
      outcome = "queued";
      next = { checkedDate: today, fingerprint, sentAt: now.toISOString() };
    }
    const value = JSON.stringify(next);
    const updated_at = now.toISOString();
    await trx
      .insertInto("settings")
      .values({ key: STATE_KEY, value, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
      .execute();
    return outcome;
  });
}
