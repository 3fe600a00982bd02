import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_TAKEN, LOGIN_FAILED, type ApiUser } from "../../../lib/accounts";
import type { ApiProduct } from "../../../lib/catalog";
import { MAX_QTY_PER_LINE } from "../../../lib/cart";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { singleVariant } from "../../testing/catalog";

let shop: TestShop;
let products: ApiProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  products = (await shop.services.catalog.get()).products.filter(singleVariant);
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; user?: ApiUser };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.match(/sid=([^;]*)/)?.[1] ?? "";

async function register(email = `rider.${unique()}@example.com`, extra: Record<string, unknown> = {}) {
  const res = await shop.post("/api/user/register", { name: "Asha Verma", email, password: "hunter2hunter2", ...extra }, { "X-Forwarded-For": unique() });
  return { res, email, cookie: cookieOf(res), body: (await res.json()) as Body };
}
const get = (path: string, sid?: string) => shop.app.request(path, { headers: sid ? { Cookie: `sid=${sid}` } : {} });

describe("register", () => {
  it("creates the account, normalises the email, starts a session with safe cookie flags", async () => {
    const email = `  Asha.${unique()}@Example.COM `;
    const { res, body } = await register(email);
    expect(res.status).toBe(201);
    expect(body.user).toMatchObject({ name: "Asha Verma", email: email.trim().toLowerCase(), cart: {} });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const row = await shop.db.selectFrom("users").select("password_hash").where("email", "=", email.trim().toLowerCase()).executeTakeFirstOrThrow();
    expect(row.password_hash?.startsWith("$argon2id$")).toBe(true);
    const sessions = await shop.db.selectFrom("sessions").select("token_hash").execute();
    expect(sessions.some((s) => s.token_hash === cookieOf(res))).toBe(false); // only the hash is stored
  });

  it("refuses a duplicate email (any case) with 409", async () => {
    const { email } = await register();
    const again = await register(email.toUpperCase());
    expect(again.res.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: EMAIL_TAKEN });
  });

  it.each([
    [{ name: "", email: "a@b.co", password: "longenough" }, "name"],
    [{ name: "A", email: "not-an-email", password: "longenough" }, "valid email"],
    [{ name: "A", email: "a@b.co", password: "short" }, "at least 8"],
    [{ name: "A", email: "a@b.co", password: "longenough", isAdmin: true }, "isAdmin"],
  ])("refuses bad input %j with a 400 naming the problem", async (input, words) => {
    const res = await shop.post("/api/user/register", input, { "X-Forwarded-For": unique() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.success).toBe(false);
    expect(body.message).toContain(words);
  });
});

describe("login, is-auth, logout", () => {
  it("logs in with a new session token each time, and one generic message for any failure", async () => {
    const { email, cookie: first } = await register();
    const ok = await shop.post("/api/user/login", { email: email.toUpperCase(), password: "hunter2hunter2" }, { Cookie: `sid=${first}` });
    expect(ok.status).toBe(200);
    const second = cookieOf(ok);
    expect(second).not.toBe(first);
    expect((await get("/api/user/is-auth", first)).status).toBe(401); // the old session was revoked
    for (const attempt of [
      { email, password: "wrong-password" },
      { email: `nobody.${unique()}@example.com`, password: "hunter2hunter2" },
    ]) {
      const res = await shop.post("/api/user/login", attempt);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: LOGIN_FAILED });
    }
  });

  it("is-auth returns the user with the cart; logout revokes the session on the server", async () => {
    const { cookie, email } = await register();
    const me = (await (await get("/api/user/is-auth", cookie)).json()) as Body;
    expect(me.user?.email).toBe(email);
    expect(me.user?.cart).toEqual({});
    const out = await get("/api/user/logout", cookie);
    expect(await out.json()).toEqual({ success: true, message: "Logged out" });
    expect(out.headers.get("set-cookie")).toMatch(/sid=;/);
    expect((await get("/api/user/is-auth", cookie)).status).toBe(401);
    expect((await get("/api/user/is-auth", "forged-token")).status).toBe(401);
    expect((await get("/api/user/is-auth")).status).toBe(401);
  });

  it("rate limits registration per IP address", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200)}-${unique()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await shop.post(
        "/api/user/register",
        { name: "Bot", email: `bot.${unique()}@example.com`, password: "hunter2hunter2" },
        { "X-Forwarded-For": ip },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("rate limits login failures per email and address with 429 and a message", async () => {
    const { email } = await register();
    const ip = unique();
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) last = await shop.post("/api/user/login", { email, password: "wrong-password" }, { "X-Forwarded-For": ip });
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as Body).message).toMatch(/Too many attempts/);
  });
});

describe("the saved cart", () => {
  it("merges the visitor's cart at login: quantities added, capped, unknown products dropped", async () => {
    const [a, b] = [products[0]!._id, products[1]!._id];
    const { email, cookie } = await register(undefined, { cartItems: { [a]: 2 } });
    expect((await shop.post("/api/cart/update", { cartItems: { [a]: 2, [b]: 1 } }, { Cookie: `sid=${cookie}` })).status).toBe(200);
    const login = await shop.post("/api/user/login", {
      email,
      password: "hunter2hunter2",
      cartItems: { [a]: 3, [b]: MAX_QTY_PER_LINE, prd_gone0000000000000000000: 1 },
    });
    const body = (await login.json()) as Body;
    expect(body.user?.cart).toEqual({ [a]: 5, [b]: MAX_QTY_PER_LINE });
    const me = (await (await get("/api/user/is-auth", cookieOf(login))).json()) as Body;
    expect(me.user?.cart).toEqual({ [a]: 5, [b]: MAX_QTY_PER_LINE });
  });

  it("refuses bad carts whole, keeping the saved one", async () => {
    const a = products[0]!._id;
    const { cookie } = await register(undefined, { cartItems: { [a]: 1 } });
    for (const cartItems of [{ [a]: 0 }, { [a]: 1.5 }, { [a]: MAX_QTY_PER_LINE + 1 }, { [a]: 2, prd_unknown000000000000000: 1 }, { [a]: "2" }]) {
      const res = await shop.post("/api/cart/update", { cartItems }, { Cookie: `sid=${cookie}` });
      expect(res.status, JSON.stringify(cartItems)).toBe(400);
      expect(((await res.json()) as Body).success).toBe(false);
    }
    const me = (await (await get("/api/user/is-auth", cookie)).json()) as Body;
    expect(me.user?.cart).toEqual({ [a]: 1 });
  });

  it("needs a logged-in customer and a same-origin request", async () => {
    expect((await shop.post("/api/cart/update", { cartItems: {} })).status).toBe(401);
    const { cookie } = await register();
    const cross = await shop.post("/api/cart/update", { cartItems: {} }, { Cookie: `sid=${cookie}`, Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });
});
