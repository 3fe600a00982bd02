import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Best sellers count the units of the last 90 days (issue 19, item 5). */
export const BEST_SELLER_DAYS = 90;
/** Statuses whose units are sold: placed and on (a cancelled or unpaid order sold nothing). */
const SOLD = ["placed", "packed", "shipped", "delivered"] as const;

/**
 * Units sold per product since `since`: the lines of real orders (not the embedded sandbox's), less the units
 * customers sent back (returns received; an exchange keeps the product sold).
 */
export async function unitsSoldSince(db: Kysely<DB>, since: Date): Promise<Map<string, number>> {
  const from = since.toISOString();
  const sold = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.product_id as productId", (eb) => eb.fn.sum<number>("order_items.quantity").as("units")])
    .where("orders.created_at", ">=", from)
    .where("orders.status", "in", SOLD)
    .where("orders.sandbox", "=", 0)
    .groupBy("order_items.product_id")
    .execute();
  const units = new Map(sold.map((r) => [r.productId, Number(r.units)]));
  const returned = await db
    .selectFrom("return_requests")
    .innerJoin("orders", "orders.id", "return_requests.order_id")
    .select(["return_requests.order_id as orderId", "return_requests.items"])
    .where("return_requests.type", "=", "return")
    .where("return_requests.status", "=", "received")
    .where("orders.created_at", ">=", from)
    .where("orders.sandbox", "=", 0)
    .execute();
  if (returned.length === 0) return units;
  const lines = await db
    .selectFrom("order_items")
    .select(["order_id", "position", "product_id"])
    .where("order_id", "in", [...new Set(returned.map((r) => r.orderId))])
    .execute();
  const productOf = new Map(lines.map((l) => [`${l.order_id} ${l.position}`, l.product_id]));
  for (const r of returned) {
    for (const it of JSON.parse(r.items) as { line: number; quantity: number }[]) {
      const product = productOf.get(`${r.orderId} ${it.line}`);
      if (product) units.set(product, Math.max(0, (units.get(product) ?? 0) - it.quantity));
    }
  }
  return units;
}

/**
 * The units-sold table, asked at most once per `ttlMs` (every instance on its own; a new order shows in the best
 * sellers within that time), one question at a time. A failed question keeps the last answer.
 */
export class UnitsSold {
  private value: Map<string, number> | null = null;
  private askedAt = 0;
  private asking: Promise<Map<string, number>> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  async get(now = new Date()): Promise<Map<string, number>> {
    if (this.value && now.getTime() - this.askedAt < this.ttlMs) return this.value;
    if (this.asking) return this.asking;
    const last = this.value;
    this.asking = unitsSoldSince(this.db, new Date(now.getTime() - BEST_SELLER_DAYS * 86_400_000))
      .then((v) => {
        this.value = v;
        this.askedAt = now.getTime();
        return v;
      })
      .catch((err: unknown) => {
        if (last) return last;
        throw err;
      })
      .finally(() => {
        this.asking = null;
      });
    return this.asking;
  }

  /** Forget the answer (tests; a seller who wants to see a sale at once). */
  clear(): void {
    this.value = null;
  }
}
