import { sql, type Kysely } from "kysely";

/** The first order number a shop gives (lib/orders.ts FIRST_ORDER_NUMBER; repeated here: a migration is frozen as written). */
const FIRST = 1001;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Numbers people can say on the phone ("#1001"): one series per shop, allocated in the transaction that
   * inserts the order (server/modules/orders/order-number.ts). The counter row is the lock.
   */
  await db.schema
    .createTable("order_counters")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("orders")
    .addColumn("order_number", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Orders made before: numbered by creation order (ids break ties), from FIRST on. UPDATE … FROM works on both engines.
  await sql`
    update orders set order_number = numbered.n + ${sql.lit(FIRST - 1)}
    from (select id, row_number() over (order by created_at, id) as n from orders) as numbered
    where orders.id = numbered.id`.execute(db);
  await db.schema.createIndex("orders_order_number").on("orders").column("order_number").unique().execute();
  await sql`
    insert into order_counters (name, last_number)
    select 'order', coalesce(max(order_number), ${sql.lit(FIRST - 1)}) from orders`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_order_number").execute();
  await db.schema.alterTable("orders").dropColumn("order_number").execute();
  await db.schema.dropTable("order_counters").execute();
}
