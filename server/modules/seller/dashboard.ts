import type { Kysely } from "kysely";
import { istDate } from "../../../lib/india-time";
import { paiseToRupees } from "../../../lib/money";
import { SANDBOX_NOT_PAID } from "../../../lib/order-status";
import { DASHBOARD_DAYS, RECENT_ORDERS, type Dashboard, type DashboardDay } from "../../../lib/dashboard";
import type { DB } from "../../db/schema";
import { DISCOUNTS_PAISE, isRealOrder, REVENUE_PAISE } from "./seller-orders.repo";

/**
 * Spec: the seller dashboard's figures. They are read from `order_day_figures` (decision 038): one row per India
 * calendar day, kept by triggers on `orders` in the transaction of every change, so the dashboard adds up a few
 * hundred rows however many orders there are. "Today" is India's calendar day; shipped quantities count items,
 * by the day they shipped. `recountDayFigures` below is the definition they must equal (tested).
 */
export async function dashboardFigures(db: Kysely<DB>, now = new Date()): Promise<Dashboard> {
  const today = istDate(now);
  const first = istDate(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * 86_400_000));
  const figures = db.selectFrom("order_day_figures");
  const [totals, series, recent] = await Promise.all([
    figures
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>("orders"), eb.lit(0)).as("orders"),
        eb.fn.coalesce(eb.fn.sum<number>("shipped_items"), eb.lit(0)).as("shippedQty"),
        eb.fn.coalesce(eb.fn.sum<number>("revenue_paise"), eb.lit(0)).as("revenue"),
        eb.fn.coalesce(eb.fn.sum<number>("discounts_paise"), eb.lit(0)).as("discounts"),
      ])
      .executeTakeFirstOrThrow(),
    figures.select(["day", "orders", "revenue_paise", "shipped_items_on_day"]).where("day", ">=", first).execute(),
    db
      .selectFrom("orders")
      .where(isRealOrder)
      .select(["id", "order_number", "customer_name", "total_paise", "item_count", "is_paid", "payment_type", "sandbox", "status", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(RECENT_ORDERS)
      .execute(),
  ]);
  const byDay = new Map(series.map((r) => [r.day, r]));
  const days: DashboardDay[] = [];
  for (let i = DASHBOARD_DAYS - 1; i >= 0; i--) {
    const date = istDate(new Date(now.getTime() - i * 86_400_000));
    const row = byDay.get(date);
    days.push({ date, orders: Number(row?.orders ?? 0), revenue: paiseToRupees(Number(row?.revenue_paise ?? 0)) });
  }
  const todayRow = byDay.get(today);
  return {
    totalOrders: Number(totals.orders),
    totalShippedQty: Number(totals.shippedQty),
    todayOrders: Number(todayRow?.orders ?? 0),
    todayShippedQty: Number(todayRow?.shipped_items_on_day ?? 0),
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

/** One day's figures as numbers (what `order_day_figures` holds for a day). */
export type DayFigures = { day: string; orders: number; revenuePaise: number; discountsPaise: number; shippedItems: number; shippedItemsOnDay: number };

/**
 * The figures of every day counted afresh from the orders themselves, by the rules the dashboard states
 * (REVENUE_PAISE, DISCOUNTS_PAISE, isRealOrder): what the kept roll-ups must equal. A full scan, for tests and
 * checks, never for a page. Days with nothing to count are left out.
 */
export async function recountDayFigures(db: Kysely<DB>): Promise<DayFigures[]> {
  const [byCreated, byShipped] = await Promise.all([
    db
      .selectFrom("orders")
      .where(isRealOrder)
      .select((eb) => [
        "created_day",
        eb.fn.countAll<number>().as("orders"),
        REVENUE_PAISE.as("revenue"),
        DISCOUNTS_PAISE.as("discounts"),
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("is_shipped", "=", 1).then(eb.ref("item_count")).else(0).end()), eb.lit(0)).as("shipped"),
      ])
      .groupBy("created_day")
      .execute(),
    db
      .selectFrom("orders")
      .where("is_shipped", "=", 1)
      .where("shipped_day", "is not", null)
      .select((eb) => ["shipped_day", eb.fn.coalesce(eb.fn.sum<number>("item_count"), eb.lit(0)).as("n")])
      .groupBy("shipped_day")
      .execute(),
  ]);
  const days = new Map<string, DayFigures>();
  const dayOf = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { day, orders: 0, revenuePaise: 0, discountsPaise: 0, shippedItems: 0, shippedItemsOnDay: 0 }));
    return d;
  };
  for (const r of byCreated)
    if (r.created_day)
      Object.assign(dayOf(r.created_day), {
        orders: Number(r.orders),
        revenuePaise: Number(r.revenue),
        discountsPaise: Number(r.discounts),
        shippedItems: Number(r.shipped),
      });
  for (const r of byShipped) dayOf(r.shipped_day!).shippedItemsOnDay = Number(r.n);
  return [...days.values()].filter(nonZero).sort((a, b) => a.day.localeCompare(b.day));
}

/** The kept roll-ups, in the same shape (days whose figures all came back to 0 left out). */
export async function keptDayFigures(db: Kysely<DB>): Promise<DayFigures[]> {
  const rows = await db.selectFrom("order_day_figures").selectAll().orderBy("day").execute();
  return rows
    .map((r) => ({
      day: r.day,
      orders: Number(r.orders),
      revenuePaise: Number(r.revenue_paise),
      discountsPaise: Number(r.discounts_paise),
      shippedItems: Number(r.shipped_items),
      shippedItemsOnDay: Number(r.shipped_items_on_day),
    }))
    .filter(nonZero);
}

const nonZero = (d: DayFigures) => d.orders !== 0 || d.revenuePaise !== 0 || d.discountsPaise !== 0 || d.shippedItems !== 0 || d.shippedItemsOnDay !== 0;

/** The dashboard a staff login gets: the same counts, with no revenue figure anywhere (total or per day) and no discounts. */
export function withoutRevenue(figures: Dashboard): Dashboard {
  const { totalRevenue: _omitted, totalDiscounts: _alsoOmitted, days, ...rest } = figures;
  return { ...rest, days: days.map((d) => ({ date: d.date, orders: d.orders })) };
}
