import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeller } from "../modules/seller/sellers.repo";
import { createTestShop, type TestShop } from "../testing/test-app";
import { addressKey } from "./client-ip";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
let net = 0;
/** A fresh IPv4 address per call, so tests never share counters. */
const freshIp = () => `198.18.${Math.floor(++net / 250)}.${net % 250}`;

async function customer(): Promise<{ email: string; password: string }> {
  const email = `lock.${unique()}@example.com`;
  const password = "hunter2hunter2";
  const res = await shop.post("/api/user/register", { name: "Asha Verma", email, password }, { "X-Forwarded-For": freshIp() });
  expect(res.status).toBe(201);
  return { email, password };
}

async function seller(): Promise<{ email: string; password: string }> {
  const email = `owner.${unique()}@example.com`;
  const password = "seller-secret-123";
  await createSeller(shop.db, { email, password, name: "Shop Owner" });
  return { email, password };
}

const paths = { customer: "/api/user/login", seller: "/api/seller/login" } as const;
const accounts = { customer, seller } as const;

describe.each(["customer", "seller"] as const)("%s login throttling", (who) => {
  const login = (email: string, password: string, ip: string) => shop.post(paths[who], { email, password }, { "X-Forwarded-For": ip });

  it("eleven wrong passwords from one address never lock out the right password from another", async () => {
    const { email, password } = await accounts[who]();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(email, "wrong-password", attacker)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The owner, elsewhere, with the right password: in.
    expect((await login(email, password, freshIp())).status).toBe(200);
    // Failures spread over many addresses do not lock the account either.
    for (let i = 0; i < 12; i++) expect((await login(email, "wrong-password", freshIp())).status).toBe(401);
    expect((await login(email, password, freshIp())).status).toBe(200);
  });

  it("slows repeated failures of one email from one address with 429 and Retry-After", async () => {
    const { email } = await accounts[who]();
    const ip = freshIp();
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) last = await login(email, "wrong-password", ip);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(((await last!.json()) as { message: string }).message).toMatch(/Too many attempts\. Please wait \d+ minutes/);
  });

  it("limits one address guessing many emails", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`guess.${unique()}@example.com`, "wrong-password", ip)).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  });

  it("counts an IPv6 client by its /64: rotating addresses inside it does not reset the count", async () => {
    const { email, password } = await accounts[who]();
    const prefix = `2001:db8:${(++net).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(email, "wrong-password", `${prefix}::${(i + 1).toString(16)}`)).status);
    expect(statuses[10]).toBe(429);
    expect((await login(email, password, `2001:db8:${(++net).toString(16)}::1`)).status).toBe(200);
  });

  it("holds the per-pair limit under 25 parallel wrong guesses (3 rounds)", async () => {
    for (let round = 0; round < 3; round++) {
      const { email, password } = await accounts[who]();
      const ip = freshIp();
      const statuses = await Promise.all(Array.from({ length: 25 }, async () => (await login(email, "wrong-password", ip)).status));
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect((await login(email, password, freshIp())).status).toBe(200);
    }
  });

  it("a success forgives that pair's failures", async () => {
    const { email, password } = await accounts[who]();
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect((await login(email, "wrong-password", ip)).status).toBe(401);
    expect((await login(email, password, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, "wrong-password", ip)).status).toBe(401);
  });
});

describe("address keys", () => {
  it("keys IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
