import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanUpExpired } from "../modules/accounts/clean-up";
import { newCustomer } from "../testing/customers";
import { createSeller } from "../modules/seller/sellers.repo";
import { createTestShop, type TestShop } from "../testing/test-app";
import { createSession } from "./sessions";

let shop: TestShop;
let sellerId: string;
let userId: string;
beforeAll(async () => {
  shop = await createTestShop();
  sellerId = (await createSeller(shop.db, { email: `owner.${Date.now()}@example.com`, password: "seller-secret-123" })).id;
  userId = (await newCustomer(shop)).userId;
});
afterAll(async () => {
  await shop.close();
});

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const sellerAuth = (token: string) => shop.app.request("/api/seller/is-auth", { headers: { Cookie: `seller_sid=${token}` } });
const customerAuth = (token: string) => shop.app.request("/api/user/is-auth", { headers: { Cookie: `sid=${token}` } });

describe("session lifetimes", () => {
  it("a seller session ends after 12 hours without a request", async () => {
    const { token } = await createSession(shop.db, "seller", sellerId, ago(12 * HOUR + 60_000));
    expect((await sellerAuth(token)).status).toBe(401);
  });

  it("a seller session in use stays alive: each request (at most once a minute) moves the idle clock", async () => {
    const { token } = await createSession(shop.db, "seller", sellerId, ago(11 * HOUR));
    expect((await sellerAuth(token)).status).toBe(200);
    const row = await shop.db
      .selectFrom("sessions")
      .select("last_seen_at")
      .where("subject_id", "=", sellerId)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at!)).toBeLessThan(60_000);
  });

  it("a seller session ends 7 days after login however busy it is", async () => {
    const { token } = await createSession(shop.db, "seller", sellerId, ago(7 * 24 * HOUR + 60_000));
    await shop.db
      .updateTable("sessions")
      .set({ last_seen_at: ago(5 * 60_000).toISOString() })
      .where("subject_id", "=", sellerId)
      .execute();
    expect((await sellerAuth(token)).status).toBe(401);
  });

  it("a seller login cookie lasts 7 days", async () => {
    const email = `owner2.${Date.now()}@example.com`;
    await createSeller(shop.db, { email, password: "seller-secret-123" });
    const res = await shop.post("/api/seller/login", { email, password: "seller-secret-123" }, { "X-Forwarded-For": "192.0.2.77" });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=604800/);
  });

  it("a customer session has no idle limit (30 days from login)", async () => {
    const { token } = await createSession(shop.db, "customer", userId, ago(13 * HOUR));
    expect((await customerAuth(token)).status).toBe(200);
  });
});

describe("the clean-up job", () => {
  it("deletes ended customer and seller sessions and finished rate-limit windows, and keeps live ones", async () => {
    const ended = [
      await createSession(shop.db, "customer", userId, ago(31 * 24 * HOUR)), // expired
      await createSession(shop.db, "seller", sellerId, ago(8 * 24 * HOUR)), // expired
      await createSession(shop.db, "seller", sellerId, ago(13 * HOUR)), // idle
    ];
    const revoked = await createSession(shop.db, "customer", userId, ago(2 * 24 * HOUR));
    await shop.db
      .updateTable("sessions")
      .set({ revoked_at: ago(25 * HOUR).toISOString() })
      .where("expires_at", "=", revoked.expiresAt.toISOString())
      .execute();
    const live = [await createSession(shop.db, "customer", userId, ago(13 * HOUR)), await createSession(shop.db, "seller", sellerId, ago(HOUR))];
    await shop.db
      .insertInto("rate_limits")
      .values([
        { key: "test:old", count: 5, reset_at: Date.now() - 1000 },
        { key: "test:live", count: 5, reset_at: Date.now() + 60_000 },
      ])
      .execute();

    const removed = await cleanUpExpired(shop.db);
    expect(removed.sessions).toBeGreaterThanOrEqual(4);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    const left = await shop.db.selectFrom("sessions").select("expires_at").execute();
    const leftEnds = new Set(left.map((s) => s.expires_at));
    for (const s of [...ended, revoked]) expect(leftEnds.has(s.expiresAt.toISOString())).toBe(false);
    for (const s of live) expect(leftEnds.has(s.expiresAt.toISOString())).toBe(true);
    const keys = (await shop.db.selectFrom("rate_limits").select("key").where("key", "like", "test:%").execute()).map((r) => r.key);
    expect(keys).toEqual(["test:live"]);
  });
});

describe("the clean-up job's schedule", () => {
  it("runs from the background jobs every 10 minutes", async () => {
    const { startBackgroundJobs } = await import("../main");
    await shop.db
      .insertInto("rate_limits")
      .values({ key: "test:scheduled", count: 1, reset_at: Date.now() - 1000 })
      .execute();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let stop: (() => Promise<void>) | null = null;
    try {
      stop = startBackgroundJobs(shop.services);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => {
      const left = await shop.db.selectFrom("rate_limits").select("key").where("key", "=", "test:scheduled").execute();
      expect(left).toEqual([]);
    });
    await stop?.();
  });
});
