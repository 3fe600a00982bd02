import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../server/db/index";
import { codOrder, faultShop, registerBuyers, SELLER, shopCommand, type Buyer, type FaultShop, type ShopProcess } from "./server";
import { setProductColumns } from "../server/testing/catalog";

/** A GET on a new TCP connection (fetch would reuse a pooled keep-alive one). */
function freshConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite";
let env: FaultShop;
let dataDir: string;
let shop: ShopProcess;
let db: Database;
let buyers: Buyer[];
let product: string;

beforeAll(async () => {
  env = await faultShop();
  ({ shop, db, dataDir } = env);
  buyers = await registerBuyers(shop.url, 30, "stop");
  product = (
    await db.db.selectFrom("products").select("id").where("in_stock", "=", 1).where("options", "=", "[]").orderBy("position").executeTakeFirstOrThrow()
  ).id; // no options: ordered by id alone
  await setProductColumns(db.db, product, { stock: null });
}, 120_000);
afterAll(async () => {
  await env?.dispose({ shop, db });
});

describe(`graceful shutdown (${engine})`, () => {
  it("on SIGTERM stops accepting, finishes the requests in flight, closes the database and exits 0", async () => {
    const login = await fetch(`${shop.url}/api/seller/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(SELLER),
    });
    const seller = login.headers.get("set-cookie")!.split(";")[0]!;
    // Work in flight: 30 checkouts and 20 invoice PDFs (PDF drawing takes the process a while).
    const first = (await (await codOrder(shop.url, buyers[0]!, [{ product, quantity: 1 }])).json()) as { orderId: string };
    const inFlight = [
      ...buyers.map((b) => codOrder(shop.url, b, [{ product, quantity: 1 }]).then((r) => r.status)),
      ...Array.from({ length: 20 }, () =>
        fetch(`${shop.url}/api/seller/orders/${first.orderId}/invoice.pdf`, { headers: { Cookie: seller } }).then(
          async (r) => (await r.arrayBuffer(), r.status),
        ),
      ),
    ];
    await new Promise((r) => setTimeout(r, 30));
    shop.child.kill("SIGTERM");
    // While it drains, readiness says so (a load balancer stops sending new connections).
    const until = Date.now() + 3000;
    let ready = 200;
    while (ready !== 503 && Date.now() < until) ready = await freshConnection(`${shop.url}/readyz`).catch(() => 503);
    expect(ready).toBe(503);
    // Everything sent before SIGTERM is answered: no reset connection, no error.
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(await shop.exited).toBe(0);
    await expect(freshConnection(`${shop.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    expect(shop.stderr()).not.toMatch(/error/i);
    // it stopped on its own once the work was done, not at the SHUTDOWN_TIMEOUT_MS backstop
    expect(shop.log()).not.toContain("shutdown timeout");
    const orders = await db.db.selectFrom("orders").select("id").execute();
    expect(orders).toHaveLength(31);
    if (engine === "SQLite") expect(fs.existsSync(path.join(dataDir, "shop.pid"))).toBe(false);
    shop = await env.restart();
  });
});

describe(`backup and restore (${engine})`, () => {
  it.runIf(engine === "SQLite")("backs up the running shop consistently and restores it once the shop is stopped", async () => {
    const file = path.join(os.tmpdir(), `shop-backup-${process.pid}.db`);
    const vars = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const before = (await db.db.selectFrom("orders").select("id").execute()).length;
    const backup = shopCommand(["backup", file], vars); // while the shop runs
    expect(backup.output).toContain("backed up");
    expect(backup.status).toBe(0);
    for (const b of buyers.slice(0, 3)) expect((await codOrder(shop.url, b, [{ product, quantity: 1 }])).status).toBe(201);
    expect((await db.db.selectFrom("orders").select("id").execute()).length).toBe(before + 3);

    const refused = shopCommand(["restore", file], vars);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("the shop is running");

    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
    await db.close();
    const restored = shopCommand(["restore", file], vars);
    expect(restored.status).toBe(0);
    expect(restored.output).toContain("kept the current database");
    db = openDatabase({ databaseUrl: null, dataDir });
    shop = await env.restart();
    expect((await db.db.selectFrom("orders").select("id").execute()).length).toBe(before);
    // The shop carries on from the backup: the next invoice number follows the restored ones.
    const next = (await (await codOrder(shop.url, buyers[5]!, [{ product, quantity: 1 }])).json()) as { invoiceNumber: string };
    expect(Number(next.invoiceNumber.split("/").pop())).toBe(before + 1);
    fs.rmSync(file, { force: true });
  });

  it.runIf(engine === "PostgreSQL")("points to pg_dump for a PostgreSQL shop", () => {
    const r = shopCommand(["backup", "/tmp/x.db"], { DATA_DIR: dataDir, DATABASE_URL: env.databaseUrl });
    expect(r.status).toBe(1);
    expect(r.output).toContain("pg_dump");
  });
});
