import type { Kysely } from "kysely";
import { istDate } from "../../../lib/india-time";
import { paiseToRupees } from "../../../lib/money";
import { SANDBOX_NOT_PAID } from "../../../lib/order-status";
import { DASHBOARD_DAYS, RECENT_ORDERS, type Dashboard, type DashboardDay } from "../../../lib/dashboard";
import type { DB } from "../../db/schema";
import { DISCOUNTS_PAISE, isRealOrder, REVENUE_PAISE } from "./seller-orders.repo";

/**
 * Spec: the seller dashboard's figures, each one SQL aggregate over the order
 * snapshots (never the orders themselves in memory). "Today" is India's
 * calendar day; shipped quantities count items, by the day they shipped.
 */
export async function dashboardFigures(db: Kysely<DB>, now = new Date()): Promise<Dashboard> {
  const today = istDate(now);
  const first = istDate(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * 86_400_000));
  const [totals, todayOrders, todayShipped, recent, series] = await Promise.all([
    db
      .selectFrom("orders")
      .where(isRealOrder)
      .select((eb) => [
        eb.fn.countAll<number>().as("orders"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("is_shipped", "=", 1).then(eb.ref("item_count")).else(0).end()), eb.lit(0)).as("shippedQty"),
        REVENUE_PAISE.as("revenue"),
        DISCOUNTS_PAISE.as("discounts"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .where(isRealOrder)
      .where("created_day", "=", today)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .where("shipped_day", "=", today)
      .where("is_shipped", "=", 1)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("item_count"), eb.lit(0)).as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .where(isRealOrder)
      .select(["id", "order_number", "customer_name", "total_paise", "item_count", "is_paid", "payment_type", "sandbox", "status", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(RECENT_ORDERS)
      .execute(),
    db
      .selectFrom("orders")
      .where(isRealOrder)
      .where("created_day", ">=", first)
      .select((eb) => ["created_day", eb.fn.countAll<number>().as("orders"), REVENUE_PAISE.as("revenue")])
      .groupBy("created_day")
      .execute(),
  ]);
  const byDay = new Map(series.map((r) => [r.created_day, r]));
  const days: DashboardDay[] = [];
  for (let i = DASHBOARD_DAYS - 1; i >= 0; i--) {
    const date = istDate(new Date(now.getTime() - i * 86_400_000));
    const row = byDay.get(date);
    days.push({ date, orders: Number(row?.orders ?? 0), revenue: paiseToRupees(Number(row?.revenue ?? 0)) });
  }
  return {
    totalOrders: Number(totals.orders),
    totalShippedQty: Number(totals.shippedQty),
    todayOrders: Number(todayOrders.n),
    todayShippedQty: Number(todayShipped.n),
    totalRevenue: paiseToRupees(Number(totals.revenue)),
    totalDiscounts: paiseToRupees(Number(totals.discounts)),
    recentOrders: recent.map((o) => ({
      _id: o.id,
      orderNumber: o.order_number,
      customer: o.customer_name || "Guest",
      amount: paiseToRupees(Number(o.total_paise)),
      quantity: o.item_count,
      isPaid: o.is_paid === 1 && o.sandbox !== 1,
      paymentType: o.sandbox === 1 ? SANDBOX_NOT_PAID : o.payment_type,
      status: o.status,
      createdAt: o.created_at,
    })),
    days,
    today,
  };
}

/** The dashboard a staff login gets: the same counts, with no revenue figure anywhere (total or per day) and no discounts. */
export function withoutRevenue(figures: Dashboard): Dashboard {
  const { totalRevenue: _omitted, totalDiscounts: _alsoOmitted, days, ...rest } = figures;
  return { ...rest, days: days.map((d) => ({ date: d.date, orders: d.orders })) };
}
