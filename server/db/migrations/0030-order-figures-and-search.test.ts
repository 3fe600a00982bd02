import type { Kysely } from "kysely";
import { type Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../../lib/order-status";
import { keptDayFigures } from "../../modules/seller/dashboard";
import { listSellerOrders } from "../../modules/seller/seller-orders.repo";
import type { Database } from "../index";
import type { DB } from "../schema";
import { migrations } from "./index";
import { databaseMigratedTo } from "../../testing/migration-db";
import { expectFiguresKept } from "../../testing/figures";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database is first written as the schema was before migration 0030 */
let database: Database;
let drop: () => Promise<void> = async () => {};
let migrator: Migrator;
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf("0030-order-figures-and-search") - 1]!;
const db = () => database.db as unknown as Kysely<any>;

beforeAll(async () => {
  ({ database, migrator, drop } = await databaseMigratedTo(BEFORE, "mig0030"));
  const T0 = "2026-11-01T10:00:00.000Z";
  await db()
    .insertInto("users")
    .values({ id: "usr_1", name: "Asha", email: "asha@example.com", password_hash: "x", cart: "{}", created_at: T0, updated_at: T0 })
    .execute();
});
afterAll(async () => {
  await drop();
});

/** A seeded random source (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DAYS = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];
let nextNumber = 1001;

/** An order row as the app writes one, with the figure-moving columns drawn at random. */
function orderRow(rnd: () => number, over: Record<string, unknown> = {}) {
  const n = nextNumber++;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const total = 50_000 + Math.floor(rnd() * 200_000);
  const shipped = rnd() < 0.4 ? 1 : 0;
  return {
    id: `ord_${String(n).padStart(22, "0")}`,
    order_number: n,
    user_id: "usr_1",
    status: pick(ORDER_STATUSES),
    payment_type: rnd() < 0.5 ? "COD" : "Online",
    is_paid: rnd() < 0.5 ? 1 : 0,
    is_shipped: shipped,
    sandbox: rnd() < 0.1 ? 1 : 0,
    customer_name: `Buyer ${n}`,
    customer_email: `buyer${n}@example.com`,
    customer_phone: `98765${String(n).padStart(5, "0")}`,
    address_id: "adr_1",
    address: JSON.stringify({ firstName: "Meera", lastName: `Recipient${n}` }),
    delivery_state_code: "09",
    seller: "{}",
    prices_include_tax: 1,
    inter_state: 0,
    item_count: 1 + Math.floor(rnd() * 4),
    subtotal_paise: total,
    taxable_paise: total,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: 0,
    shipping_paise: 0,
    shipping_tax_paise: 0,
    shipping_gst_rate_bp: 1800,
    total_paise: total,
    credited_paise: rnd() < 0.2 ? Math.floor(total / 3) : 0,
    discount_paise: rnd() < 0.3 ? 5_000 : 0,
    invoice_number: `INV/26-27/${String(n).padStart(6, "0")}`,
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    created_day: pick(DAYS),
    shipped_day: shipped || rnd() < 0.1 ? pick(DAYS) : null,
    ...over,
  };
}

describe("migration 0030: the dashboard's kept figures", () => {
  it("counts the orders already there, and then every insert, update and delete, as a full recount does", async () => {
    const rnd = random(20);
    await db()
      .insertInto("orders")
      .values(Array.from({ length: 60 }, () => orderRow(rnd)))
      .execute();
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const first = await expectFiguresKept(database.db);
    expect(first.reduce((n, d) => n + d.orders, 0)).toBeGreaterThan(20);

    const ids = async () => (await db().selectFrom("orders").select("id").execute()).map((r) => r.id as string);
    for (let step = 0; step < 300; step++) {
      const r = rnd();
      const all = await ids();
      const id = all[Math.floor(rnd() * all.length)]!;
      if (r < 0.25) await db().insertInto("orders").values(orderRow(rnd)).execute();
      else if (r < 0.3) await db().deleteFrom("orders").where("id", "=", id).execute();
      else {
        // One of the moves the shop makes (a status, paid, shipped, sandbox, a credit note, a discount, a day), or several at once.
        const moves: Record<string, unknown>[] = [
          { status: ORDER_STATUSES[Math.floor(rnd() * ORDER_STATUSES.length)] },
          { is_paid: rnd() < 0.5 ? 1 : 0 },
          { is_shipped: 1, shipped_day: DAYS[Math.floor(rnd() * DAYS.length)] },
          { is_shipped: 0, shipped_day: null },
          { sandbox: rnd() < 0.5 ? 1 : 0 },
          { credited_paise: Math.floor(rnd() * 20_000) },
          { discount_paise: Math.floor(rnd() * 9_000) },
          { item_count: 1 + Math.floor(rnd() * 5) },
          { total_paise: 40_000 + Math.floor(rnd() * 90_000) },
          { created_day: DAYS[Math.floor(rnd() * DAYS.length)] },
          { status_note: "a change that moves no figure" },
        ];
        const set = rnd() < 0.3 ? Object.assign({}, ...moves.filter(() => rnd() < 0.4)) : moves[Math.floor(rnd() * moves.length)]!;
        if (Object.keys(set).length) await db().updateTable("orders").set(set).where("id", "=", id).execute();
      }
      if (step % 50 === 49) await expectFiguresKept(database.db);
    }
    await expectFiguresKept(database.db);
  });

  it("moves with the transaction: several changes to one order count once at commit, a rollback leaves the figures as they were", async () => {
    const before = await expectFiguresKept(database.db);
    const row = orderRow(random(7), { status: "placed", is_paid: 0, is_shipped: 0, shipped_day: null, sandbox: 0, created_day: DAYS[4] });
    await expect(
      database.db.transaction().execute(async (trx) => {
        const t = trx as unknown as Kysely<any>;
        await t.insertInto("orders").values(row).execute();
        await t.updateTable("orders").set({ is_paid: 1 }).where("id", "=", row.id).execute();
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await keptDayFigures(database.db)).toEqual(before);

    await database.db.transaction().execute(async (trx) => {
      const t = trx as unknown as Kysely<any>;
      await t.insertInto("orders").values(row).execute();
      await t.updateTable("orders").set({ status: "delivered", is_paid: 1, is_shipped: 1, shipped_day: DAYS[4] }).where("id", "=", row.id).execute();
      await t.updateTable("orders").set({ credited_paise: 1_000 }).where("id", "=", row.id).execute();
    });
    const after = await expectFiguresKept(database.db);
    const day = (list: typeof after) => list.find((d) => d.day === DAYS[4]) ?? { orders: 0, revenuePaise: 0, shippedItemsOnDay: 0 };
    expect(day(after).orders).toBe(day(before).orders + 1);
    expect(day(after).revenuePaise).toBe(day(before).revenuePaise + row.total_paise - 1_000);
    expect(day(after).shippedItemsOnDay).toBe(day(before).shippedItemsOnDay + row.item_count);
  });
});

describe("migration 0030: the order search index", () => {
  const search = async (q: string, after: string | null = null) => listSellerOrders(database.db as Kysely<DB>, { q, after, limit: 50 });
  const real = (o: { status: string }) => o.status !== "pending_payment" && o.status !== "payment_failed";

  it("finds orders written before and after the migration by fragments of an id, a name, the recipient, an email, a phone and an invoice number", async () => {
    const rnd = random(99);
    const existing = await db()
      .selectFrom("orders")
      .selectAll()
      .where("status", "not in", ["pending_payment", "payment_failed"])
      .orderBy("order_number")
      .executeTakeFirstOrThrow();
    const fresh = orderRow(rnd, {
      status: "placed",
      customer_name: "Kavita Rathore",
      customer_phone: "9123456780",
      address: JSON.stringify({ firstName: "सीमा", lastName: "Devi" }),
    });
    await db().insertInto("orders").values(fresh).execute();
    for (const [q, id] of [
      [String(existing.id).slice(-9).toUpperCase(), existing.id],
      [String(existing.customer_name).slice(2), existing.id],
      [`recipient${existing.order_number}`, existing.id],
      [`buyer${existing.order_number}@exa`, existing.id],
      [String(existing.invoice_number).slice(-9), existing.id],
      ["VITA RATH", fresh.id],
      ["सीमा de", fresh.id],
      ["91234 56780", fresh.id],
      ["+91-91234-56780", fresh.id],
      ["3456", fresh.id],
    ] as const) {
      const found = await search(q);
      expect(
        found.orders.map((o) => o._id),
        q,
      ).toContain(id);
    }
    expect((await search("zzzz")).orders).toEqual([]);
    expect((await search('"ab%_')).orders).toEqual([]);
  });

  it("follows an order's change (a name edited, the order gone), and pages newest number first without repeating or skipping", async () => {
    const target = await db().selectFrom("orders").select(["id"]).where("status", "=", "placed").orderBy("order_number", "desc").executeTakeFirstOrThrow();
    await db().updateTable("orders").set({ customer_name: "Zubeida Quraishi" }).where("id", "=", target.id).execute();
    expect((await search("ubeida qur")).orders.map((o) => o._id)).toEqual([target.id]);
    await db().deleteFrom("orders").where("id", "=", target.id).execute();
    expect((await search("ubeida qur")).orders).toEqual([]);

    // "@example.com" is in every order: page through them all, 50 at a time.
    const expected = (await db().selectFrom("orders").select(["id", "status", "order_number"]).orderBy("order_number", "desc").execute())
      .filter(real)
      .map((o) => o.id);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search("@example.com", after);
      seen.push(...page.orders.map((o) => o._id));
      after = page.next;
    } while (after);
    expect(seen).toEqual(expected);
  });
});
