import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { writeTransaction } from "../../db/group-commit";
import { setProductColumns, singleVariant } from "../../testing/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { orderNumberQuery } from "./order-number";
import { takeStock } from "./stock";

// A checkout's stock statements go to the database together with its counters (decision 045): the counted variant
// still loses exactly its units, its product's summary and the ledger follow, an uncounted one is left alone, and a
// refusal leaves nothing behind, number included. On the suite's engine (SQLite, or PostgreSQL with TEST_DATABASE_URL).
let shop: TestShop;
let asha: TestCustomer;
let several: ApiProduct; // a product with options: its summary counts every variant
let plain: ApiProduct; // one variant, stock not counted

beforeAll(async () => {
  shop = await createTestShop();
  asha = await newCustomer(shop);
  const list = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
  several = list.find((p) => (p.variants?.length ?? 0) >= 2)!;
  plain = list.find((p) => p._id !== several._id && singleVariant(p))!;
  await setProductColumns(shop.db, plain._id, { stock: null, in_stock: 1 });
});
afterAll(async () => {
  await shop.close();
});

const variantIds = () => several.variants!.map((v) => v._id);

async function countVariants(stocks: (number | null)[]) {
  const ids = variantIds();
  for (const [i, id] of ids.entries())
    await shop.db
      .updateTable("product_variants")
      .set({ stock: stocks[i] ?? null, in_stock: 1, deleted_at: null })
      .where("id", "=", id)
      .execute();
}
const variantStock = async (id: string) => (await shop.db.selectFrom("product_variants").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
const productRow = (id: string) => shop.db.selectFrom("products").select(["stock", "in_stock", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow();
const plainVariant = () => shop.db.selectFrom("product_variants").selectAll().where("product_id", "=", plain._id).executeTakeFirstOrThrow();
const counter = async () => (await shop.db.selectFrom("order_counters").select("last_number").where("name", "=", "order").executeTakeFirst())?.last_number ?? 0;

describe("taking stock in a checkout", () => {
  it("a counted variant and an uncounted product in one order: the units, the summary and the ledger follow, the uncounted one is untouched", async () => {
    const ids = variantIds();
    await countVariants(ids.map((_, i) => (i === 0 ? 5 : 3)));
    const before = await plainVariant();
    const res = await asha.call("POST", "/api/order/cod", {
      items: [
        { product: several._id, variant: ids[0], quantity: 2 },
        { product: plain._id, quantity: 1 },
      ],
      address: asha.addressId,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };

    expect(await variantStock(ids[0]!)).toBe(3);
    // The summary: every variant counted, so the product's stock is their sum.
    expect((await productRow(several._id)).stock).toBe(3 + 3 * (ids.length - 1));
    const ledger = await shop.db.selectFrom("stock_ledger").selectAll().where("order_id", "=", orderId).execute();
    expect(ledger.map((l) => [l.variant_id, l.kind, l.quantity, l.stock_after])).toEqual([[ids[0], "sold", -2, 3]]);
    // Not counted: the variant row is as it was, no ledger row for it.
    expect(await plainVariant()).toEqual(before);
  });

  it("a variant counted after the order was priced (told uncounted) still loses its units, with its summary and ledger row", async () => {
    const ids = variantIds();
    await countVariants(ids.map(() => 4));
    await writeTransaction(shop.db, (trx) =>
      takeStock(trx, [{ productId: several._id, variantId: ids[1]!, name: "Halter", quantity: 3, counted: false }], { orderId: "ord_hint", actor: "system" }),
    );
    expect(await variantStock(ids[1]!)).toBe(1);
    expect((await productRow(several._id)).stock).toBe(4 * ids.length - 3);
    const ledger = await shop.db.selectFrom("stock_ledger").select(["quantity", "stock_after"]).where("order_id", "=", "ord_hint").execute();
    expect(ledger).toEqual([{ quantity: -3, stock_after: 1 }]);
  });

  it("not enough of one line: refused naming it, and nothing moves: the other line's units, the ledger, the order number", async () => {
    const ids = variantIds();
    await countVariants(ids.map((_, i) => (i === 0 ? 6 : 1)));
    const numberBefore = await counter();
    const productBefore = await productRow(several._id);
    const taking = writeTransaction(shop.db, (trx) =>
      takeStock(
        trx,
        [
          { productId: several._id, variantId: ids[0]!, name: "Halter (first)", quantity: 2 },
          { productId: several._id, variantId: ids[1]!, name: "Halter (second)", quantity: 2 },
        ],
        { orderId: "ord_refused" },
        [orderNumberQuery(trx)],
      ),
    );
    await expect(taking).rejects.toMatchObject({ status: 409, message: 'Only 1 of "Halter (second)" left in stock' });
    expect(await variantStock(ids[0]!)).toBe(6);
    expect(await variantStock(ids[1]!)).toBe(1);
    expect(await productRow(several._id)).toEqual(productBefore);
    expect(await shop.db.selectFrom("stock_ledger").select("id").where("order_id", "=", "ord_refused").execute()).toEqual([]);
    expect(await counter()).toBe(numberBefore);
  });

  it("hands back what was sent alongside, after the stock is taken", async () => {
    const ids = variantIds();
    await countVariants(ids.map(() => 2));
    const numberBefore = await counter();
    const taken = await writeTransaction(shop.db, (trx) =>
      takeStock(trx, [{ productId: several._id, variantId: ids[0]!, name: "Halter", quantity: 2 }], { orderId: "ord_alongside" }, [orderNumberQuery(trx)]),
    );
    expect(taken.soldOut).toBe(true);
    expect(taken.alongside.map((r) => r.rows)).toEqual([[{ last_number: numberBefore + 1 }]]);
    expect(await counter()).toBe(numberBefore + 1);
  });
});
